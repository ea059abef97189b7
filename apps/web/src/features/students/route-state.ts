/**
 * The route states of the student screens (spec 01 §2): editar-estudante is reached with
 * `{activeStudent, action: 'update'}`; consultar-estudante receives `{backStudent, action: 'back', msg}`
 * to search the student again by CPF and show `msg` as a toast.
 */
import type { Aluno } from '@siam/domain/contracts/students';

export interface EditStudentState {
  activeStudent: Aluno;
  action: 'update';
}

export interface BackToConsultState {
  /** The student to search again: its CPF (a student without one is not searched again). */
  backStudent: Partial<Aluno> & { cpf: string };
  action: 'back';
  msg?: string;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function readEditState(state: unknown): EditStudentState | null {
  if (!isObject(state) || state.action !== 'update' || !isObject(state.activeStudent)) return null;
  return typeof state.activeStudent.id === 'number' ? (state as unknown as EditStudentState) : null;
}

export function readBackState(state: unknown): BackToConsultState | null {
  if (!isObject(state) || state.action !== 'back' || !isObject(state.backStudent)) return null;
  return typeof state.backStudent.cpf === 'string' && state.backStudent.cpf
    ? (state as unknown as BackToConsultState)
    : null;
}
