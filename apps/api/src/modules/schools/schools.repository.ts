import { and, asc, desc, eq, ilike, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { municipio, regional } from '../../db/schema/places';
import { escola, type SchoolData } from '../../db/schema/schools';
import { servidor, servidorEscola } from '../../db/schema/staff';
import { selectSchoolsWithPlace } from '../../db/school-place';
import type { Db } from '../../db/types';
import type { School } from '@siam/domain/contracts/schools';
import type { StaffStay } from '@siam/domain/contracts/staff';

/** A school with its municipality's name, its regional's code and its regional's acronym. */
interface SchoolRow extends SchoolData {
  id: number;
  nomeMunicipio: string;
  regional: number;
  sigla: string;
  turno: number | null;
}

export function toSchool(r: SchoolRow): School {
  return {
    id: r.id,
    escolaId: r.id,
    codigoInep: r.codigoInep,
    nomeEscola: r.nome,
    codCre: r.regional,
    codMunicipio: r.municipio,
    codigoMunicipio: r.municipio,
    codigoRegional: r.regional,
    nomeMunicipio: r.nomeMunicipio,
    siglaRegional: r.sigla,
    cre: r.sigla,
    sige: r.sige,
    rede: r.rede,
    localizacao: r.localizacao,
    municipio: r.municipio,
    turno: r.turno,
  };
}

async function selectSchools(db: Db, where: SQL | undefined, limit?: number): Promise<School[]> {
  const rows = await selectSchoolsWithPlace(db, {
    sigla: regional.sigla,
    sige: escola.sige,
    rede: escola.rede,
    localizacao: escola.localizacao,
    turno: escola.turno,
  })
    .where(and(isNull(escola.deletedAt), where))
    .orderBy(asc(escola.nome), asc(escola.id))
    .limit(limit ?? 100_000);
  return rows.map(toSchool);
}

export function findSchoolsByIds(db: Db, ids: number[]): Promise<School[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectSchools(db, inArray(escola.id, ids));
}

export function findSchoolsByInep(db: Db, codigoInep: string): Promise<School[]> {
  return selectSchools(db, eq(escola.codigoInep, codigoInep));
}

export function findSchoolsByMunicipios(db: Db, municipios: number[]): Promise<School[]> {
  if (municipios.length === 0) return Promise.resolve([]);
  return selectSchools(db, inArray(escola.municipio, municipios));
}

/** Escapes LIKE wildcards so a name filter matches literally. */
function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The school search of consulta-escola: by municipality, regional and part of the name (any
 * combination), within `scope` ('all' or school ids), ordered by name, at most `limit` rows.
 */
export async function searchSchools(
  db: Db,
  filter: { municipio?: number | undefined; codigoRegional?: number | undefined; nome?: string | undefined },
  scope: number[] | 'all',
  limit: number,
): Promise<School[]> {
  if (scope !== 'all' && scope.length === 0) return [];
  const rows = await selectSchools(
    db,
    and(
      filter.municipio !== undefined ? eq(escola.municipio, filter.municipio) : undefined,
      filter.codigoRegional !== undefined ? eq(municipio.regional, filter.codigoRegional) : undefined,
      filter.nome ? ilike(escola.nome, likeContains(filter.nome)) : undefined,
      scope === 'all' ? undefined : inArray(escola.id, scope),
    ),
    limit,
  );
  return rows;
}

export type SchoolValues = SchoolData;

export async function municipioExists(db: Db, codigo: number): Promise<boolean> {
  const [row] = await db
    .select({ codigo: municipio.codigo })
    .from(municipio)
    .where(eq(municipio.codigo, codigo));
  return row !== undefined;
}

/** Another (non-deleted or deleted) school holds the INEP code. */
export async function inepTaken(db: Db, codigoInep: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: escola.id })
    .from(escola)
    .where(
      and(eq(escola.codigoInep, codigoInep), exceptId !== undefined ? ne(escola.id, exceptId) : undefined),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertSchool(db: Db, values: SchoolValues): Promise<number> {
  const [row] = await db.insert(escola).values(values).returning({ id: escola.id });
  if (!row) throw new Error('insert escola returned no row');
  return row.id;
}

/** Updates a non-deleted school; false when there is none. */
export async function updateSchool(db: Db, id: number, values: SchoolValues): Promise<boolean> {
  const rows = await db
    .update(escola)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(escola.id, id), isNull(escola.deletedAt)))
    .returning({ id: escola.id });
  return rows.length > 0;
}

/** Every staff stay of the schools, newest first (historicoServidores), by school id (one query). */
export async function findSchoolHistories(db: Db, escolaIds: number[]): Promise<Map<number, StaffStay[]>> {
  const byId = new Map<number, StaffStay[]>(escolaIds.map((id) => [id, []]));
  if (escolaIds.length === 0) return byId;
  const rows = await db
    .select({
      id: servidorEscola.id,
      escolaId: servidorEscola.escolaId,
      servidorId: servidor.id,
      nome: servidor.nome,
      cpf: servidor.cpf,
      funcao: servidorEscola.funcao,
      turmaId: servidorEscola.turmaId,
      turno: servidorEscola.turno,
      dataInicio: servidorEscola.dataInicio,
      dataFim: servidorEscola.dataFim,
    })
    .from(servidorEscola)
    .innerJoin(servidor, eq(servidor.id, servidorEscola.servidorId))
    .where(inArray(servidorEscola.escolaId, escolaIds))
    .orderBy(desc(servidorEscola.dataInicio), asc(servidorEscola.funcao), desc(servidorEscola.id));
  for (const r of rows) {
    byId.get(r.escolaId)?.push({
      id: r.id,
      servidorFuncao: {
        servidor: { id: r.servidorId, nome: r.nome, cpf: r.cpf },
        tipoFuncaoServidor: r.funcao,
      },
      turmaId: r.turmaId,
      dataInicio: r.dataInicio,
      dataFim: r.dataFim,
      turnoServidor: r.turno,
    });
  }
  return byId;
}
