import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { arquivoAnexado, deferirArquivo, deferirExecucao } from '../../db/schema/parfi';
import type { Db } from '../../db/types';

export interface DeferralRecord {
  id: number;
  execucaoAcaoId: number;
  nivelDeferimentoId: number;
  deferido: boolean | null;
  situacaoAnterior: number | null;
  statusAnterior: number;
}

const recordColumns = {
  id: deferirExecucao.id,
  execucaoAcaoId: deferirExecucao.execucaoAcaoId,
  nivelDeferimentoId: deferirExecucao.nivelDeferimentoId,
  deferido: deferirExecucao.deferido,
  situacaoAnterior: deferirExecucao.situacaoAnterior,
  statusAnterior: deferirExecucao.statusAnterior,
};

export async function findRecord(db: Db, id: number, lock = false): Promise<DeferralRecord | null> {
  const q = db.select(recordColumns).from(deferirExecucao).where(eq(deferirExecucao.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function findOpenRecord(db: Db, execucaoId: number): Promise<DeferralRecord | null> {
  const [row] = await db
    .select(recordColumns)
    .from(deferirExecucao)
    .where(and(eq(deferirExecucao.execucaoAcaoId, execucaoId), isNull(deferirExecucao.deferido)));
  return row ?? null;
}

/** The newest decided record of an execution. */
export async function findLastDecided(db: Db, execucaoId: number): Promise<DeferralRecord | null> {
  const [row] = await db
    .select(recordColumns)
    .from(deferirExecucao)
    .where(and(eq(deferirExecucao.execucaoAcaoId, execucaoId), sql`${deferirExecucao.deferido} is not null`))
    .orderBy(desc(deferirExecucao.id))
    .limit(1);
  return row ?? null;
}

export async function insertRecord(
  db: Db,
  v: {
    execucaoAcaoId: number;
    nivelDeferimentoId: number;
    situacaoAnterior: number | null;
    statusAnterior: number;
    usuarioId: number;
    nomeUsuario: string;
    perfilId: number;
  },
): Promise<number> {
  const [row] = await db.insert(deferirExecucao).values(v).returning({ id: deferirExecucao.id });
  if (!row) throw new Error('insert deferir_execucao returned no row');
  return row.id;
}

export async function deleteRecord(db: Db, id: number): Promise<void> {
  await db.delete(deferirExecucao).where(eq(deferirExecucao.id, id));
}

export async function closeRecord(
  db: Db,
  id: number,
  v: {
    deferido: boolean;
    motivoIndeferimentoId: number | null;
    detalhamento: string | null;
    usuarioId: number;
    nomeUsuario: string;
    perfilId: number;
    data: Date;
  },
): Promise<void> {
  await db.update(deferirExecucao).set(v).where(eq(deferirExecucao.id, id));
}

export async function insertFileDecisions(
  db: Db,
  rows: {
    deferirExecucaoId: number;
    arquivoAnexadoId: number;
    deferido: boolean;
    motivoIndeferimentoId: number | null;
    detalhamento: string | null;
  }[],
): Promise<void> {
  if (rows.length > 0) await db.insert(deferirArquivo).values(rows);
}

/** The files decided by a record. */
export async function filesOfRecord(db: Db, recordId: number): Promise<number[]> {
  const rows = await db
    .select({ id: deferirArquivo.arquivoAnexadoId })
    .from(deferirArquivo)
    .where(eq(deferirArquivo.deferirExecucaoId, recordId));
  return rows.map((r) => r.id);
}

/** Each file's decision in the newest record before `recordId` (to restore after an undo). */
export async function previousDecisions(db: Db, execucaoId: number, recordId: number, fileIds: number[]) {
  if (fileIds.length === 0) return [];
  return db
    .select({
      arquivoAnexadoId: deferirArquivo.arquivoAnexadoId,
      deferido: deferirArquivo.deferido,
      motivoIndeferimentoId: deferirArquivo.motivoIndeferimentoId,
      detalhamento: deferirArquivo.detalhamento,
      recordId: deferirExecucao.id,
    })
    .from(deferirArquivo)
    .innerJoin(deferirExecucao, eq(deferirExecucao.id, deferirArquivo.deferirExecucaoId))
    .where(
      and(
        eq(deferirExecucao.execucaoAcaoId, execucaoId),
        lt(deferirExecucao.id, recordId),
        inArray(deferirArquivo.arquivoAnexadoId, fileIds),
      ),
    )
    .orderBy(desc(deferirExecucao.id));
}

export async function finalizeFiles(db: Db, execucaoId: number): Promise<void> {
  await db
    .update(arquivoAnexado)
    .set({ finalizado: true })
    .where(and(eq(arquivoAnexado.execucaoAcaoId, execucaoId), eq(arquivoAnexado.finalizado, false)));
}
