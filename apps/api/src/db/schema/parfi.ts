import { sql } from 'drizzle-orm';
import { boolean, integer, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { check, index, pgTable, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { anoParfi, premioEscola } from './award';
import { usuario } from './auth';
import {
  createdAt,
  dateString,
  money,
  ownedBy,
  percent,
  requiredRef,
  serialId,
  timestamps,
  timestampTz,
} from './columns';

/** PARFI objective (objetivo) with its goals and actions (spec 03 §3). Ids are the business ids. */
export const objetivo = pgTable('objetivo', {
  id: integer('id').primaryKey(),
  codigo: integer('codigo').notNull(),
  resumo: varchar('resumo', { length: 300 }).notNull(),
});

export const meta = pgTable(
  'meta',
  {
    id: integer('id').primaryKey(),
    objetivoId: requiredRef('objetivo_id', () => objetivo.id),
    codigo: varchar('codigo', { length: 10 }).notNull(),
    descricao: text('descricao').notNull(),
  },
  (t) => [index('meta_objetivo_idx').on(t.objetivoId)],
);

/** Action of a goal: financiavel, debito, modalidade 1 Custeio / 2 Capital / 3 Não se aplica, guidance. */
export const acao = pgTable(
  'acao',
  {
    id: integer('id').primaryKey(),
    objetivoId: requiredRef('objetivo_id', () => objetivo.id),
    metaId: requiredRef('meta_id', () => meta.id),
    codigo: varchar('codigo', { length: 10 }).notNull(),
    descricao: text('descricao').notNull(),
    financiavel: boolean('financiavel').notNull().default(true),
    debito: boolean('debito').notNull().default(false),
    modalidade: smallint('modalidade').notNull(),
    orientacao: text('orientacao').notNull().default(''),
  },
  (t) => [
    index('acao_meta_idx').on(t.metaId),
    check('acao_modalidade_range', sql`${t.modalidade} between 1 and 3`),
  ],
);

/** Document type (1-16) and its kind (1-6), which decides the required fields. */
export const tipoDocumento = pgTable('tipo_documento', {
  id: integer('id').primaryKey(),
  descricao: varchar('descricao', { length: 120 }).notNull(),
  tipo: smallint('tipo').notNull(),
});

/** Reason for refusing a document (Enums/MotivoIndeferimentoEnum). */
export const motivoIndeferimento = pgTable('motivo_indeferimento', {
  id: integer('id').primaryKey(),
  descricao: varchar('descricao', { length: 200 }).notNull(),
});

/**
 * A school's PARFI plan for one PARFI year of an award. `valorParfi` is the instalment's value;
 * `saldoDisponivel` and `valorExecutado` are recalculated in the transaction of every change.
 */
export const planoParfi = pgTable(
  'plano_parfi',
  {
    id: serialId(),
    premioEscolaId: requiredRef('premio_escola_id', () => premioEscola.id),
    anoParfiId: requiredRef('ano_parfi_id', () => anoParfi.id),
    valorParfi: money('valor_parfi').notNull(),
    saldoDisponivel: money('saldo_disponivel').notNull(),
    valorExecutado: money('valor_executado').notNull().default('0'),
    ...timestamps(),
  },
  (t) => [unique('plano_parfi_escola_ano_key').on(t.premioEscolaId, t.anoParfiId)],
);

/** One planned action (plano de ação) of a plan. */
export const planoAcao = pgTable(
  'plano_acao',
  {
    id: serialId(),
    planoParfiId: requiredRef('plano_parfi_id', () => planoParfi.id),
    objetivoId: requiredRef('objetivo_id', () => objetivo.id),
    metaId: requiredRef('meta_id', () => meta.id),
    acaoId: requiredRef('acao_id', () => acao.id),
    valor: money('valor').notNull(),
    dataInicio: dateString('data_inicio').notNull(),
    dataFim: dateString('data_fim').notNull(),
    ...timestamps(),
  },
  (t) => [
    index('plano_acao_plano_idx').on(t.planoParfiId),
    check('plano_acao_valor_positive', sql`${t.valor} > 0`),
    check('plano_acao_datas', sql`${t.dataFim} > ${t.dataInicio}`),
  ],
);

/**
 * Mandatory objective imposed on a plan (from a visit report): percentages of the PARFI value, the
 * number of actions required and how many are planned (kept by the server).
 */
export const objetivoObrigatorio = pgTable(
  'objetivo_obrigatorio',
  {
    id: serialId(),
    planoParfiId: requiredRef('plano_parfi_id', () => planoParfi.id),
    relatorioVisitaId: integer('relatorio_visita_id'),
    objetivoId: requiredRef('objetivo_id', () => objetivo.id),
    percentualMinimo: percent('percentual_minimo').notNull().default('0'),
    percentualMaximo: percent('percentual_maximo'),
    numeroAcao: integer('numero_acao').notNull().default(1),
    quantidadeAcaoPlanejada: integer('quantidade_acao_planejada').notNull().default(0),
    quantidadeIndicadores: integer('quantidade_indicadores').notNull().default(0),
  },
  (t) => [
    unique('objetivo_obrigatorio_plano_objetivo_key').on(t.planoParfiId, t.objetivoId),
    index('objetivo_obrigatorio_relatorio_idx').on(t.relatorioVisitaId),
    check('objetivo_obrigatorio_numero', sql`${t.numeroAcao} >= 1`),
  ],
);

/**
 * Execution of an action: situacao (spec 03 §4.1; null = not sent) and status 0 EmAberto,
 * 1 Finalizada, 2 EmAnalise. One per action.
 */
export const execucaoAcao = pgTable(
  'execucao_acao',
  {
    id: serialId(),
    planoAcaoId: requiredRef('plano_acao_id', () => planoAcao.id),
    situacao: smallint('situacao'),
    status: smallint('status').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    unique('execucao_acao_plano_acao_key').on(t.planoAcaoId),
    // Executions awaiting a level: the approval queue and 'O que aguarda você' (decisions 125, 129).
    index('execucao_acao_situacao_idx').on(t.situacao, t.planoAcaoId),
    check('execucao_acao_situacao_range', sql`${t.situacao} between 0 and 9`),
    check('execucao_acao_status_range', sql`${t.status} between 0 and 2`),
  ],
);

/** A supporting document of an execution; its bytes are in the file storage under `conteudoId`. */
export const arquivoAnexado = pgTable(
  'arquivo_anexado',
  {
    id: serialId(),
    execucaoAcaoId: requiredRef('execucao_acao_id', () => execucaoAcao.id),
    documentoId: requiredRef('documento_id', () => tipoDocumento.id),
    nome: varchar('nome', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 60 }).notNull(),
    tamanho: integer('tamanho').notNull(),
    conteudoId: varchar('conteudo_id', { length: 100 }).notNull(),
    dataExecucao: dateString('data_execucao').notNull(),
    cnpj: varchar('cnpj', { length: 14 }),
    valorOrcamento: money('valor_orcamento'),
    notaFiscal: varchar('nota_fiscal', { length: 50 }),
    deferido: boolean('deferido'),
    finalizado: boolean('finalizado').notNull().default(false),
    motivoIndeferimentoId: integer('motivo_indeferimento_id').references(() => motivoIndeferimento.id),
    detalhamento: text('detalhamento'),
    createdAt: createdAt(),
  },
  (t) => [index('arquivo_anexado_execucao_idx').on(t.execucaoAcaoId)],
);

/**
 * An approval record (Deferimento) of one level: opened undecided (deferido null) by obter-ou-criar,
 * decided by PUT DeferirExecucao. At most one undecided record per execution. The situation and status
 * before the decision are kept so the administrator can undo the last one.
 */
export const deferirExecucao = pgTable(
  'deferir_execucao',
  {
    id: serialId(),
    execucaoAcaoId: requiredRef('execucao_acao_id', () => execucaoAcao.id),
    nivelDeferimentoId: smallint('nivel_deferimento_id').notNull(),
    deferido: boolean('deferido'),
    motivoIndeferimentoId: integer('motivo_indeferimento_id').references(() => motivoIndeferimento.id),
    detalhamento: text('detalhamento'),
    situacaoAnterior: smallint('situacao_anterior'),
    statusAnterior: smallint('status_anterior').notNull(),
    usuarioId: integer('usuario_id').references(() => usuario.id),
    nomeUsuario: varchar('nome_usuario', { length: 150 }),
    perfilId: smallint('perfil_id'),
    data: timestampTz('data').notNull().defaultNow(),
  },
  (t) => [
    index('deferir_execucao_execucao_idx').on(t.execucaoAcaoId),
    uniqueIndex('deferir_execucao_aberto_key')
      .on(t.execucaoAcaoId)
      .where(sql`${t.deferido} is null`),
    check('deferir_execucao_nivel_range', sql`${t.nivelDeferimentoId} between 1 and 3`),
  ],
);

/** One document's decision within an approval record. */
export const deferirArquivo = pgTable(
  'deferir_arquivo',
  {
    id: serialId(),
    deferirExecucaoId: ownedBy('deferir_execucao_id', () => deferirExecucao.id),
    arquivoAnexadoId: ownedBy('arquivo_anexado_id', () => arquivoAnexado.id),
    deferido: boolean('deferido').notNull(),
    motivoIndeferimentoId: integer('motivo_indeferimento_id').references(() => motivoIndeferimento.id),
    detalhamento: text('detalhamento'),
  },
  (t) => [index('deferir_arquivo_arquivo_idx').on(t.arquivoAnexadoId)],
);
