import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../../app-deps';
import { createCalendarService } from './calendar.service';

export const ANO_INVALIDO = 'Ano inválido.';

const eventSchema = z
  .object({
    id: z.number().int(),
    data: z.string(),
    dataFim: z.string(),
    nome: z.string(),
    categoria: z.string(),
  })
  .meta({ id: 'EventoCalendario' });

export const calendarRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, guards, now }) => {
  const service = createCalendarService(db);
  app.get(
    '/Calendario/Eventos',
    {
      schema: {
        tags: ['Início'],
        summary: 'Eventos do calendário de formação de um ano (padrão: o ano atual)',
        querystring: z.object({
          ano: z
            .string()
            .regex(/^\d{4}$/, { error: ANO_INVALIDO })
            .transform(Number)
            .pipe(z.number().min(2000, { error: ANO_INVALIDO }).max(2100, { error: ANO_INVALIDO }))
            .optional(),
        }),
        response: { 200: z.array(eventSchema) },
      },
      onRequest: guards.requireFeature('home'),
    },
    (request) => service.eventsOfYear(request.query.ano ?? now().getFullYear()),
  );
};
