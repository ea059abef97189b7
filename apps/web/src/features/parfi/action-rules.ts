/**
 * Wiring of the action form to the §5.1 rules of @siam/domain/parfi: the field values of the screen,
 * the context the value rules need (balance, mandatory maximum, PARFI start) taken from the plan the
 * server sent, and the first message per field in the spec's order.
 */
import {
  PARFI_MSG,
  actionDatesError,
  actionValueError,
  availableCents,
  definedValueCents,
  planoAcaoSchema,
  OBJECTIVE_FIXED_VALUE,
  OBJECTIVE_NO_MAXIMUM,
  type ActionValueContext,
} from '@siam/domain/parfi';
import { formatCentsCurrency, fromCents, toCents } from '@siam/domain/money';
import type { ObjetivoObrigatorio, PlanoAcaoLinha, PlanoParfi } from '@siam/domain/contracts/parfi';

export interface ActionValues {
  objetivoId: number | null;
  metaId: number | null;
  acaoId: number | null;
  /** Masked text '1.234,56'. */
  valor: string;
  dataInicio: string | null;
  dataFim: string | null;
}

export type ActionErrors = Partial<Record<keyof ActionValues, string>>;

/** The value-rule context of an objective; `editing` counts that action's own value as available. */
export function actionContext(
  plan: PlanoParfi,
  mandatory: readonly ObjetivoObrigatorio[],
  objetivoId: number | null,
  editing: PlanoAcaoLinha | null,
): Omit<ActionValueContext, 'valorCents'> & { objetivoId: number } {
  const own = editing ? (toCents(editing.valor) ?? 0) : 0;
  const saldoCents = (toCents(plan.saldoDisponivel) ?? 0) + own;
  const m = mandatory.find((x) => x.objetivoId === objetivoId);
  return {
    objetivoId: objetivoId ?? 0,
    saldoCents,
    mandatory: m
      ? {
          valorMaximoCents: toCents(m.valorMaximo ?? 0) ?? 0,
          plannedCents: Math.max(
            0,
            (toCents(m.valorPlanejado ?? 0) ?? 0) - (editing?.objetivoId === m.objetivoId ? own : 0),
          ),
          numeroAcao: m.numeroAcao,
        }
      : null,
  };
}

/** The refusal of choosing an objective whose mandatory maximum is already planned, or null. */
export function objectiveRefusal(ctx: ReturnType<typeof actionContext>): string | null {
  return actionValueError({ ...ctx, valorCents: 1 }) === PARFI_MSG.objectiveMaxReached
    ? PARFI_MSG.objectiveMaxReached
    : null;
}

/** The value field's label: the maximum available, or the defined value of objective 1. */
export function valueLabel(ctx: ReturnType<typeof actionContext> | null): string {
  if (!ctx || ctx.objetivoId === 0) return 'Valor';
  if (ctx.objetivoId === OBJECTIVE_FIXED_VALUE && ctx.mandatory) {
    return `Valor (definido: ${formatCents(definedValueCents(ctx.mandatory))})`;
  }
  if (ctx.objetivoId === OBJECTIVE_NO_MAXIMUM) return 'Valor (sem limite de valor disponível)';
  return `Valor (máximo disponível: ${formatCents(availableCents(ctx))})`;
}

function formatCents(cents: number): string {
  return formatCentsCurrency(cents);
}

/**
 * Every field's first message, in the order the server checks them (docs/api-contract-parfi.md):
 * schema (objective, goal, action, value, dates), then the date rules, then the value rules.
 */
export function validateAction(
  values: ActionValues,
  plan: PlanoParfi,
  ctx: ReturnType<typeof actionContext>,
): ActionErrors {
  const errors: ActionErrors = {};
  const parsed = planoAcaoSchema.safeParse({
    planoParfiId: plan.id,
    objetivoId: values.objetivoId ?? 0,
    metaId: values.metaId ?? 0,
    acaoId: values.acaoId ?? 0,
    valor: values.valor,
    dataInicio: values.dataInicio ?? '',
    dataFim: values.dataFim ?? '',
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as keyof ActionValues;
      if (!errors[key]) errors[key] = issue.message;
    }
    return errors;
  }
  const dates = actionDatesError(parsed.data.dataInicio, parsed.data.dataFim, plan.anoParfi.dataInicio);
  if (dates === PARFI_MSG.startBeforeParfi) errors.dataInicio = dates;
  else if (dates) errors.dataFim = dates;
  const value = actionValueError({ ...ctx, valorCents: parsed.data.valor });
  if (value === PARFI_MSG.objectiveMaxReached) errors.objetivoId = value;
  else if (value) errors.valor = value;
  return errors;
}

/** The POST/PUT PlanoAcao body (valor as an exact two-decimal number). */
export function actionBody(values: ActionValues, planoParfiId: number) {
  return {
    planoParfiId,
    objetivoId: values.objetivoId,
    metaId: values.metaId,
    acaoId: values.acaoId,
    valor: fromCents(toCents(values.valor) ?? 0),
    dataInicio: values.dataInicio,
    dataFim: values.dataFim,
  };
}
