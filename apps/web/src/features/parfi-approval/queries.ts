/** The approval calls (spec 03 §7.2; docs/api-contract-parfi.md 'Approval') and their query keys. */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
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

function filterQuery(f: ApprovalFilters) {
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
  quantity: (f: ApprovalFilters) => ['parfi-deferimento', 'quantidade', f] as const,
  schools: (f: ApprovalFilters) => ['parfi-deferimento', 'escolas', f] as const,
  record: (planoAcaoId: number) => ['parfi-deferimento', 'registro', planoAcaoId] as const,
};

export function useAwaitingActions(f: ApprovalFilters) {
  return useQuery({
    queryKey: approvalKeys.list(f),
    queryFn: ({ signal }) =>
      api.get<AwaitingAction[]>('/DeferirExecucao/Listagem', { query: filterQuery(f), signal }),
    enabled: ready(f),
    staleTime: 0,
    retry: false,
    select: (d) => d ?? [],
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
