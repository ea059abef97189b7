import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, smallint, varchar } from 'drizzle-orm/pg-core';
import { check, index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { requiredRef, serialId, softDeleteTimestamps } from './columns';
import { municipio } from './places';

/**
 * School. rede: 1 Federal, 2 Estadual, 3 Municipal, 4 Particular, 5 Indefinida; localizacao: 1 Urbana,
 * 2 Rural, 3 Indefinida; sige: registered through the external school-management system (read-only).
 */
export const escola = pgTable(
  'escola',
  {
    id: serialId(),
    codigoInep: varchar('codigo_inep', { length: 8 }).notNull(),
    nome: varchar('nome', { length: 150 }).notNull(),
    municipio: requiredRef('municipio', () => municipio.codigo),
    rede: smallint('rede').notNull().default(5),
    localizacao: smallint('localizacao').notNull().default(3),
    sige: boolean('sige').notNull().default(false),
    turno: smallint('turno'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    ...softDeleteTimestamps(),
  },
  (t) => [
    uniqueIndex('escola_codigo_inep_key').on(t.codigoInep),
    index('escola_municipio_idx').on(t.municipio, t.nome),
    // The approval queue's order by school name in ICU's root collation (decision 129).
    index('escola_nome_icu_idx').on(sql`${t.nome} collate "und-x-icu"`, t.id),
    check('escola_inep_digits', sql`${t.codigoInep} ~ '^[0-9]{8}$'`),
    check('escola_rede_range', sql`${t.rede} between 1 and 5`),
    check('escola_localizacao_range', sql`${t.localizacao} between 1 and 3`),
  ],
);

/** A school's own data, which the register form, the SGU import and the seed write. */
export type SchoolData = Pick<
  typeof escola.$inferSelect,
  'codigoInep' | 'nome' | 'municipio' | 'rede' | 'localizacao' | 'sige'
>;
