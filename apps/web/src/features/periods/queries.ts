/** The period calls of /cadastrar-periodo (docs/api-contract-monitoring.md 'Periods'). */
import type { PeriodFormValues } from '@siam/domain/monitoring';
import { api } from '../../api/client';
import type { FichaId } from '@siam/domain/enums';
import type { Periodo } from '@siam/domain/contracts/periods';

/** Invalidate this prefix after a save: every screen that reads periods refetches. */
export const PERIODS_KEY = ['periodo'] as const;

/**
 * Salvar: PUT /api/periodo when the bimestre already has a period (`id`), else POST /api/Periodo.
 * Resolves to 'created' or 'updated' so the screen picks its message.
 */
export async function savePeriod(
  values: PeriodFormValues,
  fichaAcompanhamentoId: FichaId,
  id: number | null,
): Promise<'created' | 'updated'> {
  const body = { ...values, fichaAcompanhamentoId };
  if (id !== null) {
    await api.put<Periodo>('/periodo', { ...body, id });
    return 'updated';
  }
  await api.post<Periodo>('/Periodo', body);
  return 'created';
}
