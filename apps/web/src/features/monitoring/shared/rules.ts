/**
 * The screen rules of consultation and validation (spec 02 §2.10-2.12, §4 'Validation', §6): who may
 * validate, what the list rows show, and which validation controls are enabled.
 */
import { normalizeCpf } from '@siam/domain/cpf';
import { formatDateBR } from '@siam/domain/dates';
import { bimestreLabel } from '@siam/domain/enums';
import {
  NOT_FINISHED,
  OUTSIDE_VALIDATION,
  OWN_CLASS,
  validationBlocker,
  type MonitoringKind,
} from '@siam/domain/monitoring';
import type { Periodo } from '@siam/domain/contracts/periods';
import type { TurmaAcompanhamento } from '@siam/domain/contracts/monitoring';

/** The row's teacher is the signed-in user (compared on digits). */
export function isOwnClass(row: Pick<TurmaAcompanhamento, 'cpfProfessor'>, userCpf: string): boolean {
  const teacher = normalizeCpf(row.cpfProfessor ?? '');
  return teacher !== '' && teacher === normalizeCpf(userCpf);
}

export const yesNo = (v: boolean | null | undefined) => (v ? 'Sim' : 'Não');

export const NOT_STARTED_LABEL = 'Não iniciado';
export const AWAITING_LABEL = 'Aguardando';

/** The validation column: Sim, Não (rejected), 'Aguardando' (finished, not yet decided) or '—'. */
export function validadoLabel(row: Pick<TurmaAcompanhamento, 'acompanhamentoId' | 'status' | 'validado'>) {
  if (row.acompanhamentoId === null) return '—';
  if (row.validado === true) return 'Sim';
  if (row.validado === false) return 'Não';
  return row.status ? AWAITING_LABEL : '—';
}

/** What a row shows, as text (also what the list filter searches, besides the raw values). */
export function rowText(row: TurmaAcompanhamento) {
  const started = row.acompanhamentoId !== null;
  return {
    turma: row.nomeTurma,
    codigo: String(row.codigoTurma ?? ''),
    professor: row.nomeProfessor ?? 'Sem professor',
    finalizado: started ? yesNo(row.status) : '—',
    validado: validadoLabel(row),
    progresso: started ? `${row.situacao ?? 0}%` : NOT_STARTED_LABEL,
  };
}

/**
 * The term to show first: the one whose validation window holds today, else whose entry window holds
 * it, else the last one already started, else the first.
 */
export function defaultBimestre(periods: readonly Periodo[], today: string): number {
  const sorted = [...periods].sort((a, b) => a.bimestre - b.bimestre);
  const inValidation = sorted.find((p) => p.validacaoDataInicio <= today && today <= p.validacaoDataFim);
  if (inValidation) return inValidation.bimestre;
  const inEntry = sorted.find((p) => p.acompanhamentoDataInicio <= today && today <= p.acompanhamentoDataFim);
  if (inEntry) return inEntry.bimestre;
  const started = sorted.filter((p) => p.acompanhamentoDataInicio <= today);
  return started.length ? started[started.length - 1]!.bimestre : 1;
}

export interface ValidationInput {
  kind: MonitoringKind;
  validator: boolean;
  ownClass: boolean;
  finished: boolean;
  /** null: not yet validated nor rejected. */
  validado: boolean | null;
  /** null while the period is loading. */
  insideWindow: boolean | null;
}

export interface ValidationControls {
  /** The checkbox and the reason (validators only). */
  showForm: boolean;
  /** Activity: Salvar only when finished; learning: always (disabled when not finished). */
  showSave: boolean;
  disabled: boolean;
  warnings: string[];
  info: string | null;
}

export function validationControls(i: ValidationInput): ValidationControls {
  const decided = i.validado !== null;
  const warnings: string[] = [];
  if (i.validator && !decided && i.insideWindow === false) warnings.push(OUTSIDE_VALIDATION);
  if (i.validator && i.ownClass) warnings.push(OWN_CLASS);
  // The API's rule (validationBlocker); the window is unknown while the period loads.
  const editable =
    i.validator &&
    i.insideWindow !== null &&
    validationBlocker({
      ownClass: i.ownClass,
      finished: i.finished,
      validado: i.validado,
      insideWindow: i.insideWindow,
    }) === null;
  return {
    showForm: i.validator,
    showSave: i.validator && (i.kind === 'aprendizagem' || i.finished),
    disabled: !editable,
    warnings,
    info: !i.finished ? NOT_FINISHED : null,
  };
}

/** The sentence after 'Fora do período...': when the validation of that term was, will be, or that there is none. */
export function validationWindowText(
  period: Periodo | null,
  bimestre: number,
  year: number,
  today: string,
): string {
  const term = `${bimestreLabel(bimestre).toLowerCase()} bimestre de ${year}`;
  if (!period) return `Não há período de validação cadastrado para o ${term}.`;
  const from = formatDateBR(period.validacaoDataInicio);
  const to = formatDateBR(period.validacaoDataFim);
  if (today < period.validacaoDataInicio) return `A validação do ${term} começa em ${from} e vai até ${to}.`;
  return `A validação do ${term} foi de ${from} a ${to}.`;
}
