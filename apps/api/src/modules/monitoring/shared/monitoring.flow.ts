/**
 * The flows both monitoring kinds run the same way (decisions 040, 041): finding the class and the
 * monitoring, the school's class list, starting, finishing and validating. The kind is the parameter
 * (`'atividade'` or `'aprendizagem'`, as the domain names it): its type, sheet, séries and audit
 * entity come from `MONITORING_KINDS`; what only one kind does (learning's genres and students,
 * how each kind counts its progress and reads its answer) comes in as hooks. The activities and
 * learning services call these; the checks, their order, the messages and the audit rows are the
 * ones each service had.
 */
import {
  ALREADY_STARTED,
  FINISH_INCOMPLETE,
  FINISH_PERCENT,
  NOT_EF_CLASS,
  NOT_EI_CLASS,
  NOT_STARTED,
  isSerieOfKind,
  type MonitoringKind,
} from '@siam/domain/monitoring';
import type { Db } from '../../../db/types';
import { isUniqueViolation } from '../../../lib/db-errors';
import { AppError, badRequest, forbidden, notFound } from '../../../lib/errors';
import { audit } from '../../audit';
import type { Caller } from '../../../lib/caller';
import { assertSchoolPlaceInScope } from '../../auth';
import type { Periodo } from '@siam/domain/contracts/periods';
import { findPeriod } from '../../periods';
import type { Habilidade } from '@siam/domain/contracts/sheets';
import type { SkillRow } from '../../sheets';
import {
  assertCanChange,
  assertCanRead,
  assertCanStart,
  assertCanValidate,
  assertWriter,
  todayOf,
  type Ctx,
} from './monitoring.common';
import {
  findMonitoredClass,
  findMonitoring,
  findMonitoringOfClass,
  findSchoolMonitoringRows,
  insertMonitoring,
  setFinished,
  setValidation,
  type MonitoredClass,
  type MonitoringRow,
} from './monitoring.repository';
import {
  MONITORING_MSG,
  type Acompanhamento,
  type TurmaAcompanhamento,
} from '@siam/domain/contracts/monitoring';

/** What tells the kinds apart in the shared flows. */
export interface MonitoringKindInfo {
  /** `acompanhamento.tipo`. */
  tipo: number;
  /** The sheet (`fichaId`) whose skills and period the kind uses. */
  ficha: number;
  /** The séries whose classes the school's list shows. */
  series: number[];
  /** The audit rows' `entity`. */
  entity: 'acompanhamento_atividade' | 'acompanhamento_aprendizagem';
  /** The refusal of a start for a class of another série. */
  notOfKind: string;
}

export const MONITORING_KINDS: Record<MonitoringKind, MonitoringKindInfo> = {
  atividade: {
    tipo: 2,
    ficha: 2,
    series: [1, 2, 3],
    entity: 'acompanhamento_atividade',
    notOfKind: NOT_EI_CLASS,
  },
  aprendizagem: {
    tipo: 1,
    ficha: 1,
    series: [4, 5, 6, 7, 8, 9],
    entity: 'acompanhamento_aprendizagem',
    notOfKind: NOT_EF_CLASS,
  },
};

export const conflict = (message: string) => new AppError('CONFLICT', 409, message);

/** The kind's own steps the shared flows need. */
export interface MonitoringKindHooks {
  /** Recomputes `situacao` in the caller's transaction and answers it. */
  recompute(tx: Db, id: number): Promise<number>;
  /** The monitoring's answer in the caller's transaction. */
  load(tx: Db, id: number): Promise<Acompanhamento>;
  /** A check of finishing after the window's (learning: at least one genre). */
  beforeFinish?(tx: Db, m: MonitoringRow): Promise<void>;
}

/** The kind's steps of a start: checks of the body, what to read first and write after the insert. */
export interface StartSteps<P> {
  /** Checks of the body, after the série's (learning: the component). */
  checkInput?(): void;
  /** Reads and checks under the transaction once the monitoring is known not to exist. */
  prepare(tx: Db, cls: MonitoredClass): Promise<P>;
  /** Writes after the insert; answers what the audit row's `after` adds to the key. */
  afterInsert(tx: Db, id: number, prepared: P): Promise<Record<string, unknown>>;
}

export interface StartInput {
  turmaId: number;
  ano: number;
  bimestre: number;
  responsavel: string;
}

/** The skills with one chosen level each (activities: the class's; learning: a student's). */
export function withChosenLevel(skills: SkillRow[], levels: Map<number, number>): Habilidade[] {
  return skills.map((s) => {
    const nivel = levels.get(s.id) ?? null;
    return {
      ...s,
      nivelSelecionado: nivel,
      quantidadeNiveis: [1, 2, 3, 4].map((n) => ({ nivel: n, quantidade: nivel === n ? 1 : 0 })),
    };
  });
}

export function createMonitoringFlow(
  db: Db,
  now: () => Date,
  kindName: MonitoringKind,
  hooks: MonitoringKindHooks,
) {
  const kind = MONITORING_KINDS[kindName];

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
    const m = await findMonitoring(tx, id, kind.tipo, lock);
    if (!m) throw notFound(NOT_STARTED);
    return { m, cls: await classOf(tx, m.turmaId) };
  }

  /** The period of the monitoring's year and term for the kind's sheet. */
  function periodOf(tx: Db, m: { ano: number; bimestre: number }): Promise<Periodo | null> {
    return findPeriod(tx, m.ano, m.bimestre, kind.ficha);
  }

  /** The class's monitoring of a term and component, with the reader's checks (403 before 404). */
  async function ofClassFor(
    caller: Caller,
    q: { turmaId: number; ano: number; bimestre: number; componente: number },
  ): Promise<{ m: MonitoringRow | null; cls: MonitoredClass }> {
    const cls = await classOf(db, q.turmaId);
    const m = await findMonitoringOfClass(db, {
      tipo: kind.tipo,
      turmaId: cls.id,
      ano: q.ano,
      bimestre: q.bimestre,
      componente: q.componente,
    });
    await assertCanRead(db, caller, cls, m);
    return { m, cls };
  }

  return {
    kind,
    classOf,
    monitoringOf,
    periodOf,
    ofClassFor,

    /** GET …/Escola/Turmas: the school's classes of the kind's séries with their monitoring. */
    async schoolList(
      caller: Caller,
      q: { escolaId: number; ano: number; bimestre: number; turno?: number | undefined },
    ): Promise<TurmaAcompanhamento[]> {
      // One statement; the school's place it carries decides the scope before anything is answered.
      const found = await findSchoolMonitoringRows(db, { ...q, tipo: kind.tipo, series: kind.series });
      await assertSchoolPlaceInScope(db, caller, q.escolaId, found.place);
      return found.turmas;
    },

    /** Start: the class's teacher opens the term's monitoring (component 1), inside the entry window. */
    async start<P>(ctx: Ctx, input: StartInput, steps: StartSteps<P>): Promise<Acompanhamento> {
      try {
        return await db.transaction(async (tx) => {
          const cls = await classOf(tx, input.turmaId);
          await assertWriter(tx, ctx.caller, cls, null);
          if (input.responsavel !== ctx.caller.cpf) throw forbidden();
          if (!isSerieOfKind(kindName, cls.serie)) throw badRequest(kind.notOfKind);
          steps.checkInput?.();
          if (cls.anoTurma !== input.ano) throw badRequest(MONITORING_MSG.turmaOutroAno);
          assertCanStart(await periodOf(tx, input), todayOf(now));
          const key = {
            tipo: kind.tipo,
            turmaId: cls.id,
            ano: input.ano,
            bimestre: input.bimestre,
            componente: 1,
          };
          if (await findMonitoringOfClass(tx, key)) throw conflict(ALREADY_STARTED);
          const prepared = await steps.prepare(tx, cls);
          const id = await insertMonitoring(tx, { ...key, responsavel: ctx.caller.cpf });
          const added = await steps.afterInsert(tx, id, prepared);
          await audit(tx, ctx, {
            action: 'iniciar',
            entity: kind.entity,
            entityId: id,
            after: { ...key, responsavel: ctx.caller.cpf, ...added },
          });
          return hooks.load(tx, id);
        });
      } catch (error) {
        if (isUniqueViolation(error, 'acompanhamento_turma_periodo_key')) throw conflict(ALREADY_STARTED);
        throw error;
      }
    },

    /** Finish: the writer, inside the entry window, at 100 %. */
    finish(ctx: Ctx, acompanhamentoId: number): Promise<Acompanhamento> {
      return db.transaction(async (tx) => {
        const { m, cls } = await monitoringOf(tx, acompanhamentoId, true);
        await assertWriter(tx, ctx.caller, cls, m);
        assertCanChange(m, await periodOf(tx, m), todayOf(now));
        await hooks.beforeFinish?.(tx, m);
        const situacao = await hooks.recompute(tx, m.id);
        if (situacao < FINISH_PERCENT) throw badRequest(FINISH_INCOMPLETE);
        await setFinished(tx, m.id);
        await audit(tx, ctx, {
          action: 'finalizar',
          entity: kind.entity,
          entityId: m.id,
          before: { status: false },
          after: { status: true, situacao },
        });
        return hooks.load(tx, m.id);
      });
    },

    /** Validation (Coordenador Escola): valid clears the reason; the validator is the caller. */
    validate(
      ctx: Ctx,
      acompanhamentoId: number,
      input: { validacao: boolean; justificativa: string | null },
    ): Promise<Acompanhamento> {
      return db.transaction(async (tx) => {
        const { m, cls } = await monitoringOf(tx, acompanhamentoId, true);
        await assertCanValidate(tx, ctx.caller, cls, m, await periodOf(tx, m), todayOf(now));
        const decision = {
          validado: input.validacao,
          justificativa: input.validacao ? null : input.justificativa,
          validadorCpf: ctx.caller.cpf,
          dataValidacao: now(),
        };
        await setValidation(tx, m.id, decision);
        await audit(tx, ctx, {
          action: 'validar',
          entity: kind.entity,
          entityId: m.id,
          before: { validado: m.validado, justificativa: m.justificativa },
          after: decision,
        });
        return hooks.load(tx, m.id);
      });
    },
  };
}

export type MonitoringFlow = ReturnType<typeof createMonitoringFlow>;
