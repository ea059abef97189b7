/**
 * Attached documents of an execution (spec 03 §2.5, §4.2, §5.2, §7.3): upload with every document rule
 * by document-type kind, streamed download, deletion unless the execution is under approval. Every
 * change runs under the plan row's lock, recalculates the plan and leaves an audit record.
 */
import { dbCents, toCents } from '@siam/domain/money';
import {
  PARFI_MSG,
  cleanFileName,
  documentError,
  documentDeleteBlocked,
  hasAllowedExtension,
  incluirEnabled,
  isWithdrawal,
  sniffFileType,
  storedFileName,
  type AttachedDocument,
} from '@siam/domain/parfi';
import { normalizeCpfOrCnpj } from '@siam/domain/cnpj';
import { tipoDocumentoKind } from '@siam/domain/enums';
import { monitoringToday } from '@siam/domain/monitoring';
import type { Db } from '../../db/types';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { audit } from '../audit';
import type { Caller } from '../../lib/caller';
import {
  buildExecutionView,
  deleteFile,
  findActionById,
  findDocumentTypes,
  findExecution,
  findFileById,
  findFilesOfExecution,
  insertExecution,
  insertFile,
  planInScope,
  type PlanRow,
  recalculatePlan,
} from '../parfi';
import type { FileStorage } from '../../db/file-storage';
import { findFileOwner } from './files.repository';

export interface Ctx {
  caller: Caller;
  ip?: string | null;
}

/** Where a document belongs: `codigoInep` and `ano` (the PARFI year) of the query. */
export interface FilePlace {
  codigoInep: string;
  ano: number;
}

export interface UploadFields {
  Cnpj?: string | undefined;
  ValorOrcamento?: string | undefined;
  NotaFiscal?: string | undefined;
  PlanoAcaoId?: string | undefined;
  DocumentoId?: string | undefined;
  DataExecucao?: string | undefined;
}

export interface UploadedFile {
  filename: string;
  data: Buffer;
}

const CONFLICT = (message: string) => new AppError('CONFLICT', 409, message);

const positiveInt = (v: string | undefined): number | null =>
  v !== undefined && /^\s*\d{1,9}\s*$/.test(v) && Number(v) > 0 ? Number(v) : null;

function samePlace(plan: PlanRow, place: FilePlace): boolean {
  return plan.escolaInep === place.codigoInep && plan.anoParfi === place.ano;
}

export function createFilesService(db: Db, storage: FileStorage, now: () => Date) {
  return {
    /** POST ArquivoAnexado?codigoInep&ano (multipart). */
    async upload(ctx: Ctx, place: FilePlace, fields: UploadFields, file: UploadedFile | null) {
      const documentoId = positiveInt(fields.DocumentoId);
      const kind = documentoId === null ? null : tipoDocumentoKind(documentoId);
      const planoAcaoId = positiveInt(fields.PlanoAcaoId);
      if (planoAcaoId === null) throw badRequest(PARFI_MSG.actionNotFound);

      return db.transaction(async (tx) => {
        const action = await findActionById(tx, planoAcaoId);
        if (!action) throw notFound(PARFI_MSG.actionNotFound);
        const plan = await planInScope(tx, ctx.caller, action.planoParfiId, true);
        if (!samePlace(plan, place)) throw notFound(PARFI_MSG.actionNotFound);

        const execution = await findExecution(tx, { planoAcaoId }, true);
        const existing = execution ? await findFilesOfExecution(tx, execution.id) : [];
        const state = execution
          ? {
              status: execution.status,
              situacao: execution.situacao,
              hasWithdrawal: existing.some((f) => isWithdrawal(f.documentoId)),
            }
          : null;
        if (!incluirEnabled(state) || (await findDocumentTypes(tx)).length === 0) {
          throw CONFLICT(PARFI_MSG.cannotAddDocuments);
        }

        const attached: AttachedDocument[] = existing.map((f) => ({
          documentoId: f.documentoId,
          cnpj: f.cnpj,
          valorCents: f.valorOrcamento === null ? null : dbCents(f.valorOrcamento),
          deferido: f.deferido,
          notaFiscal: f.notaFiscal,
        }));
        const input = {
          documentoId: kind === null ? null : documentoId,
          kind,
          cnpj: fields.Cnpj,
          valor: fields.ValorOrcamento,
          notaFiscal: fields.NotaFiscal,
          dataExecucao: fields.DataExecucao?.trim(),
          hasFile: file !== null && file.data.length > 0,
        };
        const error = documentError(input, attached, execution?.situacao ?? null, monitoringToday(now()));
        if (error) throw badRequest(error);
        if (!file) throw badRequest(PARFI_MSG.fileRequired);
        const contentType = sniffFileType(file.data.subarray(0, 16));
        if (!contentType || !hasAllowedExtension(cleanFileName(file.filename)))
          throw badRequest(PARFI_MSG.fileType);

        const kindFields = kind as number;
        const needsDoc = kindFields === 1 || kindFields === 2;
        const needsValue = needsDoc || kindFields === 3;
        const exec = execution ?? (await insertExecution(tx, planoAcaoId));
        const conteudoId = await storage.put(tx, file.data, contentType);
        const id = await insertFile(tx, {
          execucaoAcaoId: exec.id,
          documentoId: documentoId as number,
          // Clean, with the extension of the type the content shows (issue 15).
          nome: storedFileName(file.filename, contentType),
          contentType,
          tamanho: file.data.length,
          conteudoId,
          dataExecucao: input.dataExecucao as string,
          cnpj: needsDoc && fields.Cnpj ? normalizeCpfOrCnpj(fields.Cnpj) : null,
          valorCents: needsValue ? toCents(fields.ValorOrcamento) : null,
          notaFiscal: kindFields === 2 && fields.NotaFiscal ? fields.NotaFiscal.trim() : null,
        });
        await recalculatePlan(tx, plan.id);
        const view = await buildExecutionView(tx, (await findExecution(tx, { id: exec.id }))!);
        const arquivo = view.arquivosAnexado.find((f) => f.id === id)!;
        await audit(tx, ctx, { action: 'incluir', entity: 'arquivo_anexado', entityId: id, after: arquivo });
        return { mensagem: PARFI_MSG.executionRegistered, arquivo, execucaoAcao: view };
      });
    },

    /** GET ArquivoAnexado?codigoInep&ano&arquivoId: the stored file. */
    async download(caller: Caller, place: FilePlace, arquivoId: number) {
      const owner = await findFileOwner(db, arquivoId);
      if (!owner) throw notFound(PARFI_MSG.fileNotFound);
      const plan = await planInScope(db, caller, owner.planoParfiId);
      if (!samePlace(plan, place)) throw notFound(PARFI_MSG.fileNotFound);
      const stored = await storage.get(db, owner.conteudoId);
      if (!stored) throw notFound(PARFI_MSG.fileNotFound);
      // Names stored before the cleaning rule are cleaned when served (no RLO in a download's name).
      return { ...stored, nome: cleanFileName(owner.nome) || 'documento' };
    },

    /** DELETE ArquivoAnexado?arquivoId&codigoInep&ano. */
    remove(ctx: Ctx, place: FilePlace, arquivoId: number) {
      return db.transaction(async (tx) => {
        const owner = await findFileOwner(tx, arquivoId);
        if (!owner) throw notFound(PARFI_MSG.fileNotFound);
        const plan = await planInScope(tx, ctx.caller, owner.planoParfiId, true);
        if (!samePlace(plan, place)) throw notFound(PARFI_MSG.fileNotFound);
        const execution = await findExecution(tx, { id: owner.execucaoAcaoId }, true);
        const file = await findFileById(tx, arquivoId);
        if (!execution || !file) throw notFound(PARFI_MSG.fileNotFound);
        if (documentDeleteBlocked(execution.status, file.finalizado)) throw CONFLICT(PARFI_MSG.deleteBlocked);
        await deleteFile(tx, arquivoId);
        await storage.remove(tx, file.conteudoId);
        await recalculatePlan(tx, plan.id);
        await audit(tx, ctx, {
          action: 'excluir',
          entity: 'arquivo_anexado',
          entityId: arquivoId,
          before: file,
        });
        return { mensagem: PARFI_MSG.documentDeleted, execucaoAcao: await buildExecutionView(tx, execution) };
      });
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
