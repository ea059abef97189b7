/**
 * School import from the state register (SGU) and synchronisation with the school-management system
 * (SIGE), spec 03 §2.15, §2.16, §5.3, §7.4, §8.1 and §8.3: the INEP rule, the shapes both sides
 * exchange and every text, written once for the API and the screens.
 */
import { z } from 'zod';

// §5.3
export const INEP_INVALID = 'Codigo INEP inválido.';
export const INEP_REQUIRED = 'Código Inep obrigatório';
export const INEP_LENGTH = 8;

/** The INEP code of a school: required, exactly 8 digits. */
export const schoolInepSchema = z
  .string({ error: INEP_REQUIRED })
  .trim()
  .min(1, { error: INEP_REQUIRED })
  .regex(/^\d{8}$/, { error: INEP_INVALID });

// §8.1 and §8.3: import screen.
export const SGU_SCHOOL_NOT_FOUND = 'Não foi possível localizar escola SGU.';
/** The default when the search fails without a message (the spec's ellipsed wording, completed). */
export const SGU_SEARCH_ERROR = 'Não foi possível localizar escola no SGU, tente novamente mais tarde.';
export const SGU_UNAVAILABLE =
  'Não foi possível localizar escola no SGU: o sistema não respondeu. Tente novamente mais tarde.';
export const SGU_INVALID_ANSWER =
  'Não foi possível localizar escola no SGU: o sistema respondeu com dados inválidos.';
export const SCHOOL_IMPORTED = 'Escola importada com sucesso.';
export const SCHOOL_UPDATED = 'Escola atualizada com sucesso.';
export const SCHOOL_DELETED = 'Escola excluída com sucesso.';
export const SCHOOL_SAVE_FAILED = 'Não foi possível salvar a escola.';
export const SCHOOL_SAVE_ERROR = 'Erro ao salva escola, tente novamente mais tarde.';
export const SCHOOL_DELETE_ERROR = 'Não foi possível excluir a escola, tente novamente mais tarde.';
export const SCHOOL_NOT_IN_SIAM = 'Esta escola não está cadastrada no SIAM.';
export const SCHOOL_HAS_CLASSES = 'Não é possível excluir a escola, pois ela possui turmas cadastradas.';
export const SCHOOL_MUNICIPIO_UNKNOWN = `${SCHOOL_SAVE_FAILED} O município da escola não está cadastrado no SIAM.`;
export const SCHOOL_DELETE_CONFIRM = 'Tem certeza que deseja excluir a escola do SIAM?';

// §2.15 and §8.1: synchronisation.
export const SYNC_TITLE = 'Sincronizar SIAM com SIGE';
export const SYNC_CONFIRM = 'Tem certeza que quer executar agora?';
export const SYNC_NOT_SIGE =
  'Esta escola não utiliza o SIGE. Por isso, não é possível realizar a sincronização.';
export const SYNC_NO_CHANGES =
  'Não houve mudanças em turmas nem alunos, pois as informações no SIAM já estão iguais às do SIGE.';
export const SYNC_ERROR = 'Não foi possível sincronizar a escola, tente novamente mais tarde.';
export const SIGE_UNAVAILABLE =
  'Não foi possível sincronizar: o SIGE não respondeu. Tente novamente mais tarde.';
export const SIGE_INVALID_ANSWER = 'Não foi possível sincronizar: o SIGE respondeu com dados inválidos.';
export const SIGE_SCHOOL_NOT_FOUND = 'Não foi possível sincronizar: a escola não foi encontrada no SIGE.';
export const SIGE_CONFLICT =
  'Não foi possível sincronizar: o SIGE informou dados em conflito (um CPF ou uma matrícula repetidos). Nenhuma alteração foi feita.';

/** The reason (Motivo) of each change a synchronisation reports. */
export const SYNC_REASON = {
  classCreated: 'Turma criada a partir do SIGE.',
  classUpdated: 'Dados da turma atualizados conforme o SIGE.',
  classDeactivated: 'Turma não consta mais no SIGE: foi desativada.',
  studentCreated: 'Estudante cadastrado e enturmado conforme o SIGE.',
  studentEnrolled: 'Estudante enturmado conforme o SIGE.',
  studentMoved: (from: string) => `Estudante remanejado da turma ${from}.`,
  studentUpdated: 'Dados do estudante atualizados conforme o SIGE.',
  studentLeft: 'Estudante não consta mais nesta turma no SIGE: enturmação encerrada (histórico mantido).',
} as const;

/** The kept results of past synchronisations (issue 17 item 6, decision 126). */
export const SYNC_RESULT_NOT_FOUND = 'Nenhuma sincronização encontrada.';
export const SYNC_RESULT_SCHOOL_REQUIRED = 'Informe a escola.';
export const SYNC_RESULTS_ERROR = 'Não foi possível carregar as sincronizações anteriores.';

/** How many changes of each kind a synchronisation made (its summary). */
export interface SyncSummary {
  turmasCriadas: number;
  turmasAtualizadas: number;
  turmasDesativadas: number;
  estudantesCadastrados: number;
  estudantesAtualizados: number;
  /** Enrolled in a class of the school: moved from another class or coming without one. */
  estudantesEnturmados: number;
  estudantesSairam: number;
  total: number;
}

const MOVED_PREFIX = SYNC_REASON.studentMoved('\u0000').split('\u0000')[0] ?? '';

/** Counts the changes of a synchronisation by kind, from the rows it answered. */
export function summarizeSync(rows: readonly { mensagem: string }[]): SyncSummary {
  const s: SyncSummary = {
    turmasCriadas: 0,
    turmasAtualizadas: 0,
    turmasDesativadas: 0,
    estudantesCadastrados: 0,
    estudantesAtualizados: 0,
    estudantesEnturmados: 0,
    estudantesSairam: 0,
    total: rows.length,
  };
  for (const { mensagem } of rows) {
    if (mensagem === SYNC_REASON.classCreated) s.turmasCriadas++;
    else if (mensagem === SYNC_REASON.classUpdated) s.turmasAtualizadas++;
    else if (mensagem === SYNC_REASON.classDeactivated) s.turmasDesativadas++;
    else if (mensagem === SYNC_REASON.studentCreated) s.estudantesCadastrados++;
    else if (mensagem === SYNC_REASON.studentUpdated) s.estudantesAtualizados++;
    else if (mensagem === SYNC_REASON.studentLeft) s.estudantesSairam++;
    else if (mensagem === SYNC_REASON.studentEnrolled || mensagem.startsWith(MOVED_PREFIX))
      s.estudantesEnturmados++;
  }
  return s;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The summary in words, for the list of past synchronisations ('Nenhuma mudança' when none). */
export function syncSummaryText(s: SyncSummary): string {
  if (s.total === 0) return 'Nenhuma mudança';
  const parts: string[] = [];
  if (s.turmasCriadas) parts.push(plural(s.turmasCriadas, 'turma criada', 'turmas criadas'));
  if (s.turmasAtualizadas) parts.push(plural(s.turmasAtualizadas, 'turma atualizada', 'turmas atualizadas'));
  if (s.turmasDesativadas) parts.push(plural(s.turmasDesativadas, 'turma desativada', 'turmas desativadas'));
  if (s.estudantesCadastrados)
    parts.push(plural(s.estudantesCadastrados, 'estudante cadastrado', 'estudantes cadastrados'));
  if (s.estudantesAtualizados)
    parts.push(plural(s.estudantesAtualizados, 'estudante atualizado', 'estudantes atualizados'));
  if (s.estudantesEnturmados)
    parts.push(plural(s.estudantesEnturmados, 'estudante enturmado', 'estudantes enturmados'));
  if (s.estudantesSairam) parts.push(plural(s.estudantesSairam, 'estudante saiu', 'estudantes saíram'));
  return parts.join(', ');
}

// The shapes of the import and the sync calls are the wire contracts: contracts/register-import.ts
// and contracts/sige-sync.ts.

/** Whether the import screen offers Excluir (spec 03 §6). */
export function canDeleteImportedSchool(s: { siam: boolean; id: number | null; turma: number }): boolean {
  return s.siam && s.id !== null && s.turma === 0;
}
