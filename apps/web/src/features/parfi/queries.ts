/** The PARFI planning and execution calls (spec 03 §7.1, §7.3; docs/api-contract-parfi.md). */
import { useQuery } from '@tanstack/react-query';
import { PARFI_MSG } from '@siam/domain/parfi';
import { ApiError, api } from '../../api/client';
import { parfiKeys } from '../../api/parfi';
import type { DocumentType, ObjetivoObrigatorio, PlanoAcao, PlanoParfi } from '@siam/domain/contracts/parfi';

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** null for 404 'Nenhum plano encontrado.' (the school takes part but has no plan yet). */
async function planOrNull(promise: Promise<PlanoParfi>): Promise<PlanoParfi | null> {
  try {
    return await promise;
  } catch (error) {
    if (isNotFound(error) && (error as ApiError).message === PARFI_MSG.noPlan) return null;
    throw error;
  }
}

export function usePlan(inep: string, anoPremio: number | '', anoParfi: number | '') {
  return useQuery({
    queryKey: parfiKeys.plan(inep, Number(anoPremio), Number(anoParfi)),
    queryFn: ({ signal }) =>
      planOrNull(
        api.get<PlanoParfi>('/PlanoParfi', {
          query: { escolaInep: inep, anoPremio, anoParfi },
          signal,
        }),
      ),
    enabled: anoPremio !== '' && anoParfi !== '',
    staleTime: 0,
    retry: false,
  });
}

export function useMandatoryObjectives(inep: string, anoPremio: number | '', anoParfi: number | '') {
  return useQuery({
    queryKey: parfiKeys.mandatory(inep, Number(anoPremio), Number(anoParfi)),
    queryFn: ({ signal }) =>
      api.get<ObjetivoObrigatorio[]>('/ObjetivoObrigatorio/Escola', {
        query: { codigoInep: inep, anoPremio, anoParfi },
        signal,
      }),
    enabled: anoPremio !== '' && anoParfi !== '',
    staleTime: 0,
    retry: false,
    select: (d) => d ?? [],
  });
}

export function useAction(planoAcaoId: number | null) {
  return useQuery({
    queryKey: parfiKeys.action(planoAcaoId ?? 0),
    queryFn: ({ signal }) => api.get<PlanoAcao>('/PlanoAcao', { query: { planoAcaoId }, signal }),
    enabled: planoAcaoId !== null,
    staleTime: 0,
    retry: false,
  });
}

export function useDocumentTypes(planoAcaoId: number | null) {
  return useQuery({
    queryKey: parfiKeys.documentTypes(planoAcaoId ?? 0),
    queryFn: ({ signal }) =>
      api.get<DocumentType[]>('/PlanoAcao/Documento', { query: { planoAcaoId }, signal }),
    enabled: planoAcaoId !== null,
    staleTime: 0,
    retry: false,
    select: (d) => d ?? [],
  });
}
