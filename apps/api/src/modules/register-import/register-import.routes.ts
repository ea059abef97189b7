import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../../app-deps';
import { callerOf } from '../auth';
import {
  messageSchema,
  registerDeleteBody,
  registerSaveBody,
  registerSchoolQuery,
  registerSchoolSchema,
  saveResultSchema,
} from '@siam/domain/contracts/register-import';
import { createRegisterImportService } from './register-import.service';
import { sguAdapterFor, type SguAdapter } from './sgu.adapter';

/** Spec 03 §2.16 and §7.4: the administrator's import of a school from the state register. */
export const registerImportRoutes: FastifyPluginAsyncZod<RouteDeps & { sgu?: SguAdapter }> = async (
  app,
  { db, guards, config, now, sgu },
) => {
  const service = createRegisterImportService(db, sgu ?? sguAdapterFor(config), now);
  const ctx = (request: FastifyRequest) => ({ caller: callerOf(request), ip: request.ip });
  const guard = guards.requireFeature('register.importSchool');

  app.get(
    '/Escolas/EscolaSGU',
    {
      schema: {
        tags: ['Escolas'],
        summary:
          'A escola do registro estadual (SGU) pelo código INEP, com o que o SIAM tem dela (siam, id, ' +
          'quantidade de turmas)',
        querystring: registerSchoolQuery,
        response: { 200: registerSchoolSchema },
      },
      onRequest: guard,
    },
    (request) => service.find(request.query.codigoInep),
  );

  app.post(
    '/Escolas/EscolaSGU',
    {
      schema: {
        tags: ['Escolas'],
        summary: 'Importa (201) ou atualiza (200) a escola com os dados atuais do SGU e a vinculação ao SIGE',
        body: registerSaveBody,
        response: { 200: saveResultSchema, 201: saveResultSchema },
      },
      onRequest: guard,
    },
    async (request, reply) => {
      const result = await service.save(ctx(request), request.body);
      return reply
        .code(result.created ? 201 : 200)
        .send({ mensagem: result.mensagem, escola: result.escola });
    },
  );

  app.delete(
    '/Escolas',
    {
      schema: {
        tags: ['Escolas'],
        summary: 'Exclui (exclusão lógica) a escola importada, só quando ela não tem turmas',
        body: registerDeleteBody,
        response: { 200: messageSchema },
      },
      onRequest: guard,
    },
    (request) => service.remove(ctx(request), request.body.id),
  );
};
