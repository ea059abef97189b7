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
  queueQuery,
} from '@siam/domain/contracts/deferral';
import { createDeferralService } from './deferral.service';

const tags = ['PARFI - deferimento'];

export const deferralRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, guards, now }) => {
  const service = createDeferralService(db, createDatabaseFileStorage(), now);
  const deciders = guards.requireAnyFeature(PARFI_DECIDERS);
  const ctx = (request: Parameters<typeof callerOf>[0]) => ({ caller: callerOf(request), ip: request.ip });

  app.get(
    '/DeferirExecucao/Listagem',
    {
      schema: { tags, summary: 'Ações aguardando o nível do perfil', querystring: queueQuery },
      onRequest: deciders,
    },
    (request) => service.listing(callerOf(request), request.query),
  );
  app.get(
    '/DeferirExecucao/Deferimentos',
    {
      schema: { tags, summary: 'Ações aguardando deferimento, por escola', querystring: queueQuery },
      onRequest: deciders,
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
