/**
 * Wire contract of the monitorings (docs/api-contract-issue5.md 'Activities', 'Learning', 'Shapes'):
 * `/AcompanhamentoAtividadeTurma…`, `/AcompanhamentoAprendizagem…`, `/habilidadeficha/respondidas`.
 * The API validates and documents with these schemas, the web derives its types from them.
 */
import { z } from 'zod';
import { cpfSchema } from '../cpf';
import { TURNOS, isEnumId } from '../enums';
import {
  NOT_STARTED,
  OWN_CLASS,
  activityValidationBodySchema,
  isRespostaId,
  learningValidationBodySchema,
} from '../monitoring';
import { emptyAsUndefined, idField } from './params';
import { periodoSchema, termQuery, yearQuery } from './periods';
import { SHEET_MSG, fichaIdField, levelCountSchema } from './sheets';

// The validation bodies are the validation form's rules (../monitoring.ts): the screen validates with them.
export { activityValidationBodySchema, learningValidationBodySchema };

export const MONITORING_MSG = {
  escolaInvalida: 'Escola inválida.',
  municipioInvalido: 'Município inválido.',
  regionalInvalida: 'Regional inválida.',
  lugarObrigatorio: 'Informe o município ou a regional.',
  turmaInvalida: 'Turma inválida.',
  turnoInvalido: 'Turno inválido.',
  categoriaInvalida: 'Categoria inválida.',
  estruturaInvalida: 'Estrutura inválida.',
  alunoInvalido: 'Estudante inválido.',
  criterioInvalido: 'Critério inválido para a habilidade informada.',
  turmaNaoEncontrada: 'Nenhuma turma encontrada',
  escolaNaoEncontrada: 'Nenhuma escola encontrada',
  turmaOutroAno: 'A turma não é do ano informado.',
  semEstudantes: 'Nenhum estudante encontrado para acompanhamento.',
  semRespostas: 'Nenhuma resposta para o acompanhamento',
  respostasMisturadas: 'Todas as respostas devem ser do mesmo acompanhamento.',
  foraDoPeriodo: 'Fora do período de acompanhamento ano/bimestre informados!',
  responsavelDiferente: 'O responsável deve ser o professor que está lançando o acompanhamento.',
  informeTurmaOuAcompanhamento: 'Informe o acompanhamento ou a turma, o ano e o bimestre.',
  respostaIdInvalido: 'Identificador de resposta inválido.',
  respostaIdRepetido: 'Identificador de resposta repetido na mesma chamada.',
  respostaIdEmUso: 'Identificador de resposta já usado em outra resposta.',
  own: OWN_CLASS,
  notStarted: NOT_STARTED,
} as const;

// ---------------------------------------------------------------- answers (shapes)

/** A row of the school class lists (…/Escola/Turmas). */
export const turmaAcompanhamentoSchema = z.object({
  turmaId: z.number(),
  nomeTurma: z.string(),
  codigoTurma: z.string(),
  serie: z.number(),
  turno: z.number(),
  anoTurma: z.number(),
  nomeProfessor: z.string().nullable(),
  cpfProfessor: z.string().nullable(),
  /** null: no monitoring started for that year and term. */
  acompanhamentoId: z.number().nullable(),
  /** Finished (finalizado). */
  status: z.boolean(),
  /** null: not yet validated (nor rejected). */
  validado: z.boolean().nullable(),
  /** Progress percent. */
  situacao: z.number(),
  /** Rejection reason. */
  justificativa: z.string().nullable(),
});
export type TurmaAcompanhamento = z.output<typeof turmaAcompanhamentoSchema>;

export const alunoAcompanhamentoSchema = z.object({
  alunoId: z.number(),
  acompanhamentoAlunoId: z.number(),
  nome: z.string(),
  cpf: z.string().nullable(),
  dataNascimento: z.string(),
  situacao: z.number(),
  alfabetizado: z.boolean(),
  totalNiveis: z.array(levelCountSchema),
});
export type AlunoAcompanhamento = z.output<typeof alunoAcompanhamentoSchema>;

/** One monitoring (learning or activity). */
export const acompanhamentoSchema = z.object({
  acompanhamentoId: z.number(),
  ano: z.number(),
  bimestre: z.number(),
  turmaId: z.number(),
  nomeTurma: z.string(),
  anoTurma: z.number(),
  serie: z.number(),
  turno: z.number(),
  nomeEscola: z.string(),
  escolaId: z.number(),
  responsavel: z.string(),
  nomeProfessor: z.string().nullable(),
  cpfProfessor: z.string(),
  componenteCurricular: z.number(),
  codigosGenerosTextuais: z.array(z.number()),
  status: z.boolean(),
  validado: z.boolean().nullable(),
  situacao: z.number(),
  justificativa: z.string().nullable(),
  totalNiveis: z.array(levelCountSchema),
  periodo: periodoSchema.nullable(),
  alunoAcompanhamento: z.array(alunoAcompanhamentoSchema),
});
export type Acompanhamento = z.output<typeof acompanhamentoSchema>;

/** The monitoring's percent (the administrator's recalculation). */
export const situacaoSchema = z.object({ situacao: z.number() });

/**
 * What a save did with the answers that carried a `respostaId` (decision 133): `aplicadas` were
 * written by this call, `repetidas` had been received before and were not applied again. Answers
 * without an id are in neither list (they are always applied).
 */
const receivedAnswers = {
  aplicadas: z.array(z.string()),
  repetidas: z.array(z.string()),
};

/** The answer of a save: the monitoring's new percent and the fate of the answers' ids. */
export const activityAnswersResultSchema = z.object({ situacao: z.number(), ...receivedAnswers });
export type SituacaoAcompanhamento = z.output<typeof activityAnswersResultSchema>;

/** The answer of a student's save: the monitoring's and the student's new percents, and the ids. */
export const studentAnswersResultSchema = z.object({
  situacao: z.number(),
  situacaoAluno: z.number(),
  ...receivedAnswers,
});
export type SituacaoAcompanhamentoAluno = z.output<typeof studentAnswersResultSchema>;

// ---------------------------------------------------------------- fields

/** A CPF in a body or query (exactly masked or bare) → 11 digits; anything else → 'CPF inválido'. */
export const cpfValue = cpfSchema();

export const optionalCpf = z.preprocess(emptyAsUndefined, cpfValue.optional());

export const turnoQuery = z.preprocess(
  emptyAsUndefined,
  z
    .preprocess(
      (v) => (typeof v === 'string' && /^\s*\d\s*$/.test(v) ? Number(v) : v),
      z.number({ error: MONITORING_MSG.turnoInvalido }).refine((n) => isEnumId(TURNOS, n), {
        error: MONITORING_MSG.turnoInvalido,
      }),
    )
    .optional(),
);

/** The id of a monitoring (404-like message 'Não existe acompanhamento iniciado para essa turma'). */
export const acompId = idField(MONITORING_MSG.notStarted);
const turmaId = idField(MONITORING_MSG.turmaInvalida);
const optionalId = (message: string) => z.preprocess(emptyAsUndefined, idField(message).optional());
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsUndefined, schema.optional());

/** The curricular component (only 1, Língua Portuguesa, is offered). */
export const componenteField = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d\s*$/.test(v) ? Number(v) : v),
  // A smallint column: a value outside 1..32767 is refused here, not by the database (500, fuzzer).
  z
    .number({ error: 'Componente curricular inválido.' })
    .int({ error: 'Componente curricular inválido.' })
    .min(1, { error: 'Componente curricular inválido.' })
    .max(32767, { error: 'Componente curricular inválido.' }),
);
export const genreIdsSchema = z.array(idField(SHEET_MSG.generoObrigatorio)).max(100);

// ---------------------------------------------------------------- both kinds

/** `?escolaId=&bimestre=&ano=&turno=` of the school class lists. */
export const schoolListQuery = z.object({
  escolaId: idField(MONITORING_MSG.escolaInvalida),
  bimestre: termQuery(),
  ano: yearQuery(),
  turno: turnoQuery,
});

/**
 * `?municipio=|codigoRegional=&ano=&bimestre=` of the activity monitoring's counts per school (the
 * municipal, regional and state sign-off screens, decision 050; issue 17: one call, exportable).
 */
export const schoolCountsQuery = z
  .object({
    municipio: optionalId(MONITORING_MSG.municipioInvalido),
    codigoRegional: optionalId(MONITORING_MSG.regionalInvalida),
    bimestre: termQuery(),
    ano: yearQuery(),
  })
  .superRefine((q, ctx) => {
    if (q.municipio === undefined && q.codigoRegional === undefined) {
      ctx.addIssue({ code: 'custom', message: MONITORING_MSG.lugarObrigatorio });
    }
  });

/** One school with its counts of classes and activity monitorings for the term. */
export const schoolCountsSchema = z
  .object({
    escolaId: z.number().int(),
    codigoInep: z.string(),
    nomeEscola: z.string(),
    nomeMunicipio: z.string(),
    /** Classes of the kind's séries (active, or with a monitoring of the term). */
    turmas: z.number().int(),
    iniciados: z.number().int(),
    finalizados: z.number().int(),
    validados: z.number().int(),
  })
  .meta({ id: 'EscolaAcompanhamentos' });

export type SchoolCounts = z.output<typeof schoolCountsSchema>;

/** `?acompanhamentoId=&categoriaId=` of the skills of a category (…/Turma). */
export const skillsQuery = z.object({
  acompanhamentoId: acompId,
  categoriaId: optionalId(MONITORING_MSG.categoriaInvalida),
});

/** Body of the finish (PUT): status true. */
export const finishBodySchema = z.object({ acompanhamentoId: acompId, status: z.literal(true) });
export type FinishBody = z.output<typeof finishBodySchema>;

// ---------------------------------------------------------------- activities

/** `?TurmaId=` (the spec's spelling) or `?turmaId=`. */
export const teacherClassQuery = z
  .object({
    TurmaId: optionalId(MONITORING_MSG.turmaInvalida),
    turmaId: optionalId(MONITORING_MSG.turmaInvalida),
    bimestre: termQuery(),
    ano: yearQuery(),
    responsavel: optionalCpf,
  })
  .refine((q) => q.TurmaId !== undefined || q.turmaId !== undefined, { error: MONITORING_MSG.turmaInvalida })
  .transform(({ TurmaId, turmaId: id, ...rest }) => ({ ...rest, turmaId: (TurmaId ?? id) as number }));

/** Body of POST /api/AcompanhamentoAtividadeTurma. */
export const activityCreateBodySchema = z.object({
  turmaId,
  ano: yearQuery(),
  bimestre: termQuery(),
  responsavel: cpfValue,
});
export type ActivityCreateBody = z.output<typeof activityCreateBodySchema>;

/**
 * The client's id of an answer (decision 133): optional (the spec's call has none); a UUID, kept in
 * lower case (as PostgreSQL answers it); anything else → 400 'Identificador de resposta inválido.'.
 */
export const respostaIdField = z
  .string({ error: MONITORING_MSG.respostaIdInvalido })
  .refine(isRespostaId, { error: MONITORING_MSG.respostaIdInvalido })
  .transform((v) => v.toLowerCase());

/** One body's answers name each `respostaId` once: a repeated one → 400. */
function uniqueRespostaIds(answers: { respostaId?: string | undefined }[], ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  for (const a of answers) {
    if (a.respostaId === undefined) continue;
    if (seen.has(a.respostaId)) {
      ctx.addIssue({ code: 'custom', message: MONITORING_MSG.respostaIdRepetido });
      return;
    }
    seen.add(a.respostaId);
  }
}

/** One answer of POST /api/AcompanhamentoAtividadeTurma/Resposta: one level (criterion) per skill. */
export const activityAnswerSchema = z.object({
  respostaId: respostaIdField.optional(),
  criterioId: idField(MONITORING_MSG.criterioInvalido),
  acompanhamentoAtividadeTurmaId: acompId,
  fichaId: idField(MONITORING_MSG.criterioInvalido),
  estruturaId: idField(MONITORING_MSG.criterioInvalido),
  categoriaId: idField(MONITORING_MSG.criterioInvalido),
  habilidadeId: idField(MONITORING_MSG.criterioInvalido),
});
export type ActivityAnswer = z.output<typeof activityAnswerSchema>;
export const activityAnswersBodySchema = z
  .array(activityAnswerSchema)
  .max(2000)
  .superRefine(uniqueRespostaIds);

// ---------------------------------------------------------------- learning

/** `GET /api/AcompanhamentoAprendizagem`: by id, or by class, year, term and component. */
export const learningQuery = z.object({
  acompId: optional(acompId),
  turmaId: optional(idField(MONITORING_MSG.turmaInvalida)),
  bimestre: optional(termQuery()),
  ano: optional(yearQuery()),
  componenteCurricular: optional(componenteField),
});

/** Body of POST /api/AcompanhamentoAprendizagem. */
export const learningCreateBodySchema = z.object({
  ano: yearQuery(),
  bimestre: termQuery(),
  turmaId: idField(MONITORING_MSG.turmaInvalida),
  responsavel: cpfValue,
  componenteCurricular: z.preprocess((v) => v ?? 1, componenteField),
  codigosGenerosTextuais: genreIdsSchema,
  // Not in the spec's call (spec 02 §7): absent, the class's current students; the screen
  // sends the list the teacher confirmed, which must be exactly them (issue 15).
  alunos: z.array(idField(MONITORING_MSG.alunoInvalido)).max(500).optional(),
});
export type LearningCreateBody = z.output<typeof learningCreateBodySchema>;

/** Body of POST /api/habilidadeficha/respondidas: one student's skills of a category. */
export const studentSkillsBodySchema = z.object({
  ano: yearQuery(),
  bimestre: termQuery(),
  categoriaId: optional(idField(MONITORING_MSG.categoriaInvalida)),
  estruturaId: optional(idField(MONITORING_MSG.estruturaInvalida)),
  fichaId: optional(fichaIdField.refine((f) => f === 1, { error: SHEET_MSG.fichaInvalida })),
  turmaId: idField(MONITORING_MSG.turmaInvalida),
  alunoId: idField(MONITORING_MSG.alunoInvalido),
  componenteCurricular: optional(componenteField),
});
export type StudentSkillsBody = z.output<typeof studentSkillsBodySchema>;

/** Body of POST /api/AcompanhamentoAprendizagemAluno/Respostas: a student's levels. */
export const studentAnswersBodySchema = z.object({
  alunoId: idField(MONITORING_MSG.alunoInvalido),
  acompanhamentoId: acompId,
  respostas: z
    .array(
      z.object({
        respostaId: respostaIdField.optional(),
        criterioId: idField(MONITORING_MSG.criterioInvalido),
        habilidadeId: idField(MONITORING_MSG.criterioInvalido),
      }),
      { error: MONITORING_MSG.semRespostas },
    )
    .max(1000)
    .superRefine(uniqueRespostaIds),
});
export type StudentAnswersBody = z.output<typeof studentAnswersBodySchema>;

/** `?acompApredizagemId=` (the spec's spelling) of POST …/AjustarPorcentagem. */
export const recalculateQuery = z.object({ acompApredizagemId: acompId });
/** `?acompanhamentoId=` of DELETE /api/AcompanhamentoAprendizagem. */
export const learningDeleteQuery = z.object({ acompanhamentoId: acompId });
/** `?acompAlunoId=` of DELETE /api/AcompanhamentoAprendizagemAluno. */
export const studentRecordDeleteQuery = z.object({ acompAlunoId: idField(MONITORING_MSG.alunoInvalido) });
/** Path `{id}` of the learning monitoring's routes. */
export const learningIdParams = z.object({ id: acompId });

/** Body of the validations (activity: …/Validacao; learning: …/{id}/Validar), as the screen sends it. */
export type ActivityValidationBody = z.input<typeof activityValidationBodySchema>;
export type LearningValidationBody = z.input<typeof learningValidationBodySchema>;
