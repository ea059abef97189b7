/**
 * Monitoring (acompanhamento), spec 02 §2.6-2.15, §4 'Monitoring' / 'Validation', §5 'Monitoring entry',
 * 'Validation' and 'Monitoring period form', §8: the period form, the windows, the progress percent,
 * the validation rule and the messages, written once for the screens and the API
 * (docs/api-contract-monitoring.md 'Shared rules').
 */
import { z } from 'zod';
import { FIRST_YEAR, isoDateIssue } from './dates';
import { Role, type RoleId } from './roles';

// ---------------------------------------------------------------- messages (spec 02 §5, §8)

export const OWN_CLASS = 'Não é permitido avaliar sua propria turma.';
export const NOT_STARTED = 'Não existe acompanhamento iniciado para essa turma';
export const OUTSIDE_VALIDATION = 'Fora do período de validação ano/bimestre informados!';
export const FINISH_EXPIRED = 'O prazo para concluir o acompanhamento expirou.';
/** The spec does not print the text for a creation after the deadline; this is ours. */
export const START_EXPIRED = 'O prazo para iniciar o acompanhamento deste bimestre já terminou.';
export const GENRE_KEEP_ONE = 'Necessário pelo menos um gênero textual';
export const GENRE_TO_FINISH = 'Selecione pelo menos um gênero textual.';
export const NO_EI_CLASSES = 'O professor não possui turmas de educação infantil.';
export const NO_EF_CLASSES = 'O professor não possui turmas de ensino fundamental.';

/** The texts below are ours (the spec states the rule, not the message). */
export const FINISH_INCOMPLETE = 'O acompanhamento só pode ser finalizado com 100% preenchido.';
export const STUDENTS_ALL_TICKED =
  'Todos os estudantes listados devem ser marcados como pertencentes à turma.';
export const ALFABETIZADO_NOT_EVALUATED = 'Estudante alfabetizado não é avaliado.';
export const ALREADY_FINISHED = 'O acompanhamento já foi finalizado e não pode ser alterado.';
export const ALREADY_VALIDATED = 'O acompanhamento já foi validado.';
export const NOT_FINISHED = 'O acompanhamento ainda não foi finalizado.';
export const ALREADY_STARTED = 'Já existe acompanhamento iniciado para essa turma neste bimestre.';
export const NOT_RESPONSIBLE = 'Somente o professor da turma pode preencher o acompanhamento.';
export const NOT_EI_CLASS = 'O acompanhamento de atividades é feito apenas em turmas de educação infantil.';
export const NOT_EF_CLASS =
  'O acompanhamento de aprendizagem é feito apenas em turmas de ensino fundamental.';
export const COMPONENT_NOT_OFFERED = 'Somente o componente Língua Portuguesa é oferecido.';
export const GENRE_NOT_OF_SERIE = 'Gênero textual não disponível para a série da turma.';
export const STUDENT_RECORD_NOT_FOUND = 'Não foi encontrado acompanhamento para esse estudante.';
export const PERIOD_EXISTS = 'Já existe período para este bimestre.';
export const PERIOD_NOT_FOUND = 'Período não encontrado.';
export const SHEET_HAS_ANSWERS = 'A ficha já possui respostas e não pode ser substituída.';
export const REASON_MAX = 'O motivo deve ter no máximo 200 caracteres.';
export const VALIDATION_REQUIRED = 'Informe se o acompanhamento é válido.';

/**
 * The client's id of one answer (issue 18, decision 133): a UUID as `crypto.randomUUID()` makes it
 * (RFC 9562, any version, either case). The offline queue sends it with the answer so that a retried
 * answer is applied once.
 */
const RESPOSTA_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function isRespostaId(value: unknown): value is string {
  return typeof value === 'string' && RESPOSTA_ID.test(value);
}

/** 'none found' texts of the screens (spec 02 §8). */
export const NO_STRUCTURE = 'Nenhuma estrutura encontrada';
export const NO_CATEGORY = 'Nenhuma categoria encontrada';
export const NO_GENRE = 'Nenhum gênero textual encontrado';
/** The activity sheet (ficha 2) has no skill (activity) in the chosen category. */
export const NO_ACTIVITY = 'Nenhuma atividade encontrada.';
export const NO_MONITORING_FOR_TERM = 'Nenhum acompanhamento encontrado para ano e bimestre informados.';

/** Success texts (spec 02 §8). */
export const MONITORING_CREATED = 'Acompanhamento criado com sucesso!';
export const MONITORING_SAVED = 'Acompanhamento salvo com sucesso!';
export const MONITORING_FINISHED = 'Acompanhamento finalizado com sucesso!';
export const MONITORING_VALIDATED = 'Acompanhamento validado com sucesso!';
export const MONITORING_UPDATED = 'Acompanhamento foi atualizado com sucesso!';
export const MONITORING_DELETED = 'Acompanhamento foi excluído com sucesso!';
export const PERIOD_CREATED = 'Período criado com sucesso.';
export const PERIOD_UPDATED = 'Período Atualizado com sucesso.';

// ---------------------------------------------------------------- period form (spec 02 §5)

export const PERIOD_YEAR_REQUIRED = 'Necessário informar o ano';
export const PERIOD_TERM_REQUIRED = 'Necessário informar o bimestre';
export const PERIOD_SHEET_REQUIRED = 'Necessário informar o tipo de acompanhamento';
export const PERIOD_MONITORING_START_REQUIRED = 'A data de início do acompanhamento é obrigatória';
/** The spec double-spaces this text; the product uses one space (ARCHITECTURE.md). */
export const PERIOD_MONITORING_END_REQUIRED = 'A data fim do acompanhamento é obrigatória.';
/** The spec double-spaces this text; the product uses one space (ARCHITECTURE.md). */
export const PERIOD_VALIDATION_START_REQUIRED = 'A data de início da validação é obrigatória';
export const PERIOD_VALIDATION_END_REQUIRED = 'A data fim da validação é obrigatória.';
export const PERIOD_MONITORING_ORDER = 'A data fim do acompanhamento deve ser superior a data de início.';
export const PERIOD_VALIDATION_ORDER = 'A data fim da validação deve ser superior a data de início.';

function selectNumber(v: unknown): unknown {
  if (typeof v === 'string' && /^\s*\d+\s*$/.test(v)) return Number(v);
  return v === '' || v === null ? undefined : v;
}

function requiredInt(message: string, min: number, max: number) {
  return z.preprocess(
    selectNumber,
    z
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message }),
  );
}

function requiredDate(message: string) {
  return z.preprocess(
    (v) => (v === null || v === undefined ? '' : typeof v === 'string' ? v.trim().slice(0, 10) : v),
    z.string({ error: message }).superRefine((d, ctx) => {
      const issue = isoDateIssue(d, message);
      if (issue) ctx.addIssue({ code: 'custom', message: issue });
    }),
  );
}

const periodFields = {
  ano: requiredInt(PERIOD_YEAR_REQUIRED, FIRST_YEAR, 2100),
  bimestre: requiredInt(PERIOD_TERM_REQUIRED, 1, 4),
  acompanhamentoDataInicio: requiredDate(PERIOD_MONITORING_START_REQUIRED),
  acompanhamentoDataFim: requiredDate(PERIOD_MONITORING_END_REQUIRED),
  validacaoDataInicio: requiredDate(PERIOD_VALIDATION_START_REQUIRED),
  validacaoDataFim: requiredDate(PERIOD_VALIDATION_END_REQUIRED),
};

type PeriodDates = {
  acompanhamentoDataInicio: string;
  acompanhamentoDataFim: string;
  validacaoDataInicio: string;
  validacaoDataFim: string;
};

function periodRules(v: PeriodDates, ctx: z.RefinementCtx): void {
  if (v.acompanhamentoDataFim <= v.acompanhamentoDataInicio) {
    ctx.addIssue({ code: 'custom', message: PERIOD_MONITORING_ORDER, path: ['acompanhamentoDataFim'] });
  }
  if (v.validacaoDataFim <= v.validacaoDataInicio) {
    ctx.addIssue({ code: 'custom', message: PERIOD_VALIDATION_ORDER, path: ['validacaoDataFim'] });
  }
}

/**
 * The form 'Período de {type}' (cadastrar-periodo): ano, bimestre (1-4) and the four dates
 * ('YYYY-MM-DD'), each end strictly after its start.
 */
export const periodFormSchema = z.object(periodFields).superRefine(periodRules);
export type PeriodFormValues = z.output<typeof periodFormSchema>;
export type PeriodFormInput = z.input<typeof periodFormSchema>;

const fichaAcompanhamentoId = z.preprocess(
  selectNumber,
  z
    .number({ error: PERIOD_SHEET_REQUIRED })
    .refine((n) => n === 1 || n === 2, { error: PERIOD_SHEET_REQUIRED }),
);

/** Body of POST /api/Periodo: the form plus the sheet (1 learning, 2 activities). */
export const periodCreateSchema = z
  .object({ ...periodFields, fichaAcompanhamentoId })
  .superRefine(periodRules);
export type PeriodCreateValues = z.output<typeof periodCreateSchema>;

/** Body of PUT /api/periodo: as POST, with the period's id. */
export const periodUpdateSchema = z
  .object({
    id: z.preprocess(selectNumber, z.number({ error: PERIOD_NOT_FOUND }).int().positive()),
    ...periodFields,
    fichaAcompanhamentoId,
  })
  .superRefine(periodRules);
export type PeriodUpdateValues = z.output<typeof periodUpdateSchema>;

// ---------------------------------------------------------------- windows and progress

/** A closed range of days, 'YYYY-MM-DD' both ends. */
export interface DateWindow {
  inicio: string;
  fim: string;
}

/** The dates of a monitoring period (the `Periodo` shape). */
export interface PeriodWindows {
  acompanhamentoDataInicio: string;
  acompanhamentoDataFim: string;
  validacaoDataInicio: string;
  validacaoDataFim: string;
}

/** True when the day `date` ('YYYY-MM-DD') lies in the window, both ends included; false without one. */
export function isInside(window: DateWindow | null | undefined, date: string): boolean {
  if (!window) return false;
  return date >= window.inicio && date <= window.fim;
}

/** The entry window (start, answers, finish) of a period. */
export function monitoringWindow(p: PeriodWindows | null | undefined): DateWindow | null {
  return p ? { inicio: p.acompanhamentoDataInicio, fim: p.acompanhamentoDataFim } : null;
}

/** The validation window of a period. */
export function validationWindow(p: PeriodWindows | null | undefined): DateWindow | null {
  return p ? { inicio: p.validacaoDataInicio, fim: p.validacaoDataFim } : null;
}

/** The time zone of the product's "today" (the state's). */
export const MONITORING_TIME_ZONE = 'America/Maceio';

/** Made once: building an Intl formatter costs far more than formatting (it was ~9 % of an answer's CPU). */
let todayFormat: Intl.DateTimeFormat | null = null;

/** Today's date in America/Maceio as 'YYYY-MM-DD' (the day the windows are checked against). */
export function monitoringToday(now: Date = new Date()): string {
  todayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: MONITORING_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return todayFormat.format(now);
}

/** Progress in whole percent: floor(answered / total × 100), within 0-100; 0 when there is nothing to answer. */
export function progressPercent(answered: number, total: number): number {
  if (!(total > 0) || !(answered > 0)) return 0;
  return Math.max(0, Math.min(100, Math.floor((answered * 100) / total)));
}

/**
 * Progress of a learning monitoring: answered (student, skill) pairs over the students to evaluate
 * (not alfabetizado) × the sheet's skills. With nothing to evaluate it is complete (100), so a class of
 * alfabetizado students can be finished.
 */
export function learningProgressPercent(answered: number, evaluable: number, skills: number): number {
  if (evaluable <= 0 || skills <= 0) return 100;
  return progressPercent(answered, evaluable * skills);
}

/** Finishing needs 100 (spec 02 §4, §9). */
export const FINISH_PERCENT = 100;

/** Activities are for Educação Infantil séries (1-3), learning for Ensino Fundamental (4-9). */
export type MonitoringKind = 'atividade' | 'aprendizagem';

export function isSerieOfKind(kind: MonitoringKind, serie: number): boolean {
  return kind === 'atividade' ? serie >= 1 && serie <= 3 : serie >= 4 && serie <= 9;
}

/** The sheet (fichaId) of a kind: 1 learning, 2 activities. */
export function fichaOfKind(kind: MonitoringKind): 1 | 2 {
  return kind === 'aprendizagem' ? 1 : 2;
}

// ---------------------------------------------------------------- validation (spec 02 §4, §5)

/**
 * Spec 02 §4 'Validation': only the Coordenador Escola validates a monitoring (the administrator
 * recalculates or deletes instead). The screen shows the validation form by it, the API refuses the
 * others (403).
 */
export function mayValidateMonitoring(role: RoleId): boolean {
  return role === Role.CoordenadorEscola;
}

export interface ValidationState {
  /** The validator teaches the class or is the monitoring's author. */
  ownClass: boolean;
  /** The monitoring is finished. */
  finished: boolean;
  /** null: not yet validated nor rejected. */
  validado: boolean | null;
  /** Today is inside the term's validation window. */
  insideWindow: boolean;
}

/**
 * Why a validator cannot validate this monitoring now, in the order the API checks it, or null when
 * it can: not its own class, finished, not yet decided, inside the validation window.
 */
export function validationBlocker(v: ValidationState): string | null {
  if (v.ownClass) return OWN_CLASS;
  if (!v.finished) return NOT_FINISHED;
  if (v.validado !== null) return ALREADY_VALIDATED;
  if (!v.insideWindow) return OUTSIDE_VALIDATION;
  return null;
}

export const REASON_REQUIRED: Record<MonitoringKind, string> = {
  atividade: 'Necessário preencher motivo da não validação',
  aprendizagem: 'É necessário fornecer o motivo da não validação.',
};
export const REASON_MAX_LENGTH = 200;

/** The message of the validation rule for `{validacao, justificativa}`, or null when it passes. */
export function validationIssue(
  kind: MonitoringKind,
  v: { validacao: boolean; justificativa?: string | null },
): string | null {
  if (v.validacao) return null;
  const reason = (v.justificativa ?? '').trim();
  if (reason === '') return REASON_REQUIRED[kind];
  if (kind === 'aprendizagem' && reason.length > REASON_MAX_LENGTH) return REASON_MAX;
  return null;
}

const validationFields = {
  validacao: z.boolean({ error: VALIDATION_REQUIRED }),
  justificativa: z.string().nullish(),
};

function validationRule(kind: MonitoringKind) {
  return (v: { validacao: boolean; justificativa?: string | null }, ctx: z.RefinementCtx) => {
    const message = validationIssue(kind, v);
    if (message) ctx.addIssue({ code: 'custom', message, path: ['justificativa'] });
  };
}

function validationOutput<T extends { validacao: boolean; justificativa?: string | null }>(v: T) {
  // Checking 'valid' clears the reason (spec 02 §4).
  return { ...v, justificativa: v.validacao ? null : (v.justificativa ?? '').trim() };
}

/**
 * The validation form (valid checkbox and reason): when not valid a reason is required (learning: at
 * most 200 characters); output `justificativa` null when valid, trimmed otherwise.
 */
export function validationSchema(kind: MonitoringKind) {
  return z.object(validationFields).superRefine(validationRule(kind)).transform(validationOutput);
}
export type ValidationFormValues = z.output<ReturnType<typeof validationSchema>>;

// At most the database's integer (a larger id answered 500, found by the API fuzzer).
const idField = z.preprocess(
  selectNumber,
  z.number({ error: NOT_STARTED }).int().positive().max(2_147_483_647, { error: NOT_STARTED }),
);
const cpfField = z.string().trim().max(14).nullish();

/** Body of POST /api/AcompanhamentoAtividadeTurma/Validacao. */
export const activityValidationBodySchema = z
  .object({
    acompanhamentoAtividadeTurmaId: idField,
    ...validationFields,
    responsavel: cpfField,
    nivel: z.literal(1).optional(),
  })
  .superRefine(validationRule('atividade'))
  .transform(validationOutput);

/** Body of POST /api/AcompanhamentoAprendizagem/{id}/Validar. */
export const learningValidationBodySchema = z
  .object({
    acompanhamentoAprendizagemId: idField.optional(),
    ...validationFields,
    responsavel: cpfField,
  })
  .superRefine(validationRule('aprendizagem'))
  .transform(validationOutput);

// ---------------------------------------------------------------- lists (spec 02 §5 'Lists')

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    return Object.values(value as Record<string, unknown>)
      .map(valueText)
      .join(' ');
  }
  return String(value);
}

/** The rows where some value (nested values included) contains `text`, case-insensitively; all when blank. */
export function filterRows<T extends object>(rows: readonly T[], text: string | null | undefined): T[] {
  const needle = (text ?? '').trim().toLocaleLowerCase('pt-BR');
  if (needle === '') return [...rows];
  return rows.filter((row) =>
    Object.values(row as Record<string, unknown>).some((v) =>
      valueText(v).toLocaleLowerCase('pt-BR').includes(needle),
    ),
  );
}
