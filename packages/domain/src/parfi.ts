/**
 * The PARFI rules shared by the forms and the API (spec 03 §4.1, §4.2, §5.1, §5.2, §5.4, §9): money in
 * integer centavos (never floating point), the action-value and date rules, the document rules by
 * document-type kind, the enablement of Incluir and 'Enviar para deferimento', the approval levels and
 * the situation transitions, with every message written once.
 */
import { z } from 'zod';
import {
  CNPJ_INVALID,
  CPF_OR_CNPJ_INVALID,
  classifyDocument,
  isValidCpfOrCnpj,
  normalizeCpfOrCnpj,
} from './cnpj';
import { isoDateIssue } from './dates';
import { toCents } from './money';
import {
  DOCUMENT_KIND_FIELDS,
  SituacaoExecucao,
  StatusExecucao,
  TipoDocumento,
  TipoDocumentoKind,
} from './enums';
import type { TipoDocumentoKindId } from './enums';
import { Role, type RoleId } from './roles';

// ---------------------------------------------------------------- messages (spec 03 §2, §5, §8)

export const PARFI_MSG = {
  // §5.1 action form
  objectiveRequired: 'Necessário selecionar um objetivo.',
  goalRequired: 'Necessário selecionar uma meta.',
  actionRequired: 'Necessário selecionar uma ação.',
  selectObjectiveFirst: 'Selecione um objetivo',
  selectGoalFirst: 'Selecione uma meta',
  valueRequired: 'Informe o valor previsto para ação.',
  valueCents: 'O valor deve conter os centavos.',
  valueInvalid: 'Valor inválido.',
  startRequired: 'A data de início é obrigatória.',
  endRequired: 'A data de fim é obrigatória.',
  startBeforeParfi: 'A data início deve ser a partir do início do PARFI.',
  endNotAfterStart: 'A data fim deve ser superior a data de início.',
  valueAboveAvailable: 'O valor inserido é maior que o valor disponível.',
  valueMustEqual: 'O valor inserido deve ser igual ao definido para ação.',
  objectiveMaxReached: 'Este objetivo já atingiu valor máximo para planejamento. Selecione outro objetivo.',
  mandatoryFixed: 'Este é um objetivo obrigatório. Não é possível realizar alterações.',
  mandatoryPending: 'Para editar o PARFI é necessário concluir objetivos obrigatorios.',
  cannotChangeAction: 'Não é possível alterar objetivo, meta ou ação.',
  actionLocked: 'A ação não pode ser alterada, pois a execução já foi enviada para deferimento.',
  actionNotFound: 'Ação não encontrada.',
  /** Not in the spec: a double-submitted save (decision 102). */
  actionDuplicate: 'Esta ação já está no plano com o mesmo valor e as mesmas datas.',
  // §2.1
  schoolNotInAward: 'Escola não participante do prêmio',
  noPlan: 'Nenhum plano encontrado.',
  noObjective: 'Nenhum objetivo encontrado',
  noAward: 'Nenhum premio encontrado',
  awardYearNotFound: 'Ano do prêmio não encontrado.',
  parfiYearNotFound: 'Ano PARFI não encontrado.',
  inepInvalid: 'Codigo INEP inválido.',
  // §2.2 / §2.3 dialogs and success
  discardActionTitle: 'Descartar ação do PARFI',
  discardText: 'Ao confirmar todas as alterações serão perdidas. Deseja continuar?',
  deleteActionTitle: 'Excluir ação do PARFI',
  deleteActionText: 'Ao confirmar, a ação selecionada será excluída. Deseja continuar?',
  planCreated: 'PARFI registrado com sucesso.',
  planUpdated: 'PARFI atualizado com sucesso.',
  planDeleted: 'PARFI excluído com sucesso.',
  // §5.2 execution document form
  execDateRequired: 'A data de execução é obrigatória.',
  execDateFuture: 'A data de execução não pode ser uma data futura.',
  docTypeRequired: 'Necessário selecionar tipo de documento.',
  fileRequired: 'Arquivo obrigatório.',
  fileTooLarge: 'O tamanho do arquivo não pode exceder 10 MB',
  fileSizeDialogTitle: 'Tamanho do arquivo não permitido.',
  fileSizeDialogText: 'O arquivo ultrapassou o limite de 10 MB.',
  fileType: 'Tipo de arquivo não permitido. Envie um arquivo .jpeg, .jpg, .pdf ou .png.',
  fileNotFound: 'Arquivo não encontrado.',
  cpfCnpjRequired: 'CPF/CNPJ obrigatório para este tipo de documento.',
  cpfOrCnpjInvalid: CPF_OR_CNPJ_INVALID,
  cnpjInvalid: CNPJ_INVALID,
  cpfInvalid: 'CPF inválido.',
  valuePositive: 'O valor deve ser maior que zero.',
  invoiceRequired: 'Nota fiscal obrigatória para este tipo de documento.',
  invoiceDigits: 'O número da nota fiscal deve conter apenas dígitos (máximo 50).',
  fillRequired: 'Informe todos os dados obrigatórios.',
  cpfCnpjAttached: 'CPF/CNPJ já anexado.',
  /** Not in the spec: the same invoice (CPF/CNPJ and number) attached twice (decision 102). */
  fiscalAttached: 'Este documento fiscal já foi anexado.',
  fiscalAboveLowest: 'Valor informado é superior ao documento de menor valor.',
  fiscalCnpjMismatch: 'CPF/CNPJ não corresponde ao documento de menor valor.',
  deleteBlocked: 'O documento não pode ser excluído, pois a ação encontra-se em deferimento.',
  cannotAddDocuments: 'Não é possível incluir documentos nesta situação da execução.',
  cannotSend: 'Não é possível enviar a execução para deferimento nesta situação.',
  discardExecutionTitle: 'Descartar execução do PARFI',
  noHistory: 'Não há histórico disponível no momento.',
  noDocuments: 'Nenhum documento anexado.',
  // §8.3 success
  executionRegistered: 'Execução registrada com sucesso.',
  executionFinished: 'Execução finalizada com sucesso',
  executionDeleted: 'Ação excluída com sucesso!',
  documentDeleted: 'O documento foi excluído com sucesso.',
  deferralDeleted: 'O deferimento selecionado foi excluído com sucesso!',
  executionDeferred: 'Execução deferida com sucesso',
  deferralCancelled: 'Deferimento cancelado.',
  // §2.6-2.8, §5.4 deferral
  noActionToDefer: 'Nenhuma ação encontrada para deferimento.',
  noSchoolForFilter: 'Nenhuma escola encontrada com este filtro.',
  regionalNotFoundTitle: 'Regional não localizada.',
  regionalNotFoundText: 'Não foi localizado ação para deferimento na regional selecionada.',
  noFiles: 'Não há arquivos disponíveis no momento.',
  reasonRequired: 'Preencha o campo motivo de indeferimento',
  reasonsRequired: 'Preencha todos os campos de motivo de indeferimento',
  detailRequired: 'Preencha o campo detalhamento',
  detailsRequired: 'Preencha todos os campos de detalhamento',
  detailTooLong: 'O detalhamento deve ter no máximo 5000 caracteres.',
  reasonInvalid: 'Motivo de indeferimento inválido.',
  allDocumentsRequired: 'Todos os documentos não finalizados devem ser avaliados.',
  documentFinalized: 'Documento finalizado não pode ser alterado.',
  notAwaitingDeferral: 'A ação não está aguardando deferimento.',
  deferralDecided: 'O deferimento já foi concluído.',
  onlyLastDeferral: 'Somente o último deferimento pode ser excluído.',
  deferralNotFound: 'Deferimento não encontrado.',
  executionNotFound: 'Execução não encontrada.',
} as const;

/** The deferral form's schema texts: the same as the action form's, without the final period (§5.4). */
export const DEFERRAL_FORM_MSG = {
  objectiveRequired: 'Necessário selecionar um objetivo',
  goalRequired: 'Necessário selecionar uma meta',
  actionRequired: 'Necessário selecionar uma ação',
  startRequired: 'A data de início é obrigatória',
  endRequired: 'A data de fim é obrigatória',
} as const;

// ---------------------------------------------------------------- constants (§9)

export const FILE_MAX_BYTES = 10 * 1024 * 1024;
export const FILE_EXTENSIONS = ['.jpeg', '.jpg', '.pdf', '.png'] as const;
export const DETAIL_MAX = 5000;
export const VALUE_INPUT_MAX = 9;
export const INVOICE_MAX = 50;
/** Budgeted value = planned value × 1.15 (§9). */
export const BUDGET_FACTOR_PERCENT = 115;
/** Objectives whose budgeted value is hidden (§2.5, §9). */
export const OBJECTIVES_WITHOUT_BUDGET: readonly number[] = [1, 8, 9];
/** Objective whose value must equal the defined one (§5.1). */
export const OBJECTIVE_FIXED_VALUE = 1;
/** Objective exempt from the available-value check (§5.1). */
export const OBJECTIVE_NO_MAXIMUM = 9;

// ---------------------------------------------------------------- money in centavos

// Parsing and conversions live in money.ts. These re-exports keep the API's parfi.repository.ts
// (being split by another change of issue 16) compiling until it imports @siam/domain/money itself.

/** Half-up rounding of `cents × numerator / denominator` with integers only. */
export function mulDivHalfUp(cents: number, numerator: number, denominator: number): number {
  const n = BigInt(cents) * BigInt(numerator);
  const d = BigInt(denominator);
  return Number((n * 2n + d) / (2n * d));
}

/** The budgeted value (§9): planned × 1.15, half-up to the centavo. */
export function budgetedCents(plannedCents: number): number {
  return mulDivHalfUp(plannedCents, BUDGET_FACTOR_PERCENT, 100);
}

/** True when the execution screen shows the budgeted value for that objective. */
export function showsBudget(objetivoId: number): boolean {
  return !OBJECTIVES_WITHOUT_BUDGET.includes(objetivoId);
}

/** A percentage with up to two decimals as hundredths (12.5 → 1250); null when it has more. */
export function percentHundredths(percent: number): number | null {
  const c = toCents(percent);
  return c === null || c > 10000 ? null : c;
}

/** `percent`% of `cents`, half-up to the centavo (percent has at most two decimals). */
export function percentOf(cents: number, percent: number): number {
  const h = percentHundredths(percent) ?? Math.round(percent * 100);
  return mulDivHalfUp(cents, h, 10000);
}

/** The PARFI value of one instalment: parcel 1 = first percentage, parcel 2 = 100 − first. */
export function parcelCents(prizeCents: number, firstParcelPercent: number, parcela: 1 | 2): number {
  const first = percentHundredths(firstParcelPercent) ?? 0;
  return mulDivHalfUp(prizeCents, parcela === 1 ? first : 10000 - first, 10000);
}

/** The instalment label of §2.1: first when the PARFI year is the first of the prize's list. */
export function parcelLabel(anoParfi: number, anosParfi: readonly number[]): string {
  const sorted = [...anosParfi].sort((a, b) => a - b);
  return sorted[0] === anoParfi ? '1ª parcela' : '2ª parcela';
}

// ---------------------------------------------------------------- mandatory objectives (§3, §9)

export interface MandatoryObjective {
  objetivoId: number;
  percentualMinimo: number;
  percentualMaximo: number | null;
  numeroAcao: number;
  quantidadeAcaoPlanejada: number;
}

export function isPending(m: Pick<MandatoryObjective, 'numeroAcao' | 'quantidadeAcaoPlanejada'>): boolean {
  return m.quantidadeAcaoPlanejada < m.numeroAcao;
}

/**
 * Minimum and maximum amounts of a mandatory objective (§9): percentages of the PARFI value, two
 * decimals; without a maximum percentage, 100 ÷ the number of mandatory objectives still unfilled
 * (at least 1).
 */
export function mandatoryAmounts(
  m: MandatoryObjective,
  all: readonly MandatoryObjective[],
  parfiCents: number,
): { valorMinimo: number; valorMaximo: number } {
  const valorMinimo = percentOf(parfiCents, m.percentualMinimo);
  if (m.percentualMaximo !== null && m.percentualMaximo !== undefined) {
    return { valorMinimo, valorMaximo: percentOf(parfiCents, m.percentualMaximo) };
  }
  const unfilled = Math.max(1, all.filter(isPending).length);
  return { valorMinimo, valorMaximo: mulDivHalfUp(parfiCents, 1, unfilled) };
}

/** Objectives offered in the action form: objective 1 only when it is a mandatory one (§5.1). */
export function selectableObjectives<T extends { id: number }>(
  objectives: readonly T[],
  mandatory: readonly { objetivoId: number }[],
): T[] {
  return objectives.filter(
    (o) => o.id !== OBJECTIVE_FIXED_VALUE || mandatory.some((m) => m.objetivoId === OBJECTIVE_FIXED_VALUE),
  );
}

/** The mandatory objective the next action must use (the first pending one), or null (§2.2). */
export function imposedObjective<T extends MandatoryObjective>(mandatory: readonly T[]): T | null {
  return mandatory.find(isPending) ?? null;
}

// ---------------------------------------------------------------- action form (§5.1)

const idInput = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: message })
      .int({ error: message })
      .positive({ error: message })
      .max(2_147_483_647, { error: message }),
  );

/** A money field (number or masked string) → integer centavos; the §5.1 messages. */
export const moneyCentsField = z
  .union([z.number(), z.string()], { error: PARFI_MSG.valueRequired })
  .superRefine((v, ctx) => {
    if (typeof v === 'string' && v.trim() === '')
      ctx.addIssue({ code: 'custom', message: PARFI_MSG.valueRequired });
    else if (typeof v === 'string' && v.trim().length < 3 && !/^\d+$/.test(v.trim()))
      ctx.addIssue({ code: 'custom', message: PARFI_MSG.valueCents });
    else if (toCents(v) === null) ctx.addIssue({ code: 'custom', message: PARFI_MSG.valueInvalid });
  })
  .transform((v) => toCents(v) as number);

const isoDate = (message: string) =>
  z.string({ error: message }).superRefine((s, ctx) => {
    const issue = isoDateIssue(s, message);
    if (issue) ctx.addIssue({ code: 'custom', message: issue });
  });

/** The action body of POST PlanoAcao (PUT adds `id`); `valor` comes out in centavos. */
export const planoAcaoSchema = z.object({
  planoParfiId: idInput('Plano PARFI inválido.'),
  objetivoId: idInput(PARFI_MSG.objectiveRequired),
  metaId: idInput(PARFI_MSG.goalRequired),
  acaoId: idInput(PARFI_MSG.actionRequired),
  valor: moneyCentsField,
  dataInicio: isoDate(PARFI_MSG.startRequired),
  dataFim: isoDate(PARFI_MSG.endRequired),
});
export const planoAcaoUpdateSchema = planoAcaoSchema.extend({ id: idInput(PARFI_MSG.actionNotFound) });

/** Date rules of §5.1 given the PARFI start ('YYYY-MM-DD'); the first failing message or null. */
export function actionDatesError(dataInicio: string, dataFim: string, parfiStart: string): string | null {
  if (dataInicio < parfiStart) return PARFI_MSG.startBeforeParfi;
  if (dataFim <= dataInicio) return PARFI_MSG.endNotAfterStart;
  return null;
}

export interface ActionValueContext {
  objetivoId: number;
  valorCents: number;
  /** Plan balance, not counting the action being edited. */
  saldoCents: number;
  /** When the objective is a mandatory one: its maximum and what is planned under it (without this action). */
  mandatory?: { valorMaximoCents: number; plannedCents: number; numeroAcao: number } | null;
}

/** The value objective 1 must equal: its maximum split over its number of actions (half-up). */
export function definedValueCents(m: { valorMaximoCents: number; numeroAcao: number }): number {
  return mulDivHalfUp(m.valorMaximoCents, 1, Math.max(1, m.numeroAcao));
}

/** What the value field's label shows as the maximum: the balance, capped by a mandatory maximum. */
export function availableCents(ctx: Omit<ActionValueContext, 'valorCents'>): number {
  const m = ctx.mandatory;
  const cap = m ? Math.max(0, m.valorMaximoCents - m.plannedCents) : Number.POSITIVE_INFINITY;
  return Math.max(0, Math.min(ctx.saldoCents, cap));
}

/** The value rules of §5.1 in order: maximum reached, objective 1 equal value, available value. */
export function actionValueError(ctx: ActionValueContext): string | null {
  if (ctx.valorCents <= 0) return PARFI_MSG.valuePositive;
  const m = ctx.mandatory;
  if (m && ctx.objetivoId !== OBJECTIVE_NO_MAXIMUM && m.plannedCents >= m.valorMaximoCents) {
    return PARFI_MSG.objectiveMaxReached;
  }
  if (ctx.objetivoId === OBJECTIVE_FIXED_VALUE && m && ctx.valorCents !== definedValueCents(m)) {
    return PARFI_MSG.valueMustEqual;
  }
  if (ctx.objetivoId !== OBJECTIVE_NO_MAXIMUM && ctx.valorCents > availableCents(ctx)) {
    return PARFI_MSG.valueAboveAvailable;
  }
  return null;
}

// ---------------------------------------------------------------- execution (§4.1, §4.2)

const REOPENED: readonly number[] = [
  SituacaoExecucao.IndeferidaNivel1,
  SituacaoExecucao.IndeferidaNivel2,
  SituacaoExecucao.IndeferidaNivel3,
  SituacaoExecucao.DeferidaNivel3,
];

export interface ExecutionState {
  status: number;
  situacao: number | null;
  /** A 'Desistência do fornecedor' or 'Desistência da escola' document is attached. */
  hasWithdrawal: boolean;
}

/** §4.2: documents can be added when a document type exists and the situation allows it. */
export function canAddDocuments(documentTypes: number, situacao: number | null): boolean {
  return documentTypes > 0 && (situacao === null || REOPENED.includes(situacao));
}

/** §4.2 Incluir: no execution, or open and (no situation, a withdrawal, rejected 1/2/3 or approved 3). */
export function incluirEnabled(execution: ExecutionState | null): boolean {
  if (!execution) return true;
  return (
    execution.status === StatusExecucao.EmAberto &&
    (execution.situacao === null || execution.hasWithdrawal || REOPENED.includes(execution.situacao))
  );
}

/** §4.2 'Enviar para deferimento': documents exist, open, and (a withdrawal, none, rejected, approved 3). */
export function enviarEnabled(execution: (ExecutionState & { documents: number }) | null): boolean {
  if (!execution || execution.documents === 0) return false;
  return (
    execution.status === StatusExecucao.EmAberto &&
    (execution.hasWithdrawal || execution.situacao === null || REOPENED.includes(execution.situacao))
  );
}

/** §4.2: deleting a document is blocked while the execution is finalised or under analysis. */
export function documentDeleteBlocked(status: number, finalizado: boolean): boolean {
  return status === StatusExecucao.Finalizada || status === StatusExecucao.EmAnalise || finalizado;
}

/** §4.2: edit and delete of an action are locked when its execution has a situation. */
export function canEditAction(executions: readonly { situacao: number | null }[]): boolean {
  return !(
    executions.length === 1 &&
    executions[0]?.situacao !== null &&
    executions[0]?.situacao !== undefined
  );
}

export const APPROVAL_LEVELS = [1, 2, 3] as const;
export type ApprovalLevel = (typeof APPROVAL_LEVELS)[number];

/** Who decides each level (docs/decisions/060): municipal, regional, state articulation. */
export const LEVEL_ROLE: Readonly<Record<ApprovalLevel, RoleId>> = {
  1: Role.ArticuladorMunicipal,
  2: Role.ArticuladorRegional,
  3: Role.EquipeArticulacaoEstadual,
};

/** The level waiting for a decision in that situation, or null. */
export function dueLevel(situacao: number | null): ApprovalLevel | null {
  if (situacao === SituacaoExecucao.EnviadaParaDeferimento) return 1;
  if (situacao === SituacaoExecucao.DeferidaNivel1) return 2;
  if (situacao === SituacaoExecucao.DeferidaNivel2) return 3;
  return null;
}

/** The levels a role may decide (the administrator: every one). */
export function levelsOf(role: RoleId): ApprovalLevel[] {
  if (role === Role.Administrador) return [...APPROVAL_LEVELS];
  return APPROVAL_LEVELS.filter((l) => LEVEL_ROLE[l] === role);
}

export function canDecide(role: RoleId, level: ApprovalLevel): boolean {
  return levelsOf(role).includes(level);
}

/** Situations awaiting the levels a role decides. */
export function awaitedSituations(role: RoleId): number[] {
  const byLevel: Record<ApprovalLevel, number> = { 1: 0, 2: 1, 3: 3 };
  return levelsOf(role).map((l) => byLevel[l]);
}

/** 'Enviar para deferimento': situation 0, under analysis. */
export function sendForApproval(): { situacao: number; status: number } {
  return { situacao: SituacaoExecucao.EnviadaParaDeferimento, status: StatusExecucao.EmAnalise };
}

/**
 * The decision of one level (§4.1, decision 060): refused → 2/4/6 and back to the school (open);
 * deferred at level 1 or 2 → 1/3, still under analysis; deferred at level 3 → the documents are
 * finalised and the execution is closed (fiscal document: 9), withdrawn (8 school, 7 supplier) or its
 * budgets approved (5).
 */
export function decide(
  level: ApprovalLevel,
  deferido: boolean,
  documents: readonly { documentoId: number }[],
): { situacao: number; status: number; finalize: boolean } {
  if (!deferido) {
    const situacao = { 1: 2, 2: 4, 3: 6 }[level];
    return { situacao, status: StatusExecucao.EmAberto, finalize: false };
  }
  if (level === 1) return { situacao: 1, status: StatusExecucao.EmAnalise, finalize: false };
  if (level === 2) return { situacao: 3, status: StatusExecucao.EmAnalise, finalize: false };
  const has = (id: number) => documents.some((d) => d.documentoId === id);
  if (has(TipoDocumento.DocumentoFiscal))
    return { situacao: 9, status: StatusExecucao.Finalizada, finalize: true };
  if (has(TipoDocumento.DesistenciaEscola))
    return { situacao: 8, status: StatusExecucao.Finalizada, finalize: true };
  if (has(TipoDocumento.DesistenciaFornecedor))
    return { situacao: 7, status: StatusExecucao.EmAberto, finalize: true };
  return { situacao: 5, status: StatusExecucao.EmAberto, finalize: true };
}

export function isWithdrawal(documentoId: number): boolean {
  return (
    documentoId === TipoDocumento.DesistenciaFornecedor || documentoId === TipoDocumento.DesistenciaEscola
  );
}

// ---------------------------------------------------------------- documents (§5.2)

export interface DocumentInput {
  documentoId: number | null;
  /** Kind (1-6) of the document type; null when the type is unknown. */
  kind: TipoDocumentoKindId | null;
  cnpj?: string | null | undefined;
  valor?: string | number | null | undefined;
  notaFiscal?: string | null | undefined;
  dataExecucao?: string | null | undefined;
  hasFile: boolean;
}

export interface AttachedDocument {
  documentoId: number;
  cnpj: string | null;
  valorCents: number | null;
  deferido: boolean | null;
  /** The invoice number of a fiscal document (when known: the server always passes it). */
  notaFiscal?: string | null;
}

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** The budget documents (kind 1) not refused, with a value. */
function liveBudgets(existing: readonly AttachedDocument[]): (AttachedDocument & { valorCents: number })[] {
  return existing.filter(
    (d): d is AttachedDocument & { valorCents: number } =>
      budgetKind(d.documentoId) && d.deferido !== false && d.valorCents !== null,
  );
}

function budgetKind(documentoId: number): boolean {
  return documentoId >= 1 && documentoId <= 3;
}

/** The lowest value among the live budgets and the CPF/CNPJs that quoted it (§5.2). */
export function lowestBudget(
  existing: readonly AttachedDocument[],
): { valorCents: number; cnpjs: string[] } | null {
  const budgets = liveBudgets(existing);
  if (budgets.length === 0) return null;
  const min = Math.min(...budgets.map((b) => b.valorCents));
  return {
    valorCents: min,
    cnpjs: budgets
      .filter((b) => b.valorCents === min && b.cnpj)
      .map((b) => normalizeCpfOrCnpj(b.cnpj as string)),
  };
}

/**
 * The §5.2 rules for one new document, in the order the form checks them; `today` is 'YYYY-MM-DD'
 * (America/Maceio); `situacao` the execution's. Answers the first failing message, or null.
 */
export function documentError(
  input: DocumentInput,
  existing: readonly AttachedDocument[],
  situacao: number | null,
  today: string,
): string | null {
  if (input.documentoId === null || input.kind === null) return PARFI_MSG.docTypeRequired;
  if (!input.hasFile) return PARFI_MSG.fileRequired;
  const fields = DOCUMENT_KIND_FIELDS[input.kind];
  if (blank(input.dataExecucao)) return PARFI_MSG.execDateRequired;
  const date = String(input.dataExecucao);
  const dateMessage = isoDateIssue(date, PARFI_MSG.execDateRequired);
  if (dateMessage) return dateMessage;
  if (date > today) return PARFI_MSG.execDateFuture;
  let doc = '';
  if (fields.cpfCnpj) {
    if (blank(input.cnpj)) return PARFI_MSG.cpfCnpjRequired;
    if (!isValidCpfOrCnpj(String(input.cnpj))) return PARFI_MSG.cpfOrCnpjInvalid;
    doc = normalizeCpfOrCnpj(String(input.cnpj));
  }
  let cents: number | null = null;
  if (fields.valor) {
    if (blank(input.valor)) return PARFI_MSG.valueRequired;
    if (
      typeof input.valor === 'string' &&
      input.valor.trim().length < 3 &&
      !/^\d+$/.test(input.valor.trim())
    ) {
      return PARFI_MSG.valueCents;
    }
    cents = toCents(input.valor);
    if (cents === null) return PARFI_MSG.valueInvalid;
    if (cents <= 0) return PARFI_MSG.valuePositive;
  }
  if (fields.numero) {
    if (blank(input.notaFiscal)) return PARFI_MSG.invoiceRequired;
    if (!new RegExp(`^\\d{1,${INVOICE_MAX}}$`).test(String(input.notaFiscal).trim()))
      return PARFI_MSG.invoiceDigits;
  }
  const fiscal = input.documentoId === TipoDocumento.DocumentoFiscal;
  if (fields.cpfCnpj && !fiscal && situacao !== SituacaoExecucao.DeferidaNivel3) {
    const taken = existing.some(
      (d) =>
        d.documentoId !== TipoDocumento.DocumentoFiscal &&
        d.cnpj !== null &&
        d.deferido !== false &&
        normalizeCpfOrCnpj(d.cnpj) === doc,
    );
    if (taken) return PARFI_MSG.cpfCnpjAttached;
  }
  if (fiscal && !blank(input.notaFiscal)) {
    // The same invoice twice (a double-submitted save) would count its value twice (decision 102).
    const number = String(input.notaFiscal).trim();
    const twice = existing.some(
      (d) =>
        d.documentoId === TipoDocumento.DocumentoFiscal &&
        d.deferido !== false &&
        d.cnpj !== null &&
        normalizeCpfOrCnpj(d.cnpj) === doc &&
        (d.notaFiscal ?? '').trim() === number,
    );
    if (twice) return PARFI_MSG.fiscalAttached;
  }
  if (fiscal && cents !== null) {
    const lowest = lowestBudget(existing);
    if (lowest) {
      if (cents > lowest.valorCents) return PARFI_MSG.fiscalAboveLowest;
      if (!lowest.cnpjs.includes(doc)) return PARFI_MSG.fiscalCnpjMismatch;
    }
  }
  return null;
}

/** The live CPF/CNPJ message while typing (§5.2): 'CPF inválido.' / 'CNPJ inválido.' or null. */
export function cpfCnpjLiveError(value: string): string | null {
  if (value.trim() === '' || isValidCpfOrCnpj(value)) return null;
  return classifyDocument(value) === 'cpf' ? PARFI_MSG.cpfInvalid : PARFI_MSG.cnpjInvalid;
}

// ---------------------------------------------------------------- files (§5.2, §9)

export type AllowedFileType = 'application/pdf' | 'image/png' | 'image/jpeg';

/** The file's type by its first bytes (magic numbers), or null when not pdf/png/jpeg. */
export function sniffFileType(head: Uint8Array): AllowedFileType | null {
  const starts = (sig: number[]) => sig.every((b, i) => head[i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  return null;
}

/** The extension a stored file gets for its detected type (a '.jpeg' name keeps '.jpeg'). */
const TYPE_EXTENSION: Record<AllowedFileType, string> = {
  'application/pdf': '.pdf',
  'image/png': '.png',
  'image/jpeg': '.jpg',
};
const STORED_NAME_MAX = 200;

/**
 * A file name as typed, cleaned: the last path segment, without control and format characters
 * (Unicode Cc, Cf: `\u202e` turned 'evil\u202egpj.pdf' into a name read 'evilfdp.jpg'), lone
 * surrogates, line separators or double quotes; trimmed.
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return base.replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}"]/gu, '').trim();
}

/**
 * The name a file is stored and served under (issue 15): `cleanFileName`, its extension replaced by
 * the one of the type its content shows (a PNG named 'foto.pdf' is 'foto.png'), 'documento' when
 * nothing is left of the name, at most 200 characters.
 */
export function storedFileName(name: string, type: AllowedFileType): string {
  const clean = cleanFileName(name);
  const dot = clean.lastIndexOf('.');
  const stem = (dot >= 0 ? clean.slice(0, dot) : clean).replace(/[\s.]+$/u, '');
  const typed = dot >= 0 ? clean.slice(dot).toLowerCase() : '';
  const ext = type === 'image/jpeg' && typed === '.jpeg' ? typed : TYPE_EXTENSION[type];
  return `${[...(stem === '' ? 'documento' : stem)].slice(0, STORED_NAME_MAX - ext.length).join('')}${ext}`;
}

/** True when the file name ends in .jpeg, .jpg, .pdf or .png (case-insensitive). */
export function hasAllowedExtension(name: string): boolean {
  const lower = name.toLowerCase();
  return FILE_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

// ---------------------------------------------------------------- deferral (§4.3, §5.4)

export interface DeferralFileInput {
  deferido: boolean | null;
  finalizado: boolean;
  motivoIndeferimentoId: number | null | undefined;
  detalhamento: string | null | undefined;
}

/**
 * §5.4: every non-finalised, non-deferred file needs a reason, then a detail (reasons are checked
 * first); the plural text when more than one refused file lacks it; details at most 5000 characters.
 */
export function deferralError(files: readonly DeferralFileInput[]): string | null {
  const refused = files.filter((f) => !f.finalizado && f.deferido !== true);
  const noReason = refused.filter((f) => !f.motivoIndeferimentoId);
  if (noReason.length === 1) return PARFI_MSG.reasonRequired;
  if (noReason.length > 1) return PARFI_MSG.reasonsRequired;
  const noDetail = refused.filter((f) => blank(f.detalhamento));
  if (noDetail.length === 1) return PARFI_MSG.detailRequired;
  if (noDetail.length > 1) return PARFI_MSG.detailsRequired;
  if (refused.some((f) => (f.detalhamento ?? '').length > DETAIL_MAX)) return PARFI_MSG.detailTooLong;
  return null;
}

/** §4.3: toggling a file to deferred clears its reason and detail. */
export function toggleDeferred<T extends DeferralFileInput>(file: T, deferido: boolean): T {
  return deferido
    ? { ...file, deferido, motivoIndeferimentoId: null, detalhamento: null }
    : { ...file, deferido };
}

export { TipoDocumentoKind };
