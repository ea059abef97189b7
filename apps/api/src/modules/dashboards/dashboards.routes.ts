import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  painelDadosQuery,
  painelDadosSchema,
  painelParams,
  painelSchema,
} from '@siam/domain/contracts/dashboards';
import type { RouteDeps } from '../../app-deps';
import { callerOf } from '../auth';
import { createDashboardsService } from './dashboards.service';

export const dashboardsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (
  app,
  { db, config, guards, now },
) => {
  const service = createDashboardsService(db, config.painelBiUrls, now);

  app.get(
    '/Painel',
    {
      schema: {
        tags: ['Painel'],
        summary:
          'Os seis painéis do Painel SIAM, com a URL do relatório configurada no servidor (PAINEL_BI_URL_1..6) ' +
          'ou null (painel ao vivo)',
        response: { 200: z.array(painelSchema) },
      },
      onRequest: guards.requireFeature('panel'),
    },
    () => service.list(),
  );

  app.get(
    '/Painel/:id/Dados',
    {
      schema: {
        tags: ['Painel'],
        summary:
          'Números ao vivo de um painel no escopo do perfil ativo, com filtros por regional, município, escola, ' +
          'ano e bimestre (403 para um filtro fora do escopo)',
        params: painelParams,
        querystring: painelDadosQuery,
        response: { 200: painelDadosSchema },
      },
      onRequest: guards.requireFeature('panel'),
    },
    (request) => service.dados(callerOf(request), request.params.id, request.query),
  );
};
