/** The approval calls (spec 03 §7.2; docs/api-contract-parfi.md 'Approval') and their query keys. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, getPage } from '../../api/client';
import type {
  AwaitingAction,
  DeferralRecord,
  QueueCount,
  SchoolAwaiting,
} from '@siam/domain/contracts/deferral';
import type { Municipio, Regional } from '../../api/types';

export interface ApprovalFilters {
  anoPremio: number | '';
  anoParfi: number | '';
  codigoRegional: number | null;
  codigoMunicipio: number | null;
}

export function filterQuery(f: ApprovalFilters) {
  return {
    anoPremio: f.anoPremio,
    anoParfi: f.anoParfi,
    codigoRegional: f.codigoRegional ?? undefined,
    codigoMunicipio: f.codigoMunicipio ?? undefined,
  };
}

const ready = (f: ApprovalFilters) => f.anoPremio !== '' && f.anoParfi !== '';

export const approvalKeys = {
  all: ['parfi-deferimento'] as const,
  list: (f: ApprovalFilters) => ['parfi-deferimento', 'listagem', f] as const,
  page: (f: ApprovalFilters, page: QueuePageRequest) => ['parfi-deferimento', 'listagem', f, page] as const,
  quantity: (f: ApprovalFilters) => ['parfi-deferimento', 'quantidade', f] as const,
  schools: (f: ApprovalFilters) => ['parfi-deferimento', 'escolas', f] as const,
  record: (planoAcaoId: number) => ['parfi-deferimento', 'registro', planoAcaoId] as const,
};

/** A page of the queue as the server sorts it (issue 17, decision 129). */
export interface QueuePageRequest {
  /** 0-based, as the table counts. */
  page: number;
  rowsPerPage: number;
  sort: { id: string; direction: 'asc' | 'desc' } | null;
}

export interface QueuePage {
  rows: AwaitingAction[];
  /** Every action of the filter (the `X-Total-Count` header). */
  total: number;
}

/** GET DeferirExecucao/Listagem?pagina=&tamanhoPagina=&ordenar=&ordem=: the rows and the header's total. */
async function fetchQueuePage(
  f: ApprovalFilters,
  p: QueuePageRequest,
  signal: AbortSignal,
): Promise<QueuePage> {
  const page = await getPage<AwaitingAction>(
    '/DeferirExecucao/Listagem',
    {
      ...filterQuery(f),
      pagina: p.page + 1,
      tamanhoPagina: p.rowsPerPage,
      ordenar: p.sort?.id,
      ordem: p.sort?.direction,
    },
    signal,
  );
  return page;
}

/** One page of the actions awaiting the caller's level (the list grows with the state). */
export function useAwaitingPage(f: ApprovalFilters, p: QueuePageRequest) {
  return useQuery({
    queryKey: approvalKeys.page(f, p),
    queryFn: ({ signal }) => fetchQueuePage(f, p, signal),
    enabled: ready(f),
    staleTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

export function useAwaitingQuantity(f: ApprovalFilters) {
  return useQuery({
    queryKey: approvalKeys.quantity(f),
    queryFn: ({ signal }) =>
      api.get<QueueCount>('/DeferirExecucao/Quantidade', { query: filterQuery(f), signal }),
    enabled: ready(f),
    staleTime: 0,
    retry: false,
  });
}

export function useSchoolsAwaiting(f: ApprovalFilters, enabled = true) {
  return useQuery({
    queryKey: approvalKeys.schools(f),
    queryFn: ({ signal }) =>
      api.get<SchoolAwaiting[]>('/DeferirExecucao/Deferimentos', { query: filterQuery(f), signal }),
    enabled: enabled && ready(f),
    staleTime: 0,
    retry: false,
    select: (d) => d ?? [],
  });
}

export function useRegionals() {
  return useQuery({
    queryKey: ['regionais'],
    queryFn: ({ signal }) => api.get<Regional[]>('/regionais', { signal }),
    staleTime: 5 * 60_000,
    retry: false,
    select: (d) => d ?? [],
  });
}

export function useCities(codigoRegional: number | null) {
  return useQuery({
    queryKey: ['municipios', codigoRegional],
    queryFn: ({ signal }) =>
      api.get<Municipio[]>('/Municipios', { query: { codigoRegional: codigoRegional ?? undefined }, signal }),
    staleTime: 5 * 60_000,
    retry: false,
    select: (d) => d ?? [],
  });
}

/**
 * POST obter-ou-criar: opens (or re-opens) the undecided record of the due level. Asked once per
 * visit (no refetch on focus), since each call may create the record.
 */
export function useDeferralRecord(planoAcaoId: number | null) {
  return useQuery({
    queryKey: approvalKeys.record(planoAcaoId ?? 0),
    queryFn: () => api.post<DeferralRecord>('/DeferirExecucao/obter-ou-criar', { planoAcaoId }),
    enabled: planoAcaoId !== null,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
}
