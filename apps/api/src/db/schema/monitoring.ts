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
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { turma } from './classes';
import { criterio, generoTextual, habilidade } from './sheets';
import { aluno } from './students';

/**
 * Monitoring period: the windows in which a sheet (ficha 1 learning, 2 activities) is filled in and
 * validated for one year and bimestre. One period per (ano, bimestre, ficha).
 */
export const periodoAcompanhamento = pgTable(
  'periodo_acompanhamento',
  {
    id: serial('id').primaryKey(),
    ano: integer('ano').notNull(),
    bimestre: smallint('bimestre').notNull(),
    fichaId: smallint('ficha_id').notNull(),
    acompanhamentoDataInicio: date('acompanhamento_data_inicio', { mode: 'string' }).notNull(),
    acompanhamentoDataFim: date('acompanhamento_data_fim', { mode: 'string' }).notNull(),
    validacaoDataInicio: date('validacao_data_inicio', { mode: 'string' }).notNull(),
    validacaoDataFim: date('validacao_data_fim', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('periodo_acompanhamento_ano_bimestre_ficha_key').on(t.ano, t.bimestre, t.fichaId),
    check('periodo_bimestre_range', sql`${t.bimestre} between 1 and 4`),
    check('periodo_ficha_range', sql`${t.fichaId} in (1, 2)`),
  ],
);

/**
 * Monitoring of one class in one bimestre (tipo 1 learning, 2 activities). `status` true = finished by
 * the teacher; `validado` null = not yet validated, true/false = the coordinator's decision;
 * `situacao` the progress percent, recomputed in the transaction that changes the answers; the
 * validator's CPF and the moment of the decision are kept with it.
 */
export const acompanhamento = pgTable(
  'acompanhamento',
  {
    id: serial('id').primaryKey(),
    tipo: smallint('tipo').notNull(),
    turmaId: integer('turma_id')
      .notNull()
      .references(() => turma.id),
    ano: integer('ano').notNull(),
    bimestre: smallint('bimestre').notNull(),
    componente: smallint('componente').notNull().default(1),
    responsavel: varchar('responsavel', { length: 11 }).notNull(),
    status: boolean('status').notNull().default(false),
    validado: boolean('validado'),
    situacao: integer('situacao').notNull().default(0),
    justificativa: text('justificativa'),
    validadorCpf: varchar('validador_cpf', { length: 11 }),
    dataValidacao: timestamp('data_validacao', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('acompanhamento_turma_periodo_key').on(t.tipo, t.turmaId, t.ano, t.bimestre, t.componente),
    index('acompanhamento_responsavel_idx').on(t.responsavel, t.ano),
    index('acompanhamento_periodo_idx').on(t.ano, t.bimestre, t.tipo),
    index('acompanhamento_turma_idx').on(t.turmaId),
    check('acompanhamento_tipo_range', sql`${t.tipo} between 1 and 3`),
    check('acompanhamento_bimestre_range', sql`${t.bimestre} between 1 and 4`),
    check('acompanhamento_situacao_range', sql`${t.situacao} between 0 and 100`),
  ],
);

/** The textual genres chosen for a learning monitoring (at least one to finish it). */
export const acompanhamentoGenero = pgTable(
  'acompanhamento_genero',
  {
    acompanhamentoId: integer('acompanhamento_id')
      .notNull()
      .references(() => acompanhamento.id, { onDelete: 'cascade' }),
    generoId: integer('genero_id')
      .notNull()
      .references(() => generoTextual.id),
  },
  (t) => [primaryKey({ name: 'acompanhamento_genero_pkey', columns: [t.acompanhamentoId, t.generoId] })],
);

/**
 * One student's record in a learning monitoring: the class's students when it was opened (the set is
 * frozen); `situacao` is the student's progress percent.
 */
export const acompanhamentoAluno = pgTable(
  'acompanhamento_aluno',
  {
    id: serial('id').primaryKey(),
    acompanhamentoId: integer('acompanhamento_id')
      .notNull()
      .references(() => acompanhamento.id, { onDelete: 'cascade' }),
    alunoId: integer('aluno_id')
      .notNull()
      .references(() => aluno.id),
    situacao: integer('situacao').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The record's answers per level (criterion level 1-4), kept by a trigger on
     * `resposta_aprendizagem` (migration 0013): the monitoring's answer reads them instead of counting
     * the answers of every student on each call.
     */
    respostasNivel1: integer('respostas_nivel_1').notNull().default(0),
    respostasNivel2: integer('respostas_nivel_2').notNull().default(0),
    respostasNivel3: integer('respostas_nivel_3').notNull().default(0),
    respostasNivel4: integer('respostas_nivel_4').notNull().default(0),
  },
  (t) => [
    unique('acompanhamento_aluno_key').on(t.acompanhamentoId, t.alunoId),
    index('acompanhamento_aluno_aluno_idx').on(t.alunoId),
    check('acompanhamento_aluno_situacao_range', sql`${t.situacao} between 0 and 100`),
  ],
);

/** Activity monitoring answers: one level (criterion) per monitoring and skill. */
export const respostaAtividade = pgTable(
  'resposta_atividade',
  {
    id: serial('id').primaryKey(),
    acompanhamentoId: integer('acompanhamento_id')
      .notNull()
      .references(() => acompanhamento.id, { onDelete: 'cascade' }),
    habilidadeId: integer('habilidade_id')
      .notNull()
      .references(() => habilidade.id),
    criterioId: integer('criterio_id')
      .notNull()
      .references(() => criterio.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('resposta_atividade_key').on(t.acompanhamentoId, t.habilidadeId),
    index('resposta_atividade_habilidade_idx').on(t.habilidadeId),
  ],
);

/** Learning monitoring answers: one level (criterion) per student record and skill. */
export const respostaAprendizagem = pgTable(
  'resposta_aprendizagem',
  {
    id: serial('id').primaryKey(),
    acompanhamentoAlunoId: integer('acompanhamento_aluno_id')
      .notNull()
      .references(() => acompanhamentoAluno.id, { onDelete: 'cascade' }),
    habilidadeId: integer('habilidade_id')
      .notNull()
      .references(() => habilidade.id),
    criterioId: integer('criterio_id')
      .notNull()
      .references(() => criterio.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('resposta_aprendizagem_key').on(t.acompanhamentoAlunoId, t.habilidadeId),
    index('resposta_aprendizagem_habilidade_idx').on(t.habilidadeId),
  ],
);
