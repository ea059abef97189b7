import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { anoParfi, pareamentoEscolas } from './award';
import { objetivo } from './parfi';

/** Report type (spec 03 §2.9): 1 Diagnóstico, 2 Acompanhamento, 3 Avaliação Final. */
export const tipoRelatorio = pgTable('tipo_relatorio', {
  id: smallint('id').primaryKey(),
  descricao: varchar('descricao', { length: 100 }).notNull(),
});

/** Category of indicators of one report type. */
export const categoriaRelatorio = pgTable(
  'categoria_relatorio',
  {
    id: serial('id').primaryKey(),
    tipoRelatorioId: smallint('tipo_relatorio_id')
      .notNull()
      .references(() => tipoRelatorio.id),
    codigo: integer('codigo').notNull(),
    descricao: varchar('descricao', { length: 300 }).notNull(),
  },
  (t) => [unique('categoria_relatorio_tipo_codigo_key').on(t.tipoRelatorioId, t.codigo)],
);

/**
 * Indicator of a category. `objetivoId` is the PARFI objective a low answer on it imposes on the
 * visited school (decision 080).
 */
export const indicador = pgTable(
  'indicador',
  {
    id: serial('id').primaryKey(),
    categoriaId: integer('categoria_id')
      .notNull()
      .references(() => categoriaRelatorio.id),
    codigo: integer('codigo').notNull(),
    descricao: varchar('descricao', { length: 500 }).notNull(),
    objetivoId: integer('objetivo_id').references(() => objetivo.id),
  },
  (t) => [unique('indicador_categoria_codigo_key').on(t.categoriaId, t.codigo)],
);

/** Criterion of an indicator: `codigo` is the level 1-4. */
export const criterioRelatorio = pgTable(
  'criterio_relatorio',
  {
    id: serial('id').primaryKey(),
    indicadorId: integer('indicador_id')
      .notNull()
      .references(() => indicador.id),
    categoriaId: integer('categoria_id')
      .notNull()
      .references(() => categoriaRelatorio.id),
    codigo: smallint('codigo').notNull(),
    descricao: varchar('descricao', { length: 500 }).notNull(),
  },
  (t) => [
    unique('criterio_relatorio_indicador_codigo_key').on(t.indicadorId, t.codigo),
    index('criterio_relatorio_categoria_idx').on(t.categoriaId),
    check('criterio_relatorio_nivel', sql`${t.codigo} between 1 and 4`),
  ],
);

/**
 * Visit report of a pairing (the visiting school about the visited one). Types 1 and 3 exist once
 * per pairing; type 2 may repeat, but only one may be open at a time (partial unique indexes).
 */
export const relatorioVisita = pgTable(
  'relatorio_visita',
  {
    id: serial('id').primaryKey(),
    tipoRelatorioId: smallint('tipo_relatorio_id')
      .notNull()
      .references(() => tipoRelatorio.id),
    pareamentoEscolasId: integer('pareamento_escolas_id')
      .notNull()
      .references(() => pareamentoEscolas.id),
    anoParfiId: integer('ano_parfi_id')
      .notNull()
      .references(() => anoParfi.id),
    data: date('data', { mode: 'string' }).notNull(),
    descricaoDetalhada: varchar('descricao_detalhada', { length: 3000 }),
    finalizado: boolean('finalizado').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('relatorio_visita_pareamento_idx').on(t.pareamentoEscolasId, t.anoParfiId),
    uniqueIndex('relatorio_visita_tipo_unico_key')
      .on(t.pareamentoEscolasId, t.tipoRelatorioId)
      .where(sql`${t.tipoRelatorioId} in (1, 3)`),
    uniqueIndex('relatorio_visita_aberto_key')
      .on(t.pareamentoEscolasId, t.tipoRelatorioId)
      .where(sql`not ${t.finalizado}`),
  ],
);

/** Answer of a report: the criterion chosen for an indicator. */
export const indicadorRelatorio = pgTable(
  'indicador_relatorio',
  {
    relatorioVisitaId: integer('relatorio_visita_id')
      .notNull()
      .references(() => relatorioVisita.id, { onDelete: 'cascade' }),
    indicadorId: integer('indicador_id')
      .notNull()
      .references(() => indicador.id),
    criterioId: integer('criterio_id')
      .notNull()
      .references(() => criterioRelatorio.id),
    categoriaId: integer('categoria_id')
      .notNull()
      .references(() => categoriaRelatorio.id),
  },
  (t) => [primaryKey({ columns: [t.relatorioVisitaId, t.indicadorId] })],
);

/** Participant of a visit: a user of the product, with the role they took part as (0 = none). */
export const participanteVisita = pgTable(
  'participante_visita',
  {
    id: serial('id').primaryKey(),
    relatorioVisitaId: integer('relatorio_visita_id')
      .notNull()
      .references(() => relatorioVisita.id, { onDelete: 'cascade' }),
    nome: varchar('nome', { length: 80 }).notNull(),
    cpf: varchar('cpf', { length: 11 }).notNull(),
    codigoPerfil: smallint('codigo_perfil').notNull().default(0),
    nomePerfil: varchar('nome_perfil', { length: 80 }),
  },
  (t) => [unique('participante_visita_relatorio_cpf_key').on(t.relatorioVisitaId, t.cpf)],
);
