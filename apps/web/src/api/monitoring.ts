/**
 * Monitoring (acompanhamento), docs/api-contract-monitoring.md: the sheet/genre/period lookups the entry,
 * consultation, validation and period screens share and their query keys. The wire shapes are the
 * contracts' (`@siam/domain/contracts/{monitoring,periods,sheets}`). Shared by the monitoring features
 * (features do not import each other).
 */
import { useQuery } from '@tanstack/react-query';
import type { FichaId } from '@siam/domain/enums';
import type { Periodo } from '@siam/domain/contracts/periods';
import type {
  Categoria,
  Estrutura,
  GeneroTextual,
  Habilidade,
  NivelQuantidade,
} from '@siam/domain/contracts/sheets';
import { api } from './client';

export const monitoringKeys = {
  structures: (fichaId: FichaId) => ['estrutura-ficha', fichaId] as const,
  categories: (fichaId: FichaId, estruturaId: number) => ['categoria-ficha', fichaId, estruturaId] as const,
  genres: (serie: number) => ['genero-textual', serie] as const,
  periods: (ano: number, bimestre: number | null, fichaId: FichaId) =>
    ['periodo', ano, bimestre, fichaId] as const,
};

/** GET /api/EstruturaFicha?fichaId= */
export function useStructures(fichaId: FichaId) {
  return useQuery({
    queryKey: monitoringKeys.structures(fichaId),
    queryFn: ({ signal }) => api.get<Estrutura[]>('/EstruturaFicha', { query: { fichaId }, signal }),
    staleTime: 5 * 60_000,
    retry: false,
    select: (data) => data ?? [],
  });
}

/** GET /api/CategoriaFicha?fichaId=&estruturaId=: the key and call (also prefetched for offline use). */
export function categoriesQuery(fichaId: FichaId, estruturaId: number | null) {
  return {
    queryKey: monitoringKeys.categories(fichaId, estruturaId ?? 0),
    queryFn: ({ signal }: { signal?: AbortSignal }) =>
      api.get<Categoria[]>('/CategoriaFicha', { query: { fichaId, estruturaId }, signal }),
  };
}

/** GET /api/CategoriaFicha?fichaId=&estruturaId= */
export function useCategories(fichaId: FichaId, estruturaId: number | null) {
  return useQuery({
    ...categoriesQuery(fichaId, estruturaId),
    enabled: estruturaId !== null,
    staleTime: 5 * 60_000,
    retry: false,
    select: (data) => data ?? [],
  });
}

/** GET /api/GeneroTextual?codigoSerie= : the textual genres of a série. */
export function useGenres(serie: number | null | undefined, enabled = true) {
  return useQuery({
    queryKey: monitoringKeys.genres(serie ?? 0),
    queryFn: ({ signal }) =>
      api.get<GeneroTextual[]>('/GeneroTextual', { query: { codigoSerie: serie }, signal }),
    enabled: Boolean(serie) && enabled,
    staleTime: 5 * 60_000,
    retry: false,
    select: (data) => data ?? [],
  });
}

/** GET /api/Periodo?ano=&bimestre=&fichaId= (bimestre null: the year's table). */
export function usePeriods(ano: number | null, bimestre: number | null, fichaId: FichaId, enabled = true) {
  return useQuery({
    queryKey: monitoringKeys.periods(ano ?? 0, bimestre, fichaId),
    queryFn: ({ signal }) =>
      api.get<Periodo[]>('/Periodo', { query: { ano, bimestre: bimestre ?? undefined, fichaId }, signal }),
    enabled: Boolean(ano) && enabled,
    staleTime: 0,
    retry: false,
    select: (data) => data ?? [],
  });
}

/** Sum of answers per level 1-4 (always four entries, missing levels 0). */
export function levelTotals(
  lists: readonly (readonly NivelQuantidade[] | null | undefined)[],
): NivelQuantidade[] {
  const totals = [1, 2, 3, 4].map((nivel) => ({ nivel, quantidade: 0 }));
  for (const list of lists) {
    for (const item of list ?? []) {
      const slot = totals[item.nivel - 1];
      if (slot) slot.quantidade += item.quantidade;
    }
  }
  return totals;
}

/** The per-level counts of a category's skills: chosen levels (one class or one student) or the students' counts. */
export function skillLevelTotals(
  skills: readonly Habilidade[],
  mode: 'selected' | 'counts',
): NivelQuantidade[] {
  if (mode === 'counts') return levelTotals(skills.map((s) => s.quantidadeNiveis));
  return levelTotals(
    skills.map((s) => (s.nivelSelecionado ? [{ nivel: s.nivelSelecionado, quantidade: 1 }] : [])),
  );
}
