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
