import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { requiredRef } from './columns';

/** Regional education directorate (CRE). `codigo` is the business key the API exposes. */
export const regional = pgTable('regional', {
  codigo: integer('codigo').primaryKey(),
  sigla: varchar('sigla', { length: 40 }).notNull(),
});

export const municipio = pgTable(
  'municipio',
  {
    codigo: integer('codigo').primaryKey(),
    nome: varchar('nome', { length: 120 }).notNull(),
    regional: requiredRef('regional', () => regional.codigo),
  },
  (t) => [index('municipio_regional_idx').on(t.regional, t.nome)],
);
