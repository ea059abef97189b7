/** Server state of the enrolment screens (enturmar-estudante, movimentar-estudante). */
import { useQuery } from '@tanstack/react-query';
import { SituacaoTurma } from '@siam/domain/enums';
import type { Turma } from '@siam/domain/contracts/classes';
import type { Aluno, ClassStudent, EnrolBody, FinishBody, MoveBody } from '@siam/domain/contracts/students';
import { api } from '../../api/client';

export const enrolmentKeys = {
  classes: (schoolId: number, serie: number | null) => ['escola-turmas', schoolId, serie] as const,
  classStudents: (turmaId: number) => ['turma-alunos', turmaId] as const,
};

/**
 * The active classes of a school (GET /api/Escolas/{id}/turmas?situacao=1), of one série when
 * `serie` is given, else of every série.
 */
export function useSchoolClasses(schoolId: number | null | undefined, serie: number | null, enabled = true) {
  return useQuery({
    queryKey: enrolmentKeys.classes(schoolId ?? 0, serie),
    queryFn: ({ signal }) =>
      api.get<Turma[]>(`/Escolas/${schoolId}/turmas`, {
        query: { serie: serie ?? undefined, situacao: SituacaoTurma.Ativa },
        signal,
      }),
    enabled: Boolean(schoolId) && enabled,
    staleTime: 0,
    select: (data) => data ?? [],
  });
}

/** The current students of a class (GET /api/turmas/{id}/alunos). */
export function useClassStudents(turmaId: number | null | undefined) {
  return useQuery({
    queryKey: enrolmentKeys.classStudents(turmaId ?? 0),
    queryFn: ({ signal }) => api.get<ClassStudent[]>(`/turmas/${turmaId}/alunos`, { signal }),
    enabled: Boolean(turmaId),
    staleTime: 0,
    select: (data) => data ?? [],
  });
}

/**
 * POST /api/Alunos/Enturmar. Spec 01 §7: adding a student uses no request timeout, so no signal is
 * passed and the client sets none.
 */
export function enrolStudent(input: EnrolBody): Promise<Aluno> {
  return api.post<Aluno>('/Alunos/Enturmar', input);
}

/** POST /api/Alunos/Movimentar (motivo 2, Remanejar). */
export function moveStudent(input: MoveBody): Promise<Aluno> {
  return api.post<Aluno>('/Alunos/Movimentar', input);
}

/** POST /api/Alunos/Finalizar (motivo 3-6). */
export function finalizeStudent(input: FinishBody): Promise<Aluno> {
  return api.post<Aluno>('/Alunos/Finalizar', input);
}
