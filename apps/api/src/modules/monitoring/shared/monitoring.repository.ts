/**
 * Queries both monitoring kinds share (activities: tipo 2, learning: tipo 1): the class with its
 * teacher, a monitoring with its class and responsible teacher, the school's class list (one query),
 * and the writes on `acompanhamento` itself. Kind-specific answers live in each module's repository.
 */
import { and, asc, eq, inArray, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { turma } from '../../../db/schema/classes';
import { acompanhamento, acompanhamentoGenero } from '../../../db/schema/monitoring';
import { municipio } from '../../../db/schema/places';
import { escola } from '../../../db/schema/schools';
import { servidor } from '../../../db/schema/staff';
import { builtOnce } from '../../../db/built-once';
import type { Db } from '../../../db/types';
import type { UnitOfWork } from '../../../db/unit-of-work';
import { placeOfRows, schoolPlaceColumn, type PlaceInScope } from '../../auth';
import type { SchoolCounts, TurmaAcompanhamento } from '@siam/domain/contracts/monitoring';

export interface MonitoredClass {
  id: number;
  escolaId: number;
  nomeEscola: string;
  codigoTurma: string;
  nomeTurma: string;
  serie: number;
  turno: number;
  anoTurma: number;
  situacao: number;
  /** The class's current teacher (null when none). */
  professorCpf: string | null;
  professorNome: string | null;
}

/** The columns of a `MonitoredClass`: `turma` joined with its `escola` and, left, its teacher (`servidor`). */
export const monitoredClassColumns = {
  id: turma.id,
  escolaId: turma.escolaId,
  nomeEscola: escola.nome,
  codigoTurma: turma.codigoTurma,
  nomeTurma: turma.nomeTurma,
  serie: turma.serie,
  turno: turma.turno,
  anoTurma: turma.anoTurma,
  situacao: turma.situacao,
  professorCpf: servidor.cpf,
  professorNome: servidor.nome,
};

/** A class that is not deleted, with its school's name and current teacher. */
export async function findMonitoredClass(db: Db, turmaId: number): Promise<MonitoredClass | null> {
  const [row] = await db
    .select(monitoredClassColumns)
    .from(turma)
    .innerJoin(escola, eq(escola.id, turma.escolaId))
    .leftJoin(servidor, eq(servidor.id, turma.professorId))
    .where(and(eq(turma.id, turmaId), isNull(turma.deletedAt)));
  return row ?? null;
}

export interface MonitoringRow {
  id: number;
  tipo: number;
  turmaId: number;
  ano: number;
  bimestre: number;
  componente: number;
  responsavel: string;
  nomeResponsavel: string | null;
  status: boolean;
  validado: boolean | null;
  situacao: number;
  justificativa: string | null;
  validadorCpf: string | null;
  dataValidacao: Date | null;
}

/** The monitoring's responsible teacher (by CPF), joined as `responsavel_servidor`. */
export const responsible = alias(servidor, 'responsavel_servidor');

/** The `MonitoringRow` columns (with `responsible` joined). */
export const monitoringColumns = {
  id: acompanhamento.id,
  tipo: acompanhamento.tipo,
  turmaId: acompanhamento.turmaId,
  ano: acompanhamento.ano,
  bimestre: acompanhamento.bimestre,
  componente: acompanhamento.componente,
  responsavel: acompanhamento.responsavel,
  nomeResponsavel: responsible.nome,
  status: acompanhamento.status,
  validado: acompanhamento.validado,
  situacao: acompanhamento.situacao,
  justificativa: acompanhamento.justificativa,
  validadorCpf: acompanhamento.validadorCpf,
  dataValidacao: acompanhamento.dataValidacao,
};

/** A monitoring by id (of `tipo`), with its responsible teacher's name; `lock` takes a row lock. */
export async function findMonitoring(
  db: Db,
  id: number,
  tipo: number,
  lock = false,
): Promise<MonitoringRow | null> {
  const q = db
    .select(monitoringColumns)
    .from(acompanhamento)
    .leftJoin(responsible, eq(responsible.cpf, acompanhamento.responsavel))
    .where(and(eq(acompanhamento.id, id), eq(acompanhamento.tipo, tipo)));
  const [row] = lock ? await q.for('update', { of: acompanhamento }) : await q;
  return row ?? null;
}

/**
 * `findMonitoring(tx, id, tipo, true)` built once and run on the write's transaction (`uow.built`):
 * the row lock a monitoring's writes take first.
 */
export async function lockMonitoringInTx(
  uow: UnitOfWork,
  id: number,
  tipo: number,
): Promise<MonitoringRow | null> {
  const q = uow.built('acompanhamento_trava', (d) =>
    d
      .select(monitoringColumns)
      .from(acompanhamento)
      .leftJoin(responsible, eq(responsible.cpf, acompanhamento.responsavel))
      .where(
        and(eq(acompanhamento.id, sql.placeholder('id')), eq(acompanhamento.tipo, sql.placeholder('tipo'))),
      )
      .for('update', { of: acompanhamento })
      .prepare('acompanhamento_trava'),
  );
  const [row] = await q.execute({ id, tipo });
  return row ?? null;
}

type KeyValue = number | Placeholder;

/**
 * The condition that a monitoring row is the class's for (tipo, ano, bimestre, componente): values, or
 * placeholders of a statement built once; the class as its id or its column (a join).
 */
export function monitoringOfClassFor(
  turmaId: KeyValue | typeof turma.id,
  key: { tipo: KeyValue; ano: KeyValue; bimestre: KeyValue; componente: KeyValue },
): SQL {
  return and(
    eq(acompanhamento.turmaId, turmaId),
    eq(acompanhamento.tipo, key.tipo),
    eq(acompanhamento.ano, key.ano),
    eq(acompanhamento.bimestre, key.bimestre),
    eq(acompanhamento.componente, key.componente),
  )!;
}

/**
 * The join condition of a statement built once: the monitoring is the joined class's (`turma.id`) for
 * the placeholders `tipo`, `ano` and `bimestre`, and `componente` (by default its placeholder).
 */
export function monitoringOfJoinedClass(componente: KeyValue = sql.placeholder('componente')): SQL {
  const p = sql.placeholder;
  return monitoringOfClassFor(turma.id, {
    tipo: p('tipo'),
    ano: p('ano'),
    bimestre: p('bimestre'),
    componente,
  });
}

/** The monitoring of a class for (tipo, ano, bimestre, componente), or null. */
export async function findMonitoringOfClass(
  db: Db,
  key: { tipo: number; turmaId: number; ano: number; bimestre: number; componente: number },
): Promise<MonitoringRow | null> {
  const [row] = await db
    .select(monitoringColumns)
    .from(acompanhamento)
    .leftJoin(responsible, eq(responsible.cpf, acompanhamento.responsavel))
    .where(monitoringOfClassFor(key.turmaId, key));
  return row ?? null;
}

export async function insertMonitoring(
  db: Db,
  v: Pick<MonitoringRow, 'tipo' | 'turmaId' | 'ano' | 'bimestre' | 'componente' | 'responsavel'>,
): Promise<number> {
  const [row] = await db.insert(acompanhamento).values(v).returning({ id: acompanhamento.id });
  return row!.id;
}

export async function setSituacao(db: Db, id: number, situacao: number): Promise<void> {
  await db
    .update(acompanhamento)
    .set({ situacao, updatedAt: sql`now()` })
    .where(eq(acompanhamento.id, id));
}

export async function setFinished(db: Db, id: number): Promise<void> {
  await db
    .update(acompanhamento)
    .set({ status: true, updatedAt: sql`now()` })
    .where(eq(acompanhamento.id, id));
}

export async function setValidation(
  db: Db,
  id: number,
  v: { validado: boolean; justificativa: string | null; validadorCpf: string; dataValidacao: Date },
): Promise<void> {
  await db
    .update(acompanhamento)
    .set({ ...v, updatedAt: sql`now()` })
    .where(eq(acompanhamento.id, id));
}

/** Deletes a monitoring; its genres, student records and answers go by cascade. */
export async function deleteMonitoring(db: Db, id: number): Promise<void> {
  await db.delete(acompanhamento).where(eq(acompanhamento.id, id));
}

export async function findMonitoringGenres(db: Db, id: number): Promise<number[]> {
  const rows = await db
    .select({ id: acompanhamentoGenero.generoId })
    .from(acompanhamentoGenero)
    .where(eq(acompanhamentoGenero.acompanhamentoId, id))
    .orderBy(asc(acompanhamentoGenero.generoId));
  return rows.map((r) => r.id);
}

export async function replaceMonitoringGenres(db: Db, id: number, ids: number[]): Promise<void> {
  await db.delete(acompanhamentoGenero).where(eq(acompanhamentoGenero.acompanhamentoId, id));
  if (ids.length > 0) {
    await db.insert(acompanhamentoGenero).values(ids.map((generoId) => ({ acompanhamentoId: id, generoId })));
  }
}

const currentTeacher = alias(servidor, 'professor_atual');

/**
 * The school's classes of `series` in year `ano` (active, or with a monitoring of that term) with
 * their monitoring of (tipo, bimestre): one query. Professor = the monitoring's teacher, else the
 * class's current one.
 */
export async function findSchoolMonitoringRows(
  db: Db,
  f: {
    escolaId: number;
    ano: number;
    bimestre: number;
    tipo: number;
    series: number[];
    turno?: number | undefined;
  },
): Promise<{
  turmas: TurmaAcompanhamento[];
  place: { municipio: number; regional: number } | null | undefined;
}> {
  // One statement text for both monitoring kinds and every filter (built once): the séries travel as
  // one text, an omitted shift as null. The school's place for the scope check rides along (an
  // uncorrelated subquery, computed once; null for a deleted school, as `findSchoolPlace`).
  const p = sql.placeholder;
  const q = builtOnce(db, 'acompanhamentos_da_escola', (d) =>
    d
      .select({
        turmaId: turma.id,
        nomeTurma: turma.nomeTurma,
        codigoTurma: turma.codigoTurma,
        serie: turma.serie,
        turno: turma.turno,
        anoTurma: turma.anoTurma,
        nomeAtual: currentTeacher.nome,
        cpfAtual: currentTeacher.cpf,
        nomeResponsavel: responsible.nome,
        acompanhamentoId: acompanhamento.id,
        responsavel: acompanhamento.responsavel,
        status: acompanhamento.status,
        validado: acompanhamento.validado,
        situacao: acompanhamento.situacao,
        justificativa: acompanhamento.justificativa,
        lugar: schoolPlaceColumn(p('escolaId')),
      })
      .from(turma)
      .leftJoin(acompanhamento, monitoringOfJoinedClass(1))
      .leftJoin(currentTeacher, eq(currentTeacher.id, turma.professorId))
      .leftJoin(responsible, eq(responsible.cpf, acompanhamento.responsavel))
      .where(
        and(
          eq(turma.escolaId, p('escolaId')),
          eq(turma.anoTurma, p('ano')),
          isNull(turma.deletedAt),
          sql`${turma.serie} = any(string_to_array(${p('series')}::text, ',')::int[])`,
          sql`(${p('turno')}::int is null or ${turma.turno} = ${p('turno')}::int)`,
          or(eq(turma.situacao, 1), sql`${acompanhamento.id} is not null`),
        ),
      )
      .orderBy(asc(turma.serie), asc(turma.nomeTurma), asc(turma.id))
      .prepare('acompanhamentos_da_escola'),
  );
  const rows = await q.execute({
    escolaId: f.escolaId,
    tipo: f.tipo,
    ano: f.ano,
    bimestre: f.bimestre,
    series: f.series.join(','),
    turno: f.turno ?? null,
  });
  const turmas = rows.map((r) => ({
    turmaId: r.turmaId,
    nomeTurma: r.nomeTurma,
    codigoTurma: r.codigoTurma,
    serie: r.serie,
    turno: r.turno,
    anoTurma: r.anoTurma,
    nomeProfessor: r.acompanhamentoId !== null ? (r.nomeResponsavel ?? r.nomeAtual) : r.nomeAtual,
    cpfProfessor: r.acompanhamentoId !== null ? r.responsavel : r.cpfAtual,
    acompanhamentoId: r.acompanhamentoId,
    status: r.status ?? false,
    validado: r.validado ?? null,
    situacao: r.situacao ?? 0,
    justificativa: r.justificativa ?? null,
  }));
  return {
    turmas,
    place: placeOfRows(rows),
  };
}

/**
 * Every school of a place with its counts for a term (the sign-off screens and their export): the
 * classes of `series` in year `ano` (active, or with a monitoring of the term, as the school's list),
 * and of them the monitorings started, finished and validated. One grouped statement, by school name.
 */
export async function findSchoolsMonitoringCounts(
  db: Db,
  place: PlaceInScope,
  f: { ano: number; bimestre: number; tipo: number; series: number[] },
): Promise<SchoolCounts[]> {
  const listed = sql`(${turma.situacao} = 1 or ${acompanhamento.id} is not null)`;
  return db
    .select({
      escolaId: escola.id,
      codigoInep: escola.codigoInep,
      nomeEscola: escola.nome,
      nomeMunicipio: municipio.nome,
      turmas: sql<number>`count(${turma.id}) filter (where ${listed})`.mapWith(Number),
      iniciados: sql<number>`count(${acompanhamento.id})`.mapWith(Number),
      finalizados: sql<number>`count(${acompanhamento.id}) filter (where ${acompanhamento.status})`.mapWith(
        Number,
      ),
      validados: sql<number>`count(${acompanhamento.id}) filter (where ${acompanhamento.validado})`.mapWith(
        Number,
      ),
    })
    .from(escola)
    .innerJoin(municipio, eq(municipio.codigo, escola.municipio))
    .leftJoin(
      turma,
      and(
        eq(turma.escolaId, escola.id),
        eq(turma.anoTurma, f.ano),
        isNull(turma.deletedAt),
        inArray(turma.serie, f.series),
      ),
    )
    .leftJoin(
      acompanhamento,
      monitoringOfClassFor(turma.id, { tipo: f.tipo, ano: f.ano, bimestre: f.bimestre, componente: 1 }),
    )
    .where(
      and(
        isNull(escola.deletedAt),
        place.escolaId !== null ? eq(escola.id, place.escolaId) : undefined,
        place.municipio !== null ? eq(escola.municipio, place.municipio) : undefined,
        place.regional !== null ? eq(municipio.regional, place.regional) : undefined,
        place.onlySchools !== null ? inArray(escola.id, place.onlySchools) : undefined,
      ),
    )
    .groupBy(escola.id, escola.codigoInep, escola.nome, municipio.nome)
    .orderBy(asc(escola.nome), asc(escola.id));
}

/** Counts rows of a grouped `nivel` query into the four levels. */
export function levelTotals(
  rows: { nivel: number; quantidade: number | string }[],
): { nivel: number; quantidade: number }[] {
  return [1, 2, 3, 4].map((nivel) => ({
    nivel,
    quantidade: rows.filter((r) => r.nivel === nivel).reduce((sum, r) => sum + Number(r.quantidade), 0),
  }));
}
