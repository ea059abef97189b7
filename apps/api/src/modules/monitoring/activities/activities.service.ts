import {
  ALREADY_STARTED,
  FINISH_INCOMPLETE,
  FINISH_PERCENT,
  NOT_EI_CLASS,
  NOT_STARTED,
  isSerieOfKind,
  progressPercent,
} from '@siam/domain/monitoring';
import { Role } from '@siam/domain/roles';
import type { Db } from '../../../db/types';
import { isUniqueViolation } from '../../../lib/db-errors';
import { AppError, badRequest, forbidden, notFound } from '../../../lib/errors';
import { audit } from '../../audit/audit.service';
import type { Caller } from '../../auth/caller';
import { assertSchoolPlaceInScope } from '../../auth/scope';
import { findPeriod } from '../../periods/periods.repository';
import { countSkills, findCriteria, findSkills } from '../../sheets/sheets.repository';
import type { Habilidade } from '@siam/domain/contracts/sheets';
import {
  activityLevelCounts,
  countActivityAnswers,
  findActivityLevels,
  upsertActivityAnswers,
} from './activities.repository';
import {
  assertCanChange,
  assertCanRead,
  assertCanStart,
  assertCanValidate,
  assertWriter,
  toAcompanhamento,
  todayOf,
  type Ctx,
} from '../shared/monitoring.common';
import {
  findMonitoredClass,
  findMonitoring,
  findMonitoringOfClass,
  findSchoolMonitoringRows,
  insertMonitoring,
  levelTotals,
  setFinished,
  setSituacao,
  setValidation,
  type MonitoredClass,
  type MonitoringRow,
} from '../shared/monitoring.repository';
import {
  MONITORING_MSG,
  type Acompanhamento,
  type TurmaAcompanhamento,
} from '@siam/domain/contracts/monitoring';

const TIPO = 2;
const FICHA = 2;
const EI_SERIES = [1, 2, 3];
const conflict = (message: string) => new AppError('CONFLICT', 409, message);

export interface ActivityAnswer {
  criterioId: number;
  acompanhamentoAtividadeTurmaId: number;
  fichaId: number;
  estruturaId: number;
  categoriaId: number;
  habilidadeId: number;
}

export function createMonitoringActivitiesService(db: Db, now: () => Date) {
  async function classOf(tx: Db, turmaId: number): Promise<MonitoredClass> {
    const cls = await findMonitoredClass(tx, turmaId);
    if (!cls) throw notFound(MONITORING_MSG.turmaNaoEncontrada);
    return cls;
  }

  async function monitoringOf(
    tx: Db,
    id: number,
    lock = false,
  ): Promise<{ m: MonitoringRow; cls: MonitoredClass }> {
    const m = await findMonitoring(tx, id, TIPO, lock);
    if (!m) throw notFound(NOT_STARTED);
    return { m, cls: await classOf(tx, m.turmaId) };
  }

  async function load(tx: Db, id: number): Promise<Acompanhamento> {
    const { m, cls } = await monitoringOf(tx, id);
    return toAcompanhamento(m, cls, {
      periodo: await findPeriod(tx, m.ano, m.bimestre, FICHA),
      generos: [],
      totalNiveis: levelTotals(await activityLevelCounts(tx, id)),
      alunos: [],
    });
  }

  /** Recomputes `situacao` (answered skills / skills of sheet 2) in the caller's transaction. */
  async function recompute(tx: Db, id: number): Promise<number> {
    const situacao = progressPercent(await countActivityAnswers(tx, id), await countSkills(tx, FICHA));
    await setSituacao(tx, id, situacao);
    return situacao;
  }

  return {
    /** GET /api/AcompanhamentoAtividadeTurma/Escola/Turmas. */
    async schoolList(
      caller: Caller,
      q: { escolaId: number; ano: number; bimestre: number; turno?: number | undefined },
    ): Promise<TurmaAcompanhamento[]> {
      // One statement; the school's place it carries decides the scope before anything is answered.
      const found = await findSchoolMonitoringRows(db, { ...q, tipo: TIPO, series: EI_SERIES });
      await assertSchoolPlaceInScope(db, caller, q.escolaId, found.place);
      return found.turmas;
    },

    /** GET /api/AcompanhamentoAtividadeTurma/Professor/Turma: the class's monitoring of the term. */
    async ofClass(
      caller: Caller,
      q: { turmaId: number; ano: number; bimestre: number; responsavel?: string | undefined },
    ): Promise<Acompanhamento> {
      if (
        caller.role === Role.ProfessorEscola &&
        q.responsavel !== undefined &&
        q.responsavel !== caller.cpf
      ) {
        throw forbidden();
      }
      const cls = await classOf(db, q.turmaId);
      const m = await findMonitoringOfClass(db, {
        tipo: TIPO,
        turmaId: cls.id,
        ano: q.ano,
        bimestre: q.bimestre,
        componente: 1,
      });
      await assertCanRead(db, caller, cls, m);
      if (!m) throw notFound(NOT_STARTED);
      return load(db, m.id);
    },

    /** GET /api/AcompanhamentoAtividadeTurma/Turma: the category's skills with the class's level. */
    async skills(
      caller: Caller,
      q: { acompanhamentoId: number; categoriaId?: number | undefined },
    ): Promise<Habilidade[]> {
      const { m, cls } = await monitoringOf(db, q.acompanhamentoId);
      await assertCanRead(db, caller, cls, m);
      const [skills, levels] = await Promise.all([
        findSkills(db, FICHA, { categoriaId: q.categoriaId }),
        findActivityLevels(db, m.id),
      ]);
      return skills.map((s) => {
        const nivel = levels.get(s.id) ?? null;
        return {
          ...s,
          nivelSelecionado: nivel,
          quantidadeNiveis: [1, 2, 3, 4].map((n) => ({ nivel: n, quantidade: nivel === n ? 1 : 0 })),
        };
      });
    },

    /** POST /api/AcompanhamentoAtividadeTurma: the class's teacher starts the term's monitoring. */
    async create(
      ctx: Ctx,
      input: { turmaId: number; ano: number; bimestre: number; responsavel: string },
    ): Promise<Acompanhamento> {
      try {
        return await db.transaction(async (tx) => {
          const cls = await classOf(tx, input.turmaId);
          await assertWriter(tx, ctx.caller, cls, null);
          if (input.responsavel !== ctx.caller.cpf) throw forbidden();
          if (!isSerieOfKind('atividade', cls.serie)) throw badRequest(NOT_EI_CLASS);
          if (cls.anoTurma !== input.ano) throw badRequest(MONITORING_MSG.turmaOutroAno);
          assertCanStart(await findPeriod(tx, input.ano, input.bimestre, FICHA), todayOf(now));
          const key = {
            tipo: TIPO,
            turmaId: cls.id,
            ano: input.ano,
            bimestre: input.bimestre,
            componente: 1,
          };
          if (await findMonitoringOfClass(tx, key)) throw conflict(ALREADY_STARTED);
          const id = await insertMonitoring(tx, { ...key, responsavel: ctx.caller.cpf });
          await audit(tx, ctx, {
            action: 'iniciar',
            entity: 'acompanhamento_atividade',
            entityId: id,
            after: { ...key, responsavel: ctx.caller.cpf },
          });
          return load(tx, id);
        });
      } catch (error) {
        if (isUniqueViolation(error, 'acompanhamento_turma_periodo_key')) throw conflict(ALREADY_STARTED);
        throw error;
      }
    },

    /** POST /api/AcompanhamentoAtividadeTurma/Resposta: one level per skill; recomputes `situacao`. */
    answer(ctx: Ctx, answers: ActivityAnswer[]): Promise<{ situacao: number }> {
      return db.transaction(async (tx) => {
        const first = answers[0];
        if (!first) throw badRequest(MONITORING_MSG.semRespostas);
        if (answers.some((a) => a.acompanhamentoAtividadeTurmaId !== first.acompanhamentoAtividadeTurmaId)) {
          throw badRequest(MONITORING_MSG.respostasMisturadas);
        }
        const { m, cls } = await monitoringOf(tx, first.acompanhamentoAtividadeTurmaId, true);
        await assertWriter(tx, ctx.caller, cls, m);
        assertCanChange(m, await findPeriod(tx, m.ano, m.bimestre, FICHA), todayOf(now));
        const criteria = new Map(
          (await findCriteria(tx, [...new Set(answers.map((a) => a.criterioId))])).map((c) => [c.id, c]),
        );
        const bySkill = new Map<number, number>();
        for (const a of answers) {
          const c = criteria.get(a.criterioId);
          if (
            !c ||
            a.fichaId !== FICHA ||
            c.fichaId !== FICHA ||
            c.habilidadeId !== a.habilidadeId ||
            c.estruturaId !== a.estruturaId ||
            c.categoriaId !== a.categoriaId
          ) {
            throw badRequest(MONITORING_MSG.criterioInvalido);
          }
          bySkill.set(a.habilidadeId, a.criterioId);
        }
        const rows = [...bySkill].map(([habilidadeId, criterioId]) => ({ habilidadeId, criterioId }));
        const before = m.situacao;
        await upsertActivityAnswers(tx, m.id, rows);
        const situacao = await recompute(tx, m.id);
        await audit(tx, ctx, {
          action: 'responder',
          entity: 'acompanhamento_atividade',
          entityId: m.id,
          before: { situacao: before },
          after: { respostas: rows, situacao },
        });
        return { situacao };
      });
    },

    /** PUT /api/AcompanhamentoAtividadeTurma: finishes at 100 % inside the window. */
    finish(ctx: Ctx, acompanhamentoId: number): Promise<Acompanhamento> {
      return db.transaction(async (tx) => {
        const { m, cls } = await monitoringOf(tx, acompanhamentoId, true);
        await assertWriter(tx, ctx.caller, cls, m);
        assertCanChange(m, await findPeriod(tx, m.ano, m.bimestre, FICHA), todayOf(now));
        const situacao = await recompute(tx, m.id);
        if (situacao < FINISH_PERCENT) throw badRequest(FINISH_INCOMPLETE);
        await setFinished(tx, m.id);
        await audit(tx, ctx, {
          action: 'finalizar',
          entity: 'acompanhamento_atividade',
          entityId: m.id,
          before: { status: false },
          after: { status: true, situacao },
        });
        return load(tx, m.id);
      });
    },

    /** POST /api/AcompanhamentoAtividadeTurma/Validacao (Coordenador Escola). */
    validate(
      ctx: Ctx,
      input: { acompanhamentoId: number; validacao: boolean; justificativa: string | null },
    ): Promise<Acompanhamento> {
      return db.transaction(async (tx) => {
        const { m, cls } = await monitoringOf(tx, input.acompanhamentoId, true);
        await assertCanValidate(
          tx,
          ctx.caller,
          cls,
          m,
          await findPeriod(tx, m.ano, m.bimestre, FICHA),
          todayOf(now),
        );
        const decision = {
          validado: input.validacao,
          justificativa: input.validacao ? null : input.justificativa,
          validadorCpf: ctx.caller.cpf,
          dataValidacao: now(),
        };
        await setValidation(tx, m.id, decision);
        await audit(tx, ctx, {
          action: 'validar',
          entity: 'acompanhamento_atividade',
          entityId: m.id,
          before: { validado: m.validado, justificativa: m.justificativa },
          after: decision,
        });
        return load(tx, m.id);
      });
    },
  };
}

export type MonitoringActivitiesService = ReturnType<typeof createMonitoringActivitiesService>;
