import {
  ALFABETIZADO_NOT_EVALUATED,
  COMPONENT_NOT_OFFERED,
  GENRE_KEEP_ONE,
  GENRE_NOT_OF_SERIE,
  GENRE_TO_FINISH,
  NOT_STARTED,
  STUDENTS_ALL_TICKED,
  STUDENT_RECORD_NOT_FOUND,
  learningProgressPercent,
  progressPercent,
} from '@siam/domain/monitoring';
import { can } from '@siam/domain/permissions';
import type { Db } from '../../../db/types';
import { unitOfWork } from '../../../db/unit-of-work';
import { badRequest, forbidden, notFound } from '../../../lib/errors';
import { audit } from '../../audit';
import type { Caller } from '../../../lib/caller';
import {
  assertCanChange,
  assertCanRead,
  assertCanReadAt,
  assertWriter,
  toAcompanhamento,
  todayOf,
  type Ctx,
} from '../shared/monitoring.common';
import { MONITORING_KINDS, createMonitoringFlow, withChosenLevel } from '../shared/monitoring.flow';
import {
  deleteMonitoring,
  findMonitoredClass,
  lockMonitoringInTx,
  findMonitoringGenres,
  levelTotals,
  replaceMonitoringGenres,
  setSituacao,
  type MonitoredClass,
  type MonitoringRow,
} from '../shared/monitoring.repository';
import {
  MONITORING_MSG,
  type Acompanhamento,
  type SituacaoAcompanhamentoAluno,
} from '@siam/domain/contracts/monitoring';
import { onlyRepeats, receiveAnswers } from '../shared/received-answers';
import { findPeriod } from '../../periods';
import { countSkills, findCriteria, findSkills, genresOfSerie } from '../../sheets';
import type { Habilidade } from '@siam/domain/contracts/sheets';
import type { LearningResults } from '@siam/domain/exports/monitoring';
import {
  deleteStudentRecord,
  findAnswerContext,
  progressUpdatesSql,
  upsertAnswersOfStudent,
  findCurrentStudentIds,
  findOpenRecordsOfStudent,
  findRecordLevels,
  findRecordSituacao,
  findMonitoringLevels,
  findSkillLevelCounts,
  findStudentRecord,
  findStudentRecordById,
  findLearningAnswer,
  insertStudentRecords,
  lockMonitorings,
  refreshStudentProgress,
  type LearningAnswerRead,
} from './learning.repository';

const { tipo: TIPO, ficha: FICHA } = MONITORING_KINDS.aprendizagem;

/** Recomputes every student's and the class's `situacao` in the caller's transaction. */
async function recompute(tx: Db, acompanhamentoId: number): Promise<number> {
  const skills = await countSkills(tx, FICHA);
  const { evaluable, answered } = await refreshStudentProgress(tx, acompanhamentoId, skills);
  const situacao = learningProgressPercent(answered, evaluable, skills);
  await setSituacao(tx, acompanhamentoId, situacao);
  return situacao;
}

/**
 * Subscribed to the students module's 'a student left a class' (`StudentLeftClassListener`, wired in
 * `app.ts`; spec 02 §4, decision 041): moving or finishing a student removes their record (and
 * answers) from the old class's learning monitorings that are not validated, and recomputes those
 * monitorings, in the move's transaction. Answers the removed record ids.
 */
export async function detachStudentFromOpenMonitoring(
  tx: Db,
  ctx: { caller: Caller; ip?: string | null },
  alunoId: number,
  turmaId: number,
): Promise<number[]> {
  const records = await findOpenRecordsOfStudent(tx, alunoId, turmaId);
  if (records.length === 0) return [];
  await lockMonitorings(tx, [...new Set(records.map((r) => r.acompanhamentoId))]);
  for (const r of records) {
    await deleteStudentRecord(tx, r.id);
    const situacao = await recompute(tx, r.acompanhamentoId);
    await audit(tx, ctx, {
      action: 'remover-estudante',
      entity: 'acompanhamento_aprendizagem',
      entityId: r.acompanhamentoId,
      before: { acompanhamentoAlunoId: r.id, alunoId },
      after: { situacao, motivo: 'estudante movimentado' },
    });
  }
  return records.map((r) => r.id);
}

export function createMonitoringLearningService(db: Db, now: () => Date) {
  const flow = createMonitoringFlow(db, now, 'aprendizagem', {
    recompute,
    load,
    async beforeFinish(tx, m) {
      if ((await findMonitoringGenres(tx, m.id)).length === 0) throw badRequest(GENRE_TO_FINISH);
    },
  });
  const { monitoringOf } = flow;

  /** The monitoring's answer from the one statement that reads it (`findLearningAnswer`). */
  function answerOf(r: LearningAnswerRead & { m: MonitoringRow; cls: MonitoredClass }): Acompanhamento {
    return toAcompanhamento(r.m, r.cls, {
      periodo: r.periodo,
      generos: r.generos,
      totalNiveis: [1, 2, 3, 4].map((nivel) => ({
        nivel,
        quantidade: r.alunos.reduce((sum, a) => sum + a.totalNiveis[nivel - 1]!.quantidade, 0),
      })),
      alunos: r.alunos,
    });
  }

  /** The monitoring's answer in the caller's transaction (the writes that answer it): one statement. */
  async function load(tx: Db, id: number): Promise<Acompanhamento> {
    const r = await findLearningAnswer(unitOfWork(db, tx), { acompId: id }, TIPO, FICHA);
    if (!r?.m) throw notFound(NOT_STARTED);
    if (!r.cls) throw notFound(MONITORING_MSG.turmaNaoEncontrada);
    return answerOf({ ...r, m: r.m, cls: r.cls });
  }

  async function assertGenres(tx: Db, serie: number, ids: number[]): Promise<number[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) throw badRequest(GENRE_KEEP_ONE);
    if ((await genresOfSerie(tx, serie, unique)).length !== unique.length)
      throw badRequest(GENRE_NOT_OF_SERIE);
    return unique;
  }

  function withAdmin(caller: Caller): void {
    if (!can(caller.role, 'monitoring.admin')) throw forbidden();
  }

  return {
    /** GET /api/AcompanhamentoAprendizagem/Escola/Turmas. */
    schoolList: flow.schoolList,

    /** GET /api/AcompanhamentoAprendizagem: by id, or by class, year, term and component. */
    async get(
      caller: Caller,
      q: {
        acompId?: number | undefined;
        turmaId?: number | undefined;
        ano?: number | undefined;
        bimestre?: number | undefined;
        componenteCurricular?: number | undefined;
      },
    ): Promise<Acompanhamento> {
      // One statement (decision 114): the monitoring, its class with the school's place, the period,
      // the genres and the student records. Refusals as before: by id, no monitoring 404 then no
      // class 404; by class, no class 404; then the scope and the teacher's rule (403), then 404.
      let r: LearningAnswerRead | null;
      if (q.acompId !== undefined) {
        r = await findLearningAnswer(unitOfWork(db), { acompId: q.acompId }, TIPO, FICHA);
        if (!r?.m) throw notFound(NOT_STARTED);
      } else if (q.turmaId !== undefined && q.ano !== undefined && q.bimestre !== undefined) {
        r = await findLearningAnswer(
          unitOfWork(db),
          {
            turmaId: q.turmaId,
            ano: q.ano,
            bimestre: q.bimestre,
            componente: q.componenteCurricular ?? 1,
          },
          TIPO,
          FICHA,
        );
      } else throw badRequest(MONITORING_MSG.informeTurmaOuAcompanhamento);
      const { m, cls } = r ?? { m: null, cls: null };
      if (!cls) throw notFound(MONITORING_MSG.turmaNaoEncontrada);
      assertCanReadAt(caller, cls, m, r!.place);
      if (!m) throw notFound(NOT_STARTED);
      return answerOf({ ...r!, m, cls });
    },

    /**
     * The results of a monitoring already read (and checked) by `get`: every skill of the learning
     * sheet and, per student, the level chosen for each skill (the export of
     * GET /api/AcompanhamentoAprendizagem, decision 128).
     */
    async results(a: Acompanhamento): Promise<Acompanhamento & LearningResults> {
      const [skills, levels] = await Promise.all([
        findSkills(db, FICHA),
        findMonitoringLevels(db, a.acompanhamentoId),
      ]);
      const byRecord = new Map<number, Record<string, number>>();
      for (const l of levels) {
        const own = byRecord.get(l.recordId) ?? {};
        own[String(l.habilidadeId)] = l.nivel;
        byRecord.set(l.recordId, own);
      }
      return {
        ...a,
        habilidades: skills.map((s) => ({ id: s.id, descricao: s.descricao })),
        alunos: a.alunoAcompanhamento.map((s) => ({
          ...s,
          niveis: byRecord.get(s.acompanhamentoAlunoId) ?? {},
        })),
      };
    },

    /** GET /api/AcompanhamentoAprendizagem/Turma: skills with level counts over the class's students. */
    async skills(
      caller: Caller,
      q: { acompanhamentoId: number; categoriaId?: number | undefined },
    ): Promise<Habilidade[]> {
      const { m, cls } = await monitoringOf(db, q.acompanhamentoId);
      await assertCanRead(db, caller, cls, m);
      const skills = await findSkills(db, FICHA, { categoriaId: q.categoriaId });
      const counts = await findSkillLevelCounts(db, m.id);
      return skills.map((s) => ({
        ...s,
        nivelSelecionado: null,
        quantidadeNiveis: levelTotals(counts.filter((c) => c.habilidadeId === s.id)),
      }));
    },

    /** POST /api/habilidadeficha/respondidas: the skills with one student's chosen level. */
    async studentSkills(
      caller: Caller,
      q: {
        ano: number;
        bimestre: number;
        categoriaId?: number | undefined;
        estruturaId?: number | undefined;
        turmaId: number;
        alunoId: number;
        componenteCurricular?: number | undefined;
      },
    ): Promise<Habilidade[]> {
      const { m } = await flow.ofClassFor(caller, { ...q, componente: q.componenteCurricular ?? 1 });
      const record = m ? await findStudentRecord(db, m.id, q.alunoId) : null;
      if (!record) throw notFound(STUDENT_RECORD_NOT_FOUND);
      const [skills, levels] = [
        await findSkills(db, FICHA, { estruturaId: q.estruturaId, categoriaId: q.categoriaId }),
        await findRecordLevels(db, record.id),
      ];
      return withChosenLevel(skills, levels);
    },

    /** POST /api/AcompanhamentoAprendizagem: the class's teacher opens it with every current student. */
    async create(
      ctx: Ctx,
      input: {
        ano: number;
        bimestre: number;
        turmaId: number;
        responsavel: string;
        componenteCurricular: number;
        codigosGenerosTextuais: number[];
        /** The students the teacher confirmed; absent (the spec's call lists none): the class's. */
        alunos?: number[] | undefined;
      },
    ): Promise<Acompanhamento> {
      return flow.start(ctx, input, {
        checkInput() {
          if (input.componenteCurricular !== 1) throw badRequest(COMPONENT_NOT_OFFERED);
        },
        async prepare(tx, cls) {
          const genres = await assertGenres(tx, cls.serie, input.codigosGenerosTextuais);
          const students = await findCurrentStudentIds(tx, cls.id);
          if (students.length === 0) throw badRequest(MONITORING_MSG.semEstudantes);
          const ticked = input.alunos === undefined ? null : new Set(input.alunos);
          if (ticked && (ticked.size !== students.length || students.some((id) => !ticked.has(id)))) {
            throw badRequest(STUDENTS_ALL_TICKED);
          }
          return { genres, students };
        },
        async afterInsert(tx, id, { genres, students }) {
          await insertStudentRecords(tx, id, students);
          await replaceMonitoringGenres(tx, id, genres);
          const situacao = await recompute(tx, id);
          return { alunos: students, generos: genres, situacao };
        },
      });
    },

    /** PUT /api/AcompanhamentoAprendizagem/{id}/GenerosTextuais: until finalisation, at least one. */
    setGenres(ctx: Ctx, id: number, ids: number[]): Promise<Acompanhamento> {
      return db.transaction(async (tx) => {
        const { m, cls } = await monitoringOf(tx, id, true);
        await assertWriter(tx, ctx.caller, cls, m);
        assertCanChange(m, await flow.periodOf(tx, m), todayOf(now));
        const genres = await assertGenres(tx, cls.serie, ids);
        const before = await findMonitoringGenres(tx, id);
        await replaceMonitoringGenres(tx, id, genres);
        await audit(tx, ctx, {
          action: 'generos',
          entity: 'acompanhamento_aprendizagem',
          entityId: id,
          before,
          after: genres,
        });
        return load(tx, id);
      });
    },

    /**
     * POST /api/AcompanhamentoAprendizagemAluno/Respostas: one student's levels; recomputes both
     * percents. The monitoring's row lock serialises the answers of a class, so what is not under it
     * is read before the transaction (decision 113): the class, the period, the number of skills (one
     * statement) and the criteria (catalogue). Under the lock: the monitoring (checked against what was
     * read before: moved to another class or term, the class and period are read again), the record
     * with the upsert and the counts, and the progress updates with the audit row: three statements.
     * Answers with a `respostaId` are applied once (decision 133): after the writer's check the ids are
     * recorded (one more statement when the call carries ids); when every answer is a repeat, the call
     * answers the current percents without the state's checks and without an audit row.
     */
    async answer(
      ctx: Ctx,
      input: {
        alunoId: number;
        acompanhamentoId: number;
        respostas: { respostaId?: string | undefined; criterioId: number; habilidadeId: number }[];
      },
    ): Promise<SituacaoAcompanhamentoAluno> {
      const [context, criteriaRows] = await Promise.all([
        findAnswerContext(db, input.acompanhamentoId, TIPO, FICHA),
        findCriteria(db, [...new Set(input.respostas.map((r) => r.criterioId))]),
      ]);
      if (!context) throw notFound(NOT_STARTED);
      const criteria = new Map(criteriaRows.map((c) => [c.id, c]));
      const criteriaValid = input.respostas.every((r) => {
        const c = criteria.get(r.criterioId);
        return c !== undefined && c.fichaId === FICHA && c.habilidadeId === r.habilidadeId;
      });
      return db.transaction(async (tx) => {
        const m = await lockMonitoringInTx(unitOfWork(db, tx), input.acompanhamentoId, TIPO);
        if (!m) throw notFound(NOT_STARTED);
        const same =
          m.turmaId === context.turmaId && m.ano === context.ano && m.bimestre === context.bimestre;
        const cls = same ? context.cls : await findMonitoredClass(tx, m.turmaId);
        if (!cls) throw notFound(MONITORING_MSG.turmaNaoEncontrada);
        await assertWriter(tx, ctx.caller, cls, m);
        const received = await receiveAnswers(
          tx,
          {
            tipo: 'aprendizagem',
            acompanhamentoId: m.id,
            alunoId: input.alunoId,
            usuarioCpf: ctx.caller.cpf,
          },
          input.respostas,
        );
        const { aplicadas, repetidas } = received;
        if (onlyRepeats(received)) {
          // The record may be gone since (the student left the class): its percent is then 0.
          const situacaoAluno = (await findRecordSituacao(tx, m.id, input.alunoId)) ?? 0;
          return { situacao: m.situacao, situacaoAluno, aplicadas, repetidas };
        }
        const periodo = same ? context.periodo : await findPeriod(tx, m.ano, m.bimestre, FICHA);
        assertCanChange(m, periodo, todayOf(now));
        const bySkill = new Map<number, number>();
        if (criteriaValid) for (const r of received.fresh) bySkill.set(r.habilidadeId, r.criterioId);
        const rows = [...bySkill].map(([habilidadeId, criterioId]) => ({ habilidadeId, criterioId }));
        const record = await upsertAnswersOfStudent(tx, m.id, input.alunoId, rows, criteriaValid);
        if (!record) throw notFound(STUDENT_RECORD_NOT_FOUND);
        if (record.alfabetizado) throw badRequest(ALFABETIZADO_NOT_EVALUATED);
        if (!criteriaValid) throw badRequest(MONITORING_MSG.criterioInvalido);
        const skills = context.skills;
        const situacao = learningProgressPercent(record.answered, record.evaluable, skills);
        const situacaoAluno = progressPercent(record.recordAnswered, skills);
        await audit(
          tx,
          ctx,
          {
            action: 'responder',
            entity: 'acompanhamento_aprendizagem',
            entityId: m.id,
            before: { situacao: m.situacao },
            after: {
              alunoId: input.alunoId,
              respostas: rows,
              situacao,
              situacaoAluno,
              ...(aplicadas.length > 0 ? { respostaIds: aplicadas } : {}),
              ...(repetidas.length > 0 ? { repetidas } : {}),
            },
          },
          { with: progressUpdatesSql(m.id, skills, situacao) },
        );
        return { situacao, situacaoAluno, aplicadas, repetidas };
      });
    },

    /** PUT /api/AcompanhamentoAprendizagem: finishes at 100 % with at least one genre, in the window. */
    finish: flow.finish,

    /** POST /api/AcompanhamentoAprendizagem/{id}/Validar (Coordenador Escola). */
    async validate(
      ctx: Ctx,
      id: number,
      input: {
        acompanhamentoAprendizagemId?: number | undefined;
        validacao: boolean;
        justificativa: string | null;
      },
    ): Promise<Acompanhamento> {
      if (input.acompanhamentoAprendizagemId !== undefined && input.acompanhamentoAprendizagemId !== id) {
        throw badRequest(NOT_STARTED);
      }
      return flow.validate(ctx, id, input);
    },

    /** POST /api/AcompanhamentoAprendizagem/AjustarPorcentagem (Administrador). */
    recalculate(ctx: Ctx, id: number): Promise<{ situacao: number }> {
      withAdmin(ctx.caller);
      return db.transaction(async (tx) => {
        const { m } = await monitoringOf(tx, id, true);
        const situacao = await recompute(tx, m.id);
        await audit(tx, ctx, {
          action: 'recalcular',
          entity: 'acompanhamento_aprendizagem',
          entityId: m.id,
          before: { situacao: m.situacao },
          after: { situacao },
        });
        return { situacao };
      });
    },

    /** DELETE /api/AcompanhamentoAprendizagem (Administrador): the audit row keeps the before image. */
    remove(ctx: Ctx, id: number): Promise<void> {
      withAdmin(ctx.caller);
      return db.transaction(async (tx) => {
        await monitoringOf(tx, id, true);
        const before = await load(tx, id);
        await deleteMonitoring(tx, id);
        await audit(tx, ctx, {
          action: 'excluir',
          entity: 'acompanhamento_aprendizagem',
          entityId: id,
          before,
        });
      });
    },

    /** DELETE /api/AcompanhamentoAprendizagemAluno (Administrador): one student's record; recomputes. */
    removeStudent(ctx: Ctx, recordId: number): Promise<void> {
      withAdmin(ctx.caller);
      return db.transaction(async (tx) => {
        const record = await findStudentRecordById(tx, recordId);
        if (!record) throw notFound(STUDENT_RECORD_NOT_FOUND);
        await monitoringOf(tx, record.acompanhamentoId, true);
        const levels = Object.fromEntries(await findRecordLevels(tx, record.id));
        await deleteStudentRecord(tx, record.id);
        const situacao = await recompute(tx, record.acompanhamentoId);
        await audit(tx, ctx, {
          action: 'excluir-estudante',
          entity: 'acompanhamento_aprendizagem',
          entityId: record.acompanhamentoId,
          before: { ...record, niveis: levels },
          after: { situacao },
        });
      });
    },
  };
}

export type MonitoringLearningService = ReturnType<typeof createMonitoringLearningService>;
