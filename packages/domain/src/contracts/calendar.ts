/** Wire contract of the home calendar (/api/Calendario/Eventos); the categories are in ../calendar.ts. */
import { z } from 'zod';

export const ANO_INVALIDO = 'Ano inválido.';

export const eventSchema = z
  .object({
    id: z.number().int(),
    data: z.string(),
    dataFim: z.string(),
    nome: z.string(),
    categoria: z.string(),
  })
  .meta({ id: 'EventoCalendario' });

/** `data` and `dataFim` are 'YYYY-MM-DD' (the same day for one-day events); `categoria` a CALENDAR_CATEGORIES id. */
export type CalendarEvent = z.output<typeof eventSchema>;

/** ?ano= (default: the current year). */
export const calendarQuery = z.object({
  ano: z
    .string()
    .regex(/^\d{4}$/, { error: ANO_INVALIDO })
    .transform(Number)
    .pipe(z.number().min(2000, { error: ANO_INVALIDO }).max(2100, { error: ANO_INVALIDO }))
    .optional(),
});
