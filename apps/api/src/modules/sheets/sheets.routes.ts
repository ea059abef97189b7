import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../../app-deps';
import { callerOf } from '../auth';
import { MONITORING_FEATURES } from '../periods';
import {
  categoriesQuery,
  genreCreateSchema,
  genreSchema,
  genresQuery,
  itemSchema,
  sheetImportResultSchema,
  sheetImportSchema,
  structuresQuery,
} from '@siam/domain/contracts/sheets';
import { createSheetsService } from './sheets.service';

export const sheetsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, guards }) => {
  const service = createSheetsService(db);
  const anyMonitoring = guards.requireAnyFeature(MONITORING_FEATURES);

  app.get(
    '/EstruturaFicha',
    {
      schema: {
        tags: ['Fichas'],
        summary: 'Estruturas de uma ficha de acompanhamento, em ordem',
        querystring: structuresQuery,
        response: { 200: z.array(itemSchema) },
      },
      onRequest: anyMonitoring,
    },
    (request) => service.structures(request.query.fichaId),
  );

  app.get(
    '/CategoriaFicha',
    {
      schema: {
        tags: ['Fichas'],
        summary: 'Categorias de uma estrutura da ficha, em ordem',
        querystring: categoriesQuery,
        response: { 200: z.array(itemSchema) },
      },
      onRequest: anyMonitoring,
    },
    (request) => service.categories(request.query.fichaId, request.query.estruturaId),
  );

  app.get(
    '/GeneroTextual',
    {
      schema: {
        tags: ['Fichas'],
        summary: 'Gêneros textuais de uma série',
        querystring: genresQuery,
        response: { 200: z.array(genreSchema) },
      },
      onRequest: anyMonitoring,
    },
    (request) => service.genres(request.query.codigoSerie),
  );

  app.post(
    '/GeneroTextual',
    {
      schema: {
        tags: ['Fichas'],
        summary: 'Inclui um gênero textual para as séries informadas',
        body: genreCreateSchema,
        response: { 201: genreSchema },
      },
      onRequest: guards.requireFeature('monitoring.admin'),
    },
    async (request, reply) => {
      const created = await service.addGenre({ caller: callerOf(request), ip: request.ip }, request.body);
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/Fichas/Importar',
    {
      schema: {
        tags: ['Fichas'],
        summary: 'Substitui o conteúdo de uma ficha (enquanto nenhum acompanhamento dela tiver respostas)',
        body: sheetImportSchema,
        response: { 200: sheetImportResultSchema },
      },
      bodyLimit: 5 * 1024 * 1024,
      onRequest: guards.requireFeature('monitoring.admin'),
    },
    (request) => service.importSheet({ caller: callerOf(request), ip: request.ip }, request.body),
  );
};
