import { sql } from 'drizzle-orm';
import { integer, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { check, index, pgTable, primaryKey, unique } from 'drizzle-orm/pg-core';
import { ownedBy, serialId } from './columns';

/**
 * Monitoring sheets (fichas; 1 learning, 2 activities): structures (estruturas) hold categories, which
 * hold skills (habilidades, ordered), each with exactly one criterion per level 1..4. The sheet's
 * content is replaced by the import (POST /api/Fichas/Importar, `npm run fichas:import`) only while no
 * monitoring of that sheet has answers.
 */
export const estruturaFicha = pgTable(
  'estrutura_ficha',
  {
    id: serialId(),
    fichaId: smallint('ficha_id').notNull(),
    ordem: integer('ordem').notNull(),
    descricao: varchar('descricao', { length: 200 }).notNull(),
  },
  (t) => [
    unique('estrutura_ficha_ordem_key').on(t.fichaId, t.ordem),
    check('estrutura_ficha_range', sql`${t.fichaId} in (1, 2)`),
  ],
);

export const categoriaFicha = pgTable(
  'categoria_ficha',
  {
    id: serialId(),
    estruturaId: ownedBy('estrutura_id', () => estruturaFicha.id),
    ordem: integer('ordem').notNull(),
    descricao: varchar('descricao', { length: 200 }).notNull(),
  },
  (t) => [unique('categoria_ficha_ordem_key').on(t.estruturaId, t.ordem)],
);

/** `ficha_id` and `estrutura_id` repeat the category's, so progress counts the sheet's skills by index. */
export const habilidade = pgTable(
  'habilidade',
  {
    id: serialId(),
    fichaId: smallint('ficha_id').notNull(),
    estruturaId: ownedBy('estrutura_id', () => estruturaFicha.id),
    categoriaId: ownedBy('categoria_id', () => categoriaFicha.id),
    ordem: integer('ordem').notNull(),
    descricao: text('descricao').notNull(),
  },
  (t) => [
    unique('habilidade_ordem_key').on(t.categoriaId, t.ordem),
    index('habilidade_ficha_idx').on(t.fichaId),
    index('habilidade_estrutura_idx').on(t.estruturaId),
    check('habilidade_ficha_range', sql`${t.fichaId} in (1, 2)`),
  ],
);

export const criterio = pgTable(
  'criterio',
  {
    id: serialId(),
    habilidadeId: ownedBy('habilidade_id', () => habilidade.id),
    nivel: smallint('nivel').notNull(),
    descricao: text('descricao').notNull(),
  },
  (t) => [
    unique('criterio_habilidade_nivel_key').on(t.habilidadeId, t.nivel),
    check('criterio_nivel_range', sql`${t.nivel} between 1 and 4`),
  ],
);

/** Textual genres (gêneros textuais) and the séries (1..9) each is offered for. */
export const generoTextual = pgTable(
  'genero_textual',
  {
    id: serialId(),
    genero: varchar('genero', { length: 120 }).notNull(),
  },
  (t) => [unique('genero_textual_genero_key').on(t.genero)],
);

export const generoTextualSerie = pgTable(
  'genero_textual_serie',
  {
    serie: smallint('serie').notNull(),
    generoId: ownedBy('genero_id', () => generoTextual.id),
  },
  (t) => [
    primaryKey({ name: 'genero_textual_serie_pkey', columns: [t.serie, t.generoId] }),
    check('genero_textual_serie_range', sql`${t.serie} between 1 and 9`),
  ],
);
