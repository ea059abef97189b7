/**
 * Wire contract of the PARFI approval (`/DeferirExecucao…`, `/ExecucaoAcao…`,
 * `/Enums/MotivoIndeferimentoEnum`; spec 03 §7.2, docs/api-contract-issue6.md 'Approval'): the API
 * validates and documents the requests with these schemas; the answers' schemas type the web
 * (derived with z.output) and are checked against the API's service at compile time
 * (apps/api/src/modules/deferral/deferral.contract-check.ts).
 */
import { z } from 'zod';
import { DETAIL_MAX, PARFI_MSG } from '../parfi';
import { CODIGO_INVALIDO, emptyAsUndefined, idField } from './params';
import {
  ANO_PARFI_INVALIDO,
  ANO_PREMIO_INVALIDO,
  attachedFileSchema,
  deferimentoSchema,
  execucaoSchema,
  yearField,
} from './parfi';

// ---------------------------------------------------------------- requests

/** `?anoPremio=&anoParfi=&codigoRegional=&codigoMunicipio=` of the approval lists. */
export const queueQuery = z.object({
  anoPremio: yearField(ANO_PREMIO_INVALIDO),
  anoParfi: yearField(ANO_PARFI_INVALIDO),
  codigoRegional: z.preprocess(emptyAsUndefined, idField(CODIGO_INVALIDO).optional()),
  codigoMunicipio: z.preprocess(emptyAsUndefined, idField(CODIGO_INVALIDO).optional()),
});

/** The columns the approval queue sorts by (the screen's column ids; `nivel` and `status` follow the situation). */
export const QUEUE_SORT_COLUMNS = [
  'planoAcaoId',
  'codigoInep',
  'nomeEscola',
  'nomeMunicipio',
  'siglaRegional',
  'descricao',
  'valor',
  'dataInicio',
  'dataFim',
  'nivel',
  'status',
] as const;
export type QueueSortColumn = (typeof QUEUE_SORT_COLUMNS)[number];

/** Largest page of the approval queue. */
export const QUEUE_PAGE_MAX = 100;
/** Page size when only `pagina` is sent. */
export const QUEUE_PAGE_DEFAULT = 20;

export const PAGING_MSG = {
  page: 'Página inválida: informe um número inteiro a partir de 1.',
  pageSize: `Tamanho de página inválido: informe um número inteiro de 1 a ${QUEUE_PAGE_MAX}.`,
  sort: 'Coluna de ordenação inválida.',
  order: "Ordem inválida: use 'asc' ou 'desc'.",
} as const;

function boundedInt(message: string, max: number) {
  return z.preprocess(
    emptyAsUndefined,
    z
      .string({ error: message })
      .regex(/^\d{1,6}$/, { error: message })
      .transform(Number)
      .pipe(z.number().int().min(1, { error: message }).max(max, { error: message }))
      .optional(),
  );
}

/** `?ordenar=<column>&ordem=asc|desc` of the approval queue (the server sorts; names in pt-BR order). */
export const queueSortQuery = z.object({
  ordenar: z.preprocess(emptyAsUndefined, z.enum(QUEUE_SORT_COLUMNS, { error: PAGING_MSG.sort }).optional()),
  ordem: z.preprocess(emptyAsUndefined, z.enum(['asc', 'desc'], { error: PAGING_MSG.order }).optional()),
});

/**
 * GET /api/DeferirExecucao/Listagem (issue 17, decision 129): the filters, and optionally a page
 * (`pagina` from 1, `tamanhoPagina` up to 100; the total in the `X-Total-Count` header) and the sort.
 * Without `pagina` and `tamanhoPagina` the answer is the whole list, as the spec's call.
 */
export const queueListQuery = queueQuery.extend({
  pagina: boundedInt(PAGING_MSG.page, 1_000_000),
  tamanhoPagina: boundedInt(PAGING_MSG.pageSize, QUEUE_PAGE_MAX),
  ...queueSortQuery.shape,
});
export type QueueListQuery = z.output<typeof queueListQuery>;

export const openBody = z.object({ planoAcaoId: idField(PARFI_MSG.actionNotFound) });

const nullableId = z.preprocess(
  (v) => (v === 0 || v === '' || v === '0' ? null : v),
  idField(PARFI_MSG.reasonInvalid).nullable().optional(),
);

/** Body of PUT /api/DeferirExecucao: the decision on each document of the execution. */
export const deferralBody = z.object({
  id: idField(PARFI_MSG.deferralNotFound),
  deferido: z.boolean().nullable().optional(),
  deferirArquivos: z
    .array(
      z.object({
        id: z.number().int().min(0).optional(),
        arquivoAnexadoId: idField(PARFI_MSG.allDocumentsRequired),
        deferido: z.boolean({ error: PARFI_MSG.allDocumentsRequired }).nullable(),
        motivoIndeferimentoId: nullableId,
        detalhamento: z.string().max(DETAIL_MAX, { error: PARFI_MSG.detailTooLong }).nullable().optional(),
      }),
      { error: PARFI_MSG.allDocumentsRequired },
    )
    .max(200),
});
export type DeferralBody = z.output<typeof deferralBody>;

export const deferirIdQuery = z.object({ deferirId: idField(PARFI_MSG.deferralNotFound) });
export const execucaoIdQuery = z.object({ execucaoId: idField(PARFI_MSG.executionNotFound) });
export const execucaoAcaoIdQuery = z.object({ execucaoAcaoId: idField(PARFI_MSG.executionNotFound) });

// ---------------------------------------------------------------- answers

/** A row of GET /api/DeferirExecucao/Listagem: an action awaiting the caller's level. */
export const awaitingActionSchema = z.object({
  planoAcaoId: z.number(),
  execucaoAcaoId: z.number(),
  codigoInep: z.string(),
  nomeEscola: z.string(),
  codigoRegional: z.number(),
  siglaRegional: z.string(),
  codigoMunicipio: z.number(),
  nomeMunicipio: z.string(),
  objetivo: z.string(),
  meta: z.string(),
  acao: z.string(),
  descricao: z.string(),
  valor: z.number(),
  dataInicio: z.string(),
  dataFim: z.string(),
  situacao: z.number().nullable(),
  status: z.string(),
  nivelDeferimentoId: z.number().nullable(),
});
export type AwaitingAction = z.output<typeof awaitingActionSchema>;

/** A school of GET /api/DeferirExecucao/Deferimentos with its awaiting actions. */
export const schoolAwaitingSchema = z.object({
  codigoInep: z.string(),
  nomeEscola: z.string(),
  codigoRegional: z.number(),
  siglaRegional: z.string(),
  /** Spelt as the spec. */
  codigoMunicio: z.number(),
  nomeMunicipio: z.string(),
  quantidadeAcoes: z.number(),
  acoes: z.array(
    z.object({
      planoAcaoId: z.number(),
      descricao: z.string(),
      dataInicio: z.string(),
      dataFim: z.string(),
      valor: z.number(),
      situacao: z.number().nullable(),
      status: z.string(),
    }),
  ),
});
export type SchoolAwaiting = z.output<typeof schoolAwaitingSchema>;

/** GET /api/DeferirExecucao/Quantidade. */
export const queueCountSchema = z.object({ quantidade: z.number() });
export type QueueCount = z.output<typeof queueCountSchema>;

/** POST /api/DeferirExecucao/obter-ou-criar: the undecided record of the due level. */
export const deferralRecordSchema = z.object({
  id: z.number(),
  execucaoAcaoId: z.number().nullable(),
  planoAcaoId: z.number(),
  nivelDeferimentoId: z.number().nullable(),
  codigoInep: z.string(),
  nomeEscola: z.string(),
  anoPremio: z.number(),
  anoParfi: z.number(),
  objetivoId: z.number(),
  objetivo: z.string(),
  metaId: z.number(),
  meta: z.string(),
  acaoId: z.number(),
  acao: z.string(),
  orientacao: z.string().nullable(),
  valor: z.number(),
  dataInicio: z.string(),
  dataFim: z.string(),
  situacao: z.number().nullable(),
  status: z.number().nullable(),
  arquivosAnexado: z.array(attachedFileSchema),
  deferimentos: z.array(deferimentoSchema),
});
export type DeferralRecord = z.output<typeof deferralRecordSchema>;

/** PUT /api/DeferirExecucao: the success text and the execution's new state. */
export const deferralResultSchema = z.object({
  mensagem: z.string(),
  situacao: z.number(),
  status: z.number(),
});
export type DeferralResult = z.output<typeof deferralResultSchema>;

/** PUT /api/ExecucaoAcao/Finalizar: the success text and the execution sent. */
export const sendResultSchema = z.object({ mensagem: z.string(), execucaoAcao: execucaoSchema });
export type SendResult = z.output<typeof sendResultSchema>;
