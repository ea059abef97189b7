import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SyncResultRow } from '@siam/domain/contracts/sige-sync';
import type { SyncSummary } from '@siam/domain/school-import';
import { turma, type ClassData } from '../../db/schema/classes';
import { escola } from '../../db/schema/schools';
import { sincronizacaoResultado } from '../../db/schema/sige-sync';
import { aluno, alunoTurma } from '../../db/schema/students';
import type { Db } from '../../db/types';

export interface SyncSchool {
  id: number;
  sige: boolean;
}

export async function findSchoolForSync(db: Db, codigoInep: string): Promise<SyncSchool | null> {
  const [row] = await db
    .select({ id: escola.id, sige: escola.sige })
    .from(escola)
    .where(and(eq(escola.codigoInep, codigoInep), isNull(escola.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** Serialises two synchronisations (or a sync and an edit) of one school. */
export async function lockSchoolRow(db: Db, id: number): Promise<void> {
  await db.select({ id: escola.id }).from(escola).where(eq(escola.id, id)).for('update');
}

export interface ClassRow extends ClassValues {
  id: number;
  situacao: number;
}

export type ClassValues = ClassData;

/** The school's (non-deleted) classes of the year. */
export function findYearClasses(db: Db, escolaId: number, ano: number): Promise<ClassRow[]> {
  const { id, codigoTurma, nomeTurma, serie, turno, nivelEnsino, situacao } = turma;
  return db
    .select({ id, codigoTurma, nomeTurma, serie, turno, nivelEnsino, situacao })
    .from(turma)
    .where(and(eq(turma.escolaId, escolaId), eq(turma.anoTurma, ano), isNull(turma.deletedAt)));
}

export async function insertClass(
  db: Db,
  values: ClassValues & { escolaId: number; anoTurma: number },
): Promise<number> {
  const [row] = await db
    .insert(turma)
    .values({ ...values, modalidade: 1, situacao: 1 })
    .returning({ id: turma.id });
  if (!row) throw new Error('insert turma returned nothing');
  return row.id;
}

export async function updateClass(db: Db, id: number, values: Partial<ClassValues> & { situacao?: number }) {
  await db
    .update(turma)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(turma.id, id));
}

export interface StudentRow {
  id: number;
  nome: string;
  cpf: string | null;
  dataNascimento: string;
  sexo: string;
  nomeMae: string;
  matricula: string | null;
  codigoInep: string | null;
  escolaId: number | null;
  /** The current stay, if any. */
  stayId: number | null;
  stayTurmaId: number | null;
}

function selectStudents(db: Db) {
  return db
    .select({
      id: aluno.id,
      nome: aluno.nome,
      cpf: aluno.cpf,
      dataNascimento: aluno.dataNascimento,
      sexo: aluno.sexo,
      nomeMae: aluno.nomeMae,
      matricula: aluno.matricula,
      codigoInep: aluno.codigoInep,
      escolaId: aluno.escolaId,
      stayId: alunoTurma.id,
      stayTurmaId: alunoTurma.turmaId,
    })
    .from(aluno)
    .leftJoin(alunoTurma, and(eq(alunoTurma.alunoId, aluno.id), isNull(alunoTurma.dataFim)));
}

/** The students whose current stay is in one of `turmaIds`. */
export async function findStudentsInClasses(db: Db, turmaIds: number[]): Promise<StudentRow[]> {
  if (turmaIds.length === 0) return [];
  return selectStudents(db).where(and(isNull(aluno.deletedAt), inArray(alunoTurma.turmaId, turmaIds)));
}

/** A (non-deleted) student of the school (of record) with this SIGE enrolment number. */
export async function findStudentByMatricula(
  db: Db,
  escolaId: number,
  matricula: string,
): Promise<StudentRow | null> {
  const [row] = await selectStudents(db)
    .where(and(isNull(aluno.deletedAt), eq(aluno.matricula, matricula), eq(aluno.escolaId, escolaId)))
    .limit(1);
  return row ?? null;
}

export async function findStudentByCpf(db: Db, cpf: string): Promise<StudentRow | null> {
  const [row] = await selectStudents(db)
    .where(and(isNull(aluno.deletedAt), eq(aluno.cpf, cpf)))
    .limit(1);
  return row ?? null;
}

export interface StudentValues {
  nome: string;
  nomeNormalizado: string;
  cpf: string | null;
  dataNascimento: string;
  sexo: 'F' | 'M';
  nomeMae: string;
  matricula: string;
  codigoInep: string | null;
}

export async function insertSigeStudent(
  db: Db,
  values: StudentValues & { escolaId: number; serie: number; nivelEnsino: number },
): Promise<number> {
  const [row] = await db.insert(aluno).values(values).returning({ id: aluno.id });
  if (!row) throw new Error('insert aluno returned nothing');
  return row.id;
}

export async function updateSigeStudent(
  db: Db,
  id: number,
  values: Partial<StudentValues> & { escolaId?: number; serie?: number; nivelEnsino?: number },
): Promise<void> {
  await db
    .update(aluno)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(aluno.id, id));
}

/** Ends a current stay with `motivo` (never before it began); the stay itself is kept. */
export async function endStay(db: Db, stayId: number, dataFim: string, motivo: number): Promise<void> {
  await db
    .update(alunoTurma)
    .set({ dataFim: sql`greatest(${alunoTurma.dataInicio}, ${dataFim}::date)`, motivo })
    .where(and(eq(alunoTurma.id, stayId), isNull(alunoTurma.dataFim)));
}

export async function openStay(
  db: Db,
  stay: { alunoId: number; turmaId: number; ano: number; dataInicio: string; motivo: number },
): Promise<void> {
  await db.insert(alunoTurma).values(stay);
}

/** Names of classes by id (any school, any year) for the 'moved from' reason. */
export async function classNames(
  db: Db,
  ids: number[],
): Promise<Map<number, { nome: string; escolaId: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: turma.id, nome: turma.nomeTurma, escolaId: turma.escolaId })
    .from(turma)
    .where(inArray(turma.id, ids));
  return new Map(rows.map((r) => [r.id, { nome: r.nome, escolaId: r.escolaId }]));
}

/** A kept synchronisation as written in the sync's transaction (decision 126). */
export interface NewSyncResult {
  escolaId: number;
  usuarioCpf: string;
  usuarioNome: string;
  perfilId: number;
  executadaEm: Date;
  resumo: SyncSummary;
  alteracoes: SyncResultRow[];
  alunoIds: number[];
}

export async function insertSyncResult(db: Db, values: NewSyncResult): Promise<number> {
  const [row] = await db
    .insert(sincronizacaoResultado)
    .values(values)
    .returning({ id: sincronizacaoResultado.id });
  if (!row) throw new Error('insert sincronizacao_resultado returned nothing');
  return row.id;
}

const itemColumns = {
  id: sincronizacaoResultado.id,
  escolaId: sincronizacaoResultado.escolaId,
  executadaEm: sincronizacaoResultado.executadaEm,
  usuarioCpf: sincronizacaoResultado.usuarioCpf,
  usuarioNome: sincronizacaoResultado.usuarioNome,
  resumo: sincronizacaoResultado.resumo,
};

/** The school's kept synchronisations, newest first (at most `limit`). */
export function listSyncResults(db: Db, escolaId: number, limit: number) {
  return db
    .select(itemColumns)
    .from(sincronizacaoResultado)
    .where(eq(sincronizacaoResultado.escolaId, escolaId))
    .orderBy(desc(sincronizacaoResultado.executadaEm), desc(sincronizacaoResultado.id))
    .limit(limit);
}

/** One kept synchronisation with its school's INEP code and name, or null. */
export async function findSyncResult(db: Db, id: number) {
  const [row] = await db
    .select({
      ...itemColumns,
      alteracoes: sincronizacaoResultado.alteracoes,
      alunoIds: sincronizacaoResultado.alunoIds,
      codigoInep: escola.codigoInep,
      nomeEscola: escola.nome,
    })
    .from(sincronizacaoResultado)
    .innerJoin(escola, eq(escola.id, sincronizacaoResultado.escolaId))
    .where(eq(sincronizacaoResultado.id, id))
    .limit(1);
  return row ?? null;
}
