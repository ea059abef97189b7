/**
 * Answers sent with a client id (`respostaId`) are applied once (issue 18 item 3, decision 133): the
 * offline queue of the teacher's screens retries a call until it gets an answer, so the same answer
 * may arrive twice, or two copies at once. In the transaction that applies the answers, after the
 * monitoring's row lock and the writer's check, the ids are recorded (`resposta_recebida`, primary key
 * on the id); an id recorded before is a repeat and is not applied again, as long as it names the same
 * answer (kind, monitoring, student, skill, criterion, caller); the same id for anything else is
 * refused with 409 and nothing of the call is applied.
 */
import type { MonitoringKind } from '@siam/domain/monitoring';
import { MONITORING_MSG } from '@siam/domain/contracts/monitoring';
import type { Db } from '../../../db/types';
import { conflict } from './monitoring.flow';
import {
  findReceivedAnswers,
  recordReceivedAnswers,
  type ReceivedAnswer,
} from './received-answers.repository';

export interface IdentifiedAnswer {
  respostaId?: string | undefined;
  habilidadeId: number;
  criterioId: number;
}

export interface Received<A> {
  /** The answers to apply: those without an id and those whose id this call recorded, in order. */
  fresh: A[];
  /** The ids this call recorded (to apply), in the body's order. */
  aplicadas: string[];
  /** The ids recorded before for the same answer (not applied again), in the body's order. */
  repetidas: string[];
}

/** The same answer: what the recorded row names is what the call sends. */
function sameAnswer(a: ReceivedAnswer, b: ReceivedAnswer): boolean {
  return (
    a.tipo === b.tipo &&
    a.acompanhamentoId === b.acompanhamentoId &&
    a.alunoId === b.alunoId &&
    a.habilidadeId === b.habilidadeId &&
    a.criterioId === b.criterioId &&
    a.usuarioCpf === b.usuarioCpf
  );
}

/**
 * Records the call's ids and sorts its answers into fresh and repeated (the body's ids are distinct:
 * the contract refuses a repeated one). No id in the call: every answer is fresh, no statement.
 * An id recorded for another answer → 409 'Identificador de resposta já usado em outra resposta.'.
 */
export async function receiveAnswers<A extends IdentifiedAnswer>(
  tx: Db,
  key: { tipo: MonitoringKind; acompanhamentoId: number; alunoId: number | null; usuarioCpf: string },
  answers: A[],
): Promise<Received<A>> {
  const rows = new Map<string, ReceivedAnswer>();
  for (const a of answers) {
    if (a.respostaId === undefined) continue;
    rows.set(a.respostaId, {
      respostaId: a.respostaId,
      ...key,
      habilidadeId: a.habilidadeId,
      criterioId: a.criterioId,
    });
  }
  if (rows.size === 0) return { fresh: answers, aplicadas: [], repetidas: [] };
  const recorded = await recordReceivedAnswers(tx, [...rows.values()]);
  const before = [...rows.keys()].filter((id) => !recorded.has(id));
  if (before.length > 0) {
    const found = new Map((await findReceivedAnswers(tx, before)).map((r) => [r.respostaId, r]));
    for (const id of before) {
      const row = found.get(id);
      if (!row || !sameAnswer(row, rows.get(id)!)) throw conflict(MONITORING_MSG.respostaIdEmUso);
    }
  }
  const repeated = new Set(before);
  return {
    fresh: answers.filter((a) => a.respostaId === undefined || !repeated.has(a.respostaId)),
    aplicadas: [...rows.keys()].filter((id) => recorded.has(id)),
    repetidas: before,
  };
}

/** Every answer of the call was received before: nothing to apply, no check of the state to run. */
export function onlyRepeats(received: Received<unknown>): boolean {
  return received.fresh.length === 0 && received.repetidas.length > 0;
}
