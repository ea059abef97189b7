/**
 * Where the PARFI screens lead each other. The years and the action travel in the address
 * (?anoPremio=&anoParfi=&planoAcaoId=), so a reload or a shared link opens the same plan; the school
 * is the active one.
 */
import { useSearchParams } from 'react-router';

export const PARFI_PATH = {
  consult: '/premio/consultar-parfi',
  register: '/premio/cadastrar-parfi',
  edit: '/premio/editar-parfi',
  executeList: '/premio/executar-parfi',
  execution: '/premio/execucao-do-parfi',
} as const;

export interface ActionTarget {
  anoPremio: number;
  anoParfi: number;
  planoAcaoId: number | null;
}

export function targetUrl(path: string, t: ActionTarget): string {
  const p = new URLSearchParams({ anoPremio: String(t.anoPremio), anoParfi: String(t.anoParfi) });
  if (t.planoAcaoId !== null) p.set('planoAcaoId', String(t.planoAcaoId));
  return `${path}?${p.toString()}`;
}

/** The list screen with the same years. */
export function backUrl(path: string, t: ActionTarget): string {
  return `${path}?anoPremio=${t.anoPremio}&anoParfi=${t.anoParfi}`;
}

function positive(value: string | null): number | null {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
}

/** The target read from the address; null when the years are missing. */
export function useActionTarget(): ActionTarget | null {
  const [params] = useSearchParams();
  const anoPremio = positive(params.get('anoPremio'));
  const anoParfi = positive(params.get('anoParfi'));
  if (anoPremio === null || anoParfi === null) return null;
  return { anoPremio, anoParfi, planoAcaoId: positive(params.get('planoAcaoId')) };
}
