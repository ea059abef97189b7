import { z } from 'zod';
import type { Feature } from '@siam/domain/permissions';
import { PARFI_MSG, percentHundredths } from '@siam/domain/parfi';
import { emptyAsUndefined, idField } from '../../lib/params';

/** Everyone who reads PARFI data: consult, execute, and the three approval levels. */
export const PARFI_READERS: readonly Feature[] = [
  'parfi.consult',
  'parfi.execute',
  'parfi.defer',
  'parfi.approvalList',
  'parfi.decide',
];
/** The three approval levels (docs/decisions/060). */
export const PARFI_DECIDERS: readonly Feature[] = ['parfi.decide'];

export const ANO_PREMIO_INVALIDO = 'Ano Prêmio inválido.';
export const ANO_PARFI_INVALIDO = 'Ano PARFI inválido.';

/** An 8-digit INEP code (query or body). */
export const inepField = z
  .string({ error: PARFI_MSG.inepInvalid })
  .trim()
  .regex(/^\d{8}$/, { error: PARFI_MSG.inepInvalid });

/** A year 2023-2100 as a number or its digits. */
export function yearField(message: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{4}\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: message })
      .int({ error: message })
      .min(2023, { error: message })
      .max(2100, { error: message }),
  );
}

export const planQuery = z.object({
  escolaInep: inepField,
  anoPremio: yearField(ANO_PREMIO_INVALIDO),
  anoParfi: yearField(ANO_PARFI_INVALIDO),
});

export const planBody = planQuery;

export const prizeYearsQuery = z.object({ inep: z.preprocess(emptyAsUndefined, inepField.optional()) });

export const idParams = z.object({ id: idField('Nenhum plano encontrado.') });

export const actionQuery = z.object({ planoAcaoId: idField(PARFI_MSG.actionNotFound) });

export const awardIdParams = z.object({ id: idField(PARFI_MSG.awardYearNotFound) });

export const parfiYearsQuery = z.object({
  anoPremioId: z.preprocess(emptyAsUndefined, idField(PARFI_MSG.awardYearNotFound).optional()),
});

export const parfiYearParams = z.object({
  anoParfi: yearField(PARFI_MSG.parfiYearNotFound),
  anoPremioId: idField(PARFI_MSG.awardYearNotFound),
  type: z.preprocess(
    (v) => (typeof v === 'string' ? Number(v) : v),
    z.union([z.literal(1), z.literal(2)], { error: 'Tipo de escola inválido.' }),
  ),
});

export const mandatorySchoolQuery = z.object({
  codigoInep: inepField,
  anoPremio: z.preprocess(emptyAsUndefined, yearField(ANO_PREMIO_INVALIDO).optional()),
  anoParfi: z.preprocess(emptyAsUndefined, yearField(ANO_PARFI_INVALIDO).optional()),
  relatorioVisitaId: z.preprocess(emptyAsUndefined, idField('Relatório inválido.').optional()),
});

const PERCENT_INVALID = 'Percentual inválido.';
const percentField = z
  .number({ error: PERCENT_INVALID })
  .min(0, { error: PERCENT_INVALID })
  .max(100, { error: PERCENT_INVALID })
  .refine((v) => percentHundredths(v) !== null, { error: PERCENT_INVALID });

export const mandatoryItem = z.object({
  objetivoId: idField(PARFI_MSG.objectiveRequired),
  percentualMinimo: percentField,
  percentualMaximo: percentField.nullable().optional(),
  numeroAcao: z
    .number({ error: 'Número de ações inválido.' })
    .int()
    .min(1, { error: 'Número de ações inválido.' })
    .max(99),
  quantidadeIndicadores: z.number().int().min(0).max(999).optional(),
});

export const mandatoryCreateQuery = z.object({ relatorioId: idField('Relatório inválido.') });

/**
 * The objectives the caller gives for a report. Optional: the spec's call has no body, and without
 * one the finalised report's own objectives are (re)created.
 */
export const mandatoryCreateBody = z
  .object({
    codigoInep: inepField,
    anoPremio: yearField(ANO_PREMIO_INVALIDO),
    anoParfi: yearField(ANO_PARFI_INVALIDO),
    objetivos: z.array(mandatoryItem).max(20),
  })
  .nullish();

export const mandatoryUpdateBody = mandatoryItem.extend({
  id: idField('Nenhum objetivo obrigatório encontrado para este relatório.'),
  quantidadeAcaoPlanejada: z.number().int().min(0).optional(),
});
