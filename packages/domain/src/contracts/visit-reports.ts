/**
 * Wire contract of the visit reports and pairings (`/RelatorioVisita…`, `/IndicadorRelatorio…`,
 * `/ParticipanteVisita…`, `/TipoRelatorio`, `/CategoriaRelatorio…`, `/Indicador…`,
 * `/CriterioRelatorio…`, `/Escolas/Pareamento…`; spec 03 §7.5, docs/api-contract-issue7-visits-award.md):
 * the API validates and documents the requests with these schemas; the answers' schemas type the web
 * (derived with z.output) and are checked against the API's service at compile time
 * (apps/api/src/modules/visit-reports/visit-reports.contract-check.ts).
 */
import { z } from 'zod';
import { isoDateIssue } from '../dates';
import { emptyAsUndefined, idField, optionalIdParam } from './params';
import { PARTICIPANT_MSG, VISIT_MSG } from '../visit-reports';

export const PAIRING_NOT_FOUND = 'Pareamento de escolas não encontrado para este relatório.';
export const PAIRING_INEP_INVALID = 'Codigo INEP inválido.';
export const ANO_PREMIO_ID_INVALIDO = 'Ano Prêmio inválido.';
const CATEGORY_INVALID = 'Categoria inválida.';
const PARFI_YEAR_INVALID = 'Ano PARFI não encontrado.';
const AWARD_INVALID = 'Ano Prêmio inválido.';

// ---------------------------------------------------------------- requests

const typeField = idField(VISIT_MSG.typeInvalid).refine((v) => v >= 1 && v <= 3, {
  error: VISIT_MSG.typeInvalid,
});
const dateField = z.preprocess(
  emptyAsUndefined,
  z
    .string({ error: VISIT_MSG.dateRequired })
    .superRefine((s, ctx) => {
      const issue = isoDateIssue(s, VISIT_MSG.dateRequired);
      if (issue) ctx.addIssue({ code: 'custom', message: issue });
    })
    .optional(),
);

/** One answer (the criterion chosen for an indicator) in a report's body. */
export const answerSchema = z.object({
  /** 0 or absent on the first save (the report has no id yet). */
  relatorioVisitaId: z
    .number({ error: VISIT_MSG.reportNotFound })
    .int({ error: VISIT_MSG.reportNotFound })
    .min(0, { error: VISIT_MSG.reportNotFound })
    .max(2_147_483_647, { error: VISIT_MSG.reportNotFound })
    .optional(),
  criterioId: idField(VISIT_MSG.indicatorInvalid),
  indicadorId: idField(VISIT_MSG.indicatorInvalid),
  categoriaId: idField(VISIT_MSG.indicatorInvalid),
});

/** Body of POST /api/RelatorioVisita. */
export const reportBody = z.object({
  tipoRelatorioId: typeField,
  data: dateField,
  descricaoDetalhada: z.string({ error: VISIT_MSG.descriptionMax }).nullable().optional(),
  finalizado: z.boolean({ error: 'Finalizado inválido.' }).optional(),
  anoParfiId: idField(PARFI_YEAR_INVALID),
  pareamentoEscolasId: idField(PAIRING_NOT_FOUND),
  indicadores: z.array(answerSchema, { error: VISIT_MSG.indicatorInvalid }).max(500).optional(),
});
export type ReportBody = z.output<typeof reportBody>;

/** Body of PUT /api/RelatorioVisita. */
export const reportUpdateBody = reportBody.extend({ id: idField(VISIT_MSG.reportNotFound) });
export type ReportUpdateBody = z.output<typeof reportUpdateBody>;

export const reportTypeParams = z.object({ tipoRelatorioId: typeField });
export const categoryParams = z.object({ categoriaId: idField(CATEGORY_INVALID) });
export const criteriaParams = z.object({
  categoriaId: idField(CATEGORY_INVALID),
  tipoRelatorioId: typeField,
});
export const reportListParams = z.object({
  pareamentoEscolas: idField(PAIRING_NOT_FOUND),
  anoPremioId: idField(AWARD_INVALID),
  anoParfiId: idField(PARFI_YEAR_INVALID),
});
export const reportQuery = z.object({ relatorioVisitaId: idField(VISIT_MSG.reportNotFound) });
export const reportIdParams = z.object({ id: idField(VISIT_MSG.reportNotFound) });
export const reportDeleteQuery = z.object({
  relatorioVisitaId: idField(VISIT_MSG.reportNotFound),
  escolaInep: z.preprocess(emptyAsUndefined, z.string().optional()),
  anoPremio: optionalIdParam(AWARD_INVALID),
  anoParfi: optionalIdParam(PARFI_YEAR_INVALID),
  pareamentoEscolasId: optionalIdParam(PAIRING_NOT_FOUND),
  anoPremioId: optionalIdParam(AWARD_INVALID),
});
export const reportAnswersParams = z.object({ reportId: idField(VISIT_MSG.reportNotFound) });

/** Body of POST /api/IndicadorRelatorio: the report's answers (only levels > 0). */
export const answersBody = z
  .array(answerSchema.extend({ relatorioVisitaId: idField(VISIT_MSG.reportNotFound) }), {
    error: VISIT_MSG.indicatorInvalid,
  })
  .min(1, { error: VISIT_MSG.indicatorInvalid })
  .max(500);
export type AnswersBody = z.output<typeof answersBody>;

export const participantCpfParams = z.object({ cpf: z.string() });

/** Body of POST /api/ParticipanteVisita. */
export const participantBody = z.object({
  nome: z.string().nullable().optional(),
  cpf: z.string({ error: PARTICIPANT_MSG.cpfInvalid }),
  codigoPerfil: z
    .number({ error: PARTICIPANT_MSG.profileInvalid })
    .int({ error: PARTICIPANT_MSG.profileInvalid })
    .min(0, { error: PARTICIPANT_MSG.profileInvalid })
    .max(99, { error: PARTICIPANT_MSG.profileInvalid })
    .nullable()
    .optional(),
  nomePerfil: z.string().nullable().optional(),
  relatorioVisitaId: idField(VISIT_MSG.reportNotFound),
});
export type ParticipantBody = z.output<typeof participantBody>;

export const participantDeleteQuery = z.object({ participanteVisitaId: idField(PARTICIPANT_MSG.notFound) });

export const pairingParams = z.object({
  anoPremioId: idField(ANO_PREMIO_ID_INVALIDO),
  schoolInep: z.string().regex(/^\d{8}$/, { error: PAIRING_INEP_INVALID }),
});

// ---------------------------------------------------------------- answers

export const schoolRefSchema = z.object({ codigoInep: z.string(), nomeEscola: z.string() });
export type SchoolRef = z.output<typeof schoolRefSchema>;

const pairedSchool = z.object({ id: z.number().int(), codigoInep: z.string(), nomeEscola: z.string() });
/** GET /api/Escolas/Pareamento/{anoPremioId}/{inep}: the visiting and the visited school. */
export const pairingSchema = z
  .object({
    id: z.number().int(),
    anoPremioId: z.number().int(),
    escolaPremiada: pairedSchool,
    escolaFomentada: pairedSchool,
  })
  .meta({ id: 'PareamentoEscolas' });
export type Pareamento = z.output<typeof pairingSchema>;

export const tipoRelatorioSchema = z.object({ id: z.number(), descricao: z.string() });
export type TipoRelatorio = z.output<typeof tipoRelatorioSchema>;

export const categoriaRelatorioSchema = z.object({
  id: z.number(),
  codigo: z.number(),
  descricao: z.string(),
  tipoRelatorioId: z.number(),
});
export type CategoriaRelatorio = z.output<typeof categoriaRelatorioSchema>;

export const indicadorSchema = z.object({
  id: z.number(),
  codigo: z.number(),
  descricao: z.string(),
  categoriaId: z.number(),
  relatorioId: z.number(),
});
export type Indicador = z.output<typeof indicadorSchema>;

export const criterioRelatorioSchema = z.object({
  id: z.number(),
  /** The level, 1 to 4. */
  codigo: z.number(),
  descricao: z.string(),
  indicadorId: z.number(),
  categoriaId: z.number(),
});
export type CriterioRelatorio = z.output<typeof criterioRelatorioSchema>;

export const indicadorRelatorioSchema = z.object({
  relatorioVisitaId: z.number(),
  criterioId: z.number(),
  indicadorId: z.number(),
  categoriaId: z.number(),
  nivel: z.number(),
  descricaoCriterio: z.string(),
});
export type IndicadorRelatorio = z.output<typeof indicadorRelatorioSchema>;

export const participanteSchema = z.object({
  id: z.number(),
  relatorioVisitaId: z.number(),
  nome: z.string(),
  cpf: z.string(),
  codigoPerfil: z.number(),
  nomePerfil: z.string().nullable(),
});
export type Participante = z.output<typeof participanteSchema>;

export const relatorioVisitaSchema = z.object({
  id: z.number(),
  tipoRelatorioId: z.number(),
  tipoRelatorio: z.string(),
  data: z.string().nullable(),
  descricaoDetalhada: z.string().nullable(),
  finalizado: z.boolean(),
  anoParfiId: z.number(),
  anoParfi: z.number(),
  pareamentoEscolasId: z.number(),
  escolaVisitante: schoolRefSchema,
  escolaAcompanhada: schoolRefSchema,
  podeEditar: z.boolean(),
});
export type RelatorioVisita = z.output<typeof relatorioVisitaSchema>;

/** GET /api/RelatorioVisita/{id}/1: the report with its answers and participants. */
export const relatorioCompletoSchema = relatorioVisitaSchema.extend({
  indicadores: z.array(indicadorRelatorioSchema),
  participantes: z.array(participanteSchema),
});
export type RelatorioCompleto = z.output<typeof relatorioCompletoSchema>;

/** GET /api/ParticipanteVisita/Usuario/{cpf}: the user found and the profile to add them with. */
export const usuarioParticipanteSchema = z.object({
  nome: z.string(),
  cpf: z.string(),
  perfis: z.array(z.object({ codigoPerfil: z.number(), nomePerfil: z.string() })),
});
export type UsuarioParticipante = z.output<typeof usuarioParticipanteSchema>;

/** PUT /api/RelatorioVisita: the success text, the report saved and how many mandatory objectives it imposed. */
export const reportSavedSchema = z.object({
  mensagem: z.string(),
  relatorio: relatorioVisitaSchema,
  objetivosObrigatorios: z.number(),
});
export type ReportSaved = z.output<typeof reportSavedSchema>;

/** POST /api/ParticipanteVisita: the success text and the participant added. */
export const participantAddedSchema = z.object({ mensagem: z.string(), participante: participanteSchema });
export type ParticipantAdded = z.output<typeof participantAddedSchema>;
