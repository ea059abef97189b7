/**
 * Where the visit-report screens lead each other. The award year and the report travel in the address
 * (?anoPremio=&relatorioVisitaId=), so a reload or a shared link opens the same list or report; the
 * school is the active one.
 */
import { useSearchParams } from 'react-router';

export const VISIT_PATH = {
  list: '/premio/listar-visita-parfi',
  create: '/premio/cadastrar-visita-parfi',
  edit: '/premio/editar-visita-parfi',
} as const;

function positive(value: string | null): number | null {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
}

export function listUrl(anoPremio: number | null): string {
  return anoPremio === null ? VISIT_PATH.list : `${VISIT_PATH.list}?anoPremio=${anoPremio}`;
}

export function createUrl(anoPremio: number): string {
  return `${VISIT_PATH.create}?anoPremio=${anoPremio}`;
}

export function editUrl(anoPremio: number | null, relatorioVisitaId: number): string {
  const p = new URLSearchParams();
  if (anoPremio !== null) p.set('anoPremio', String(anoPremio));
  p.set('relatorioVisitaId', String(relatorioVisitaId));
  return `${VISIT_PATH.edit}?${p.toString()}`;
}

/** ?anoPremio= and ?relatorioVisitaId= of the address (null when absent or not a positive integer). */
export function useVisitParams(): {
  anoPremio: number | null;
  relatorioVisitaId: number | null;
  setAnoPremio: (ano: number) => void;
} {
  const [params, setParams] = useSearchParams();
  return {
    anoPremio: positive(params.get('anoPremio')),
    relatorioVisitaId: positive(params.get('relatorioVisitaId')),
    setAnoPremio: (ano) => setParams(new URLSearchParams({ anoPremio: String(ano) }), { replace: true }),
  };
}
