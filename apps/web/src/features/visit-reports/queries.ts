/**
 * The visit-report calls (spec 03 §7.5; docs/api-contract-visit-reports-award.md): query keys and
 * hooks; the shapes are the contracts' (`@siam/domain/contracts/visit-reports`). The award years come
 * from the shared PARFI client (`usePrizeYears`).
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import type { AnoParfi } from '@siam/domain/contracts/parfi';
import type {
  CategoriaRelatorio,
  CriterioRelatorio,
  Indicador,
  Pareamento,
  Participante,
  RelatorioCompleto,
  RelatorioVisita,
  TipoRelatorio,
} from '@siam/domain/contracts/visit-reports';
import { api } from '../../api/client';

export const visitKeys = {
  all: ['visitas'] as const,
  pairing: (anoPremioId: number, inep: string) => ['visitas', 'pareamento', anoPremioId, inep] as const,
  parfiYear: (ano: number, anoPremioId: number, tipo: number) =>
    ['visitas', 'ano-parfi', ano, anoPremioId, tipo] as const,
  reports: (pairingId: number, anoPremioId: number, anoParfiId: number) =>
    ['visitas', 'relatorios', pairingId, anoPremioId, anoParfiId] as const,
  report: (id: number) => ['visitas', 'relatorio', id] as const,
  types: () => ['visitas', 'tipos'] as const,
  categories: (tipo: number) => ['visitas', 'categorias', tipo] as const,
  indicators: (categoriaId: number) => ['visitas', 'indicadores', categoriaId] as const,
  criteria: (categoriaId: number, tipo: number) => ['visitas', 'criterios', categoriaId, tipo] as const,
  participants: (reportId: number) => ['visitas', 'participantes', reportId] as const,
};

const CATALOGUE_STALE = 5 * 60_000;

export function usePairing(anoPremioId: number | null, inep: string) {
  return useQuery({
    queryKey: visitKeys.pairing(anoPremioId ?? 0, inep),
    queryFn: ({ signal }) => api.get<Pareamento>(`/Escolas/Pareamento/${anoPremioId}/${inep}`, { signal }),
    enabled: anoPremioId !== null,
    retry: false,
  });
}

/** The PARFI year entity (its id) of an award; `tipo` 1 when the school is the premiada, else 2. */
export function useParfiYear(ano: number | null, anoPremioId: number | null, tipo: 1 | 2) {
  return useQuery({
    queryKey: visitKeys.parfiYear(ano ?? 0, anoPremioId ?? 0, tipo),
    queryFn: ({ signal }) => api.get<AnoParfi>(`/AnoParfi/${ano}/${anoPremioId}/${tipo}`, { signal }),
    enabled: ano !== null && anoPremioId !== null,
    staleTime: CATALOGUE_STALE,
    retry: false,
  });
}

export function useReports(pairingId: number | null, anoPremioId: number | null, anoParfiId: number | null) {
  return useQuery({
    queryKey: visitKeys.reports(pairingId ?? 0, anoPremioId ?? 0, anoParfiId ?? 0),
    queryFn: ({ signal }) =>
      api.get<RelatorioVisita[]>(`/RelatorioVisita/${pairingId}/${anoPremioId}/${anoParfiId}`, { signal }),
    enabled: pairingId !== null && anoPremioId !== null && anoParfiId !== null,
    staleTime: 0,
    retry: false,
    select: (d) => d ?? [],
  });
}

export function useReport(id: number | null) {
  return useQuery({
    queryKey: visitKeys.report(id ?? 0),
    queryFn: ({ signal }) => api.get<RelatorioCompleto>(`/RelatorioVisita/${id}/1`, { signal }),
    enabled: id !== null,
    staleTime: 0,
    retry: false,
  });
}

export function useReportTypes() {
  return useQuery({
    queryKey: visitKeys.types(),
    queryFn: ({ signal }) => api.get<TipoRelatorio[]>('/TipoRelatorio', { signal }),
    staleTime: CATALOGUE_STALE,
    retry: false,
    select: (d) => d ?? [],
  });
}

export function useCategories(tipo: number | null) {
  return useQuery({
    queryKey: visitKeys.categories(tipo ?? 0),
    queryFn: ({ signal }) => api.get<CategoriaRelatorio[]>(`/CategoriaRelatorio/${tipo}`, { signal }),
    enabled: tipo !== null,
    staleTime: CATALOGUE_STALE,
    retry: false,
    select: (d) => d ?? [],
  });
}

/** The indicators of every category of the type (the §4.4 "every indicator of every category"). */
export function useIndicatorsOf(categories: readonly CategoriaRelatorio[]) {
  return useQueries({
    queries: categories.map((c) => ({
      queryKey: visitKeys.indicators(c.id),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.get<Indicador[]>(`/Indicador/Categoria/${c.id}`, { signal }),
      staleTime: CATALOGUE_STALE,
      retry: false,
    })),
    combine: (results) => ({
      pending: results.some((r) => r.isPending),
      error: results.find((r) => r.isError)?.error ?? null,
      byCategory: new Map(categories.map((c, i) => [c.id, results[i]?.data ?? []])),
    }),
  });
}

export function useCriteria(categoriaId: number | null, tipo: number | null) {
  return useQuery({
    queryKey: visitKeys.criteria(categoriaId ?? 0, tipo ?? 0),
    queryFn: ({ signal }) =>
      api.get<CriterioRelatorio[]>(`/CriterioRelatorio/${categoriaId}/${tipo}`, { signal }),
    enabled: categoriaId !== null && tipo !== null,
    staleTime: CATALOGUE_STALE,
    retry: false,
    select: (d) => d ?? [],
  });
}

export function useParticipants(reportId: number | null) {
  return useQuery({
    queryKey: visitKeys.participants(reportId ?? 0),
    queryFn: ({ signal }) => api.get<Participante[]>(`/ParticipanteVisita/Relatorio/${reportId}`, { signal }),
    enabled: reportId !== null,
    staleTime: 0,
    retry: false,
    select: (d) => d ?? [],
  });
}
