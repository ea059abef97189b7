/**
 * Wire contract of the PARFI plan (`/PlanoParfi`, `/PlanoAcao…`, `/ObjetivoObrigatorio…`,
 * `/AnoPremio`, `/AnoParfi`, `/PremioLeia/AnoPremio`; docs/api-contract-issue6.md): the API validates
 * and documents the requests with these schemas; the answers' schemas type the web (derived with
 * z.output) and are checked against the API's views at compile time
 * (apps/api/src/modules/parfi/parfi.contract-check.ts).
 */
import { z } from 'zod';
import { PARFI_MSG, percentHundredths, planoAcaoSchema, planoAcaoUpdateSchema } from '../parfi';
import { emptyAsUndefined, idField } from './params';

// The action bodies are the action form's rules (../parfi.ts): the screen validates with them.
export { planoAcaoSchema, planoAcaoUpdateSchema };

export const ANO_PREMIO_INVALIDO = 'Ano Prêmio inválido.';
export const ANO_PARFI_INVALIDO = 'Ano PARFI inválido.';

// ---------------------------------------------------------------- request fields

/** An 8-digit INEP code (query or body). */
export const inepField = z
  .string({ error: PARFI_MSG.inepInvalid })
  .trim()
  .regex(/^\d{8}$/, { error: PARFI_MSG.inepInvalid });

/** A year 2023-2100 as a number or its digits. */
export function yearField(message: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{4}\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: message })
      .int({ error: message })
      .min(2023, { error: message })
      .max(2100, { error: message }),
  );
}

// ---------------------------------------------------------------- requests

export const planQuery = z.object({
  escolaInep: inepField,
  anoPremio: yearField(ANO_PREMIO_INVALIDO),
  anoParfi: yearField(ANO_PARFI_INVALIDO),
});

/** Body of POST /api/PlanoParfi. */
export const planBody = planQuery;
export type PlanoParfiBody = z.output<typeof planBody>;

export const prizeYearsQuery = z.object({ inep: z.preprocess(emptyAsUndefined, inepField.optional()) });

export const idParams = z.object({ id: idField('Nenhum plano encontrado.') });

export const actionQuery = z.object({ planoAcaoId: idField(PARFI_MSG.actionNotFound) });

export const awardIdParams = z.object({ id: idField(PARFI_MSG.awardYearNotFound) });

export const parfiYearsQuery = z.object({
  anoPremioId: z.preprocess(emptyAsUndefined, idField(PARFI_MSG.awardYearNotFound).optional()),
});

export const parfiYearParams = z.object({
  anoParfi: yearField(PARFI_MSG.parfiYearNotFound),
  anoPremioId: idField(PARFI_MSG.awardYearNotFound),
  type: z.preprocess(
    (v) => (typeof v === 'string' ? Number(v) : v),
    z.union([z.literal(1), z.literal(2)], { error: 'Tipo de escola inválido.' }),
  ),
});

export const mandatorySchoolQuery = z.object({
  codigoInep: inepField,
  anoPremio: z.preprocess(emptyAsUndefined, yearField(ANO_PREMIO_INVALIDO).optional()),
  anoParfi: z.preprocess(emptyAsUndefined, yearField(ANO_PARFI_INVALIDO).optional()),
  relatorioVisitaId: z.preprocess(emptyAsUndefined, idField('Relatório inválido.').optional()),
});

const PERCENT_INVALID = 'Percentual inválido.';
const percentField = z
  .number({ error: PERCENT_INVALID })
  .min(0, { error: PERCENT_INVALID })
  .max(100, { error: PERCENT_INVALID })
  .refine((v) => percentHundredths(v) !== null, { error: PERCENT_INVALID });

export const mandatoryItem = z.object({
  objetivoId: idField(PARFI_MSG.objectiveRequired),
  percentualMinimo: percentField,
  percentualMaximo: percentField.nullable().optional(),
  numeroAcao: z
    .number({ error: 'Número de ações inválido.' })
    .int()
    .min(1, { error: 'Número de ações inválido.' })
    .max(99),
  quantidadeIndicadores: z.number().int().min(0).max(999).optional(),
});

export const mandatoryCreateQuery = z.object({ relatorioId: idField('Relatório inválido.') });

/**
 * The objectives the caller gives for a report. Optional: the spec's call has no body, and without
 * one the finalised report's own objectives are (re)created.
 */
export const mandatoryCreateBody = z
  .object({
    codigoInep: inepField,
    anoPremio: yearField(ANO_PREMIO_INVALIDO),
    anoParfi: yearField(ANO_PARFI_INVALIDO),
    objetivos: z.array(mandatoryItem).max(20),
  })
  .nullish();

export const mandatoryUpdateBody = mandatoryItem.extend({
  id: idField('Nenhum objetivo obrigatório encontrado para este relatório.'),
  quantidadeAcaoPlanejada: z.number().int().min(0).optional(),
});

// ---------------------------------------------------------------- answers

export const metaSchema = z.object({ id: z.number(), codigo: z.string(), descricao: z.string() });
export type Meta = z.output<typeof metaSchema>;

export const acaoSchema = z.object({
  id: z.number(),
  codigo: z.string(),
  descricao: z.string(),
  financiavel: z.boolean(),
  debito: z.boolean(),
  /** 1 Custeio, 2 Capital, 3 Não se aplica. */
  modalidade: z.number(),
  modalidadeDescricao: z.string(),
  orientacao: z.string(),
  /** The goal the action belongs to. */
  metaId: z.number(),
});
export type Acao = z.output<typeof acaoSchema>;

/** GET /api/PlanoAcao/Objetivo: the catalogue, objective by objective. */
export const objetivoSchema = z.object({
  id: z.number(),
  codigo: z.number(),
  resumo: z.string(),
  metas: z.array(metaSchema),
  acoes: z.array(acaoSchema),
});
export type Objetivo = z.output<typeof objetivoSchema>;

/** GET /api/PremioLeia/AnoPremio: one award year with its PARFI years (newest first). */
export const prizeYearSchema = z.object({
  anoPremio: z.number(),
  anoPremioId: z.number(),
  anoParfi: z.array(z.number()),
  tipoEscolaId: z.number().nullable(),
});
export type PrizeYear = z.output<typeof prizeYearSchema>;

/** GET /api/AnoParfi[?anoPremioId=]: a PARFI year (parcel) of an award year. */
export const anoParfiSchema = z.object({
  id: z.number(),
  ano: z.number(),
  anoPremioId: z.number(),
  anoPremio: z.number(),
  parcela: z.number(),
  porcentagemParcela: z.number(),
});
export type AnoParfi = z.output<typeof anoParfiSchema>;

/** One approval decision on a document. */
export const deferirArquivoSchema = z.object({
  id: z.number(),
  deferirExecucaoId: z.number(),
  nivelDeferimentoId: z.number(),
  data: z.string(),
  deferido: z.boolean(),
  motivoIndeferimentoId: z.number().nullable(),
  motivoIndeferimento: z.string().nullable(),
  detalhamento: z.string().nullable(),
});
export type DeferirArquivo = z.output<typeof deferirArquivoSchema>;

/** A document attached to an execution, with its decisions. */
export const attachedFileSchema = z.object({
  id: z.number(),
  execucaoAcaoId: z.number(),
  documentoId: z.number(),
  tipoDocumento: z.string(),
  /** Kind 1-6 of the document type (§5.2). */
  tipo: z.number(),
  nome: z.string(),
  contentType: z.string(),
  tamanho: z.number(),
  dataExecucao: z.string(),
  cnpj: z.string().nullable(),
  valorOrcamento: z.number().nullable(),
  notaFiscal: z.string().nullable(),
  deferido: z.boolean().nullable(),
  finalizado: z.boolean(),
  motivoIndeferimentoId: z.number().nullable(),
  motivoIndeferimento: z.string().nullable(),
  detalhamento: z.string().nullable(),
  deferirArquivos: z.array(deferirArquivoSchema),
});
export type AttachedFile = z.output<typeof attachedFileSchema>;

/** An approval record (history entry). */
export const deferimentoSchema = z.object({
  id: z.number(),
  execucaoAcaoId: z.number(),
  data: z.string(),
  nivelDeferimentoId: z.number(),
  deferido: z.boolean().nullable(),
  motivoIndeferimentoId: z.number().nullable(),
  detalhamento: z.string().nullable(),
  nomeUsuario: z.string().nullable(),
  perfilId: z.number().nullable(),
  situacaoAnterior: z.number().nullable(),
});
export type Deferimento = z.output<typeof deferimentoSchema>;

/** The execution of an action. */
export const execucaoSchema = z.object({
  id: z.number(),
  /** §4.1; null: not sent for approval. */
  situacao: z.number().nullable(),
  /** 0 EmAberto, 1 Finalizada, 2 EmAnalise. */
  status: z.number(),
  podeIncluir: z.boolean(),
  podeEnviar: z.boolean(),
  arquivosAnexado: z.array(attachedFileSchema),
  deferirExecucoes: z.array(deferimentoSchema),
});
export type Execucao = z.output<typeof execucaoSchema>;

/** A row of the plan's actions. */
export const planoAcaoLinhaSchema = z.object({
  id: z.number(),
  planoParfiId: z.number(),
  objetivoId: z.number(),
  objetivoCodigo: z.number(),
  objetivo: z.string(),
  metaId: z.number(),
  meta: z.string(),
  acaoId: z.number(),
  acao: z.string(),
  financiavel: z.boolean(),
  debito: z.boolean(),
  modalidade: z.number(),
  modalidadeDescricao: z.string(),
  valor: z.number(),
  dataInicio: z.string(),
  dataFim: z.string(),
  /** §4.1 (SituacaoExecucao); null: the execution was not sent for approval. */
  situacao: z.number().nullable(),
  /** The §4.1 label of `situacao`. */
  status: z.string(),
  /** The execution's status (0 EmAberto, 1 Finalizada, 2 EmAnalise); null: no execution. */
  statusExecucao: z.number().nullable(),
  podeEditar: z.boolean(),
});
export type PlanoAcaoLinha = z.output<typeof planoAcaoLinhaSchema>;

/** GET /api/PlanoAcao?planoAcaoId=: one action with its execution. */
export const planoAcaoDetalheSchema = planoAcaoLinhaSchema.extend({
  orientacao: z.string(),
  escolaInep: z.string(),
  nomeEscola: z.string(),
  anoPremio: z.number(),
  anoParfi: z.number(),
  /** valor × 1.15; null for objectives 1, 8, 9. */
  valorOrcado: z.number().nullable(),
  execucaoAcao: z.array(execucaoSchema),
});
export type PlanoAcao = z.output<typeof planoAcaoDetalheSchema>;

/** GET /api/PlanoParfi: a school's plan for an award and PARFI year. */
export const planoParfiSchema = z.object({
  id: z.number(),
  escolaInep: z.string(),
  nomeEscola: z.string(),
  anoPremio: z.number(),
  anoPremioId: z.number(),
  tipoEscolaId: z.number(),
  anoParfi: z.object({
    id: z.number(),
    ano: z.number(),
    parcela: z.number(),
    valorParfi: z.number(),
    dataInicio: z.string(),
  }),
  parcelaDescricao: z.string(),
  valorPremio: z.number(),
  saldoDisponivel: z.number(),
  valorExecutado: z.number(),
  totalPlanejado: z.number(),
  /** null when the plan has no mandatory objective (N/A). */
  acoesObrigatorias: z.object({ preenchidas: z.number(), total: z.number() }).nullable(),
  totaisObjetivo: z.array(z.object({ objetivoId: z.number(), valorPlanejado: z.number() })),
  planoAcao: z.array(planoAcaoLinhaSchema),
});
export type PlanoParfi = z.output<typeof planoParfiSchema>;

/** GET /api/ObjetivoObrigatorio/Escola: a mandatory objective with its amounts. */
export const objetivoObrigatorioSchema = z.object({
  id: z.number(),
  planoParfiId: z.number(),
  relatorioVisitaId: z.number().nullable(),
  objetivoId: z.number(),
  objetivoCodigo: z.number(),
  resumo: z.string(),
  percentualMinimo: z.number(),
  percentualMaximo: z.number().nullable(),
  valorMinimo: z.number().nullable(),
  valorMaximo: z.number().nullable(),
  numeroAcao: z.number(),
  quantidadeAcaoPlanejada: z.number(),
  quantidadeIndicadores: z.number(),
  valorPlanejado: z.number(),
  pendente: z.boolean(),
});
export type ObjetivoObrigatorio = z.output<typeof objetivoObrigatorioSchema>;

/** GET /api/PlanoAcao/Documento: a document type the action may receive. */
export const documentTypeSchema = z.object({
  id: z.number(),
  descricao: z.string(),
  /** Kind 1 to 6 (spec 03 §5.2). */
  tipo: z.number(),
});
export type DocumentType = z.output<typeof documentTypeSchema>;

/** An item of the `/Enums/…` lists (`{ dadosEnum: [...] }`). */
export const enumItemSchema = z.object({ id: z.number(), descricao: z.string() });
export type EnumItem = z.output<typeof enumItemSchema>;
export const enumListSchema = z.object({ dadosEnum: z.array(enumItemSchema) });
export type EnumList = z.output<typeof enumListSchema>;

/** Answer of the writes that carry the spec's success text. */
export const withMessageSchema = z.object({ mensagem: z.string() });
export type WithMessage = z.output<typeof withMessageSchema>;
