import { and, eq, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { pareamentoEscolas } from '../../db/schema/award';
import { escola } from '../../db/schema/schools';
import type { Db } from '../../db/types';

export interface PairedSchool {
  id: number;
  codigoInep: string;
  nomeEscola: string;
}

/** A pairing of an award year: the visiting (premiada) and the visited (fomentada) school. */
export interface Pareamento {
  id: number;
  anoPremioId: number;
  escolaPremiada: PairedSchool;
  escolaFomentada: PairedSchool;
}

/**
 * The two schools of a pairing for a query on `pareamento_escolas`: the visiting (premiada) and the
 * visited (fomentada) school as aliases of `escola`, and their id, INEP code and name as columns.
 */
export function pairedSchools() {
  const premiada = alias(escola, 'premiada');
  const fomentada = alias(escola, 'fomentada');
  const columns = {
    premiadaId: premiada.id,
    premiadaInep: premiada.codigoInep,
    premiadaNome: premiada.nome,
    fomentadaId: fomentada.id,
    fomentadaInep: fomentada.codigoInep,
    fomentadaNome: fomentada.nome,
  };
  return { premiada, fomentada, columns };
}

/** The school's id by INEP, or null. */
export async function findSchoolIdByInep(db: Db, codigoInep: string): Promise<number | null> {
  const [row] = await db
    .select({ id: escola.id })
    .from(escola)
    .where(and(eq(escola.codigoInep, codigoInep), isNull(escola.deletedAt)));
  return row?.id ?? null;
}

/** The award year's pairing in which the school visits or is visited (a school has at most one of each). */
export async function findPairingOfSchool(
  db: Db,
  anoPremioId: number,
  escolaId: number,
): Promise<Pareamento | null> {
  const { premiada, fomentada, columns } = pairedSchools();
  const [row] = await db
    .select({ id: pareamentoEscolas.id, anoPremioId: pareamentoEscolas.anoPremioId, ...columns })
    .from(pareamentoEscolas)
    .innerJoin(premiada, eq(premiada.id, pareamentoEscolas.escolaPremiadaId))
    .innerJoin(fomentada, eq(fomentada.id, pareamentoEscolas.escolaFomentadaId))
    .where(
      and(
        eq(pareamentoEscolas.anoPremioId, anoPremioId),
        or(
          eq(pareamentoEscolas.escolaPremiadaId, escolaId),
          eq(pareamentoEscolas.escolaFomentadaId, escolaId),
        ),
      ),
    )
    .orderBy(pareamentoEscolas.id)
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    anoPremioId: row.anoPremioId,
    escolaPremiada: { id: row.premiadaId, codigoInep: row.premiadaInep, nomeEscola: row.premiadaNome },
    escolaFomentada: { id: row.fomentadaId, codigoInep: row.fomentadaInep, nomeEscola: row.fomentadaNome },
  };
}
