/**
 * The award-setup calls of /cadastrar-premio (spec 03 §7.5; docs/api-contract-visit-reports-award.md
 * and docs/api-contract-parfi.md): GET AnoPremio, GET AnoPremio/{id}, POST and PUT AnoPremio.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AWARD_MSG } from '@siam/domain/visit-reports';
import type { AnoPremio, AwardChangeBody, AwardSaved, NewAwardBody } from '@siam/domain/contracts/award';
import { api } from '../../api/client';
import { toast } from '../../lib/toast';
import { EDIT_YEAR_ERROR } from './messages';

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

/**
 * PUT AnoPremio from an editor of the year (`change` gives what it changes): says the server's
 * message, puts the saved year in the cache, refreshes the screen's queries, then `onSaved`.
 */
export function useChangeAwardYear<V>(
  award: AnoPremio,
  change: (values: V) => Omit<AwardChangeBody, 'id' | 'ano'>,
  onSaved: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: V) => changeAwardYear({ id: award.id, ano: award.ano, ...change(v) }),
    onSuccess: async (saved) => {
      toast.success(saved.mensagem || AWARD_MSG.saved);
      queryClient.setQueryData(awardKeys.one(award.id), saved.anoPremio);
      await queryClient.invalidateQueries({ queryKey: awardKeys.all });
      onSaved();
    },
    onError: (error) => toast.apiError(error, EDIT_YEAR_ERROR),
  });
}
