import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../../app-deps';
import { callerOf } from '../auth';
import { createDatabaseFileStorage } from '../../db/file-storage';
import { PARFI_DECIDERS, PARFI_READERS } from '../parfi';
import {
  deferirIdQuery,
  deferralBody,
  execucaoAcaoIdQuery,
  execucaoIdQuery,
  openBody,
  PAGING_MSG,
  QUEUE_PAGE_DEFAULT,
  QUEUE_SORT_COLUMNS,
  queueListQuery,
  queueQuery,
  queueSortQuery,
  type QueueSortColumn,
} from '@siam/domain/contracts/deferral';
import { approvalQueueSheet, schoolsAwaitingSheet } from '@siam/domain/exports/parfi';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/errors';
import { createDeferralService } from './deferral.service';

const tags = ['PARFI - deferimento'];

/**
 * The queue's sort (`ordenar`, `ordem`). The export hook takes these two names off every exportable
 * route's query (they are the file's sort), so the list reads them from the address itself.
 */
function queueSortOf(request: FastifyRequest) {
  if (request.exporting) {
    const sort = request.exporting.sort;
    if (!sort) return undefined;
    if (!(QUEUE_SORT_COLUMNS as readonly string[]).includes(sort.id)) throw badRequest(PAGING_MSG.sort);
    return { column: sort.id as QueueSortColumn, direction: sort.direction };
  }
  const params = new URL(request.url, 'http://localhost').searchParams;
  const parsed = queueSortQuery.safeParse({
    ordenar: params.get('ordenar') ?? undefined,
    ordem: params.get('ordem') ?? undefined,
  });
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? PAGING_MSG.sort);
  const { ordenar, ordem } = parsed.data;
  if (!ordenar) return undefined;
  return { column: ordenar, direction: ordem ?? ('asc' as const) };
}

export const deferralRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, guards, now }) => {
  const service = createDeferralService(db, createDatabaseFileStorage(), now);
  const deciders = guards.requireAnyFeature(PARFI_DECIDERS);
  const ctx = (request: Parameters<typeof callerOf>[0]) => ({ caller: callerOf(request), ip: request.ip });

  app.get(
    '/DeferirExecucao/Listagem',
    {
      schema: {
        tags,
        summary: 'Ações aguardando o nível do perfil (paginável: total em X-Total-Count)',
        querystring: queueListQuery,
      },
      onRequest: deciders,
      config: { export: { sheet: approvalQueueSheet } },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { pagina, tamanhoPagina, ordenar: _o, ordem: _d, ...filter } = request.query;
      const sort = queueSortOf(request);
      // The export holds every row of the filter, read in keyset pages (never the whole list).
      if (request.exporting)
        return reply.sendExport(approvalQueueSheet, service.listingPages(caller, filter, sort));
      if (pagina === undefined && tamanhoPagina === undefined) return service.listing(caller, filter, sort);
      const { items, total } = await service.listingPage(
        caller,
        filter,
        sort,
        pagina ?? 1,
        tamanhoPagina ?? QUEUE_PAGE_DEFAULT,
      );
      return reply.header('X-Total-Count', String(total)).send(items);
    },
  );
  app.get(
    '/DeferirExecucao/Deferimentos',
    {
      schema: { tags, summary: 'Ações aguardando deferimento, por escola', querystring: queueQuery },
      onRequest: deciders,
      config: { export: { sheet: schoolsAwaitingSheet } },
    },
    (request) => service.bySchool(callerOf(request), request.query),
  );
  app.get(
    '/DeferirExecucao/Quantidade',
    {
      schema: { tags, summary: 'Quantidade de ações aguardando deferimento', querystring: queueQuery },
      onRequest: deciders,
    },
    (request) => service.count(callerOf(request), request.query),
  );
  app.post(
    '/DeferirExecucao/obter-ou-criar',
    {
      schema: { tags, summary: 'Abre (ou retoma) o deferimento do nível devido', body: openBody },
      onRequest: deciders,
    },
    async (request, reply) => {
      const { created, form } = await service.openOrCreate(ctx(request), request.body.planoAcaoId);
      return reply.code(created ? 201 : 200).send(form);
    },
  );
  app.put(
    '/DeferirExecucao',
    {
      schema: { tags, summary: 'Defere ou indefere os documentos da execução', body: deferralBody },
      onRequest: deciders,
    },
    (request) => service.decide(ctx(request), request.body),
  );
  app.delete(
    '/DeferirExecucao',
    {
      schema: { tags, summary: 'Exclui o último deferimento (administrador)', querystring: deferirIdQuery },
      onRequest: guards.requireAnyFeature([...PARFI_DECIDERS, 'parfi.execute']),
    },
    (request) => service.removeLast(ctx(request), request.query.deferirId),
  );
  app.put(
    '/ExecucaoAcao/RetornarStatus',
    {
      schema: { tags, summary: 'Cancela o deferimento aberto', querystring: deferirIdQuery },
      onRequest: deciders,
    },
    (request) => service.cancel(ctx(request), request.query.deferirId),
  );
  app.put(
    '/ExecucaoAcao/Finalizar',
    {
      schema: { tags, summary: 'Envia a execução para deferimento', querystring: execucaoIdQuery },
      onRequest: guards.requireFeature('parfi.execute'),
    },
    (request) => service.send(ctx(request), request.query.execucaoId),
  );
  app.delete(
    '/ExecucaoAcao',
    {
      schema: {
        tags,
        summary: 'Exclui a execução de uma ação (administrador)',
        querystring: execucaoAcaoIdQuery,
      },
      onRequest: guards.requireFeature('parfi.execute'),
    },
    (request) => service.removeExecution(ctx(request), request.query.execucaoAcaoId),
  );
  app.get(
    '/Enums/MotivoIndeferimentoEnum',
    {
      schema: { tags, summary: 'Motivos de indeferimento' },
      onRequest: guards.requireAnyFeature(PARFI_READERS),
    },
    () => service.reasons(),
  );
};
