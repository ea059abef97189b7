import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAINEL_INVALIDO, painelDadosSchema, painelSchema } from '@siam/domain/dashboards';
import type { RouteDeps } from '../../app-deps';
import { emptyAsUndefined, optionalIdParam } from '../../lib/params';
import { callerOf } from '../auth';
import { createDashboardsService } from './dashboards.service';

export const ANO_INVALIDO = 'Ano inválido.';
export const BIMESTRE_INVALIDO = 'Bimestre inválido.';

const anoParam = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .regex(/^\d{4}$/, { error: ANO_INVALIDO })
    .transform(Number)
    .pipe(z.number().min(2000, { error: ANO_INVALIDO }).max(2100, { error: ANO_INVALIDO }))
    .optional(),
);
const bimestreParam = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .regex(/^[1-4]$/, { error: BIMESTRE_INVALIDO })
    .transform(Number)
    .optional(),
);

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
        params: z.object({
          id: z
            .string()
            .regex(/^[1-6]$/, { error: PAINEL_INVALIDO })
            .transform(Number),
        }),
        querystring: z.object({
          regional: optionalIdParam(),
          municipio: optionalIdParam(),
          escola: optionalIdParam(),
          ano: anoParam,
          bimestre: bimestreParam,
        }),
        response: { 200: painelDadosSchema },
      },
      onRequest: guards.requireFeature('panel'),
    },
    (request) => service.dados(callerOf(request), request.params.id, request.query),
  );
};
