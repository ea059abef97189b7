import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { serialId } from './columns';

/** Training video shown on the home page and on treinamento-siam. */
export const video = pgTable('video', {
  id: serialId(),
  nome: varchar('nome', { length: 150 }).notNull(),
  url: varchar('url', { length: 300 }).notNull(),
  ordem: integer('ordem').notNull().default(0),
});
