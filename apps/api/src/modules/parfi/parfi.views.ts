/**
 * The API shapes of a plan, an action and an execution (docs/api-contract-parfi.md), built from the
 * repository's rows. Shared by the parfi, deferral and files modules.
 */
import { dbCents, dbMoney as moneyOf, fromCents } from '@siam/domain/money';
import {
  budgetedCents,
  enviarEnabled,
  incluirEnabled,
  isPending,
  isWithdrawal,
  mandatoryAmounts,
  parcelLabel,
  showsBudget,
  type MandatoryObjective,
} from '@siam/domain/parfi';
import type { Db } from '../../db/types';
import { forbidden, notFound } from '../../lib/errors';
import type { Caller } from '../../lib/caller';
import { isSchoolInScope } from '../auth';
import { objectiveTotals, toActionLine, type ActionRow } from './actions.repository';
import { findDeferrals, findFileDecisions } from './deferrals.repository';
import { findExecution, findFilesOfExecution, type ExecutionRow } from './executions.repository';
import { reasonNames, toDeferralView, toFileView } from './file-views.repository';
import { findMandatory, type MandatoryRow } from './mandatory.repository';

import { findPlanParts, type PlanParts } from './plan-answer.repository';
import { findPlanById, type PlanRow } from './plans.repository';

export const toMandatoryInput = (m: MandatoryRow): MandatoryObjective => ({
  objetivoId: m.objetivoId,
  percentualMinimo: Number(m.percentualMinimo),
  percentualMaximo: m.percentualMaximo === null ? null : Number(m.percentualMaximo),
  numeroAcao: m.numeroAcao,
  quantidadeAcaoPlanejada: m.quantidadeAcaoPlanejada,
});

/** Mandatory objectives with their amounts (centavos) and what is planned under each. */
export function mandatoryWithAmounts(
  rows: MandatoryRow[],
  parfiCents: number,
  planned: { objetivoId: number; valorPlanejado: number }[],
) {
  const inputs = rows.map(toMandatoryInput);
  return rows.map((m, i) => {
    const amounts = mandatoryAmounts(inputs[i]!, inputs, parfiCents);
    const plannedValue = planned.find((p) => p.objetivoId === m.objetivoId)?.valorPlanejado ?? 0;
    return {
      row: m,
      valorMinimoCents: amounts.valorMinimo,
      valorMaximoCents: amounts.valorMaximo,
      view: {
        id: m.id,
        planoParfiId: m.planoParfiId,
        relatorioVisitaId: m.relatorioVisitaId,
        objetivoId: m.objetivoId,
        objetivoCodigo: m.objetivoCodigo,
        resumo: m.resumo,
        percentualMinimo: Number(m.percentualMinimo),
        percentualMaximo: m.percentualMaximo === null ? null : Number(m.percentualMaximo),
        valorMinimo: fromCents(amounts.valorMinimo),
        valorMaximo: fromCents(amounts.valorMaximo),
        numeroAcao: m.numeroAcao,
        quantidadeAcaoPlanejada: m.quantidadeAcaoPlanejada,
        quantidadeIndicadores: m.quantidadeIndicadores,
        valorPlanejado: plannedValue,
        pendente: isPending(inputs[i]!),
      },
    };
  });
}
export type MandatoryView = ReturnType<typeof mandatoryWithAmounts>[number]['view'];

export async function mandatoryViews(db: Db, plan: PlanRow, filter: { relatorioVisitaId?: number } = {}) {
  const rows = await findMandatory(db, { planId: plan.id, ...filter });
  const totals = await objectiveTotals(db, plan.id);
  return mandatoryWithAmounts(rows, dbCents(plan.valorParfi), totals);
}

/**
 * A plan's answer from its row and the rest it shows (`PlanParts`): pure, so the read (GET PlanoParfi,
 * one statement, `findPlanOfSchool`) and the writes (`buildPlanView` on their transaction) answer
 * the same shape.
 */
export function planView(plan: PlanRow, parts: PlanParts) {
  const actions = parts.acoes;
  const totals = parts.totais.map((t) => ({ objetivoId: t.objetivoId, valorPlanejado: moneyOf(t.total) }));
  const mandatory = mandatoryWithAmounts(parts.obrigatorios, dbCents(plan.valorParfi), totals);
  const years = parts.anosParfi.length > 0 ? parts.anosParfi : [plan.anoParfi];
  const total = actions.reduce((sum, a) => sum + dbCents(a.valor), 0);
  return {
    id: plan.id,
    escolaInep: plan.escolaInep,
    nomeEscola: plan.nomeEscola,
    anoPremio: plan.anoPremio,
    anoPremioId: plan.anoPremioId,
    tipoEscolaId: plan.tipoEscolaId,
    anoParfi: {
      id: plan.anoParfiId,
      ano: plan.anoParfi,
      parcela: plan.parcela,
      valorParfi: moneyOf(plan.valorParfi),
      dataInicio: parfiStart(plan),
    },
    parcelaDescricao: parcelLabel(plan.anoParfi, years),
    valorPremio: moneyOf(plan.valorPremio),
    saldoDisponivel: moneyOf(plan.saldoDisponivel),
    valorExecutado: moneyOf(plan.valorExecutado),
    totalPlanejado: fromCents(total),
    acoesObrigatorias:
      mandatory.length === 0
        ? null
        : {
            preenchidas: mandatory.reduce(
              (s, m) => s + Math.min(m.row.quantidadeAcaoPlanejada, m.row.numeroAcao),
              0,
            ),
            total: mandatory.reduce((s, m) => s + m.row.numeroAcao, 0),
          },
    totaisObjetivo: totals,
    planoAcao: actions.map(toActionLine),
  };
}
export type PlanView = ReturnType<typeof planView>;

/** A plan's answer, its parts read in one statement on `db` (a write's transaction). */
export async function buildPlanView(db: Db, plan: PlanRow): Promise<PlanView> {
  return planView(plan, await findPlanParts(db, plan));
}

/** The "início do PARFI" of §5.1: 1 January of the PARFI year. */
export function parfiStart(plan: Pick<PlanRow, 'anoParfi'>): string {
  return `${plan.anoParfi}-01-01`;
}

export async function buildExecutionView(db: Db, execution: ExecutionRow) {
  // One after the other: `db` is often a write's transaction, one connection, which runs one statement
  // at a time (pg queues the others and deprecates it: 'client.query() when the client is already
  // executing a query', seen under bench:day's approvals).
  const files = await findFilesOfExecution(db, execution.id);
  const deferrals = await findDeferrals(db, execution.id);
  const reasons = await reasonNames(db);
  const decisions = await findFileDecisions(
    db,
    files.map((f) => f.id),
  );
  const state = {
    status: execution.status,
    situacao: execution.situacao,
    hasWithdrawal: files.some((f) => isWithdrawal(f.documentoId)),
  };
  return {
    id: execution.id,
    situacao: execution.situacao,
    status: execution.status,
    podeIncluir: incluirEnabled(state),
    podeEnviar: enviarEnabled({ ...state, documents: files.length }),
    arquivosAnexado: files.map((f) => toFileView(f, decisions, reasons)),
    deferirExecucoes: deferrals.filter((d) => d.deferido !== null).map(toDeferralView),
  };
}
export type ExecutionView = Awaited<ReturnType<typeof buildExecutionView>>;

export async function buildActionView(db: Db, action: ActionRow, plan: PlanRow) {
  const execution = await findExecution(db, { planoAcaoId: action.id });
  const valorCents = dbCents(action.valor);
  return {
    ...toActionLine(action),
    orientacao: action.orientacao,
    escolaInep: plan.escolaInep,
    nomeEscola: plan.nomeEscola,
    anoPremio: plan.anoPremio,
    anoParfi: plan.anoParfi,
    valorOrcado: showsBudget(action.objetivoId) ? fromCents(budgetedCents(valorCents)) : null,
    execucaoAcao: execution ? [await buildExecutionView(db, execution)] : [],
  };
}
export type ActionView = Awaited<ReturnType<typeof buildActionView>>;

/** The plan of an id within the caller's scope (404 / 403). */
export async function planInScope(db: Db, caller: Caller, planId: number, lock = false): Promise<PlanRow> {
  const plan = await findPlanById(db, planId, lock);
  if (!plan) throw notFound('Nenhum plano encontrado.');
  if (!(await isSchoolInScope(db, caller, plan.escolaId))) throw forbidden();
  return plan;
}
