/**
 * Schools, classes and school staff (docs/api-contract-schools-classes-staff.md): the calls the school, class and
 * staff screens share and their query keys (the shapes are the contracts'). Shared by the schools, classes and
 * staff features (features do not import each other).
 */
import { useQuery } from '@tanstack/react-query';
import type { ClassSituationFilter, Turma } from '@siam/domain/contracts/classes';
import type { SchoolDetail } from '@siam/domain/contracts/schools';
import type { ClassStudent } from '@siam/domain/contracts/students';
import type { PublicConfig } from '@siam/domain/contracts/health';
import { api } from './client';

/** How a screen reads a class list: which situation, when, and whether the client retries. */
export interface ClassQueryOptions {
  situacao?: ClassSituationFilter;
  enabled?: boolean;
  clientRetry?: boolean;
}

export const schoolKeys = {
  school: (id: number) => ['escola', id] as const,
  classes: (schoolId: number, serie: number | null, situacao: ClassSituationFilter) =>
    ['escola-turmas', schoolId, serie, situacao] as const,
  /** Also the enrolment screens' key of the same list, so one invalidation refreshes both. */
  classStudents: (turmaId: number) => ['turma-alunos', turmaId] as const,
};

export function getSchool(id: number, signal?: AbortSignal): Promise<SchoolDetail> {
  return api.get<SchoolDetail>(`/Escolas/${id}`, { signal });
}

/** The school with its staff history (GET /api/Escolas/{id}). */
export function useSchoolDetail(id: number | null | undefined) {
  return useQuery({
    queryKey: schoolKeys.school(id ?? 0),
    queryFn: ({ signal }) => getSchool(id as number, signal),
    enabled: Boolean(id),
    staleTime: 0,
    retry: false,
  });
}

/** The classes of a school, of one série when `serie` is given (GET /api/Escolas/{id}/turmas). */
export function useSchoolClasses(
  schoolId: number | null | undefined,
  serie: number | null,
  { situacao = 1, enabled = true, clientRetry = false }: ClassQueryOptions = {},
) {
  return useQuery({
    queryKey: schoolKeys.classes(schoolId ?? 0, serie, situacao),
    queryFn: ({ signal }) =>
      api.get<Turma[]>(`/Escolas/${schoolId}/turmas`, {
        query: { serie: serie ?? undefined, situacao },
        signal,
      }),
    enabled: Boolean(schoolId) && enabled,
    staleTime: 0,
    ...(clientRetry ? {} : { retry: false }),
    select: (data) => data ?? [],
  });
}

/** The current students of a class (GET /api/turmas/{id}/alunos). */
export function useClassStudents(
  turmaId: number | null | undefined,
  { clientRetry = false }: Pick<ClassQueryOptions, 'clientRetry'> = {},
) {
  return useQuery({
    queryKey: schoolKeys.classStudents(turmaId ?? 0),
    queryFn: ({ signal }) => api.get<ClassStudent[]>(`/turmas/${turmaId}/alunos`, { signal }),
    enabled: Boolean(turmaId),
    staleTime: 0,
    ...(clientRetry ? {} : { retry: false }),
    select: (data) => data ?? [],
  });
}

/** GET /api/config (public): the login links and the institutional e-mail domains of the person forms. */
export function usePublicConfig() {
  return useQuery({
    queryKey: ['public-config'],
    queryFn: ({ signal }) => api.get<PublicConfig>('/config', { auth: false, signal }),
    staleTime: Infinity,
    retry: false,
  });
}

/** PUT /api/Servidor/Professor/Desenturmar: removes the teacher from the class. */
export function unassignTeacher(professorId: number, turmaId: number): Promise<Turma> {
  return api.put<Turma>('/Servidor/Professor/Desenturmar', undefined, {
    query: { professorId, turmaId },
  });
}
