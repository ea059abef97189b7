import { and, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { acompanhamento, acompanhamentoAluno, respostaAprendizagem } from '../../../db/schema/monitoring';
import { criterio } from '../../../db/schema/sheets';
import { turma } from '../../../db/schema/classes';
import { municipio } from '../../../db/schema/places';
import { escola } from '../../../db/schema/schools';
import { servidor } from '../../../db/schema/staff';
import { aluno, alunoTurma } from '../../../db/schema/students';
import type { UnitOfWork } from '../../../db/unit-of-work';
import type { Db } from '../../../db/types';
import {
  monitoredClassColumns,
  monitoringColumns,
  monitoringOfJoinedClass,
  responsible,
  type MonitoredClass,
  type MonitoringRow,
} from '../shared/monitoring.repository';
import type { Periodo } from '@siam/domain/contracts/periods';

/** The class's current students (stay open, student not deleted). */
export async function findCurrentStudentIds(db: Db, turmaId: number): Promise<number[]> {
  const rows = await db
    .select({ id: aluno.id })
    .from(alunoTurma)
    .innerJoin(aluno, eq(aluno.id, alunoTurma.alunoId))
    .where(and(eq(alunoTurma.turmaId, turmaId), isNull(alunoTurma.dataFim), isNull(aluno.deletedAt)));
  return rows.map((r) => r.id);
}

export async function insertStudentRecords(
  db: Db,
  acompanhamentoId: number,
  alunoIds: number[],
): Promise<void> {
  if (alunoIds.length === 0) return;
  await db.insert(acompanhamentoAluno).values(alunoIds.map((alunoId) => ({ acompanhamentoId, alunoId })));
}

export interface StudentRecordRow {
  acompanhamentoAlunoId: number;
  alunoId: number;
  nome: string;
  cpf: string | null;
  dataNascimento: string;
  situacao: number;
  alfabetizado: boolean;
}

/** A student record of the monitoring's answer, with its answers per level (1-4). */
export type StudentRecordWithLevels = StudentRecordRow & {
  totalNiveis: { nivel: number; quantidade: number }[];
};

/** What the monitoring's answer needs, as one statement reads it (`findLearningAnswer`). */
export interface LearningAnswerRead {
  /** The monitoring (null: none of that id or of that class and term). */
  m: MonitoringRow | null;
  /** Its class, or the class asked for (null when there is none or it is deleted). */
  cls: MonitoredClass | null;
  /** The class's school's place for the scope check, as `findSchoolPlace` answers it. */
  place: { municipio: number; regional: number } | null;
  periodo: Periodo | null;
  generos: number[];
  /** By name, then id. */
  alunos: StudentRecordWithLevels[];
}

interface RecordJson extends StudentRecordRow {
  n1: number;
  n2: number;
  n3: number;
  n4: number;
}

/**
 * The columns of `findLearningAnswer`: the monitoring (`MonitoringRow`), its class with the school's
 * name, the current teacher and the school's place, and as JSON the period of its year and term for
 * the sheet, its genres and its student records with their per-level answer counts (the record's own
 * columns, kept by a trigger on the answers, migration 0013). Raw columns are qualified: drizzle
 * names the tables of a joined select by their names.
 */
function learningAnswerColumns() {
  const p = sql.placeholder;
  return {
    ...monitoringColumns,
    // Nested: its id and situacao would clash with the monitoring's. Its fields are all null when
    // there is no (not deleted) class: drizzle leaves the object (fields of three tables) in place.
    cls: monitoredClassColumns,
    placeMunicipio: municipio.codigo,
    placeRegional: municipio.regional,
    periodo: sql<Periodo | null>`(
      select json_build_object(
          'id', pe.id, 'ano', pe.ano, 'bimestre', pe.bimestre, 'fichaAcompanhamentoId', pe.ficha_id,
          'acompanhamentoDataInicio', pe.acompanhamento_data_inicio,
          'acompanhamentoDataFim', pe.acompanhamento_data_fim,
          'validacaoDataInicio', pe.validacao_data_inicio, 'validacaoDataFim', pe.validacao_data_fim)
        from periodo_acompanhamento pe
       where pe.ano = "acompanhamento"."ano" and pe.bimestre = "acompanhamento"."bimestre"
         and pe.ficha_id = ${p('fichaId')}::int)`,
    generos: sql<number[]>`(
      select coalesce(json_agg(g.genero_id order by g.genero_id), '[]'::json)
        from acompanhamento_genero g
       where g.acompanhamento_id = "acompanhamento"."id")`,
    alunos: sql<RecordJson[]>`(
      select coalesce(json_agg(json_build_object(
          'acompanhamentoAlunoId', rec.id, 'alunoId', s.id, 'nome', s.nome, 'cpf', s.cpf,
          'dataNascimento', s.data_nascimento, 'situacao', rec.situacao,
          'alfabetizado', s.estudante_alfabetizado is true,
          'n1', rec.respostas_nivel_1, 'n2', rec.respostas_nivel_2,
          'n3', rec.respostas_nivel_3, 'n4', rec.respostas_nivel_4) order by s.nome, s.id), '[]'::json)
        from acompanhamento_aluno rec
        join aluno s on s.id = rec.aluno_id
       where rec.acompanhamento_id = "acompanhamento"."id")`,
  };
}

/** The school's place, only for a school that is not deleted (as `findSchoolPlace`). */
const placeJoin = () => and(eq(municipio.codigo, escola.municipio), isNull(escola.deletedAt));

/**
 * The learning monitoring's answer in one statement built once (decision 114): by monitoring id, or by
 * class with its monitoring of (ano, bimestre, componente). The same rows as `findMonitoring`,
 * `findMonitoredClass` (or `findMonitoringOfClass`), the school's place, `findPeriod`,
 * `findMonitoringGenres` and the student records, in one snapshot. Null when there is no row: no
 * monitoring of that id and tipo, or no (not deleted) class of that id.
 *
 * `uow`: where to run it (a write's transaction, or the pool: `unitOfWork(db)`); the statement is
 * built once on the application's database (`uow.built`).
 */
export async function findLearningAnswer(
  uow: UnitOfWork,
  by: { acompId: number } | { turmaId: number; ano: number; bimestre: number; componente: number },
  tipo: number,
  fichaId: number,
): Promise<LearningAnswerRead | null> {
  const p = sql.placeholder;
  let rows;
  if ('acompId' in by) {
    const q = uow.built('acompanhamento_aprendizagem_por_id', (d) =>
      d
        .select(learningAnswerColumns())
        .from(acompanhamento)
        .leftJoin(responsible, eq(responsible.cpf, acompanhamento.responsavel))
        .leftJoin(turma, and(eq(turma.id, acompanhamento.turmaId), isNull(turma.deletedAt)))
        .leftJoin(escola, eq(escola.id, turma.escolaId))
        .leftJoin(servidor, eq(servidor.id, turma.professorId))
        .leftJoin(municipio, placeJoin())
        .where(and(eq(acompanhamento.id, p('id')), eq(acompanhamento.tipo, p('tipo'))))
        .prepare('acompanhamento_aprendizagem_por_id'),
    );
    const values = { id: by.acompId, tipo, fichaId };
    rows = await q.execute(values);
  } else {
    const q = uow.built('acompanhamento_aprendizagem_da_turma', (d) =>
      d
        .select(learningAnswerColumns())
        .from(turma)
        .innerJoin(escola, eq(escola.id, turma.escolaId))
        .leftJoin(servidor, eq(servidor.id, turma.professorId))
        .leftJoin(municipio, placeJoin())
        .leftJoin(acompanhamento, monitoringOfJoinedClass())
        .leftJoin(responsible, eq(responsible.cpf, acompanhamento.responsavel))
        .where(and(eq(turma.id, p('turmaId')), isNull(turma.deletedAt)))
        .prepare('acompanhamento_aprendizagem_da_turma'),
    );
    const values = { ...by, tipo, fichaId };
    rows = await q.execute(values);
  }
  const [r] = rows;
  if (!r) return null;
  const m: MonitoringRow | null =
    r.id === null
      ? null
      : {
          id: r.id,
          tipo: r.tipo!,
          turmaId: r.turmaId!,
          ano: r.ano!,
          bimestre: r.bimestre!,
          componente: r.componente!,
          responsavel: r.responsavel!,
          nomeResponsavel: r.nomeResponsavel,
          status: r.status!,
          validado: r.validado,
          situacao: r.situacao!,
          justificativa: r.justificativa,
          validadorCpf: r.validadorCpf,
          dataValidacao: r.dataValidacao,
        };
  const cls: MonitoredClass | null = r.cls.id === null ? null : (r.cls as MonitoredClass);
  return {
    m,
    cls,
    place:
      r.placeMunicipio === null || r.placeRegional === null
        ? null
        : { municipio: r.placeMunicipio, regional: r.placeRegional },
    periodo: r.periodo,
    generos: r.generos,
    alunos: r.alunos.map((a) => ({
      acompanhamentoAlunoId: a.acompanhamentoAlunoId,
      alunoId: a.alunoId,
      nome: a.nome,
      cpf: a.cpf,
      dataNascimento: a.dataNascimento,
      situacao: a.situacao,
      alfabetizado: a.alfabetizado,
      totalNiveis: [a.n1, a.n2, a.n3, a.n4].map((quantidade, i) => ({ nivel: i + 1, quantidade })),
    })),
  };
}

/** Answers per (skill, level) over the monitoring's students. */
export async function findSkillLevelCounts(
  db: Db,
  acompanhamentoId: number,
): Promise<{ habilidadeId: number; nivel: number; quantidade: number }[]> {
  const rows = await db
    .select({ habilidadeId: respostaAprendizagem.habilidadeId, nivel: criterio.nivel, quantidade: count() })
    .from(respostaAprendizagem)
    .innerJoin(acompanhamentoAluno, eq(acompanhamentoAluno.id, respostaAprendizagem.acompanhamentoAlunoId))
    .innerJoin(criterio, eq(criterio.id, respostaAprendizagem.criterioId))
    .where(eq(acompanhamentoAluno.acompanhamentoId, acompanhamentoId))
    .groupBy(respostaAprendizagem.habilidadeId, criterio.nivel);
  return rows.map((r) => ({ ...r, quantidade: Number(r.quantidade) }));
}

/** Every answer of the monitoring: the student record, the skill and the chosen level (its results). */
export async function findMonitoringLevels(
  db: Db,
  acompanhamentoId: number,
): Promise<{ recordId: number; habilidadeId: number; nivel: number }[]> {
  return db
    .select({
      recordId: respostaAprendizagem.acompanhamentoAlunoId,
      habilidadeId: respostaAprendizagem.habilidadeId,
      nivel: criterio.nivel,
    })
    .from(respostaAprendizagem)
    .innerJoin(acompanhamentoAluno, eq(acompanhamentoAluno.id, respostaAprendizagem.acompanhamentoAlunoId))
    .innerJoin(criterio, eq(criterio.id, respostaAprendizagem.criterioId))
    .where(eq(acompanhamentoAluno.acompanhamentoId, acompanhamentoId));
}

export interface StudentRecord {
  id: number;
  acompanhamentoId: number;
  alunoId: number;
  alfabetizado: boolean;
}

const recordColumns = {
  id: acompanhamentoAluno.id,
  acompanhamentoId: acompanhamentoAluno.acompanhamentoId,
  alunoId: acompanhamentoAluno.alunoId,
  alfabetizado: aluno.estudanteAlfabetizado,
};

export async function findStudentRecord(
  db: Db,
  acompanhamentoId: number,
  alunoId: number,
): Promise<StudentRecord | null> {
  const [r] = await db
    .select(recordColumns)
    .from(acompanhamentoAluno)
    .innerJoin(aluno, eq(aluno.id, acompanhamentoAluno.alunoId))
    .where(
      and(
        eq(acompanhamentoAluno.acompanhamentoId, acompanhamentoId),
        eq(acompanhamentoAluno.alunoId, alunoId),
      ),
    );
  return r ? { ...r, alfabetizado: r.alfabetizado === true } : null;
}

export async function findStudentRecordById(db: Db, id: number): Promise<StudentRecord | null> {
  const [r] = await db
    .select(recordColumns)
    .from(acompanhamentoAluno)
    .innerJoin(aluno, eq(aluno.id, acompanhamentoAluno.alunoId))
    .where(eq(acompanhamentoAluno.id, id));
  return r ? { ...r, alfabetizado: r.alfabetizado === true } : null;
}

/** A student's record percent in the monitoring (null: no record). */
export async function findRecordSituacao(
  db: Db,
  acompanhamentoId: number,
  alunoId: number,
): Promise<number | null> {
  const [r] = await db
    .select({ situacao: acompanhamentoAluno.situacao })
    .from(acompanhamentoAluno)
    .where(
      and(
        eq(acompanhamentoAluno.acompanhamentoId, acompanhamentoId),
        eq(acompanhamentoAluno.alunoId, alunoId),
      ),
    );
  return r?.situacao ?? null;
}

/** Skill → chosen level of one student record. */
export async function findRecordLevels(db: Db, recordId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ habilidadeId: respostaAprendizagem.habilidadeId, nivel: criterio.nivel })
    .from(respostaAprendizagem)
    .innerJoin(criterio, eq(criterio.id, respostaAprendizagem.criterioId))
    .where(eq(respostaAprendizagem.acompanhamentoAlunoId, recordId));
  return new Map(rows.map((r) => [r.habilidadeId, r.nivel]));
}

/**
 * A record's answered skills: its answers per level (kept by the answers' trigger, migration 0013; a
 * criterion's level is 1-4 and a skill has one answer per record) summed, so no answer is read.
 */
const RECORD_ANSWERED = sql.raw(
  '(r.respostas_nivel_1 + r.respostas_nivel_2 + r.respostas_nivel_3 + r.respostas_nivel_4)',
);

/**
 * Every student record's `situacao` of the monitoring set from its answered skills, in one UPDATE
 * that writes only the records whose percent changes (after an answer, the one record answered; all of
 * them when the sheet's number of skills changed).
 */
function recordsProgressSql(acompanhamentoId: number, skills: number): SQL {
  const percent = sql`case when ${skills}::int = 0 then 0
                      else least(100, floor(${RECORD_ANSWERED} * 100.0 / ${skills}::int))::int end`;
  return sql`update acompanhamento_aluno r set situacao = ${percent}
              where r.acompanhamento_id = ${acompanhamentoId}::int and r.situacao <> ${percent}`;
}

/**
 * Sets every student record's `situacao` of the monitoring from its answers (one UPDATE) and answers
 * the class counts: students to evaluate (not alfabetizado, not deleted) and their answered skills.
 */
export async function refreshStudentProgress(
  db: Db,
  acompanhamentoId: number,
  skills: number,
): Promise<{ evaluable: number; answered: number }> {
  await db.execute(recordsProgressSql(acompanhamentoId, skills));
  const [row] = await db
    .select({
      evaluable: sql<number>`count(distinct ${acompanhamentoAluno.id})::int`,
      answered: sql<number>`count(${respostaAprendizagem.id})::int`,
    })
    .from(acompanhamentoAluno)
    .innerJoin(aluno, eq(aluno.id, acompanhamentoAluno.alunoId))
    .leftJoin(respostaAprendizagem, eq(respostaAprendizagem.acompanhamentoAlunoId, acompanhamentoAluno.id))
    .where(
      and(
        eq(acompanhamentoAluno.acompanhamentoId, acompanhamentoId),
        sql`${aluno.estudanteAlfabetizado} is not true`,
        isNull(aluno.deletedAt),
      ),
    );
  return { evaluable: Number(row?.evaluable ?? 0), answered: Number(row?.answered ?? 0) };
}

export async function deleteStudentRecord(db: Db, id: number): Promise<void> {
  await db.delete(acompanhamentoAluno).where(eq(acompanhamentoAluno.id, id));
}

/** The student's records in the class's learning monitorings that are not validated. */
export async function findOpenRecordsOfStudent(
  db: Db,
  alunoId: number,
  turmaId: number,
): Promise<{ id: number; acompanhamentoId: number }[]> {
  return db
    .select({ id: acompanhamentoAluno.id, acompanhamentoId: acompanhamentoAluno.acompanhamentoId })
    .from(acompanhamentoAluno)
    .innerJoin(acompanhamento, eq(acompanhamento.id, acompanhamentoAluno.acompanhamentoId))
    .where(
      and(
        eq(acompanhamentoAluno.alunoId, alunoId),
        eq(acompanhamento.turmaId, turmaId),
        eq(acompanhamento.tipo, 1),
        sql`${acompanhamento.validado} is not true`,
      ),
    );
}

/** Locks the monitorings `ids` (row locks), so progress is recomputed by one writer at a time. */
export async function lockMonitorings(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .select({ id: acompanhamento.id })
    .from(acompanhamento)
    .where(inArray(acompanhamento.id, ids))
    .for('update');
}

// ---------------------------------------------------------------- one student's answer (decision 113)

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;
const int = (v: unknown): number => Number(v);

/**
 * What an answer needs besides the monitoring's lock, read in one statement on the pool before the
 * transaction: the monitoring's class (with its school and teacher; null when the class is deleted),
 * the period of its year and term for sheet `fichaId`, and the number of skills of the sheet. Null when
 * there is no monitoring `id` of `tipo`. `turmaId`, `ano` and `bimestre` say which monitoring row it
 * was read for: the write compares them with the locked row.
 */
export async function findAnswerContext(
  db: Db,
  id: number,
  tipo: number,
  fichaId: number,
): Promise<{
  turmaId: number;
  ano: number;
  bimestre: number;
  cls: MonitoredClassRow | null;
  periodo: PeriodRow | null;
  skills: number;
} | null> {
  const [r] = rowsOf(
    await db.execute(sql`
      select a.turma_id, a.ano, a.bimestre,
             t.id as t_id, t.escola_id, e.nome as nome_escola, t.codigo_turma, t.nome_turma, t.serie,
             t.turno, t.ano_turma, t.situacao as t_situacao, p.cpf as professor_cpf, p.nome as professor_nome,
             pe.id as pe_id, pe.ano as pe_ano, pe.bimestre as pe_bimestre, pe.ficha_id as pe_ficha,
             pe.acompanhamento_data_inicio::text as pe_ai, pe.acompanhamento_data_fim::text as pe_af,
             pe.validacao_data_inicio::text as pe_vi, pe.validacao_data_fim::text as pe_vf,
             (select count(*)::int from habilidade h where h.ficha_id = ${fichaId}::int) as skills
        from acompanhamento a
        left join (turma t join escola e on e.id = t.escola_id)
          on t.id = a.turma_id and t.deleted_at is null
        left join servidor p on p.id = t.professor_id
        left join periodo_acompanhamento pe
          on pe.ano = a.ano and pe.bimestre = a.bimestre and pe.ficha_id = ${fichaId}::int
       where a.id = ${id}::int and a.tipo = ${tipo}::int`),
  );
  if (!r) return null;
  return {
    turmaId: int(r.turma_id),
    ano: int(r.ano),
    bimestre: int(r.bimestre),
    cls:
      r.t_id === null
        ? null
        : {
            id: int(r.t_id),
            escolaId: int(r.escola_id),
            nomeEscola: String(r.nome_escola),
            codigoTurma: String(r.codigo_turma),
            nomeTurma: String(r.nome_turma),
            serie: int(r.serie),
            turno: int(r.turno),
            anoTurma: int(r.ano_turma),
            situacao: int(r.t_situacao),
            professorCpf: r.professor_cpf === null ? null : String(r.professor_cpf),
            professorNome: r.professor_nome === null ? null : String(r.professor_nome),
          },
    periodo:
      r.pe_id === null
        ? null
        : {
            id: int(r.pe_id),
            ano: int(r.pe_ano),
            bimestre: int(r.pe_bimestre),
            fichaAcompanhamentoId: int(r.pe_ficha),
            acompanhamentoDataInicio: String(r.pe_ai),
            acompanhamentoDataFim: String(r.pe_af),
            validacaoDataInicio: String(r.pe_vi),
            validacaoDataFim: String(r.pe_vf),
          },
    skills: int(r.skills),
  };
}

/** The class of a monitoring and its period, as `findMonitoredClass` and `findPeriod` answer them. */
export type MonitoredClassRow = MonitoredClass;
export type PeriodRow = Periodo;

/**
 * Under the monitoring's lock, one statement: the student's record in the monitoring (as
 * `findStudentRecord`: null when none) and, only when there is one, its student is not alfabetizado
 * and `write` (the caller's other checks passed), one level per skill upserted (INSERT ... ON CONFLICT);
 * with the counts `refreshStudentProgress` answers (students to evaluate, their answered skills) and
 * the record's answered skills (`findRecordLevels(...).size`) after the upsert.
 *
 * The statement's reads do not see its own upsert, so the counts are those before it plus the rows it
 * inserted (`xmax = 0`; a conflict updates a skill already counted): added to the record, and to the
 * class when the record's student is counted there (not deleted; not alfabetizado, or nothing is
 * inserted).
 */
export async function upsertAnswersOfStudent(
  db: Db,
  acompanhamentoId: number,
  alunoId: number,
  answers: { habilidadeId: number; criterioId: number }[],
  write: boolean,
): Promise<{
  id: number;
  alfabetizado: boolean;
  evaluable: number;
  answered: number;
  recordAnswered: number;
} | null> {
  const json = JSON.stringify(answers.map((a) => ({ h: a.habilidadeId, c: a.criterioId })));
  const [r] = rowsOf(
    await db.execute(sql`
      with r as (
        select r.id, s.estudante_alfabetizado is true as alfabetizado, s.deleted_at is null as vivo,
               ${RECORD_ANSWERED} as answered
          from acompanhamento_aluno r join aluno s on s.id = r.aluno_id
         where r.acompanhamento_id = ${acompanhamentoId}::int and r.aluno_id = ${alunoId}::int
      ), w as (
        insert into resposta_aprendizagem (acompanhamento_aluno_id, habilidade_id, criterio_id)
        select r.id, x.h, x.c from r, json_to_recordset(${json}::json) as x(h int, c int)
         where not r.alfabetizado and ${write}::boolean
        on conflict (acompanhamento_aluno_id, habilidade_id)
          do update set criterio_id = excluded.criterio_id, updated_at = now()
        returning xmax = 0 as inserted
      ), added as (select count(*)::int as n from w where inserted)
      select r.id, r.alfabetizado, c.evaluable,
             c.answered + case when r.vivo then added.n else 0 end as answered,
             r.answered + added.n as record_answered
        from r, added,
             (select count(*)::int as evaluable, coalesce(sum(${RECORD_ANSWERED}), 0)::int as answered
                from acompanhamento_aluno r join aluno s on s.id = r.aluno_id
               where r.acompanhamento_id = ${acompanhamentoId}::int
                 and s.estudante_alfabetizado is not true and s.deleted_at is null) c`),
  );
  return r
    ? {
        id: int(r.id),
        alfabetizado: r.alfabetizado === true,
        evaluable: int(r.evaluable),
        answered: int(r.answered),
        recordAnswered: int(r.record_answered),
      }
    : null;
}

/**
 * The records' `situacao` update of `refreshStudentProgress` and the monitoring's `setSituacao`, as
 * statements for CTEs of the write's audit statement (`audit(..., { with })`).
 */
export function progressUpdatesSql(acompanhamentoId: number, skills: number, situacao: number): SQL[] {
  return [
    recordsProgressSql(acompanhamentoId, skills),
    sql`update acompanhamento set situacao = ${situacao}::int, updated_at = now()
         where id = ${acompanhamentoId}::int`,
  ];
}
