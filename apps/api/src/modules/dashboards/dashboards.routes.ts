import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  painelDadosQuery,
  painelDadosSchema,
  painelParams,
  painelSchema,
} from '@siam/domain/contracts/dashboards';
import { exportSheet, type ExportSheet } from '@siam/domain/export';
import { PAINEL_TABELA_NAO_ENCONTRADA, panelFiguresExport } from '@siam/domain/exports/dashboards';
import type { RouteDeps } from '../../app-deps';
import { notFound } from '../../lib/errors';
import { exportPages } from '../../lib/export-rows';
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
      // Exported (decision 128): one figures table (`?tabela=` a table's or a chart's id).
      config: { export: { sheet: () => exportSheet('Painel', []) as ExportSheet<never> } },
      onRequest: guards.requireFeature('panel'),
    },
    async (request, reply) => {
      const { tabela, ...filtros } = request.query;
      const dados = await service.dados(callerOf(request), request.params.id, filtros);
      if (!request.exporting) return dados;
      const figures = tabela === undefined ? null : panelFiguresExport(dados, tabela);
      if (!figures) throw notFound(PAINEL_TABELA_NAO_ENCONTRADA);
      return reply.sendExport(figures.sheet, exportPages(request, figures.sheet, figures.rows));
    },
  );
};
