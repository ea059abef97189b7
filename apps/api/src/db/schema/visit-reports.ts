import { sql } from 'drizzle-orm';
import { boolean, integer, smallint, varchar } from 'drizzle-orm/pg-core';
import { check, index, pgTable, primaryKey, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { anoParfi, pareamentoEscolas } from './award';
import { cpfColumn, dateString, ownedBy, requiredRef, serialId, timestamps } from './columns';
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
    id: serialId(),
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
    id: serialId(),
    categoriaId: requiredRef('categoria_id', () => categoriaRelatorio.id),
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
    id: serialId(),
    indicadorId: requiredRef('indicador_id', () => indicador.id),
    categoriaId: requiredRef('categoria_id', () => categoriaRelatorio.id),
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
    id: serialId(),
    tipoRelatorioId: smallint('tipo_relatorio_id')
      .notNull()
      .references(() => tipoRelatorio.id),
    pareamentoEscolasId: requiredRef('pareamento_escolas_id', () => pareamentoEscolas.id),
    anoParfiId: requiredRef('ano_parfi_id', () => anoParfi.id),
    data: dateString('data').notNull(),
    descricaoDetalhada: varchar('descricao_detalhada', { length: 3000 }),
    finalizado: boolean('finalizado').notNull().default(false),
    ...timestamps(),
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
    relatorioVisitaId: ownedBy('relatorio_visita_id', () => relatorioVisita.id),
    indicadorId: requiredRef('indicador_id', () => indicador.id),
    criterioId: requiredRef('criterio_id', () => criterioRelatorio.id),
    categoriaId: requiredRef('categoria_id', () => categoriaRelatorio.id),
  },
  (t) => [primaryKey({ columns: [t.relatorioVisitaId, t.indicadorId] })],
);

/** Participant of a visit: a user of the product, with the role they took part as (0 = none). */
export const participanteVisita = pgTable(
  'participante_visita',
  {
    id: serialId(),
    relatorioVisitaId: ownedBy('relatorio_visita_id', () => relatorioVisita.id),
    nome: varchar('nome', { length: 80 }).notNull(),
    cpf: cpfColumn('cpf').notNull(),
    codigoPerfil: smallint('codigo_perfil').notNull().default(0),
    nomePerfil: varchar('nome_perfil', { length: 80 }),
  },
  (t) => [unique('participante_visita_relatorio_cpf_key').on(t.relatorioVisitaId, t.cpf)],
);
