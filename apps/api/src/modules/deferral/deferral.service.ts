/**
 * Approval of executions at three levels (spec 03 §2.6-2.8, §4.1-4.3, §5.4, §7.2; who decides which
 * level: docs/decisions/060). Sending for approval and the administrator's deletions live here too.
 * Every change locks the execution row, re-reads its situation, and leaves an audit record.
 */
import { dbCents, fromCents } from '@siam/domain/money';
import {
  PARFI_MSG,
  awaitedSituations,
  canDecide,
  decide,
  deferralError,
  dueLevel,
  enviarEnabled,
  isWithdrawal,
  sendForApproval,
  type ApprovalLevel,
} from '@siam/domain/parfi';
import { situacaoExecucaoLabel } from '@siam/domain/enums';
import { can } from '@siam/domain/permissions';
import { roleScope } from '@siam/domain/roles';
import type { Db } from '../../db/types';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import { audit } from '../audit';
import type { Caller } from '../../lib/caller';
import { municipiosOf, regionaisOf } from '../auth';
import type { FileStorage } from '../../db/file-storage';
import {
  buildActionView,
  buildExecutionView,
  deleteExecution,
  type ExecutionRow,
  findActionById,
  approvalQueuePages,
  countApprovalQueue,
  findApprovalQueue,
  findExecution,
  findFilesOfExecution,
  findRefusalReasons,
  planInScope,
  recalculatePlan,
  resetPendingFiles,
  setExecutionState,
  setFileDecision,
  type QueueSort,
} from '../parfi';
import {
  closeRecord,
  deleteRecord,
  filesOfRecord,
  finalizeFiles,
  findLastDecided,
  findOpenRecord,
  findRecord,
  insertFileDecisions,
  insertRecord,
  previousDecisions,
} from './deferral.repository';

export interface Ctx {
  caller: Caller;
  ip?: string | null;
}

export interface QueueQuery {
  anoPremio: number;
  anoParfi: number;
  codigoRegional?: number | undefined;
  codigoMunicipio?: number | undefined;
}

export interface DeferralBody {
  id: number;
  deferido?: boolean | null | undefined;
  deferirArquivos: {
    id?: number | undefined;
    arquivoAnexadoId: number;
    deferido: boolean | null;
    motivoIndeferimentoId?: number | null | undefined;
    detalhamento?: string | null | undefined;
  }[];
}

const CONFLICT = (message: string) => new AppError('CONFLICT', 409, message);

export function createDeferralService(db: Db, storage: FileStorage, now: () => Date) {
  /** The action, plan and locked execution of a planoAcaoId / execution id, in the caller's scope. */
  async function executionInScope(tx: Db, caller: Caller, by: { planoAcaoId?: number; execucaoId?: number }) {
    let planoAcaoId = by.planoAcaoId;
    if (by.execucaoId !== undefined) {
      const byId = await findExecution(tx, { id: by.execucaoId });
      if (!byId) throw notFound(PARFI_MSG.executionNotFound);
      planoAcaoId = byId.planoAcaoId;
    }
    const action = await findActionById(tx, planoAcaoId ?? -1);
    if (!action) throw notFound(PARFI_MSG.actionNotFound);
    const plan = await planInScope(tx, caller, action.planoParfiId, true);
    const execution: ExecutionRow | null = await findExecution(tx, { planoAcaoId: action.id }, true);
    return { action, plan, execution };
  }

  /**
   * A deferral record, locked after its plan: every change takes the plan row's lock first (then the
   * execution's, then the record's), so concurrent changes of one plan queue instead of deadlocking.
   */
  async function lockedRecord(tx: Db, caller: Caller, id: number) {
    const seen = await findRecord(tx, id);
    if (!seen) throw notFound(PARFI_MSG.deferralNotFound);
    await executionInScope(tx, caller, { execucaoId: seen.execucaoAcaoId });
    const record = await findRecord(tx, id, true);
    if (!record) throw notFound(PARFI_MSG.deferralNotFound);
    return record;
  }

  /** The queue's filter in the caller's scope: the situations of its level, its regionals or cities. */
  function queueFilter(caller: Caller, q: QueueQuery) {
    const scope = roleScope(caller.role);
    return {
      anoPremio: q.anoPremio,
      anoParfi: q.anoParfi,
      codigoRegional: q.codigoRegional,
      codigoMunicipio: q.codigoMunicipio,
      situacoes: awaitedSituations(caller.role),
      regionais: scope === 'regional' ? regionaisOf(caller) : undefined,
      municipios: scope === 'municipal' ? municipiosOf(caller) : undefined,
    };
  }

  type QueueRow = Awaited<ReturnType<typeof findApprovalQueue>>[number];
  const queueItem = (r: QueueRow) => ({
    planoAcaoId: r.planoAcaoId,
    execucaoAcaoId: r.execucaoAcaoId,
    codigoInep: r.codigoInep,
    nomeEscola: r.nomeEscola,
    codigoRegional: r.codigoRegional,
    siglaRegional: r.siglaRegional,
    codigoMunicipio: r.codigoMunicipio,
    nomeMunicipio: r.nomeMunicipio,
    objetivo: r.objetivo,
    meta: r.meta,
    acao: r.acao,
    descricao: r.acao,
    valor: fromCents(dbCents(r.valor)),
    dataInicio: r.dataInicio,
    dataFim: r.dataFim,
    situacao: r.situacao,
    status: situacaoExecucaoLabel(r.situacao),
    nivelDeferimentoId: dueLevel(r.situacao),
  });

  async function queue(caller: Caller, q: QueueQuery, sort?: QueueSort) {
    const rows = await findApprovalQueue(db, queueFilter(caller, q), sort);
    return rows.map(queueItem);
  }

  async function form(tx: Db, caller: Caller, recordId: number, planoAcaoId: number) {
    const { action, plan, execution } = await executionInScope(tx, caller, { planoAcaoId });
    const view = await buildActionView(tx, action, plan);
    const exec = view.execucaoAcao[0];
    const record = await findRecord(tx, recordId);
    return {
      id: recordId,
      execucaoAcaoId: execution?.id ?? null,
      planoAcaoId: action.id,
      nivelDeferimentoId: record?.nivelDeferimentoId ?? null,
      codigoInep: plan.escolaInep,
      nomeEscola: plan.nomeEscola,
      anoPremio: plan.anoPremio,
      anoParfi: plan.anoParfi,
      objetivoId: action.objetivoId,
      objetivo: action.objetivo,
      metaId: action.metaId,
      meta: action.meta,
      acaoId: action.acaoId,
      acao: action.acao,
      orientacao: action.orientacao,
      valor: view.valor,
      dataInicio: action.dataInicio,
      dataFim: action.dataFim,
      situacao: execution?.situacao ?? null,
      status: execution?.status ?? null,
      arquivosAnexado: exec?.arquivosAnexado ?? [],
      deferimentos: exec?.deferirExecucoes ?? [],
    };
  }

  return {
    /** GET DeferirExecucao/Listagem. */
    listing: (caller: Caller, q: QueueQuery, sort?: QueueSort) => queue(caller, q, sort),

    /** GET DeferirExecucao/Listagem?pagina=&tamanhoPagina=: one page (1-based) and the filter's total. */
    async listingPage(
      caller: Caller,
      q: QueueQuery,
      sort: QueueSort | undefined,
      page: number,
      size: number,
    ) {
      const filter = queueFilter(caller, q);
      const [rows, total] = await Promise.all([
        findApprovalQueue(db, filter, sort, { offset: (page - 1) * size, limit: size }),
        countApprovalQueue(db, filter),
      ]);
      return { items: rows.map(queueItem), total };
    },

    /** Every row of the filter in keyset pages (the export of the queue; never the whole list). */
    async *listingPages(caller: Caller, q: QueueQuery, sort?: QueueSort) {
      for await (const page of approvalQueuePages(db, queueFilter(caller, q), sort)) {
        yield page.map(queueItem);
      }
    },

    /** GET DeferirExecucao/Deferimentos: the same actions grouped by school. */
    async bySchool(caller: Caller, q: QueueQuery) {
      const rows = await queue(caller, q);
      const schools = new Map<
        string,
        {
          codigoInep: string;
          nomeEscola: string;
          codigoRegional: number;
          siglaRegional: string;
          codigoMunicio: number;
          nomeMunicipio: string;
          quantidadeAcoes: number;
          acoes: {
            planoAcaoId: number;
            descricao: string;
            dataInicio: string;
            dataFim: string;
            valor: number;
            situacao: number | null;
            status: string;
          }[];
        }
      >();
      for (const r of rows) {
        const s = schools.get(r.codigoInep) ?? {
          codigoInep: r.codigoInep,
          nomeEscola: r.nomeEscola,
          codigoRegional: r.codigoRegional,
          siglaRegional: r.siglaRegional,
          codigoMunicio: r.codigoMunicipio,
          nomeMunicipio: r.nomeMunicipio,
          quantidadeAcoes: 0,
          acoes: [],
        };
        s.acoes.push({
          planoAcaoId: r.planoAcaoId,
          descricao: r.descricao,
          dataInicio: r.dataInicio,
          dataFim: r.dataFim,
          valor: r.valor,
          situacao: r.situacao,
          status: r.status,
        });
        s.quantidadeAcoes = s.acoes.length;
        schools.set(r.codigoInep, s);
      }
      return [...schools.values()];
    },

    /** GET DeferirExecucao/Quantidade. */
    async count(caller: Caller, q: QueueQuery) {
      return { quantidade: await countApprovalQueue(db, queueFilter(caller, q)) };
    },

    /** POST DeferirExecucao/obter-ou-criar: the undecided record of the due level. */
    async openOrCreate(
      ctx: Ctx,
      planoAcaoId: number,
      retry = true,
    ): Promise<{ created: boolean; form: Awaited<ReturnType<typeof form>> }> {
      try {
        return await db.transaction(async (tx) => {
          const { execution } = await executionInScope(tx, ctx.caller, { planoAcaoId });
          const level = dueLevel(execution?.situacao ?? null);
          if (!execution || level === null) throw CONFLICT(PARFI_MSG.notAwaitingDeferral);
          if (!canDecide(ctx.caller.role, level)) throw forbidden();
          let created = false;
          let open = await findOpenRecord(tx, execution.id);
          if (open && open.nivelDeferimentoId !== level) {
            await deleteRecord(tx, open.id);
            open = null;
          }
          const id =
            open?.id ??
            (await insertRecord(tx, {
              execucaoAcaoId: execution.id,
              nivelDeferimentoId: level,
              situacaoAnterior: execution.situacao,
              statusAnterior: execution.status,
              usuarioId: ctx.caller.usuarioId,
              nomeUsuario: ctx.caller.nome,
              perfilId: ctx.caller.role,
            }));
          if (!open) created = true;
          return { created, form: await form(tx, ctx.caller, id, planoAcaoId) };
        });
      } catch (error) {
        // A concurrent open of the same execution: the other one won, answer its record.
        if (retry && isUniqueViolation(error, 'deferir_execucao_aberto_key')) {
          return this.openOrCreate(ctx, planoAcaoId, false);
        }
        throw error;
      }
    },

    /** PUT DeferirExecucao: one level's decision on every non-finalised document. */
    decide(ctx: Ctx, body: DeferralBody) {
      return db.transaction(async (tx) => {
        const record = await lockedRecord(tx, ctx.caller, body.id);
        if (record.deferido !== null) throw CONFLICT(PARFI_MSG.deferralDecided);
        const { plan, execution } = await executionInScope(tx, ctx.caller, {
          execucaoId: record.execucaoAcaoId,
        });
        if (!execution || dueLevel(execution.situacao) !== record.nivelDeferimentoId) {
          throw CONFLICT(PARFI_MSG.notAwaitingDeferral);
        }
        const level = record.nivelDeferimentoId as ApprovalLevel;
        if (!canDecide(ctx.caller.role, level)) throw forbidden();

        const files = await findFilesOfExecution(tx, execution.id);
        const byId = new Map(files.map((f) => [f.id, f]));
        const items = body.deferirArquivos.map((item) => {
          const file = byId.get(item.arquivoAnexadoId);
          if (!file) throw badRequest(PARFI_MSG.allDocumentsRequired);
          if (file.finalizado) throw CONFLICT(PARFI_MSG.documentFinalized);
          const deferido = item.deferido === true;
          return {
            file,
            deferido,
            finalizado: false,
            motivoIndeferimentoId: deferido ? null : (item.motivoIndeferimentoId ?? null),
            detalhamento: deferido ? null : (item.detalhamento?.trim() ?? null),
          };
        });
        const pending = files.filter((f) => !f.finalizado);
        const covered = new Set(items.map((i) => i.file.id));
        if (
          pending.length === 0 ||
          pending.some((f) => !covered.has(f.id)) ||
          covered.size !== items.length
        ) {
          throw badRequest(PARFI_MSG.allDocumentsRequired);
        }
        const error = deferralError(items);
        if (error) throw badRequest(error);
        const reasons = new Set((await findRefusalReasons(tx)).map((r) => r.id));
        if (items.some((i) => i.motivoIndeferimentoId !== null && !reasons.has(i.motivoIndeferimentoId))) {
          throw badRequest(PARFI_MSG.reasonInvalid);
        }

        const deferido = items.every((i) => i.deferido);
        const next = decide(level, deferido, pending);
        const firstRefused = items.find((i) => !i.deferido);
        await insertFileDecisions(
          tx,
          items.map((i) => ({
            deferirExecucaoId: record.id,
            arquivoAnexadoId: i.file.id,
            deferido: i.deferido,
            motivoIndeferimentoId: i.motivoIndeferimentoId,
            detalhamento: i.detalhamento,
          })),
        );
        for (const i of items) {
          await setFileDecision(tx, i.file.id, {
            deferido: i.deferido,
            motivoIndeferimentoId: i.motivoIndeferimentoId,
            detalhamento: i.detalhamento,
          });
        }
        if (next.finalize) await finalizeFiles(tx, execution.id);
        await closeRecord(tx, record.id, {
          deferido,
          motivoIndeferimentoId: firstRefused?.motivoIndeferimentoId ?? null,
          detalhamento: firstRefused?.detalhamento ?? null,
          usuarioId: ctx.caller.usuarioId,
          nomeUsuario: ctx.caller.nome,
          perfilId: ctx.caller.role,
          data: now(),
        });
        await setExecutionState(tx, execution.id, next.situacao, next.status);
        await recalculatePlan(tx, plan.id);
        await audit(tx, ctx, {
          action: 'deferir',
          entity: 'deferir_execucao',
          entityId: record.id,
          before: { situacao: execution.situacao, status: execution.status },
          after: {
            nivel: level,
            deferido,
            situacao: next.situacao,
            status: next.status,
            arquivos: body.deferirArquivos,
          },
        });
        return { mensagem: PARFI_MSG.executionDeferred, situacao: next.situacao, status: next.status };
      });
    },

    /** PUT ExecucaoAcao/RetornarStatus?deferirId: the deferral screen's Cancelar. */
    cancel(ctx: Ctx, deferirId: number) {
      return db.transaction(async (tx) => {
        const record = await lockedRecord(tx, ctx.caller, deferirId);
        if (!canDecide(ctx.caller.role, record.nivelDeferimentoId as ApprovalLevel)) throw forbidden();
        if (record.deferido !== null) throw CONFLICT(PARFI_MSG.deferralDecided);
        await deleteRecord(tx, record.id);
        await audit(tx, ctx, {
          action: 'cancelar',
          entity: 'deferir_execucao',
          entityId: record.id,
          before: record,
        });
        return { mensagem: PARFI_MSG.deferralCancelled };
      });
    },

    /** DELETE DeferirExecucao?deferirId (administrator): undoes the last decision. */
    removeLast(ctx: Ctx, deferirId: number) {
      return db.transaction(async (tx) => {
        if (!can(ctx.caller.role, 'parfi.undo')) throw forbidden();
        const record = await lockedRecord(tx, ctx.caller, deferirId);
        const { plan, execution } = await executionInScope(tx, ctx.caller, {
          execucaoId: record.execucaoAcaoId,
        });
        if (!execution) throw notFound(PARFI_MSG.executionNotFound);
        const last = await findLastDecided(tx, execution.id);
        if (record.deferido === null || !last || last.id !== record.id)
          throw CONFLICT(PARFI_MSG.onlyLastDeferral);
        const open = await findOpenRecord(tx, execution.id);
        if (open) await deleteRecord(tx, open.id);
        const fileIds = await filesOfRecord(tx, record.id);
        const previous = await previousDecisions(tx, execution.id, record.id, fileIds);
        for (const fileId of fileIds) {
          const p = previous.find((d) => d.arquivoAnexadoId === fileId);
          await setFileDecision(tx, fileId, {
            deferido: p?.deferido ?? null,
            motivoIndeferimentoId: p?.motivoIndeferimentoId ?? null,
            detalhamento: p?.detalhamento ?? null,
            finalizado: false,
          });
        }
        await deleteRecord(tx, record.id);
        await setExecutionState(tx, execution.id, record.situacaoAnterior, record.statusAnterior);
        await recalculatePlan(tx, plan.id);
        await audit(tx, ctx, {
          action: 'excluir',
          entity: 'deferir_execucao',
          entityId: record.id,
          before: record,
        });
        return { mensagem: PARFI_MSG.deferralDeleted };
      });
    },

    /** PUT ExecucaoAcao/Finalizar?execucaoId: 'Enviar para deferimento'. */
    send(ctx: Ctx, execucaoId: number) {
      return db.transaction(async (tx) => {
        const { plan, execution } = await executionInScope(tx, ctx.caller, { execucaoId });
        if (!execution) throw notFound(PARFI_MSG.executionNotFound);
        const files = await findFilesOfExecution(tx, execution.id);
        const state = {
          status: execution.status,
          situacao: execution.situacao,
          hasWithdrawal: files.some((f) => isWithdrawal(f.documentoId)),
          documents: files.length,
        };
        if (!enviarEnabled(state)) throw CONFLICT(PARFI_MSG.cannotSend);
        const next = sendForApproval();
        await resetPendingFiles(tx, execution.id);
        await setExecutionState(tx, execution.id, next.situacao, next.status);
        await recalculatePlan(tx, plan.id);
        await audit(tx, ctx, {
          action: 'enviar',
          entity: 'execucao_acao',
          entityId: execution.id,
          before: { situacao: execution.situacao, status: execution.status },
          after: next,
        });
        const fresh = await findExecution(tx, { id: execution.id });
        return { mensagem: PARFI_MSG.executionFinished, execucaoAcao: await buildExecutionView(tx, fresh!) };
      });
    },

    /** DELETE ExecucaoAcao?execucaoAcaoId (administrator). */
    removeExecution(ctx: Ctx, execucaoId: number) {
      return db.transaction(async (tx) => {
        if (!can(ctx.caller.role, 'parfi.undo')) throw forbidden();
        const { plan, execution } = await executionInScope(tx, ctx.caller, { execucaoId });
        if (!execution) throw notFound(PARFI_MSG.executionNotFound);
        const before = await buildExecutionView(tx, execution);
        const keys = await deleteExecution(tx, execution.id);
        for (const key of keys) await storage.remove(tx, key);
        await recalculatePlan(tx, plan.id);
        await audit(tx, ctx, { action: 'excluir', entity: 'execucao_acao', entityId: execution.id, before });
        return { mensagem: PARFI_MSG.executionDeleted };
      });
    },

    /** GET Enums/MotivoIndeferimentoEnum. */
    async reasons() {
      return { dadosEnum: await findRefusalReasons(db) };
    },
  };
}
