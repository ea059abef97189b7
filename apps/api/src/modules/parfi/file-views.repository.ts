/**
 * PARFI data access: the answer views of files and deferral records (with the refusal reasons' names).
 */
import { tipoDocumentoLabel } from '@siam/domain/enums';
import type { Db } from '../../db/types';
import { findRefusalReasons } from './catalogue.repository';
import type { DeferralRow, findFileDecisions } from './deferrals.repository';
import type { FileRow } from './executions.repository';
import { dbMoney } from '@siam/domain/money';

export type ReasonNames = Map<number, string>;

export async function reasonNames(db: Db): Promise<ReasonNames> {
  return new Map((await findRefusalReasons(db)).map((r) => [r.id, r.descricao]));
}

export function toFileView(
  f: FileRow,
  decisions: Awaited<ReturnType<typeof findFileDecisions>>,
  reasons: ReasonNames,
) {
  return {
    id: f.id,
    execucaoAcaoId: f.execucaoAcaoId,
    documentoId: f.documentoId,
    tipoDocumento: tipoDocumentoLabel(f.documentoId),
    tipo: f.tipo,
    nome: f.nome,
    contentType: f.contentType,
    tamanho: f.tamanho,
    dataExecucao: f.dataExecucao,
    cnpj: f.cnpj,
    valorOrcamento:
      f.valorOrcamento === null || f.valorOrcamento === undefined ? null : dbMoney(f.valorOrcamento),
    notaFiscal: f.notaFiscal,
    deferido: f.deferido,
    finalizado: f.finalizado,
    motivoIndeferimentoId: f.motivoIndeferimentoId,
    motivoIndeferimento: f.motivoIndeferimentoId ? (reasons.get(f.motivoIndeferimentoId) ?? null) : null,
    detalhamento: f.detalhamento,
    deferirArquivos: decisions
      .filter((d) => d.arquivoAnexadoId === f.id)
      .map((d) => ({
        id: d.id,
        deferirExecucaoId: d.deferirExecucaoId,
        nivelDeferimentoId: d.nivelDeferimentoId,
        data: d.data.toISOString(),
        deferido: d.deferido,
        motivoIndeferimentoId: d.motivoIndeferimentoId,
        motivoIndeferimento: d.motivoIndeferimentoId ? (reasons.get(d.motivoIndeferimentoId) ?? null) : null,
        detalhamento: d.detalhamento,
      })),
  };
}
export type FileView = ReturnType<typeof toFileView>;

export function toDeferralView(d: DeferralRow) {
  return {
    id: d.id,
    execucaoAcaoId: d.execucaoAcaoId,
    data: d.data.toISOString(),
    nivelDeferimentoId: d.nivelDeferimentoId,
    deferido: d.deferido,
    motivoIndeferimentoId: d.motivoIndeferimentoId,
    detalhamento: d.detalhamento,
    nomeUsuario: d.nomeUsuario,
    perfilId: d.perfilId,
    situacaoAnterior: d.situacaoAnterior,
  };
}
export type DeferralView = ReturnType<typeof toDeferralView>;
