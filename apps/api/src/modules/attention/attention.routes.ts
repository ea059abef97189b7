import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../../app-deps';
import { callerOf } from '../auth';
import { pendenciasSchema } from '@siam/domain/contracts/attention';
import { createAttentionService } from './attention.service';

export const attentionRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, guards, now }) => {
  const service = createAttentionService(db, now);

  app.get(
    '/Pendencias',
    {
      schema: {
        tags: ['Início'],
        summary:
          'O que aguarda o usuário no perfil ativo (acompanhamentos, validações, deferimentos), contado no seu escopo',
        response: { 200: pendenciasSchema },
      },
      onRequest: guards.requireFeature('home'),
    },
    (request) => service.list(callerOf(request)),
  );
};
