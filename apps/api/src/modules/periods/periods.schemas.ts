import { z } from 'zod';
import type { Feature } from '@siam/domain/permissions';
import { PERIOD_TERM_REQUIRED, PERIOD_YEAR_REQUIRED } from '@siam/domain/monitoring';
import { fichaIdField } from '@siam/domain/sheets';
import { emptyAsUndefined } from '../../lib/params';

/** 'Any monitoring feature' of the contract: every role that enters, consults, validates or administers. */
export const MONITORING_FEATURES: readonly Feature[] = [
  'monitoring.entry',
  'monitoring.consult',
  'monitoring.validate',
  'monitoring.admin',
];

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

export const periodsQuery = z.object({
  ano: yearQuery(),
  bimestre: z.preprocess(emptyAsUndefined, termQuery().optional()),
  fichaId: z.preprocess(emptyAsUndefined, fichaIdField.optional()),
});
