import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { turma, type ClassData } from '../../db/schema/classes';
import { escola } from '../../db/schema/schools';
import { servidor } from '../../db/schema/staff';
import { alunoTurma } from '../../db/schema/students';
import { builtOnce } from '../../db/built-once';
import type { Db } from '../../db/types';
import { placeOfRows, schoolPlaceColumn } from '../auth';
import type { Turma } from '@siam/domain/contracts/classes';

/**
 * Classes (not deleted) with their teacher and number of current students: one query (a grouped left
 * join), ordered by série and name.
 */
function classesQuery<Extra extends Record<string, SQL.Aliased | SQL>>(
  db: Db,
  where: SQL | undefined,
  extra: Extra = {} as Extra,
) {
  return db
    .select({
      ...extra,
      id: turma.id,
      codigoTurma: turma.codigoTurma,
      nomeTurma: turma.nomeTurma,
      serie: turma.serie,
      turno: turma.turno,
      nivelEnsino: turma.nivelEnsino,
      modalidade: turma.modalidade,
      situacao: turma.situacao,
      escolaId: turma.escolaId,
      anoTurma: turma.anoTurma,
      multisseriada: turma.multisseriada,
      anexo: turma.anexo,
      nomeAnexo: turma.nomeAnexo,
      idProfessor: turma.professorId,
      nomeProfessor: servidor.nome,
      cpfProfessor: servidor.cpf,
      quantidadeAlunos: sql<number>`count(${alunoTurma.id})::int`,
    })
    .from(turma)
    .leftJoin(servidor, eq(servidor.id, turma.professorId))
    .leftJoin(alunoTurma, and(eq(alunoTurma.turmaId, turma.id), isNull(alunoTurma.dataFim)))
    .where(and(isNull(turma.deletedAt), where))
    .groupBy(turma.id, servidor.id)
    .orderBy(asc(turma.serie), asc(turma.nomeTurma), asc(turma.id));
}

type ClassesRow = Awaited<ReturnType<typeof classesQuery<Record<never, SQL>>>>[number];

function toClasses(rows: ClassesRow[]): Turma[] {
  return rows.map(({ modalidade, ...r }) => ({
    ...r,
    composicaoEnsino: r.nivelEnsino,
    modalidadeEnsino: modalidade,
    ano: r.anoTurma,
    nomeProfessor: r.nomeProfessor ?? null,
    cpfProfessor: r.cpfProfessor ?? null,
    quantidadeAlunos: Number(r.quantidadeAlunos),
  }));
}

async function selectClasses(db: Db, where: SQL | undefined): Promise<Turma[]> {
  return toClasses(await classesQuery(db, where));
}

/**
 * The classes of a school of one year, optionally of one situação (omitted: active and inactive) and
 * one série, with the school's place for the scope check in the same statement (as `findSchoolPlace`:
 * null when the school is deleted; an uncorrelated subquery, computed once). `place` is undefined when
 * there is no class: the caller then asks for the place on its own.
 */
export async function findSchoolClasses(
  db: Db,
  escolaId: number,
  filter: { ano: number; situacao?: number | undefined; serie?: number | undefined },
): Promise<{ classes: Turma[]; place: { municipio: number; regional: number } | null | undefined }> {
  // One statement text for every filter (built once): an omitted filter is a null value.
  const p = sql.placeholder;
  const q = builtOnce(db, 'turmas_da_escola', (d) =>
    classesQuery(
      d,
      and(
        eq(turma.escolaId, p('escolaId')),
        eq(turma.anoTurma, p('ano')),
        sql`(${p('situacao')}::int is null or ${turma.situacao} = ${p('situacao')}::int)`,
        sql`(${p('serie')}::int is null or ${turma.serie} = ${p('serie')}::int)`,
      ),
      {
        lugar: schoolPlaceColumn(p('escolaId')),
      },
    ).prepare('turmas_da_escola'),
  );
  const rows = await q.execute({
    escolaId,
    ano: filter.ano,
    situacao: filter.situacao ?? null,
    serie: filter.serie ?? null,
  });
  return {
    classes: toClasses(rows.map(({ lugar: _, ...row }) => row)),
    place: placeOfRows(rows),
  };
}

/** One class (not deleted) in the API's shape. */
export async function findClassById(db: Db, id: number): Promise<Turma | null> {
  const [row] = await selectClasses(db, eq(turma.id, id));
  return row ?? null;
}

export interface ClassState {
  id: number;
  escolaId: number;
  anoTurma: number;
  situacao: number;
  professorId: number | null;
  sige: boolean;
  nomeTurma: string;
}

/** A class (not deleted) with its school's sige flag, locked until the transaction ends. */
export async function lockClassState(db: Db, id: number): Promise<ClassState | null> {
  const [row] = await db
    .select({
      id: turma.id,
      escolaId: turma.escolaId,
      anoTurma: turma.anoTurma,
      situacao: turma.situacao,
      professorId: turma.professorId,
      sige: escola.sige,
      nomeTurma: turma.nomeTurma,
    })
    .from(turma)
    .innerJoin(escola, eq(escola.id, turma.escolaId))
    .where(and(eq(turma.id, id), isNull(turma.deletedAt)))
    .for('update', { of: turma })
    .limit(1);
  return row ?? null;
}

/** Number of current students of a class. */
export async function countCurrentStudents(db: Db, turmaId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(alunoTurma)
    .where(and(eq(alunoTurma.turmaId, turmaId), isNull(alunoTurma.dataFim)));
  return Number(row?.n ?? 0);
}

export async function insertClass(
  db: Db,
  values: ClassData & {
    escolaId: number;
    anoTurma: number;
    multisseriada: boolean;
    anexo: boolean;
    nomeAnexo: string | null;
  },
): Promise<number> {
  const [row] = await db
    .insert(turma)
    .values({ ...values, modalidade: 1, situacao: 1 })
    .returning({ id: turma.id });
  if (!row) throw new Error('insert turma returned no row');
  return row.id;
}

export async function updateClass(
  db: Db,
  id: number,
  values: { nomeTurma?: string; situacao?: number },
): Promise<void> {
  await db
    .update(turma)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(turma.id, id));
}
