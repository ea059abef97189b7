import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { escola } from './schools';

/**
 * Award year (AnoPremio, spec 03 §3): the prize values for a premiada and a fomentada school and the
 * first instalment's percentage; its two PARFI years. The award module (§7.5) will add the writes.
 */
export const anoPremio = pgTable(
  'ano_premio',
  {
    id: serial('id').primaryKey(),
    ano: integer('ano').notNull(),
    primeiroAnoParfi: integer('primeiro_ano_parfi').notNull(),
    segundoAnoParfi: integer('segundo_ano_parfi').notNull(),
    valorPremiada: numeric('valor_premiada', { precision: 14, scale: 2 }).notNull(),
    valorFomentada: numeric('valor_fomentada', { precision: 14, scale: 2 }).notNull(),
    porcentagemPrimeiraParcela: numeric('porcentagem_primeira_parcela', { precision: 5, scale: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ano_premio_ano_key').on(t.ano),
    check('ano_premio_ano_min', sql`${t.ano} >= 2023`),
    check('ano_premio_parcela_range', sql`${t.porcentagemPrimeiraParcela} between 0 and 100`),
  ],
);

/** Number of schools per award category (1-5) of an award year. */
export const anoPremioCategoria = pgTable(
  'ano_premio_categoria',
  {
    anoPremioId: integer('ano_premio_id')
      .notNull()
      .references(() => anoPremio.id, { onDelete: 'cascade' }),
    categoriaId: smallint('categoria_id').notNull(),
    quantidadeEscolas: integer('quantidade_escolas').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.anoPremioId, t.categoriaId] }),
    check('ano_premio_categoria_range', sql`${t.categoriaId} between 1 and 5`),
  ],
);

/** A PARFI year of an award: parcela 1 (first instalment) or 2. */
export const anoParfi = pgTable(
  'ano_parfi',
  {
    id: serial('id').primaryKey(),
    anoPremioId: integer('ano_premio_id')
      .notNull()
      .references(() => anoPremio.id, { onDelete: 'cascade' }),
    ano: integer('ano').notNull(),
    parcela: smallint('parcela').notNull(),
  },
  (t) => [
    unique('ano_parfi_premio_ano_key').on(t.anoPremioId, t.ano),
    check('ano_parfi_parcela_range', sql`${t.parcela} in (1, 2)`),
  ],
);

/**
 * A school taking part in an award: tipo 1 Escola Premiada, 2 Escola Fomentada; the prize value it
 * receives over the two instalments.
 */
export const premioEscola = pgTable(
  'premio_escola',
  {
    id: serial('id').primaryKey(),
    anoPremioId: integer('ano_premio_id')
      .notNull()
      .references(() => anoPremio.id, { onDelete: 'cascade' }),
    escolaId: integer('escola_id')
      .notNull()
      .references(() => escola.id),
    tipoEscolaId: smallint('tipo_escola_id').notNull(),
    categoriaId: smallint('categoria_id'),
    valorPremio: numeric('valor_premio', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [
    unique('premio_escola_premio_escola_key').on(t.anoPremioId, t.escolaId),
    index('premio_escola_escola_idx').on(t.escolaId),
    check('premio_escola_tipo_range', sql`${t.tipoEscolaId} in (1, 2)`),
  ],
);

/** Pairing of a visiting (premiada) and a visited (fomentada) school in an award year. */
export const pareamentoEscolas = pgTable(
  'pareamento_escolas',
  {
    id: serial('id').primaryKey(),
    anoPremioId: integer('ano_premio_id')
      .notNull()
      .references(() => anoPremio.id, { onDelete: 'cascade' }),
    escolaPremiadaId: integer('escola_premiada_id')
      .notNull()
      .references(() => escola.id),
    escolaFomentadaId: integer('escola_fomentada_id')
      .notNull()
      .references(() => escola.id),
  },
  (t) => [
    unique('pareamento_escolas_fomentada_key').on(t.anoPremioId, t.escolaFomentadaId),
    index('pareamento_escolas_premiada_idx').on(t.anoPremioId, t.escolaPremiadaId),
  ],
);
