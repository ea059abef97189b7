import { sql } from 'drizzle-orm';
import { boolean, integer, smallint, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { check, index, pgTable, primaryKey, unique } from 'drizzle-orm/pg-core';
import { turma } from './classes';
import {
  cpfColumn,
  createdAt,
  dateString,
  ownedBy,
  requiredRef,
  serialId,
  timestamps,
  timestampTz,
  updatedAt,
} from './columns';
import { criterio, generoTextual, habilidade } from './sheets';
import { aluno } from './students';
import type { MonitoringKind } from '@siam/domain/monitoring';

/**
 * Monitoring period: the windows in which a sheet (ficha 1 learning, 2 activities) is filled in and
 * validated for one year and bimestre. One period per (ano, bimestre, ficha).
 */
export const periodoAcompanhamento = pgTable(
  'periodo_acompanhamento',
  {
    id: serialId(),
    ano: integer('ano').notNull(),
    bimestre: smallint('bimestre').notNull(),
    fichaId: smallint('ficha_id').notNull(),
    acompanhamentoDataInicio: dateString('acompanhamento_data_inicio').notNull(),
    acompanhamentoDataFim: dateString('acompanhamento_data_fim').notNull(),
    validacaoDataInicio: dateString('validacao_data_inicio').notNull(),
    validacaoDataFim: dateString('validacao_data_fim').notNull(),
    ...timestamps(),
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
    id: serialId(),
    tipo: smallint('tipo').notNull(),
    turmaId: requiredRef('turma_id', () => turma.id),
    ano: integer('ano').notNull(),
    bimestre: smallint('bimestre').notNull(),
    componente: smallint('componente').notNull().default(1),
    responsavel: cpfColumn('responsavel').notNull(),
    status: boolean('status').notNull().default(false),
    validado: boolean('validado'),
    situacao: integer('situacao').notNull().default(0),
    justificativa: text('justificativa'),
    validadorCpf: cpfColumn('validador_cpf'),
    dataValidacao: timestampTz('data_validacao'),
    ...timestamps(),
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
    acompanhamentoId: ownedBy('acompanhamento_id', () => acompanhamento.id),
    generoId: requiredRef('genero_id', () => generoTextual.id),
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
    id: serialId(),
    acompanhamentoId: ownedBy('acompanhamento_id', () => acompanhamento.id),
    alunoId: requiredRef('aluno_id', () => aluno.id),
    situacao: integer('situacao').notNull().default(0),
    createdAt: createdAt(),
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
    id: serialId(),
    acompanhamentoId: ownedBy('acompanhamento_id', () => acompanhamento.id),
    habilidadeId: requiredRef('habilidade_id', () => habilidade.id),
    criterioId: requiredRef('criterio_id', () => criterio.id),
    updatedAt: updatedAt(),
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
    id: serialId(),
    acompanhamentoAlunoId: ownedBy('acompanhamento_aluno_id', () => acompanhamentoAluno.id),
    habilidadeId: requiredRef('habilidade_id', () => habilidade.id),
    criterioId: requiredRef('criterio_id', () => criterio.id),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('resposta_aprendizagem_key').on(t.acompanhamentoAlunoId, t.habilidadeId),
    index('resposta_aprendizagem_habilidade_idx').on(t.habilidadeId),
  ],
);

/**
 * The answers received with a client id (`respostaId`, issue 18 item 3, decision 133): one row per id,
 * written in the transaction that applies the answer (`insert … on conflict do nothing returning`),
 * so that a retried answer is recognised and never applied twice. The row keeps what the id named (the
 * kind, the monitoring, the student of a learning answer, the skill, the criterion and the caller's
 * CPF): the same id for anything else is refused. Goes with its monitoring.
 */
export const respostaRecebida = pgTable(
  'resposta_recebida',
  {
    respostaId: uuid('resposta_id').primaryKey(),
    tipo: varchar('tipo', { length: 12 }).$type<MonitoringKind>().notNull(),
    acompanhamentoId: ownedBy('acompanhamento_id', () => acompanhamento.id),
    alunoId: integer('aluno_id'),
    habilidadeId: integer('habilidade_id').notNull(),
    criterioId: integer('criterio_id').notNull(),
    usuarioCpf: cpfColumn('usuario_cpf').notNull(),
    recebidaEm: timestampTz('recebida_em').notNull().defaultNow(),
  },
  (t) => [
    // The cascade from `acompanhamento` (an administrator's delete) finds the monitoring's rows.
    index('resposta_recebida_acompanhamento_idx').on(t.acompanhamentoId),
    check('resposta_recebida_tipo', sql`${t.tipo} in ('atividade', 'aprendizagem')`),
  ],
);
