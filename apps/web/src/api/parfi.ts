/**
 * PARFI plan, execution, files and approval (spec 03 §3, §7.1-7.3; docs/api-contract-parfi.md): the
 * calls and their query keys; the shapes are the contracts' (`@siam/domain/contracts/{parfi,deferral}`). Shared by the parfi and parfi-approval
 * features (features do not import each other).
 */
import { useQuery } from '@tanstack/react-query';
import type { AttachedFileQuery } from '@siam/domain/contracts/files';
import type { EnumList, Objetivo, PrizeYear } from '@siam/domain/contracts/parfi';
import { getSession } from '../lib/session';
import { ApiError, GENERIC_ERROR, NETWORK_ERROR, api, buildUrl, errorMessageFromBody } from './client';

// ---------------------------------------------------------------- keys and calls

export const parfiKeys = {
  all: ['parfi'] as const,
  objectives: () => ['parfi', 'objetivos'] as const,
  prizeYears: (inep: string | null) => ['parfi', 'anos-premio', inep] as const,
  plan: (inep: string, anoPremio: number, anoParfi: number) =>
    ['parfi', 'plano', inep, anoPremio, anoParfi] as const,
  mandatory: (inep: string, anoPremio: number, anoParfi: number) =>
    ['parfi', 'obrigatorios', inep, anoPremio, anoParfi] as const,
  action: (id: number) => ['parfi', 'acao', id] as const,
  documentTypes: (planoAcaoId: number) => ['parfi', 'tipos-documento', planoAcaoId] as const,
  reasons: () => ['parfi', 'motivos'] as const,
};

export function useObjectives() {
  return useQuery({
    queryKey: parfiKeys.objectives(),
    queryFn: ({ signal }) => api.get<Objetivo[]>('/PlanoAcao/Objetivo', { signal }),
    staleTime: 5 * 60_000,
    retry: false,
    select: (d) => d ?? [],
  });
}

export function usePrizeYears(inep: string | null) {
  return useQuery({
    queryKey: parfiKeys.prizeYears(inep),
    queryFn: ({ signal }) =>
      api.get<PrizeYear[]>('/PremioLeia/AnoPremio', { query: { inep: inep ?? undefined }, signal }),
    staleTime: 60_000,
    retry: false,
    select: (d) => d ?? [],
  });
}

export function useReasons() {
  return useQuery({
    queryKey: parfiKeys.reasons(),
    queryFn: ({ signal }) => api.get<EnumList>('/Enums/MotivoIndeferimentoEnum', { signal }),
    staleTime: 5 * 60_000,
    retry: false,
    select: (d) => d?.dadosEnum ?? [],
  });
}

// ---------------------------------------------------------------- files

/**
 * Opens an attached file in a new tab (§2.5, §2.8, §7.3): the tab is opened at once (so the browser
 * does not block it as a pop-up), the file is fetched with the session's headers, then shown from a
 * blob URL. Rejects with the server's text when the file cannot be read.
 */
export async function openAttachedFile(q: AttachedFileQuery): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const session = getSession();
    const headers: Record<string, string> = {};
    if (session) {
      headers.Authorization = `Bearer ${session.token}`;
      headers.Perfil = String(session.activeConfig.role);
    }
    let response: Response;
    try {
      response = await fetch(buildUrl('/ArquivoAnexado', q), { headers });
    } catch {
      throw new ApiError(NETWORK_ERROR, 0, false);
    }
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      const message = errorMessageFromBody(text, response.headers.get('Content-Type'));
      throw new ApiError(message ?? GENERIC_ERROR, response.status, message !== null);
    }
    const url = URL.createObjectURL(await response.blob());
    if (tab) tab.location.href = url;
    else window.open(url, '_blank');
    // The tab keeps its own copy once loaded; free the URL later.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
