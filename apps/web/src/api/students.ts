/**
 * Students (docs/api-contract-users-students.md): the calls of the student screens. Shared by the student
 * search component and the student, enrolment and movement features (features do not import each
 * other). The shapes are the contract's (`@siam/domain/contracts/students`).
 */
import type { Aluno, AlunoConsulta, AlunoResumo, StudentQuery } from '@siam/domain/contracts/students';
import { api } from './client';

/** True for the reduced record of a student out of the caller's area. */
export function isRestricted(a: AlunoConsulta): a is AlunoResumo {
  return 'restrito' in a && a.restrito === true;
}

export const STUDENT_LOOKUP_ERROR =
  'Atualmente não é possível acessar as informações do estudante. Por favor, tente novamente mais tarde.';

/** GET /api/Alunos?cpf= | ?nome=&dataNascimento= | ?codigoInep= (a list, [] when none). */
export async function fetchStudents(query: StudentQuery, signal?: AbortSignal): Promise<AlunoConsulta[]> {
  const found = await api.get<AlunoConsulta[] | null>('/Alunos', { query, signal });
  return Array.isArray(found) ? found : [];
}

/** POST /api/Alunos: the form's values plus the active school. */
export function createStudent(body: Record<string, unknown>): Promise<Aluno> {
  return api.post<Aluno>('/Alunos', body);
}

/** PUT /api/Alunos: `{id, ...values, novoCpf?}`. */
export function updateStudent(body: Record<string, unknown>): Promise<Aluno> {
  return api.put<Aluno>('/Alunos', body);
}

/** DELETE /api/Alunos?alunoId= (Administrador only; soft delete). */
export function deleteStudent(alunoId: number): Promise<void> {
  return api.delete<void>('/Alunos', { query: { alunoId } });
}
