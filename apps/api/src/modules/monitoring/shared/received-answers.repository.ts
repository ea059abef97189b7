import { inArray } from 'drizzle-orm';
import type { MonitoringKind } from '@siam/domain/monitoring';
import { respostaRecebida } from '../../../db/schema/monitoring';
import type { Db } from '../../../db/types';

/** What a received answer's id names (a row of `resposta_recebida`, decision 133). */
export interface ReceivedAnswer {
  respostaId: string;
  tipo: MonitoringKind;
  acompanhamentoId: number;
  alunoId: number | null;
  habilidadeId: number;
  criterioId: number;
  usuarioCpf: string;
}

/**
 * Records the ids in the caller's transaction: one `insert … on conflict do nothing returning`, in the
 * ids' order (two calls that share ids take their key locks in the same order). Answers the ids this
 * statement recorded; an id recorded before (or by a concurrent call that committed: the primary key
 * makes this statement wait for it) is not among them.
 */
export async function recordReceivedAnswers(db: Db, rows: ReceivedAnswer[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const sorted = [...rows].sort((a, b) => (a.respostaId < b.respostaId ? -1 : 1));
  const inserted = await db
    .insert(respostaRecebida)
    .values(sorted)
    .onConflictDoNothing({ target: respostaRecebida.respostaId })
    .returning({ respostaId: respostaRecebida.respostaId });
  return new Set(inserted.map((r) => r.respostaId));
}

/** The recorded rows of these ids (a later statement: it sees what a concurrent call committed). */
export async function findReceivedAnswers(db: Db, ids: string[]): Promise<ReceivedAnswer[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      respostaId: respostaRecebida.respostaId,
      tipo: respostaRecebida.tipo,
      acompanhamentoId: respostaRecebida.acompanhamentoId,
      alunoId: respostaRecebida.alunoId,
      habilidadeId: respostaRecebida.habilidadeId,
      criterioId: respostaRecebida.criterioId,
      usuarioCpf: respostaRecebida.usuarioCpf,
    })
    .from(respostaRecebida)
    .where(inArray(respostaRecebida.respostaId, ids));
}
