/**
 * Server calls of the enrolment screens (enturmar-estudante, movimentar-estudante); the lists of
 * classes and class students are read with api/schools.ts.
 */
import { api } from '../../api/client';
import type { Aluno } from '../../api/students';

/**
 * POST /api/Alunos/Enturmar. Spec 01 §7: adding a student uses no request timeout, so no signal is
 * passed and the client sets none.
 */
export function enrolStudent(input: { turmaId: number; alunoId: number }): Promise<Aluno> {
  return api.post<Aluno>('/Alunos/Enturmar', input);
}

/** POST /api/Alunos/Movimentar (motivo 2, Remanejar). */
export function moveStudent(input: { alunoId: number; novaTurmaId: number; motivo: number }): Promise<Aluno> {
  return api.post<Aluno>('/Alunos/Movimentar', input);
}

/** POST /api/Alunos/Finalizar (motivo 3-6). */
export function finalizeStudent(input: {
  alunoId: number;
  motivo: number;
  anoTurmaAlunoId: number;
}): Promise<Aluno> {
  return api.post<Aluno>('/Alunos/Finalizar', input);
}
