/**
 * The answers a teacher gave that wait to be sent (decision 134): their shape, the order they are sent
 * in, how consecutive answers become one call, and what a failed call means for them. Pure functions;
 * the IndexedDB store and the sender are in `outbox.ts`.
 */
import type { ActivityAnswer, StudentAnswersBody } from '@siam/domain/contracts/monitoring';
import type { MonitoringKind } from '@siam/domain/monitoring';
import type { RoleId } from '@siam/domain/roles';

export type OutboxState = 'aguardando' | 'recusada';

/** One answer: one skill's level for a class (activities) or for one student (learning). */
export interface OutboxAnswer {
  /** Client-generated UUID, unique on the server: a retried answer is applied once. */
  respostaId: string;
  /** The order given (sent in this order). */
  seq: number;
  tipo: MonitoringKind;
  acompanhamentoId: number;
  /** Learning: the student; activities: null. */
  alunoId: number | null;
  habilidadeId: number;
  criterioId: number;
  estruturaId: number;
  categoriaId: number;
  nivel: number;
  /** The role the answer was given as (the `Perfil` header it is sent with). */
  perfil: RoleId;
  /** For the review list: the class, the skill and the student's name (no CPF is stored). */
  turma: string;
  habilidade: string;
  aluno: string | null;
  criadaEm: string;
  estado: OutboxState;
  /** The server's message when refused. */
  mensagem?: string;
}

/** Where an answer goes: one monitoring, and for learning one student. */
export function targetOf(a: Pick<OutboxAnswer, 'tipo' | 'acompanhamentoId' | 'alunoId'>): string {
  return `${a.tipo}:${a.acompanhamentoId}:${a.alunoId ?? '-'}`;
}

/** The same skill of the same target. */
export function sameSkill(
  a: OutboxAnswer,
  b: Pick<OutboxAnswer, 'tipo' | 'acompanhamentoId' | 'alunoId' | 'habilidadeId'>,
): boolean {
  return targetOf(a) === targetOf(b) && a.habilidadeId === b.habilidadeId;
}

/**
 * The waiting answers a new one replaces: an earlier waiting answer of the same skill is superseded
 * (the newer level is what the teacher means). Refused answers stay for review.
 */
export function superseded(existing: readonly OutboxAnswer[], incoming: readonly OutboxAnswer[]): string[] {
  return existing
    .filter((e) => e.estado === 'aguardando' && incoming.some((n) => sameSkill(e, n)))
    .map((e) => e.respostaId);
}

/** At most this many answers per call. */
export const BATCH_MAX = 200;

/**
 * The waiting answers in the order given, cut into calls: consecutive answers of one target (and role)
 * go together, up to BATCH_MAX.
 */
export function batches(answers: readonly OutboxAnswer[]): OutboxAnswer[][] {
  const waiting = answers.filter((a) => a.estado === 'aguardando').sort((a, b) => a.seq - b.seq);
  const out: OutboxAnswer[][] = [];
  for (const a of waiting) {
    const last = out[out.length - 1];
    const head = last?.[0];
    if (
      last &&
      head &&
      targetOf(head) === targetOf(a) &&
      head.perfil === a.perfil &&
      last.length < BATCH_MAX
    ) {
      last.push(a);
    } else {
      out.push([a]);
    }
  }
  return out;
}

/** What a failed call means for its answers. */
export type FailureKind =
  /** No answer from the server, or it is unavailable: keep waiting, retry later. */
  | 'retry'
  /** The session ended: keep waiting until the same user signs in again. */
  | 'session'
  /** The server refused these answers (its message is kept for review). */
  | 'refused';

export function failureKind(status: number): FailureKind {
  if (status === 401) return 'session';
  if (status === 0 || status === 408 || status === 425 || status === 429 || status >= 500) return 'retry';
  return 'refused';
}

/** The body of the call for one batch (the spec's calls, each answer with its `respostaId`). */
export function requestOf(
  batch: readonly OutboxAnswer[],
  fichaAtividade: number,
): { path: string; body: ActivityAnswer[] | StudentAnswersBody } {
  const head = batch[0]!;
  if (head.tipo === 'atividade') {
    return {
      path: '/AcompanhamentoAtividadeTurma/Resposta',
      body: batch.map((a): ActivityAnswer => ({
        respostaId: a.respostaId,
        criterioId: a.criterioId,
        acompanhamentoAtividadeTurmaId: a.acompanhamentoId,
        fichaId: fichaAtividade,
        estruturaId: a.estruturaId,
        categoriaId: a.categoriaId,
        habilidadeId: a.habilidadeId,
      })),
    };
  }
  // A learning answer is always a student's (the entry sheet records it with its student).
  if (head.alunoId === null) throw new Error('A learning answer without its student.');
  return {
    path: '/AcompanhamentoAprendizagemAluno/Respostas',
    body: {
      alunoId: head.alunoId,
      acompanhamentoId: head.acompanhamentoId,
      respostas: batch.map((a) => ({
        respostaId: a.respostaId,
        criterioId: a.criterioId,
        habilidadeId: a.habilidadeId,
      })),
    },
  };
}

/** '1 resposta aguardando envio', '12 respostas aguardando envio'. */
export function waitingLabel(count: number): string {
  return count === 1 ? '1 resposta aguardando envio' : `${count} respostas aguardando envio`;
}

/** '1 resposta recusada', '3 respostas recusadas'. */
export function refusedLabel(count: number): string {
  return count === 1 ? '1 resposta recusada' : `${count} respostas recusadas`;
}
