/**
 * What the two synchronisation screens share: the stages, the result page's path and query keys, the
 * router state of a result just run, and the date-time format of the kept results (decision 126).
 */
import type { SyncResultRow } from '@siam/domain/contracts/sige-sync';
import type { Stage } from '../../components/stage-stepper';

/**
 * The stages of a synchronisation as the screen sees them. The server consults SIGE, checks the data
 * and writes the changes in one call (one transaction): the screen cannot tell those apart, so they
 * are one stage, and the text while it runs says what it does.
 */
export const SYNC_STAGES: readonly Stage[] = [
  { label: 'Confirmar', description: 'Confira a escola e confirme' },
  { label: 'Consultar o SIGE e gravar', description: 'Numa única operação: se algo falhar, nada muda' },
  { label: 'Concluído', description: 'A lista do que mudou' },
];

export const SYNC_RUNNING_TEXT =
  'Consultando o SIGE, conferindo os dados e gravando as mudanças. Isso pode levar alguns segundos: não feche esta página.';

export const SYNC_RESULT_PATH = '/sincronizar-escola-result';

/** The result page of a kept synchronisation (or of the router state when the id is unknown). */
export function resultPath(id: number | null): string {
  return id === null ? SYNC_RESULT_PATH : `${SYNC_RESULT_PATH}?id=${id}`;
}

export const syncKeys = {
  all: ['sige-sync'] as const,
  list: (escolaId: number) => ['sige-sync', 'results', escolaId] as const,
  one: (id: number) => ['sige-sync', 'result', id] as const,
};

export { formatDateTime } from '../../lib/date-time';

/** What /sincronizar-escola hands to this page (router state). */
export interface SyncResultState {
  rows: SyncResultRow[];
  /** 'INEP - nome' of the school. */
  escola: string;
}
