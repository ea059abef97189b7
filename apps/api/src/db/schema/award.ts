import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, unique } from 'drizzle-orm/pg-core';
import { money, ownedBy, percent, requiredRef, serialId, timestamps } from './columns';
import { escola } from './schools';

/**
 * Award year (AnoPremio, spec 03 §3): the prize values for a premiada and a fomentada school and the
 * first instalment's percentage; its two PARFI years. The award module (§7.5) will add the writes.
 */
export const anoPremio = pgTable(
  'ano_premio',
  {
    id: serialId(),
    ano: integer('ano').notNull(),
    primeiroAnoParfi: integer('primeiro_ano_parfi').notNull(),
    segundoAnoParfi: integer('segundo_ano_parfi').notNull(),
    valorPremiada: money('valor_premiada').notNull(),
    valorFomentada: money('valor_fomentada').notNull(),
    porcentagemPrimeiraParcela: percent('porcentagem_primeira_parcela').notNull(),
    ...timestamps(),
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
    anoPremioId: ownedBy('ano_premio_id', () => anoPremio.id),
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
    id: serialId(),
    anoPremioId: ownedBy('ano_premio_id', () => anoPremio.id),
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
    id: serialId(),
    anoPremioId: ownedBy('ano_premio_id', () => anoPremio.id),
    escolaId: requiredRef('escola_id', () => escola.id),
    tipoEscolaId: smallint('tipo_escola_id').notNull(),
    categoriaId: smallint('categoria_id'),
    valorPremio: money('valor_premio').notNull(),
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
    id: serialId(),
    anoPremioId: ownedBy('ano_premio_id', () => anoPremio.id),
    escolaPremiadaId: requiredRef('escola_premiada_id', () => escola.id),
    escolaFomentadaId: requiredRef('escola_fomentada_id', () => escola.id),
  },
  (t) => [
    unique('pareamento_escolas_fomentada_key').on(t.anoPremioId, t.escolaFomentadaId),
    index('pareamento_escolas_premiada_idx').on(t.anoPremioId, t.escolaPremiadaId),
  ],
);

/** An award year's row as the modules read it (numeric columns as decimal text, e.g. '50000.00'). */
export type AwardYearRow = Pick<
  typeof anoPremio.$inferSelect,
  | 'id'
  | 'ano'
  | 'primeiroAnoParfi'
  | 'segundoAnoParfi'
  | 'valorPremiada'
  | 'valorFomentada'
  | 'porcentagemPrimeiraParcela'
>;
