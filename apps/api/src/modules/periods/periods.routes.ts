import { z } from 'zod';
import { periodsSheet } from '@siam/domain/exports/periods';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../../app-deps';
import { callerOf } from '../auth';
import {
  periodCreateSchema,
  periodUpdateSchema,
  periodoSchema,
  periodsQuery,
} from '@siam/domain/contracts/periods';
import { MONITORING_FEATURES } from './monitoring-features';
import { createPeriodsService } from './periods.service';

export const periodsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, guards }) => {
  const service = createPeriodsService(db);

  app.get(
    '/Periodo',
    {
      schema: {
        tags: ['Períodos'],
        summary: 'Períodos de acompanhamento de um ano (e bimestre, ficha), por bimestre',
        querystring: periodsQuery,
        response: { 200: z.array(periodoSchema) },
      },
      onRequest: guards.requireAnyFeature([...MONITORING_FEATURES, 'register.period']),
      config: { export: { sheet: periodsSheet } },
    },
    (request) =>
      service.list({
        ano: request.query.ano,
        bimestre: request.query.bimestre,
        fichaId: request.query.fichaId,
      }),
  );

  app.post(
    '/Periodo',
    {
      schema: {
        tags: ['Períodos'],
        summary: 'Cria o período de um bimestre e ficha (409 quando já existe)',
        body: periodCreateSchema,
        response: { 201: periodoSchema },
      },
      onRequest: guards.requireFeature('register.period'),
    },
    async (request, reply) => {
      const created = await service.create({ caller: callerOf(request), ip: request.ip }, request.body);
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/periodo',
    {
      schema: {
        tags: ['Períodos'],
        summary: 'Atualiza um período',
        body: periodUpdateSchema,
        response: { 200: periodoSchema },
      },
      onRequest: guards.requireFeature('register.period'),
    },
    (request) => {
      const { id, ...values } = request.body;
      return service.update({ caller: callerOf(request), ip: request.ip }, id, values);
    },
  );
};
