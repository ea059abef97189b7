/** Server state and calls of manter-usuario. Lookup errors of lists are silently ignored (spec 01 §8). */
import { useQuery } from '@tanstack/react-query';
import type { RoleId } from '@siam/domain/roles';
import type { Municipio, Regional } from '@siam/domain/contracts/places';
import type { DirectoryPerson, ProfileItem, User, UserSaveBody } from '@siam/domain/contracts/users';
import { api } from '../../api/client';

/** GET /api/Usuario/{cpf}/Vinculo (cpf digits). */
export function fetchUser(cpf: string): Promise<User> {
  return api.get<User>(`/Usuario/${cpf}/Vinculo`);
}

/** GET /api/Usuario/Diretorio?cpf=: the person, or null when the directory does not know them. */
export async function fetchDirectoryPerson(cpf: string): Promise<DirectoryPerson | null> {
  try {
    return (await api.get<DirectoryPerson | null>('/Usuario/Diretorio', { query: { cpf } })) ?? null;
  } catch {
    return null;
  }
}

/** POST /api/Usuario. */
export function saveUser(body: UserSaveBody): Promise<User> {
  return api.post<User>('/Usuario', body);
}

/** The profiles the active role may grant (GET /api/Usuario/PerfilAbaixo/{activeRoleId}). */
export function useProfilesBelow(role: RoleId | undefined) {
  return useQuery({
    queryKey: ['perfil-abaixo', role],
    queryFn: ({ signal }) => api.get<ProfileItem[]>(`/Usuario/PerfilAbaixo/${role}`, { signal }),
    enabled: role !== undefined,
    retry: false,
    staleTime: 5 * 60_000,
    select: (data) => data ?? [],
  });
}

export function useRegionais(enabled: boolean) {
  return useQuery({
    queryKey: ['regionais'],
    queryFn: ({ signal }) => api.get<Regional[]>('/regionais', { signal }),
    enabled,
    retry: false,
    staleTime: 5 * 60_000,
    select: (data) => data ?? [],
  });
}

export function useMunicipios(codigoRegional: number | null, enabled: boolean) {
  return useQuery({
    queryKey: ['municipios', codigoRegional],
    queryFn: ({ signal }) =>
      api.get<Municipio[]>('/Municipios', { query: { codigoRegional: codigoRegional ?? undefined }, signal }),
    enabled: enabled && codigoRegional !== null,
    retry: false,
    staleTime: 5 * 60_000,
    select: (data) => data ?? [],
  });
}

/** Every profile (GET /api/Usuario/PerfilSistema): the users list's profile filter. */
export function useAllProfiles() {
  return useQuery({
    queryKey: ['perfil-sistema'],
    queryFn: ({ signal }) => api.get<ProfileItem[]>('/Usuario/PerfilSistema', { signal }),
    retry: false,
    staleTime: 5 * 60_000,
    select: (data) => data ?? [],
  });
}
