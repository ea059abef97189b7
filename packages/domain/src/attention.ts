/**
 * 'O que aguarda você' on Início (issue 17 item 5, docs/decisions/125): which kinds of pending work a
 * role is shown, decided by the role's features (permissions.ts) and the rule of the action itself,
 * never by naming a role; the current term's windows; the days left before a deadline and how the
 * screen words it. The API counts, the screen shows; both use these rules.
 */
import { formatDateBR } from './dates';
import { SituacaoExecucao } from './enums';
import { isInside, mayValidateMonitoring, monitoringWindow, validationWindow } from './monitoring';
import type { PeriodWindows } from './monitoring';
import { levelsOf } from './parfi';
import { can } from './permissions';
import { roleScope, type RoleId } from './roles';

/** The kinds of pending work, in the order the panel lists them. */
export const ATTENTION_KINDS = [
  /** Teacher: monitorings of the classes they teach not started or not finished, in the entry window. */
  'acompanhamento.preencher',
  /** School coordinator: finished monitorings of their schools awaiting validation, in the validation window. */
  'acompanhamento.validar',
  /** Municipal, regional and state levels: finished activity monitorings of their area (sign-off screens). */
  'acompanhamento.assinatura',
  /** PARFI approvers: executions awaiting the level they decide, in their area. */
  'parfi.deferir',
  /** School office (director): PARFI executions refused at some level, to correct and send again. */
  'parfi.refazer',
  /** School office (director): monitorings of the school not validated by the coordinator. */
  'acompanhamento.devolvido',
] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];

/** The level of the monitoring sign-off screen a role works on, or null (spec 02 §2.13, decision 050). */
export type SignOffLevel = 'municipal' | 'regional' | 'estadual';

export function signOffLevel(role: RoleId): SignOffLevel | null {
  if (!can(role, 'monitoring.consult')) return null;
  switch (roleScope(role)) {
    case 'municipal':
      return 'municipal';
    case 'regional':
      return 'regional';
    case 'state':
      return 'estadual';
    default:
      return null;
  }
}

export const SIGN_OFF_ROUTE: Record<SignOffLevel, string> = {
  municipal: '/validar-acompanhamento-atividade-municipal',
  regional: '/validar-acompanhamento-atividade-Regional',
  estadual: '/validar-acompanhamento-atividade-estadual',
};

/**
 * Whether a role is shown a kind: the feature that opens the screen handling it, and the action's own
 * rule where the feature is wider than the action (the administrator has every feature but validates
 * no monitoring and works on no single school's PARFI).
 */
const KIND_RULE: Record<AttentionKind, (role: RoleId) => boolean> = {
  'acompanhamento.preencher': (role) => can(role, 'monitoring.entry'),
  'acompanhamento.validar': (role) => can(role, 'monitoring.validate') && mayValidateMonitoring(role),
  'acompanhamento.assinatura': (role) => signOffLevel(role) !== null,
  'parfi.deferir': (role) => can(role, 'parfi.decide') && levelsOf(role).length > 0,
  'parfi.refazer': (role) => can(role, 'parfi.execute') && roleScope(role) === 'school',
  'acompanhamento.devolvido': (role) => can(role, 'teacher.assign') && roleScope(role) === 'school',
};

/** The kinds a role is shown, in panel order. */
export function attentionKindsFor(role: RoleId): AttentionKind[] {
  return ATTENTION_KINDS.filter((k) => KIND_RULE[k](role));
}

/** PARFI situations that send an execution back to the school (refused at level 1, 2 or 3). */
export const REFUSED_SITUATIONS: readonly number[] = [
  SituacaoExecucao.IndeferidaNivel1,
  SituacaoExecucao.IndeferidaNivel2,
  SituacaoExecucao.IndeferidaNivel3,
];

/** The screen where an approver decides: the approval list where the role has it, else the search. */
export function approvalRoute(role: RoleId): string {
  return can(role, 'parfi.approvalList') ? '/premio/deferimento-parfi' : '/premio/buscar-execucao-parfi';
}

// ---------------------------------------------------------------- windows and deadlines

/** A period with its year, term and sheet (the `Periodo` shape). */
export interface TermPeriod extends PeriodWindows {
  ano: number;
  bimestre: number;
  fichaAcompanhamentoId: number;
}

/**
 * The periods whose window (entry or validation) holds today, both ends included: the terms being
 * filled in or validated now. Periods of one sheet whose windows overlap are each their own pending
 * work. Ordered by sheet, then by the window's end (the nearest deadline first).
 */
export function currentPeriods<P extends TermPeriod>(
  periods: readonly P[],
  today: string,
  window: 'entry' | 'validation',
): P[] {
  const of = window === 'entry' ? monitoringWindow : validationWindow;
  return periods
    .filter((p) => isInside(of(p), today))
    .sort(
      (a, b) =>
        a.fichaAcompanhamentoId - b.fichaAcompanhamentoId ||
        of(a)!.fim.localeCompare(of(b)!.fim) ||
        a.ano - b.ano ||
        a.bimestre - b.bimestre,
    );
}

const DAY_MS = 86_400_000;

function utcDay(iso: string): number {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

/**
 * Whole days from `today` to the deadline `prazo` (both 'YYYY-MM-DD', calendar days): 0 on the last
 * day, negative once it has passed.
 */
export function daysLeft(today: string, prazo: string): number {
  return Math.round((utcDay(prazo) - utcDay(today)) / DAY_MS);
}

export type DeadlineState = 'aberto' | 'hoje' | 'vencido';

export function deadlineState(diasRestantes: number): DeadlineState {
  if (diasRestantes < 0) return 'vencido';
  return diasRestantes === 0 ? 'hoje' : 'aberto';
}

/**
 * How the panel words a deadline: 'Prazo: 15/12/2026 — faltam 3 dias', '… — falta 1 dia',
 * '… — encerra hoje', '… — encerrado há 2 dias'.
 */
export function deadlineText(prazo: string, diasRestantes: number): string {
  const date = `Prazo: ${formatDateBR(prazo)}`;
  const n = Math.abs(diasRestantes);
  switch (deadlineState(diasRestantes)) {
    case 'hoje':
      return `${date} — encerra hoje`;
    case 'vencido':
      return `${date} — encerrado há ${n} ${n === 1 ? 'dia' : 'dias'}`;
    default:
      return `${date} — ${n === 1 ? 'falta 1 dia' : `faltam ${n} dias`}`;
  }
}

/** '1 turma', '3 turmas'. */
export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
