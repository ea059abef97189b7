/**
 * PARFI data access: award years, their categories and pairings, PARFI years, a school's prize entries.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  anoParfi,
  anoPremio,
  anoPremioCategoria,
  pareamentoEscolas,
  premioEscola,
  type AwardYearRow,
} from '../../db/schema/award';
import type { Db } from '../../db/types';

export type { AwardYearRow };

export async function findAwardYears(db: Db, id?: number): Promise<AwardYearRow[]> {
  return db
    .select({
      id: anoPremio.id,
      ano: anoPremio.ano,
      primeiroAnoParfi: anoPremio.primeiroAnoParfi,
      segundoAnoParfi: anoPremio.segundoAnoParfi,
      valorPremiada: anoPremio.valorPremiada,
      valorFomentada: anoPremio.valorFomentada,
      porcentagemPrimeiraParcela: anoPremio.porcentagemPrimeiraParcela,
    })
    .from(anoPremio)
    .where(id === undefined ? undefined : eq(anoPremio.id, id))
    .orderBy(desc(anoPremio.ano));
}

export async function findAwardCategories(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(anoPremioCategoria)
    .where(inArray(anoPremioCategoria.anoPremioId, ids))
    .orderBy(asc(anoPremioCategoria.categoriaId));
}

export async function findPairingIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: pareamentoEscolas.id, anoPremioId: pareamentoEscolas.anoPremioId })
    .from(pareamentoEscolas)
    .where(inArray(pareamentoEscolas.anoPremioId, ids));
}

export async function findParfiYears(db: Db, anoPremioId?: number) {
  return db
    .select({
      id: anoParfi.id,
      ano: anoParfi.ano,
      anoPremioId: anoParfi.anoPremioId,
      anoPremio: anoPremio.ano,
      parcela: anoParfi.parcela,
      porcentagemPrimeiraParcela: anoPremio.porcentagemPrimeiraParcela,
    })
    .from(anoParfi)
    .innerJoin(anoPremio, eq(anoPremio.id, anoParfi.anoPremioId))
    .where(anoPremioId === undefined ? undefined : eq(anoParfi.anoPremioId, anoPremioId))
    .orderBy(desc(anoPremio.ano), asc(anoParfi.ano));
}

/** Award years (with their PARFI years) a school takes part in, or every award year. */
export async function findPrizeEntries(db: Db, escolaId?: number) {
  const rows = await db
    .select({
      anoPremioId: anoPremio.id,
      anoPremio: anoPremio.ano,
      anoParfi: anoParfi.ano,
      tipoEscolaId: premioEscola.tipoEscolaId,
    })
    .from(anoPremio)
    .innerJoin(anoParfi, eq(anoParfi.anoPremioId, anoPremio.id))
    .leftJoin(
      premioEscola,
      escolaId === undefined
        ? sql`false`
        : and(eq(premioEscola.anoPremioId, anoPremio.id), eq(premioEscola.escolaId, escolaId)),
    )
    .where(escolaId === undefined ? undefined : sql`${premioEscola.id} is not null`)
    .orderBy(desc(anoPremio.ano), asc(anoParfi.ano));
  const byYear = new Map<
    number,
    { anoPremio: number; anoPremioId: number; anoParfi: number[]; tipoEscolaId: number | null }
  >();
  for (const r of rows) {
    const e = byYear.get(r.anoPremioId) ?? {
      anoPremio: r.anoPremio,
      anoPremioId: r.anoPremioId,
      anoParfi: [],
      tipoEscolaId: r.tipoEscolaId ?? null,
    };
    e.anoParfi.push(r.anoParfi);
    byYear.set(r.anoPremioId, e);
  }
  return [...byYear.values()];
}
