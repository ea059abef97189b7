import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarQuery, eventSchema } from '@siam/domain/contracts/calendar';
import type { RouteDeps } from '../../app-deps';
import { createCalendarService } from './calendar.service';

export const calendarRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, guards, now }) => {
  const service = createCalendarService(db);
  app.get(
    '/Calendario/Eventos',
    {
      schema: {
        tags: ['Início'],
        summary: 'Eventos do calendário de formação de um ano (padrão: o ano atual)',
        querystring: calendarQuery,
        response: { 200: z.array(eventSchema) },
      },
      onRequest: guards.requireFeature('home'),
    },
    (request) => service.eventsOfYear(request.query.ano ?? now().getFullYear()),
  );
};
