/**
 * The way between the approval screens: the deferral screen gets the action and where it came from
 * (the approval list or the execution search) with that screen's filters, all in the address, so
 * Salvar and Cancelar return to the same list.
 */
import { useSearchParams } from 'react-router';

export const APPROVAL_PATH = {
  list: '/premio/deferimento-parfi',
  search: '/premio/buscar-execucao-parfi',
  defer: '/premio/deferir-execucao-parfi',
} as const;

export type Origin = 'lista' | 'busca';

export function deferUrl(t: { planoAcaoId: number; origem: Origin; search: string }): string {
  const back = new URLSearchParams(t.search.replace(/^\?/, ''));
  const p = new URLSearchParams({ planoAcaoId: String(t.planoAcaoId), origem: t.origem });
  for (const [k, v] of back) p.set(k, v);
  return `${APPROVAL_PATH.defer}?${p.toString()}`;
}

export interface DeferTarget {
  planoAcaoId: number;
  /** The list screen to return to, with its filters. */
  backUrl: string;
}

export function useDeferTarget(): DeferTarget | null {
  const [params] = useSearchParams();
  const id = Number(params.get('planoAcaoId'));
  if (!Number.isInteger(id) || id <= 0) return null;
  const back = new URLSearchParams(params);
  back.delete('planoAcaoId');
  const origem = back.get('origem');
  back.delete('origem');
  const path = origem === 'lista' ? APPROVAL_PATH.list : APPROVAL_PATH.search;
  const qs = back.toString();
  return { planoAcaoId: id, backUrl: qs ? `${path}?${qs}` : path };
}
