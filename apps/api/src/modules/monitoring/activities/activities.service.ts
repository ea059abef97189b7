import { NOT_STARTED, progressPercent } from '@siam/domain/monitoring';
import { isClassTeacher } from '@siam/domain/roles';
import type { Db } from '../../../db/types';
import { badRequest, forbidden, notFound } from '../../../lib/errors';
import { audit } from '../../audit';
import { placeInScope } from '../../auth';
import type { Caller } from '../../../lib/caller';
import { countSkills, findCriteria, findSkills } from '../../sheets';
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
  assertWriter,
  toAcompanhamento,
  todayOf,
  type Ctx,
} from '../shared/monitoring.common';
import { createMonitoringFlow, withChosenLevel } from '../shared/monitoring.flow';
import { findSchoolsMonitoringCounts, levelTotals, setSituacao } from '../shared/monitoring.repository';
import {
  MONITORING_MSG,
  type Acompanhamento,
  type SchoolCounts,
  type SituacaoAcompanhamento,
} from '@siam/domain/contracts/monitoring';
import { onlyRepeats, receiveAnswers } from '../shared/received-answers';

export interface ActivityAnswer {
  respostaId?: string | undefined;
  criterioId: number;
  acompanhamentoAtividadeTurmaId: number;
  fichaId: number;
  estruturaId: number;
  categoriaId: number;
  habilidadeId: number;
}

export function createMonitoringActivitiesService(db: Db, now: () => Date) {
  const flow = createMonitoringFlow(db, now, 'atividade', { recompute, load });
  const { ficha: FICHA } = flow.kind;

  async function load(tx: Db, id: number): Promise<Acompanhamento> {
    const { m, cls } = await flow.monitoringOf(tx, id);
    return toAcompanhamento(m, cls, {
      periodo: await flow.periodOf(tx, m),
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
    schoolList: flow.schoolList,

    /**
     * GET /api/AcompanhamentoAtividadeTurma/Escolas: every school of a municipality or regional in the
     * caller's scope with its counts for the term (the sign-off screens, decision 050).
     */
    async schoolCounts(
      caller: Caller,
      q: {
        municipio?: number | undefined;
        codigoRegional?: number | undefined;
        ano: number;
        bimestre: number;
      },
    ): Promise<SchoolCounts[]> {
      const place = await placeInScope(db, caller, { municipio: q.municipio, regional: q.codigoRegional });
      return findSchoolsMonitoringCounts(db, place, {
        ano: q.ano,
        bimestre: q.bimestre,
        tipo: flow.kind.tipo,
        series: flow.kind.series,
      });
    },

    /** GET /api/AcompanhamentoAtividadeTurma/Professor/Turma: the class's monitoring of the term. */
    async ofClass(
      caller: Caller,
      q: { turmaId: number; ano: number; bimestre: number; responsavel?: string | undefined },
    ): Promise<Acompanhamento> {
      if (isClassTeacher(caller.role) && q.responsavel !== undefined && q.responsavel !== caller.cpf) {
        throw forbidden();
      }
      const { m } = await flow.ofClassFor(caller, { ...q, componente: 1 });
      if (!m) throw notFound(NOT_STARTED);
      return load(db, m.id);
    },

    /** GET /api/AcompanhamentoAtividadeTurma/Turma: the category's skills with the class's level. */
    async skills(
      caller: Caller,
      q: { acompanhamentoId: number; categoriaId?: number | undefined },
    ): Promise<Habilidade[]> {
      const { m, cls } = await flow.monitoringOf(db, q.acompanhamentoId);
      await assertCanRead(db, caller, cls, m);
      const [skills, levels] = await Promise.all([
        findSkills(db, FICHA, { categoriaId: q.categoriaId }),
        findActivityLevels(db, m.id),
      ]);
      return withChosenLevel(skills, levels);
    },

    /** POST /api/AcompanhamentoAtividadeTurma: the class's teacher starts the term's monitoring. */
    create(
      ctx: Ctx,
      input: { turmaId: number; ano: number; bimestre: number; responsavel: string },
    ): Promise<Acompanhamento> {
      return flow.start(ctx, input, {
        prepare: () => Promise.resolve(null),
        afterInsert: () => Promise.resolve({}),
      });
    },

    /**
     * POST /api/AcompanhamentoAtividadeTurma/Resposta: one level per skill; recomputes `situacao`.
     * Answers with a `respostaId` are applied once (decision 133): after the lock and the writer's
     * check, the ids are recorded; when every answer is a repeat, the call answers the current
     * percent without the state's checks (a retry of an answer saved before the monitoring was
     * finished is no error) and without an audit row.
     */
    answer(ctx: Ctx, answers: ActivityAnswer[]): Promise<SituacaoAcompanhamento> {
      return db.transaction(async (tx) => {
        const first = answers[0];
        if (!first) throw badRequest(MONITORING_MSG.semRespostas);
        if (answers.some((a) => a.acompanhamentoAtividadeTurmaId !== first.acompanhamentoAtividadeTurmaId)) {
          throw badRequest(MONITORING_MSG.respostasMisturadas);
        }
        const { m, cls } = await flow.monitoringOf(tx, first.acompanhamentoAtividadeTurmaId, true);
        await assertWriter(tx, ctx.caller, cls, m);
        const received = await receiveAnswers(
          tx,
          { tipo: 'atividade', acompanhamentoId: m.id, alunoId: null, usuarioCpf: ctx.caller.cpf },
          answers,
        );
        const { aplicadas, repetidas } = received;
        if (onlyRepeats(received)) return { situacao: m.situacao, aplicadas, repetidas };
        assertCanChange(m, await flow.periodOf(tx, m), todayOf(now));
        const fresh = received.fresh;
        const criteria = new Map(
          (await findCriteria(tx, [...new Set(fresh.map((a) => a.criterioId))])).map((c) => [c.id, c]),
        );
        const bySkill = new Map<number, number>();
        for (const a of fresh) {
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
          entity: flow.kind.entity,
          entityId: m.id,
          before: { situacao: before },
          after: {
            respostas: rows,
            situacao,
            ...(aplicadas.length > 0 ? { respostaIds: aplicadas } : {}),
            ...(repetidas.length > 0 ? { repetidas } : {}),
          },
        });
        return { situacao, aplicadas, repetidas };
      });
    },

    /** PUT /api/AcompanhamentoAtividadeTurma: finishes at 100 % inside the window. */
    finish: flow.finish,

    /** POST /api/AcompanhamentoAtividadeTurma/Validacao (Coordenador Escola). */
    validate(
      ctx: Ctx,
      input: { acompanhamentoId: number; validacao: boolean; justificativa: string | null },
    ): Promise<Acompanhamento> {
      return flow.validate(ctx, input.acompanhamentoId, input);
    },
  };
}

export type MonitoringActivitiesService = ReturnType<typeof createMonitoringActivitiesService>;
