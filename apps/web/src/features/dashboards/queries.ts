/** Server state of /painel-siam: the panel list and one panel's live figures (decision 090). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Painel, PainelDados, PainelFiltros } from '@siam/domain/contracts/dashboards';
import { api } from '../../api/client';
import { useSession } from '../../lib/session';

export function usePaineis() {
  const role = useSession()?.activeConfig.role;
  return useQuery({
    queryKey: ['paineis', role],
    queryFn: ({ signal }) => api.get<Painel[]>('/Painel', { signal }),
    staleTime: 10 * 60_000,
  });
}

export function usePainelDados(id: number | null, filtros: PainelFiltros) {
  const role = useSession()?.activeConfig.role;
  return useQuery({
    queryKey: ['painel-dados', role, id, filtros],
    queryFn: ({ signal }) => api.get<PainelDados>(`/Painel/${id}/Dados`, { query: { ...filtros }, signal }),
    enabled: id !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
