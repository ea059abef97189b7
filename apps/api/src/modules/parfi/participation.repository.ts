/**
 * PARFI data access: a school by INEP and its participation in an award year and PARFI year.
 */
import { and, eq, sql } from 'drizzle-orm';
import { anoParfi, anoPremio, premioEscola } from '../../db/schema/award';
import { regional } from '../../db/schema/places';
import { escola } from '../../db/schema/schools';
import { schoolPlaceColumns, selectSchoolsWithPlace } from '../../db/school-place';
import type { Db } from '../../db/types';

export interface SchoolRow {
  id: number;
  codigoInep: string;
  nome: string;
  municipio: number;
  nomeMunicipio: string;
  regional: number;
  siglaRegional: string;
}

export const schoolColumns = { ...schoolPlaceColumns, siglaRegional: regional.sigla };

export async function findSchoolByInep(db: Db, inep: string): Promise<SchoolRow | null> {
  const [row] = await selectSchoolsWithPlace(db, { siglaRegional: regional.sigla }).where(
    and(eq(escola.codigoInep, inep), sql`${escola.deletedAt} is null`),
  );
  return row ?? null;
}

/** A school's participation in the award of year `anoPremio` and its PARFI year `anoParfi`. */
export interface Participation {
  premioEscolaId: number;
  tipoEscolaId: number;
  valorPremio: string;
  anoPremioId: number;
  anoPremio: number;
  porcentagemPrimeiraParcela: string;
  anoParfiId: number;
  anoParfi: number;
  parcela: number;
}

export async function findParticipation(
  db: Db,
  escolaId: number,
  anoPremioYear: number,
  anoParfiYear: number,
): Promise<Participation | null> {
  const [row] = await db
    .select({
      premioEscolaId: premioEscola.id,
      tipoEscolaId: premioEscola.tipoEscolaId,
      valorPremio: premioEscola.valorPremio,
      anoPremioId: anoPremio.id,
      anoPremio: anoPremio.ano,
      porcentagemPrimeiraParcela: anoPremio.porcentagemPrimeiraParcela,
      anoParfiId: anoParfi.id,
      anoParfi: anoParfi.ano,
      parcela: anoParfi.parcela,
    })
    .from(premioEscola)
    .innerJoin(anoPremio, eq(anoPremio.id, premioEscola.anoPremioId))
    .innerJoin(anoParfi, eq(anoParfi.anoPremioId, anoPremio.id))
    .where(
      and(
        eq(premioEscola.escolaId, escolaId),
        eq(anoPremio.ano, anoPremioYear),
        eq(anoParfi.ano, anoParfiYear),
      ),
    );
  return row ?? null;
}
