/**
 * The PARFI plan (spec 03 §2.1-2.3, §4.2, §5.1, §7.1): prize years, plans, actions and mandatory
 * objectives. Every change runs in one transaction under the plan row's lock, checks the rules of
 * `@siam/domain/parfi`, recalculates the plan's balance and leaves an audit record.
 */
import { dbCents } from '@siam/domain/money';
import {
  PARFI_MSG,
  actionDatesError,
  actionValueError,
  availableCents,
  canEditAction,
  imposedObjective,
  parcelCents,
  OBJECTIVE_FIXED_VALUE,
} from '@siam/domain/parfi';
import { can } from '@siam/domain/permissions';
import type { Db } from '../../db/types';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import { audit } from '../audit';
import type { Caller } from '../../lib/caller';
import { isPlaceInScope, isSchoolInScope } from '../auth';
import type { FileStorage } from '../../db/file-storage';
import {
  deleteAction,
  findActionById,
  hasSameAction,
  insertAction,
  plannedCents,
  updateAction,
} from './actions.repository';
import {
  findAwardCategories,
  findAwardYears,
  findPairingIds,
  findParfiYears,
  findPrizeEntries,
} from './award-years.repository';
import {
  findCatalogueAction,
  findDocumentTypes,
  findGoal,
  findObjectives,
  objectiveExists,
} from './catalogue.repository';
import { findExecution } from './executions.repository';
import { findMandatory, replaceMandatoryOfReport, updateMandatory } from './mandatory.repository';
import { dbMoney as moneyOf } from '@siam/domain/money';
import { findParticipation, findSchoolByInep, type SchoolRow } from './participation.repository';
import { findPlanOfSchool } from './plan-answer.repository';
import {
  findPlanById,
  findPlanByParticipation,
  insertPlan,
  recalculatePlan,
  type PlanRow,
} from './plans.repository';
import {
  buildActionView,
  buildPlanView,
  mandatoryViews,
  parfiStart,
  planInScope,
  planView,
  toMandatoryInput,
  type ActionView,
  type MandatoryView,
  type PlanView,
} from './parfi.views';

export interface Ctx {
  caller: Caller;
  ip?: string | null;
}

export interface ActionInput {
  planoParfiId: number;
  objetivoId: number;
  metaId: number;
  acaoId: number;
  valor: number; // centavos
  dataInicio: string;
  dataFim: string;
}

export interface MandatoryInput {
  objetivoId: number;
  percentualMinimo: number;
  percentualMaximo?: number | null | undefined;
  numeroAcao: number;
  quantidadeIndicadores?: number | undefined;
}

const NO_PLAN = PARFI_MSG.noPlan;

/** A school by INEP within the caller's scope (404 'Escola não participante do prêmio' / 403). */
export async function schoolInScope(db: Db, caller: Caller, inep: string): Promise<SchoolRow> {
  const school = await findSchoolByInep(db, inep);
  if (!school) throw notFound(PARFI_MSG.schoolNotInAward);
  if (!(await isSchoolInScope(db, caller, school.id))) throw forbidden();
  return school;
}

/**
 * What a finalised visit report imposes on a plan (POST ObjetivoObrigatorio?relatorioId= without a
 * body): the visit-reports module owns it and its service answers this shape; `app.ts` wires it in,
 * so parfi does not import visit-reports (which reads parfi's plans).
 */
export interface MandatoryOfReportSource {
  recreateMandatory(ctx: Ctx, relatorioId: number): Promise<{ planId: number }>;
}

/** `reports`: the visit-reports module's service (see `MandatoryOfReportSource`). */
export function createParfiService(db: Db, storage: FileStorage, reports: MandatoryOfReportSource) {
  async function participationOf(caller: Caller, inep: string, anoPremio: number, anoParfi: number) {
    const school = await schoolInScope(db, caller, inep);
    const participation = await findParticipation(db, school.id, anoPremio, anoParfi);
    if (!participation) throw notFound(PARFI_MSG.schoolNotInAward);
    return { school, participation };
  }

  /** The catalogue checks of §5.1: the goal belongs to the objective, the action to the goal. */
  async function checkCatalogue(tx: Db, input: Pick<ActionInput, 'objetivoId' | 'metaId' | 'acaoId'>) {
    if (!(await objectiveExists(tx, input.objetivoId))) throw badRequest(PARFI_MSG.objectiveRequired);
    const goal = await findGoal(tx, input.metaId);
    if (!goal || goal.objetivoId !== input.objetivoId) throw badRequest(PARFI_MSG.goalRequired);
    const action = await findCatalogueAction(tx, input.acaoId);
    if (!action || action.metaId !== input.metaId || action.objetivoId !== input.objetivoId) {
      throw badRequest(PARFI_MSG.actionRequired);
    }
  }

  /** Dates, mandatory objectives and value rules of §5.1 (`exceptActionId` when editing). */
  async function checkRules(tx: Db, plan: PlanRow, input: ActionInput, exceptActionId?: number) {
    const dateError = actionDatesError(input.dataInicio, input.dataFim, parfiStart(plan));
    if (dateError) throw badRequest(dateError);
    const mandatory = await mandatoryViews(tx, plan);
    const own = mandatory.find((m) => m.row.objetivoId === input.objetivoId) ?? null;
    const pending = imposedObjective(mandatory.map((m) => toMandatoryInput(m.row)));
    // A new action must take the pending mandatory objective; editing value and dates stays allowed
    // (lowering a value is how room is made for the mandatory one).
    if (exceptActionId === undefined && pending && pending.objetivoId !== input.objetivoId) {
      throw badRequest(PARFI_MSG.mandatoryPending);
    }
    if (input.objetivoId === OBJECTIVE_FIXED_VALUE && !own) throw badRequest(PARFI_MSG.objectiveRequired);
    const except = exceptActionId === undefined ? {} : { exceptActionId };
    const saldoCents = dbCents(plan.valorParfi) - (await plannedCents(tx, plan.id, except));
    const ctx = {
      objetivoId: input.objetivoId,
      valorCents: input.valor,
      saldoCents,
      mandatory: own
        ? {
            valorMaximoCents: own.valorMaximoCents,
            plannedCents: await plannedCents(tx, plan.id, { ...except, objetivoId: input.objetivoId }),
            numeroAcao: own.row.numeroAcao,
          }
        : null,
    };
    const valueError = actionValueError(ctx);
    if (valueError) throw badRequest(valueError);
    return availableCents(ctx);
  }

  async function lockedAction(tx: Db, caller: Caller, id: number) {
    const action = await findActionById(tx, id);
    if (!action) throw notFound(PARFI_MSG.actionNotFound);
    const plan = await planInScope(tx, caller, action.planoParfiId, true);
    return { action, plan };
  }

  async function assertEditable(tx: Db, actionId: number) {
    const execution = await findExecution(tx, { planoAcaoId: actionId }, true);
    if (!canEditAction(execution ? [execution] : []))
      throw new AppError('CONFLICT', 409, PARFI_MSG.actionLocked);
  }

  return {
    /** GET PremioLeia/AnoPremio[?inep]. */
    async prizeYears(caller: Caller, inep?: string) {
      if (inep === undefined) return findPrizeEntries(db);
      const school = await findSchoolByInep(db, inep);
      if (!school) return [];
      if (!(await isSchoolInScope(db, caller, school.id))) throw forbidden();
      return findPrizeEntries(db, school.id);
    },

    /** GET AnoPremio, AnoPremio/{id}. */
    async awardYears(id?: number) {
      const years = await findAwardYears(db, id);
      const ids = years.map((y) => y.id);
      const [categories, pairings] = await Promise.all([
        findAwardCategories(db, ids),
        findPairingIds(db, ids),
      ]);
      return years.map((y) => ({
        id: y.id,
        ano: y.ano,
        primeiroAnoParfi: y.primeiroAnoParfi,
        segundoAnoParfi: y.segundoAnoParfi,
        valorPremiada: moneyOf(y.valorPremiada),
        valorFomentada: moneyOf(y.valorFomentada),
        porcentagemPrimeiraParcela: Number(y.porcentagemPrimeiraParcela),
        qtdEscolas: categories
          .filter((c) => c.anoPremioId === y.id)
          .map((c) => ({ categoriaId: c.categoriaId, quantidadeEscolas: c.quantidadeEscolas })),
        pareamentoEscolas: pairings.filter((p) => p.anoPremioId === y.id).map((p) => p.id),
      }));
    },

    /** GET AnoParfi[?anoPremioId], AnoParfi/{ano}/{anoPremioId}/{type}. */
    async parfiYears(anoPremioId?: number) {
      const rows = await findParfiYears(db, anoPremioId);
      return rows.map((r) => {
        const first = Number(r.porcentagemPrimeiraParcela);
        return {
          id: r.id,
          ano: r.ano,
          anoPremioId: r.anoPremioId,
          anoPremio: r.anoPremio,
          parcela: r.parcela,
          porcentagemParcela: r.parcela === 1 ? first : Number((100 - first).toFixed(2)),
        };
      });
    },

    objectives: () => findObjectives(db),

    /**
     * GET PlanoParfi: one statement (`findPlanOfSchool`), then the refusals in the order of
     * `participationOf`: no school 404, out of scope 403, not in the award 404, no plan 404.
     */
    async getPlan(caller: Caller, inep: string, anoPremio: number, anoParfi: number): Promise<PlanView> {
      const found = await findPlanOfSchool(db, inep, anoPremio, anoParfi);
      if (!found) throw notFound(PARFI_MSG.schoolNotInAward);
      const { school } = found;
      const place = { municipio: school.municipio, regional: school.regional };
      if (!isPlaceInScope(caller, school.id, place)) throw forbidden();
      if (!found.participates) throw notFound(PARFI_MSG.schoolNotInAward);
      if (!found.plan) throw notFound(NO_PLAN);
      return planView(found.plan.row, found.plan.parts);
    },

    /** POST PlanoParfi: creates the plan (or answers the existing one). */
    async createPlan(ctx: Ctx, body: { escolaInep: string; anoPremio: number; anoParfi: number }) {
      const { participation } = await participationOf(
        ctx.caller,
        body.escolaInep,
        body.anoPremio,
        body.anoParfi,
      );
      return db.transaction(async (tx) => {
        const valorParfiCents = parcelCents(
          dbCents(participation.valorPremio),
          Number(participation.porcentagemPrimeiraParcela),
          participation.parcela === 1 ? 1 : 2,
        );
        const { id, created } = await insertPlan(tx, {
          premioEscolaId: participation.premioEscolaId,
          anoParfiId: participation.anoParfiId,
          valorParfiCents,
        });
        const plan = await planInScope(tx, ctx.caller, id, true);
        const view = await buildPlanView(tx, plan);
        if (created) {
          await audit(tx, ctx, { action: 'incluir', entity: 'plano_parfi', entityId: id, after: view });
        }
        return { created, plan: view };
      });
    },

    /** PUT PlanoParfi/{id}: recalculates the balance. */
    recalculate(ctx: Ctx, id: number): Promise<PlanView> {
      return db.transaction(async (tx) => {
        await planInScope(tx, ctx.caller, id, true);
        await recalculatePlan(tx, id);
        return buildPlanView(tx, await planInScope(tx, ctx.caller, id));
      });
    },

    /** GET PlanoAcao?planoAcaoId. */
    async getAction(caller: Caller, id: number): Promise<ActionView> {
      const action = await findActionById(db, id);
      if (!action) throw notFound(PARFI_MSG.actionNotFound);
      const plan = await planInScope(db, caller, action.planoParfiId);
      return buildActionView(db, action, plan);
    },

    /** POST PlanoAcao. */
    createAction(ctx: Ctx, input: ActionInput) {
      return db.transaction(async (tx) => {
        const plan = await planInScope(tx, ctx.caller, input.planoParfiId, true);
        await checkCatalogue(tx, input);
        await checkRules(tx, plan, input);
        // A double-submitted save: the plan row's lock makes this check safe under concurrency.
        if (await hasSameAction(tx, { ...input, valorCents: input.valor })) {
          throw new AppError('CONFLICT', 409, PARFI_MSG.actionDuplicate);
        }
        const id = await insertAction(tx, { ...input, valorCents: input.valor });
        await recalculatePlan(tx, plan.id);
        const fresh = await planInScope(tx, ctx.caller, plan.id);
        const action = await findActionById(tx, id);
        const view = await buildActionView(tx, action!, fresh);
        await audit(tx, ctx, { action: 'incluir', entity: 'plano_acao', entityId: id, after: view });
        return {
          mensagem: PARFI_MSG.planCreated,
          planoAcao: view,
          planoParfi: await buildPlanView(tx, fresh),
        };
      });
    },

    /** PUT PlanoAcao. */
    updateAction(ctx: Ctx, input: ActionInput & { id: number }) {
      return db.transaction(async (tx) => {
        const { action, plan } = await lockedAction(tx, ctx.caller, input.id);
        if (plan.id !== input.planoParfiId) throw badRequest(PARFI_MSG.cannotChangeAction);
        if (
          action.objetivoId !== input.objetivoId ||
          action.metaId !== input.metaId ||
          action.acaoId !== input.acaoId
        ) {
          const mandatory = await findMandatory(tx, { planId: plan.id });
          const fixed = mandatory.some((m) => m.objetivoId === action.objetivoId);
          throw badRequest(fixed ? PARFI_MSG.mandatoryFixed : PARFI_MSG.cannotChangeAction);
        }
        await assertEditable(tx, action.id);
        await checkRules(tx, plan, input, action.id);
        const before = await buildActionView(tx, action, plan);
        await updateAction(tx, action.id, {
          valorCents: input.valor,
          dataInicio: input.dataInicio,
          dataFim: input.dataFim,
        });
        await recalculatePlan(tx, plan.id);
        const fresh = await planInScope(tx, ctx.caller, plan.id);
        const view = await buildActionView(tx, (await findActionById(tx, action.id))!, fresh);
        await audit(tx, ctx, {
          action: 'alterar',
          entity: 'plano_acao',
          entityId: action.id,
          before,
          after: view,
        });
        return {
          mensagem: PARFI_MSG.planUpdated,
          planoAcao: view,
          planoParfi: await buildPlanView(tx, fresh),
        };
      });
    },

    /** DELETE PlanoAcao?planoAcaoId. */
    deleteAction(ctx: Ctx, id: number) {
      return db.transaction(async (tx) => {
        const { action, plan } = await lockedAction(tx, ctx.caller, id);
        await assertEditable(tx, action.id);
        const before = await buildActionView(tx, action, plan);
        const keys = await deleteAction(tx, action.id);
        for (const key of keys) await storage.remove(tx, key);
        await recalculatePlan(tx, plan.id);
        await audit(tx, ctx, { action: 'excluir', entity: 'plano_acao', entityId: id, before });
        const fresh = await planInScope(tx, ctx.caller, plan.id);
        return { mensagem: PARFI_MSG.planDeleted, planoParfi: await buildPlanView(tx, fresh) };
      });
    },

    /** GET PlanoAcao/Documento?planoAcaoId: the types the action may still receive. */
    async documentTypes(caller: Caller, planoAcaoId: number) {
      const action = await findActionById(db, planoAcaoId);
      if (!action) throw notFound(PARFI_MSG.actionNotFound);
      await planInScope(db, caller, action.planoParfiId);
      if (action.statusExecucao === 1 || action.statusExecucao === 2) return [];
      return findDocumentTypes(db);
    },

    /** GET ObjetivoObrigatorio/Escola. */
    async mandatoryOfSchool(
      caller: Caller,
      q: {
        codigoInep: string;
        anoPremio?: number | undefined;
        anoParfi?: number | undefined;
        relatorioVisitaId?: number | undefined;
      },
    ): Promise<MandatoryView[]> {
      const school = await schoolInScope(db, caller, q.codigoInep);
      if (q.relatorioVisitaId !== undefined) {
        const rows = await findMandatory(db, { relatorioVisitaId: q.relatorioVisitaId });
        const plans = new Set(rows.map((r) => r.planoParfiId));
        const out: MandatoryView[] = [];
        for (const planId of plans) {
          const plan = await planInScope(db, caller, planId);
          if (plan.escolaId !== school.id) continue;
          out.push(
            ...(await mandatoryViews(db, plan, { relatorioVisitaId: q.relatorioVisitaId })).map(
              (m) => m.view,
            ),
          );
        }
        return out;
      }
      if (q.anoPremio === undefined || q.anoParfi === undefined)
        throw badRequest(PARFI_MSG.parfiYearNotFound);
      const participation = await findParticipation(db, school.id, q.anoPremio, q.anoParfi);
      if (!participation) return [];
      const plan = await findPlanByParticipation(db, participation.premioEscolaId, participation.anoParfiId);
      if (!plan) return [];
      return (await mandatoryViews(db, plan)).map((m) => m.view);
    },

    /**
     * POST ObjetivoObrigatorio?relatorioId= as the spec writes it, with no body: the finalised
     * report's mandatory objectives (re)created as finalising creates them (visit-reports module),
     * answered as the body form answers them.
     */
    async createMandatoryOfReport(ctx: Ctx, relatorioId: number): Promise<MandatoryView[]> {
      const { planId } = await reports.recreateMandatory(ctx, relatorioId);
      const plan = await findPlanById(db, planId);
      if (!plan) throw notFound(NO_PLAN);
      return (await mandatoryViews(db, plan, { relatorioVisitaId: relatorioId })).map((m) => m.view);
    },

    /**
     * POST ObjetivoObrigatorio?relatorioId= with a body: the mandatory objectives the caller gives
     * for a visit report.
     */
    async createMandatory(
      ctx: Ctx,
      relatorioId: number,
      body: { codigoInep: string; anoPremio: number; anoParfi: number; objetivos: MandatoryInput[] },
    ): Promise<MandatoryView[]> {
      const { participation } = await participationOf(
        ctx.caller,
        body.codigoInep,
        body.anoPremio,
        body.anoParfi,
      );
      for (const o of body.objetivos) {
        if (!(await objectiveExists(db, o.objetivoId))) throw badRequest(PARFI_MSG.objectiveRequired);
      }
      return db.transaction(async (tx) => {
        const valorParfiCents = parcelCents(
          dbCents(participation.valorPremio),
          Number(participation.porcentagemPrimeiraParcela),
          participation.parcela === 1 ? 1 : 2,
        );
        const { id } = await insertPlan(tx, {
          premioEscolaId: participation.premioEscolaId,
          anoParfiId: participation.anoParfiId,
          valorParfiCents,
        });
        const plan = await planInScope(tx, ctx.caller, id, true);
        await replaceMandatoryOfReport(
          tx,
          plan.id,
          relatorioId,
          body.objetivos.map((o) => ({
            objetivoId: o.objetivoId,
            percentualMinimo: o.percentualMinimo,
            percentualMaximo: o.percentualMaximo ?? null,
            numeroAcao: o.numeroAcao,
            quantidadeIndicadores: o.quantidadeIndicadores ?? 0,
          })),
        );
        await recalculatePlan(tx, plan.id);
        const views = (await mandatoryViews(tx, plan, { relatorioVisitaId: relatorioId })).map((m) => m.view);
        await audit(tx, ctx, {
          action: 'incluir',
          entity: 'objetivo_obrigatorio',
          entityId: relatorioId,
          after: views,
        });
        return views;
      });
    },

    /**
     * PUT ObjetivoObrigatorio: the counter is recounted from the plan's actions; only the
     * administrator changes the percentages and counts.
     */
    updateMandatory(ctx: Ctx, body: MandatoryInput & { id: number }): Promise<MandatoryView> {
      return db.transaction(async (tx) => {
        const [row] = await findMandatory(tx, { id: body.id });
        if (!row) throw notFound('Nenhum objetivo obrigatório encontrado para este relatório.');
        const plan = await planInScope(tx, ctx.caller, row.planoParfiId, true);
        if (can(ctx.caller.role, 'parfi.mandatoryLimits')) {
          await updateMandatory(tx, row.id, {
            percentualMinimo: body.percentualMinimo,
            percentualMaximo: body.percentualMaximo ?? null,
            numeroAcao: body.numeroAcao,
            quantidadeIndicadores: body.quantidadeIndicadores ?? row.quantidadeIndicadores,
          });
        }
        await recalculatePlan(tx, plan.id);
        const view = (await mandatoryViews(tx, plan)).find((m) => m.row.id === row.id)!.view;
        await audit(tx, ctx, {
          action: 'alterar',
          entity: 'objetivo_obrigatorio',
          entityId: row.id,
          before: row,
          after: view,
        });
        return view;
      });
    },
  };
}

export type ParfiService = ReturnType<typeof createParfiService>;
