import { sql } from 'drizzle-orm';
import { check, index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { dateString, serialId } from './columns';

/** Training calendar event; `categoria` is an id of the domain's CALENDAR_CATEGORIES. */
export const eventoCalendario = pgTable(
  'evento_calendario',
  {
    id: serialId(),
    data: dateString('data').notNull(),
    dataFim: dateString('data_fim').notNull(),
    nome: varchar('nome', { length: 200 }).notNull(),
    categoria: varchar('categoria', { length: 60 }).notNull(),
  },
  (t) => [
    index('evento_calendario_data_idx').on(t.data),
    check('evento_calendario_periodo', sql`${t.dataFim} >= ${t.data}`),
  ],
);
