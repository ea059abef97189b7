/**
 * Wire contract of the class calls (/api/Escolas/{id}/turmas, /api/Turmas): the class as the lists
 * answer it, the list's query and the maintenance bodies (their rules are in ../classes.ts).
 */
import { z } from 'zod';
import { classEditSchema, classRegisterSchema, classSituationSchema } from '../classes';
import { emptyAsUndefined, idField } from './params';

export { classRegisterSchema, classSituationSchema };

export const TURMA_INVALIDA = 'Turma inválida.';

/** A class as the class lists answer it (spec 01 §3, spec 02 §3). */
export const turmaSchema = z
  .object({
    id: z.number().int(),
    codigoTurma: z.string(),
    nomeTurma: z.string(),
    serie: z.number().int(),
    turno: z.number().int(),
    nivelEnsino: z.number().int(),
    composicaoEnsino: z.number().int(),
    modalidadeEnsino: z.number().int(),
    situacao: z.number().int(),
    quantidadeAlunos: z.number().int(),
    escolaId: z.number().int(),
    nomeProfessor: z.string().nullable(),
    cpfProfessor: z.string().nullable(),
    idProfessor: z.number().int().nullable(),
    anoTurma: z.number().int(),
    ano: z.number().int(),
    multisseriada: z.boolean(),
    anexo: z.boolean(),
    nomeAnexo: z.string().nullable(),
  })
  .meta({ id: 'Turma' });

export type Turma = z.output<typeof turmaSchema>;

export const CLASS_MSG = {
  serieInvalida: 'Série inválida.',
  situacaoInvalida: 'Situação inválida.',
  anoInvalido: 'Ano inválido.',
  escolaNaoEncontrada: 'Nenhuma escola encontrada',
} as const;

/** Answer of PUT /api/Turmas/{id}/Situacao. */
export const situationAnswerSchema = z.object({ mensagem: z.string() });

function optionalInt(message: string, min: number, max: number) {
  return z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\d{1,4}$/, { error: message })
      .transform(Number)
      .refine((n) => n >= min && n <= max, { error: message })
      .optional(),
  );
}

/** `situacao`: 0 or 1, or 'todas' (active and inactive); omitted = 1. */
const situacaoFilter = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .regex(/^(0|1|todas)$/i, { error: CLASS_MSG.situacaoInvalida })
    .transform((v) => (v.toLowerCase() === 'todas' ? ('todas' as const) : Number(v)))
    .optional(),
);

/** The school of GET /api/Escolas/{id}/turmas. */
export const schoolClassesParams = z.object({ id: idField() });

/** GET /api/Escolas/{id}/turmas?serie=&situacao=&ano= */
export const schoolClassesQuery = z.object({
  serie: optionalInt(CLASS_MSG.serieInvalida, 1, 9),
  situacao: situacaoFilter,
  ano: optionalInt(CLASS_MSG.anoInvalido, 2000, 2100),
});

/** `situacao` of the class list as the screens send it: 1 active (the default), 0 inactive, 'todas' both. */
export type ClassSituationFilter = 0 | 1 | 'todas';

/** PUT /api/Turmas: the new name of the class. */
export const classRenameBody = classEditSchema.safeExtend({ id: idField(TURMA_INVALIDA) });

/** The class of PUT /api/Turmas/{id}/Situacao. */
export const classSituationParams = z.object({ id: idField(TURMA_INVALIDA) });

export type ClassRegisterBody = z.input<typeof classRegisterSchema>;
export type ClassRenameBody = z.input<typeof classRenameBody>;
export type ClassSituationBody = z.input<typeof classSituationSchema>;
export type SituationAnswer = z.output<typeof situationAnswerSchema>;
