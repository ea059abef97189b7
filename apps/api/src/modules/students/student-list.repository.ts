/**
 * 'Lista de estudantes' (GET /api/Alunos/Lista, decision 130): the students of a place, one page per
 * statement (offset paging for the screen, with the list's total in the same statement), and the same
 * list read in keyset pages for the streamed export. Names order by the folded name
 * (`nome_normalizado`: no accents, lower case), so 'Álvaro' sorts with 'A' on PGlite and PostgreSQL
 * alike; the id breaks ties, so pages are disjoint and complete.
 */
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { SortOrder } from '@siam/domain/server-paging';
import type { StudentListItem, StudentListSort } from '@siam/domain/contracts/student-list';
import { turma } from '../../db/schema/classes';
import { municipio } from '../../db/schema/places';
import { escola } from '../../db/schema/schools';
import { aluno, alunoTurma } from '../../db/schema/students';
import type { Db } from '../../db/types';
import type { PlaceInScope } from '../auth';

/** Where (the auth module's place in the caller's scope). */
export type ListPlace = PlaceInScope;

export interface ListFilter {
  /** Folded part of the name. */
  nome?: string | undefined;
  serie?: number | undefined;
  turmaId?: number | undefined;
}

/** The order's keys, most significant first (all in the same direction; the id last). */
function sortKeys(sort: StudentListSort): SQL[] {
  switch (sort) {
    case 'nome':
      return [sql`${aluno.nomeNormalizado}`, sql`${aluno.id}`];
    case 'dataNascimento':
      return [sql`${aluno.dataNascimento}`, sql`${aluno.nomeNormalizado}`, sql`${aluno.id}`];
    case 'turma':
      return [sql`coalesce(lower(${turma.nomeTurma}), '')`, sql`${aluno.nomeNormalizado}`, sql`${aluno.id}`];
  }
}

function whereOf(place: ListPlace, filter: ListFilter): SQL {
  return and(
    isNull(aluno.deletedAt),
    place.escolaId !== null ? eq(aluno.escolaId, place.escolaId) : undefined,
    place.municipio !== null ? eq(escola.municipio, place.municipio) : undefined,
    place.regional !== null ? eq(municipio.regional, place.regional) : undefined,
    place.onlySchools !== null ? inArray(aluno.escolaId, place.onlySchools) : undefined,
    // Letters and spaces only (the query's rule): no LIKE wildcard can come in.
    filter.nome !== undefined ? sql`${aluno.nomeNormalizado} like ${`%${filter.nome}%`}` : undefined,
    filter.serie !== undefined ? eq(turma.serie, filter.serie) : undefined,
    filter.turmaId !== undefined ? eq(turma.id, filter.turmaId) : undefined,
  )!;
}

const columns = {
  id: aluno.id,
  nome: aluno.nome,
  dataNascimento: aluno.dataNascimento,
  nomeMae: aluno.nomeMae,
  codigoInep: aluno.codigoInep,
  turmaId: turma.id,
  turma: turma.nomeTurma,
  serie: turma.serie,
  escola: escola.nome,
};

/** The statement's FROM: the student, its school (and municipality) and its current class. */
function listFrom<T extends Record<string, unknown>>(db: Db, select: T) {
  return db
    .select(select as never)
    .from(aluno)
    .innerJoin(escola, eq(escola.id, aluno.escolaId))
    .innerJoin(municipio, eq(municipio.codigo, escola.municipio))
    .leftJoin(alunoTurma, and(eq(alunoTurma.alunoId, aluno.id), isNull(alunoTurma.dataFim)))
    .leftJoin(turma, eq(turma.id, alunoTurma.turmaId));
}

const orderOf = (keys: SQL[], order: SortOrder) =>
  keys.map((k) => (order === 'desc' ? sql`${k} desc` : sql`${k} asc`));

type Row = StudentListItem & { total?: unknown; k?: unknown };
const toItem = (r: Row): StudentListItem => ({
  id: r.id,
  nome: r.nome,
  dataNascimento: r.dataNascimento,
  nomeMae: r.nomeMae,
  codigoInep: r.codigoInep,
  turmaId: r.turmaId,
  turma: r.turma,
  serie: r.serie,
  escola: r.escola,
});

/** One page of the list and the list's total, in one statement (a second only past the last page). */
export async function findStudentListPage(
  db: Db,
  place: ListPlace,
  filter: ListFilter,
  page: { pagina: number; tamanhoPagina: number; ordenar: StudentListSort; ordem: SortOrder },
): Promise<{ itens: StudentListItem[]; total: number }> {
  const where = whereOf(place, filter);
  const rows = (await listFrom(db, { ...columns, total: sql<number>`count(*) over ()` })
    .where(where)
    .orderBy(...orderOf(sortKeys(page.ordenar), page.ordem))
    .limit(page.tamanhoPagina)
    .offset((page.pagina - 1) * page.tamanhoPagina)) as unknown as Row[];
  if (rows.length > 0) return { itens: rows.map(toItem), total: Number(rows[0]!.total) };
  if (page.pagina === 1) return { itens: [], total: 0 };
  const [count] = (await listFrom(db, { n: sql<number>`count(*)` }).where(where)) as unknown as {
    n: unknown;
  }[];
  return { itens: [], total: Number(count?.n ?? 0) };
}

/**
 * The whole list in its order, `chunk` rows per statement, each page starting after the last row of
 * the one before (keyset: the leading key bounds the index range, the row comparison the rest).
 */
export async function* studentListChunks(
  db: Db,
  place: ListPlace,
  filter: ListFilter,
  sort: StudentListSort,
  order: SortOrder,
  chunk: number,
): AsyncGenerator<StudentListItem[]> {
  const keys = sortKeys(sort);
  // The cursor's values travel as text (a date as 'AAAA-MM-DD'), cast back when compared.
  const keyColumns = Object.fromEntries(keys.map((k, i) => [`k${i}`, sql<string>`(${k})::text`]));
  const where = whereOf(place, filter);
  let after: string[] | null = null;
  for (;;) {
    let condition = where;
    if (after) {
      const op = order === 'desc' ? sql.raw('<') : sql.raw('>');
      const lead = order === 'desc' ? sql.raw('<=') : sql.raw('>=');
      const values = after.map((v, i) => sql`cast(${v} as ${sql.raw(keyTypes(sort)[i]!)})`);
      condition = and(
        where,
        sql`${keys[0]} ${lead} ${values[0]}`,
        sql`(${sql.join(keys, sql`, `)}) ${op} (${sql.join(values, sql`, `)})`,
      )!;
    }
    const rows = (await listFrom(db, { ...columns, ...keyColumns })
      .where(condition)
      .orderBy(...orderOf(keys, order))
      .limit(chunk)) as unknown as (Row & Record<string, string>)[];
    if (rows.length === 0) return;
    yield rows.map(toItem);
    if (rows.length < chunk) return;
    const last = rows[rows.length - 1]!;
    after = keys.map((_, i) => String(last[`k${i}`]));
  }
}

/** The SQL type of each key of an order (to compare the cursor's text values). */
function keyTypes(sort: StudentListSort): string[] {
  switch (sort) {
    case 'nome':
      return ['text', 'integer'];
    case 'dataNascimento':
      return ['date', 'text', 'integer'];
    case 'turma':
      return ['text', 'text', 'integer'];
  }
}

/** The class's school, or null. */
export async function findClassSchool(db: Db, turmaId: number): Promise<number | null> {
  const [row] = await db
    .select({ escolaId: turma.escolaId })
    .from(turma)
    .where(eq(turma.id, turmaId))
    .limit(1);
  return row?.escolaId ?? null;
}
