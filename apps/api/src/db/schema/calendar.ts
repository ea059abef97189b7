import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, serial, varchar } from 'drizzle-orm/pg-core';

/** Training calendar event; `categoria` is an id of the domain's CALENDAR_CATEGORIES. */
export const eventoCalendario = pgTable(
  'evento_calendario',
  {
    id: serial('id').primaryKey(),
    data: date('data', { mode: 'string' }).notNull(),
    dataFim: date('data_fim', { mode: 'string' }).notNull(),
    nome: varchar('nome', { length: 200 }).notNull(),
    categoria: varchar('categoria', { length: 60 }).notNull(),
  },
  (t) => [
    index('evento_calendario_data_idx').on(t.data),
    check('evento_calendario_periodo', sql`${t.dataFim} >= ${t.data}`),
  ],
);
