/**
 * The route state of the validation screens (spec 02 §2.10): `{finalizado, acompanhamentoId, turma,
 * permissao, generos}` as the spec lists it, plus what the screen needs to show and go back: the year,
 * the term, the school and the consultation URL (with its filters) to return to.
 */
import type { MonitoringKind } from '@siam/domain/monitoring';
import type { TurmaAcompanhamento } from '@siam/domain/contracts/monitoring';

export interface ValidationSchool {
  id: number;
  nomeEscola: string;
  codigoInep?: string;
}

export interface ValidationState {
  finalizado: 'Sim' | 'Não';
  acompanhamentoId: number;
  /** The complete row of the class list. */
  turma: TurmaAcompanhamento;
  /** The user may validate this monitoring (a coordinator, not of an own class). */
  permissao: boolean;
  /** Learning: the chosen textual genres (ids). */
  generos?: number[];
  ano: number;
  bimestre: number;
  escola: ValidationSchool;
  /** Where Voltar and the 2-second redirect go (the consultation with its filters). */
  voltar: string;
}

export const CONSULT_PATH: Record<MonitoringKind, string> = {
  atividade: '/consultar-acompanhamento-atividade',
  aprendizagem: '/consultar-acompanhamento-aprendizagem',
};
export const VALIDATE_PATH: Record<MonitoringKind, string> = {
  atividade: '/validar-acompanhamento-atividade',
  aprendizagem: '/validar-acompanhamento-aprendizagem',
};

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function readValidationState(state: unknown): ValidationState | null {
  if (!isObject(state) || !isObject(state.turma) || !isObject(state.escola)) return null;
  if (typeof state.acompanhamentoId !== 'number' || typeof state.ano !== 'number') return null;
  if (typeof state.bimestre !== 'number' || typeof state.turma.turmaId !== 'number') return null;
  return state as unknown as ValidationState;
}
