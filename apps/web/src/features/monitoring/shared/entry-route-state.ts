/**
 * The route state of the entry screens (spec 02 §2.7, §2.9): `{newLocation}` holding the monitoring, the
 * class, the term and, for one student, the student; plus whether the user may write and where Voltar goes.
 */
import type { MonitoringKind } from '@siam/domain/monitoring';
import type { Acompanhamento, AlunoAcompanhamento } from '@siam/domain/contracts/monitoring';
import type { TeacherClass } from './entry-queries';

export interface EntryLocation {
  kind: MonitoringKind;
  acompanhamento: Acompanhamento;
  turma: TeacherClass;
  ano: number;
  bimestre: number;
  /** The responsible teacher's CPF (the administrator's look-up). */
  professorCpf: string;
  /** The user may fill in (the class's teacher as Professor Escola). */
  canWrite: boolean;
  /** The list screen with its filters (Voltar). */
  voltar: string;
  /** Learning, one student. */
  aluno?: AlunoAcompanhamento;
}

export interface EntryState {
  newLocation: EntryLocation;
}

/** What the list screens get back from Voltar: the teacher the administrator looked up. */
export interface ListReturnState {
  professorCpf?: string;
}

export const ENTRY_PATH = {
  atividades: '/acompanhamento-atividades',
  atividadesTurma: '/acompanhamento-atividades-turma',
  aprendizagem: '/acompanhamento-aprendizagem',
  aprendizagemEstudante: '/acompanhamento-aprendizagem-estudante',
} as const;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function readEntryState(state: unknown, kind: MonitoringKind): EntryLocation | null {
  if (!isObject(state) || !isObject(state.newLocation)) return null;
  const loc = state.newLocation;
  if (loc.kind !== kind || !isObject(loc.acompanhamento) || !isObject(loc.turma)) return null;
  if (typeof loc.ano !== 'number' || typeof loc.bimestre !== 'number') return null;
  if (typeof loc.acompanhamento.acompanhamentoId !== 'number') return null;
  return loc as unknown as EntryLocation;
}

export function readReturnState(state: unknown): ListReturnState {
  return isObject(state) && typeof state.professorCpf === 'string'
    ? { professorCpf: state.professorCpf }
    : {};
}
