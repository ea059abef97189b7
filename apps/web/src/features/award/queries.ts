/**
 * The award-setup calls of /cadastrar-premio (spec 03 §7.5; docs/api-contract-visit-reports-award.md
 * and docs/api-contract-parfi.md): GET AnoPremio, GET AnoPremio/{id}, POST and PUT AnoPremio.
 */
import { useQuery } from '@tanstack/react-query';
import type { AnoPremio, AwardChangeBody, AwardSaved, NewAwardBody } from '@siam/domain/contracts/award';
import { api } from '../../api/client';

/** Every query of this screen lives under this prefix: invalidate it after a save. */
export const awardKeys = {
  all: ['anoPremio'] as const,
  list: () => ['anoPremio', 'list'] as const,
  one: (id: number) => ['anoPremio', 'one', id] as const,
};

export function useAwardYears() {
  return useQuery({
    queryKey: awardKeys.list(),
    queryFn: ({ signal }) => api.get<AnoPremio[]>('/AnoPremio', { signal }),
    select: (years) => [...years].sort((a, b) => b.ano - a.ano),
    retry: false,
  });
}

export function useAwardYear(id: number | null) {
  return useQuery({
    queryKey: awardKeys.one(id ?? 0),
    queryFn: ({ signal }) => api.get<AnoPremio>(`/AnoPremio/${id}`, { signal }),
    enabled: id !== null,
    retry: false,
  });
}

export const createAwardYear = (body: NewAwardBody) => api.post<AwardSaved>('/AnoPremio', body);
export const changeAwardYear = (body: AwardChangeBody) => api.put<AwardSaved>('/AnoPremio', body);
