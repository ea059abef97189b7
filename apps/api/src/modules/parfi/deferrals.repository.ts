/**
 * PARFI data access: the deferral (approval) records of an execution and of its files.
 */
import { desc, eq, inArray } from 'drizzle-orm';
import { deferirArquivo, deferirExecucao } from '../../db/schema/parfi';
import type { Db } from '../../db/types';

export interface DeferralRow {
  id: number;
  execucaoAcaoId: number;
  nivelDeferimentoId: number;
  deferido: boolean | null;
  motivoIndeferimentoId: number | null;
  detalhamento: string | null;
  situacaoAnterior: number | null;
  statusAnterior: number;
  nomeUsuario: string | null;
  perfilId: number | null;
  data: Date;
}

export function findDeferrals(db: Db, execucaoId: number): Promise<DeferralRow[]> {
  return db
    .select({
      id: deferirExecucao.id,
      execucaoAcaoId: deferirExecucao.execucaoAcaoId,
      nivelDeferimentoId: deferirExecucao.nivelDeferimentoId,
      deferido: deferirExecucao.deferido,
      motivoIndeferimentoId: deferirExecucao.motivoIndeferimentoId,
      detalhamento: deferirExecucao.detalhamento,
      situacaoAnterior: deferirExecucao.situacaoAnterior,
      statusAnterior: deferirExecucao.statusAnterior,
      nomeUsuario: deferirExecucao.nomeUsuario,
      perfilId: deferirExecucao.perfilId,
      data: deferirExecucao.data,
    })
    .from(deferirExecucao)
    .where(eq(deferirExecucao.execucaoAcaoId, execucaoId))
    .orderBy(desc(deferirExecucao.id));
}

export async function findFileDecisions(db: Db, fileIds: number[]) {
  if (fileIds.length === 0) return [];
  return db
    .select({
      id: deferirArquivo.id,
      arquivoAnexadoId: deferirArquivo.arquivoAnexadoId,
      deferirExecucaoId: deferirArquivo.deferirExecucaoId,
      nivelDeferimentoId: deferirExecucao.nivelDeferimentoId,
      data: deferirExecucao.data,
      deferido: deferirArquivo.deferido,
      motivoIndeferimentoId: deferirArquivo.motivoIndeferimentoId,
      detalhamento: deferirArquivo.detalhamento,
    })
    .from(deferirArquivo)
    .innerJoin(deferirExecucao, eq(deferirExecucao.id, deferirArquivo.deferirExecucaoId))
    .where(inArray(deferirArquivo.arquivoAnexadoId, fileIds))
    .orderBy(desc(deferirArquivo.id));
}
