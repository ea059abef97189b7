/**
 * Wire contract of the monitoring periods (`/Periodo`, docs/api-contract-issue5.md 'Periods'): the
 * API validates and documents with these schemas, the web derives its types from them.
 */
import { z } from 'zod';
import {
  PERIOD_TERM_REQUIRED,
  PERIOD_YEAR_REQUIRED,
  periodCreateSchema,
  periodUpdateSchema,
} from '../monitoring';
import { emptyAsUndefined } from './params';
import { fichaIdField } from '../sheets';

// The bodies are the period form's rules (packages/domain/src/monitoring.ts): the screen validates with them.
export { periodCreateSchema, periodUpdateSchema };

export const periodoSchema = z.object({
  id: z.number(),
  ano: z.number(),
  bimestre: z.number(),
  fichaAcompanhamentoId: z.number(),
  acompanhamentoDataInicio: z.string(),
  acompanhamentoDataFim: z.string(),
  validacaoDataInicio: z.string(),
  validacaoDataFim: z.string(),
});
/** A monitoring period (GET /api/Periodo). Dates 'YYYY-MM-DD'. */
export type Periodo = z.output<typeof periodoSchema>;

/** A year in a query (2000-2100). */
export function yearQuery(message: string = PERIOD_YEAR_REQUIRED) {
  return z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{4}\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: message })
      .int({ error: message })
      .min(2000, { error: message })
      .max(2100, { error: message }),
  );
}

/** A bimestre 1..4 in a query. */
export function termQuery(message: string = PERIOD_TERM_REQUIRED) {
  return z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: message })
      .int({ error: message })
      .min(1, { error: message })
      .max(4, { error: message }),
  );
}

/** `?ano=&bimestre=&fichaId=` of GET /api/Periodo. */
export const periodsQuery = z.object({
  ano: yearQuery(),
  bimestre: z.preprocess(emptyAsUndefined, termQuery().optional()),
  fichaId: z.preprocess(emptyAsUndefined, fichaIdField.optional()),
});
