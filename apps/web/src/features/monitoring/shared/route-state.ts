/**
 * The route state of the monitoring screens. Entry (spec 02 §2.7, §2.9): `{newLocation}` holding the
 * monitoring, the class, the term and, for one student, the student; plus whether the user may write
 * and where Voltar goes. Validation (spec 02 §2.10): `{finalizado, acompanhamentoId, turma, permissao,
 * generos}` as the spec lists it, plus what the screen needs to show and go back: the year, the term,
 * the school and the consultation URL (with its filters) to return to.
 */
import type { MonitoringKind } from '@siam/domain/monitoring';
import type {
  Acompanhamento,
  AlunoAcompanhamento,
  TurmaAcompanhamento,
} from '@siam/domain/contracts/monitoring';
import type { TeacherClass } from './queries';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

// ---------------------------------------------------------------- entry

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

/**
 * The route state a list screen opens an entry screen with: the year from the list's filters, the
 * responsible teacher's CPF ('' when none) and Voltar back to `listPath` with the filters.
 */
export function entryState(
  listPath: string,
  filters: { ano: number; search: string },
  fields: Omit<EntryLocation, 'ano' | 'professorCpf' | 'voltar'> & { professorCpf?: string | null },
): EntryState {
  const { professorCpf, ...rest } = fields;
  // The route state stays in the browser's history (and its session restore): no student's CPF in it
  // (decision 134); the entry screens tell students apart by name and birth date.
  const acompanhamento = {
    ...rest.acompanhamento,
    alunoAcompanhamento: rest.acompanhamento.alunoAcompanhamento?.map((a) => ({ ...a, cpf: null })),
  };
  return {
    newLocation: {
      ...rest,
      acompanhamento,
      ...(rest.aluno ? { aluno: { ...rest.aluno, cpf: null } } : {}),
      ano: filters.ano,
      professorCpf: professorCpf ?? '',
      voltar: `${listPath}${filters.search}`,
    },
  };
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

// ---------------------------------------------------------------- validation

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

export function readValidationState(state: unknown): ValidationState | null {
  if (!isObject(state) || !isObject(state.turma) || !isObject(state.escola)) return null;
  if (typeof state.acompanhamentoId !== 'number' || typeof state.ano !== 'number') return null;
  if (typeof state.bimestre !== 'number' || typeof state.turma.turmaId !== 'number') return null;
  return state as unknown as ValidationState;
}
