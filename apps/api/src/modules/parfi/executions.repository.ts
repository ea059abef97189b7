/**
 * PARFI data access: executions of actions and their files.
 */
import { and, asc, eq } from 'drizzle-orm';
import { arquivoAnexado, deferirExecucao, execucaoAcao, tipoDocumento } from '../../db/schema/parfi';
import type { Db } from '../../db/types';
import { centsText } from '@siam/domain/money';

export interface ExecutionRow {
  id: number;
  planoAcaoId: number;
  situacao: number | null;
  status: number;
}

export async function findExecution(
  db: Db,
  by: { id?: number; planoAcaoId?: number },
  lock = false,
): Promise<ExecutionRow | null> {
  const where =
    by.id !== undefined ? eq(execucaoAcao.id, by.id) : eq(execucaoAcao.planoAcaoId, by.planoAcaoId ?? -1);
  const q = db
    .select({
      id: execucaoAcao.id,
      planoAcaoId: execucaoAcao.planoAcaoId,
      situacao: execucaoAcao.situacao,
      status: execucaoAcao.status,
    })
    .from(execucaoAcao)
    .where(where);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function insertExecution(db: Db, planoAcaoId: number): Promise<ExecutionRow> {
  await db.insert(execucaoAcao).values({ planoAcaoId, status: 0 }).onConflictDoNothing();
  const row = await findExecution(db, { planoAcaoId }, true);
  if (!row) throw new Error('execution vanished');
  return row;
}

export async function setExecutionState(
  db: Db,
  id: number,
  situacao: number | null,
  status: number,
): Promise<void> {
  await db
    .update(execucaoAcao)
    .set({ situacao, status, updatedAt: new Date() })
    .where(eq(execucaoAcao.id, id));
}

/** Deletes an execution with its approval history and documents; answers the contents keys to remove. */
export async function deleteExecution(db: Db, id: number): Promise<string[]> {
  const files = await db
    .select({ id: arquivoAnexado.id, conteudoId: arquivoAnexado.conteudoId })
    .from(arquivoAnexado)
    .where(eq(arquivoAnexado.execucaoAcaoId, id));
  await db.delete(deferirExecucao).where(eq(deferirExecucao.execucaoAcaoId, id));
  await db.delete(arquivoAnexado).where(eq(arquivoAnexado.execucaoAcaoId, id));
  await db.delete(execucaoAcao).where(eq(execucaoAcao.id, id));
  return files.map((f) => f.conteudoId);
}

export interface FileRow {
  id: number;
  execucaoAcaoId: number;
  documentoId: number;
  tipo: number;
  nome: string;
  contentType: string;
  tamanho: number;
  conteudoId: string;
  dataExecucao: string;
  cnpj: string | null;
  valorOrcamento: string | null;
  notaFiscal: string | null;
  deferido: boolean | null;
  finalizado: boolean;
  motivoIndeferimentoId: number | null;
  detalhamento: string | null;
}

const fileColumns = {
  id: arquivoAnexado.id,
  execucaoAcaoId: arquivoAnexado.execucaoAcaoId,
  documentoId: arquivoAnexado.documentoId,
  tipo: tipoDocumento.tipo,
  nome: arquivoAnexado.nome,
  contentType: arquivoAnexado.contentType,
  tamanho: arquivoAnexado.tamanho,
  conteudoId: arquivoAnexado.conteudoId,
  dataExecucao: arquivoAnexado.dataExecucao,
  cnpj: arquivoAnexado.cnpj,
  valorOrcamento: arquivoAnexado.valorOrcamento,
  notaFiscal: arquivoAnexado.notaFiscal,
  deferido: arquivoAnexado.deferido,
  finalizado: arquivoAnexado.finalizado,
  motivoIndeferimentoId: arquivoAnexado.motivoIndeferimentoId,
  detalhamento: arquivoAnexado.detalhamento,
};

export function findFilesOfExecution(db: Db, execucaoId: number): Promise<FileRow[]> {
  return db
    .select(fileColumns)
    .from(arquivoAnexado)
    .innerJoin(tipoDocumento, eq(tipoDocumento.id, arquivoAnexado.documentoId))
    .where(eq(arquivoAnexado.execucaoAcaoId, execucaoId))
    .orderBy(asc(arquivoAnexado.id));
}

export async function findFileById(db: Db, id: number): Promise<FileRow | null> {
  const [row] = await db
    .select(fileColumns)
    .from(arquivoAnexado)
    .innerJoin(tipoDocumento, eq(tipoDocumento.id, arquivoAnexado.documentoId))
    .where(eq(arquivoAnexado.id, id));
  return row ?? null;
}

/** A new attached file: `FileRow`'s own fields, with the budget value in cents. */
export type NewFile = Pick<
  FileRow,
  | 'execucaoAcaoId'
  | 'documentoId'
  | 'nome'
  | 'contentType'
  | 'tamanho'
  | 'conteudoId'
  | 'dataExecucao'
  | 'cnpj'
  | 'notaFiscal'
> & { valorCents: number | null };

export async function insertFile(db: Db, v: NewFile): Promise<number> {
  const [row] = await db
    .insert(arquivoAnexado)
    .values({
      execucaoAcaoId: v.execucaoAcaoId,
      documentoId: v.documentoId,
      nome: v.nome,
      contentType: v.contentType,
      tamanho: v.tamanho,
      conteudoId: v.conteudoId,
      dataExecucao: v.dataExecucao,
      cnpj: v.cnpj,
      valorOrcamento: v.valorCents === null ? null : centsText(v.valorCents),
      notaFiscal: v.notaFiscal,
    })
    .returning({ id: arquivoAnexado.id });
  if (!row) throw new Error('insert arquivo_anexado returned no row');
  return row.id;
}

export async function deleteFile(db: Db, id: number): Promise<void> {
  await db.delete(arquivoAnexado).where(eq(arquivoAnexado.id, id));
}

/** Sending again: the documents not finalised go back to pending review. */
export async function resetPendingFiles(db: Db, execucaoId: number): Promise<void> {
  await db
    .update(arquivoAnexado)
    .set({ deferido: null, motivoIndeferimentoId: null, detalhamento: null })
    .where(and(eq(arquivoAnexado.execucaoAcaoId, execucaoId), eq(arquivoAnexado.finalizado, false)));
}

export async function setFileDecision(
  db: Db,
  id: number,
  v: {
    deferido: boolean | null;
    motivoIndeferimentoId: number | null;
    detalhamento: string | null;
    finalizado?: boolean;
  },
): Promise<void> {
  await db.update(arquivoAnexado).set(v).where(eq(arquivoAnexado.id, id));
}
