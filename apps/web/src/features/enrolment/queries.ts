/**
 * Server calls of the enrolment screens (enturmar-estudante, movimentar-estudante); the lists of
 * classes and class students are read with api/schools.ts.
 */
import type { Aluno, EnrolBody, FinishBody, MoveBody } from '@siam/domain/contracts/students';
import { api } from '../../api/client';

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
