/**
 * Classes (turmas), spec 02 §2.1-2.3, §4 'Class situation', §5 'Class form', §9: the form schema and
 * the rules shared by cadastrar-turma / editar-turma and POST/PUT /api/Turmas. Every message is the
 * spec's where it gives one.
 */
import { z } from 'zod';
import { NIVEIS_ENSINO, SERIES, TURNOS, isEnumId, nivelEnsinoDaSerie, type EnumItem } from './enums';

// ---------------------------------------------------------------- messages (spec 02 §5, §8)

export const CLASS_CODE_REQUIRED = 'O código da turma é obrigatório e deve ser um número';
export const CLASS_CODE_MAX = 'O código da turma deve ter no máximo 10 caracteres';
export const CLASS_NAME_REQUIRED = 'O nome da turma é obrigatório';
/** The spec gives the limit (15) but no text. */
export const CLASS_NAME_MAX = 'O nome da turma deve ter no máximo 15 caracteres';
export const CLASS_LEVEL_REQUIRED = 'Por favor, selecione um nível de ensino';
export const CLASS_SERIE_REQUIRED = 'Por favor, selecione uma série';
export const CLASS_TURNO_REQUIRED = 'Por favor, selecione um turno';
export const CLASS_ANNEX_NAME_REQUIRED = 'Por favor, informe o nome da sala anexa';
/** The spec gives the limit (80) but no text. */
export const CLASS_ANNEX_NAME_MAX = 'O nome da sala anexa deve ter no máximo 80 caracteres';
export const ESCOLA_NAO_SELECIONADA = 'Escola não selecionada';

export const CLASS_CREATED = 'Turma cadastrada com sucesso!';
export const CLASS_UPDATED = 'Turma atualizada com sucesso!';
export const CLASS_CREATE_FAILED = 'Não foi possível criar a turma, tente novamente mais tarde.';
export const CLASS_NOT_FOUND = 'Nenhuma turma encontrada';
export const CLASSES_NONE_FOR_SERIE = 'Não há turmas disponíveis para essa série.';
export const CLASS_CODE_TAKEN = 'Já existe uma turma com este código nesta escola.';
export const CLASS_DEACTIVATION_REFUSED = 'A turma só pode ser inativada sem estudantes e sem professor.';
export const CLASS_NOT_CURRENT_YEAR = 'Somente turmas do ano corrente podem ser alteradas.';
export const CLASS_INACTIVATE_CONFIRM = 'Deseja realmente inativar a turma?';
export const CLASS_REPLACE_TEACHER_CONFIRM =
  'A turma já possui um professor. Deseja confirmar a substituição do professor?';
/** Notice of editar-turma for sige schools (spec 02 §2.2). */
export const SIGE_CLASS_VIEW_ONLY_NOTICE =
  'As turmas importadas do SIGE são somente para visualização, exceto a desenturmação do professor.';

// ---------------------------------------------------------------- limits (spec 02 §9)

export const CLASS_CODE_MAX_LENGTH = 10;
export const CLASS_NAME_MAX_LENGTH = 15;
export const CLASS_ANNEX_NAME_MAX_LENGTH = 80;

// ---------------------------------------------------------------- rules

/** The séries offered for a teaching level (1 Educação Infantil → 1-3, 2 Ensino Fundamental → 4-9). */
export function seriesOfLevel(nivel: number | null | undefined): (typeof SERIES)[number][] {
  if (nivel !== 1 && nivel !== 2) return [];
  return SERIES.filter((s) => nivelEnsinoDaSerie(s.id) === nivel);
}

/** Multisseriada EI (3) and Multisseriada EF (9) are the multigrade séries. */
export function isMultigrade(serie: number | null | undefined): boolean {
  return serie === 3 || serie === 9;
}

/**
 * Whether the class name may be changed, and the situation toggled (spec 02 §2.2, §4): only for
 * schools that are not sige and classes of the current year.
 */
export function isClassEditable(
  cls: { anoTurma: number },
  school: { sige: boolean },
  now: Date = new Date(),
): boolean {
  return !school.sige && cls.anoTurma === now.getFullYear();
}

/** Deactivation is refused unless the class has no students and no teacher (spec 02 §4). */
export function canDeactivateClass(cls: { quantidadeAlunos: number; idProfessor: number | null }): boolean {
  return cls.quantidadeAlunos === 0 && cls.idProfessor === null;
}

// ---------------------------------------------------------------- the form

function selectNumber(v: unknown): unknown {
  if (typeof v === 'string' && /^\s*\d+\s*$/.test(v)) return Number(v);
  return v === '' || v === null ? undefined : v;
}

function enumField(list: readonly EnumItem[], message: string) {
  return z.preprocess(
    selectNumber,
    z.number({ error: message }).refine((n) => isEnumId(list, n), { error: message }),
  );
}

const codigoTurma = z.preprocess(
  (v) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? String(v) : v),
  z
    .string({ error: CLASS_CODE_REQUIRED })
    .trim()
    .superRefine((s, ctx) => {
      if (!/^\d+$/.test(s)) ctx.addIssue({ code: 'custom', message: CLASS_CODE_REQUIRED });
      else if (s.length > CLASS_CODE_MAX_LENGTH) ctx.addIssue({ code: 'custom', message: CLASS_CODE_MAX });
    }),
);

const nomeTurma = z
  .string({ error: CLASS_NAME_REQUIRED })
  .trim()
  .superRefine((s, ctx) => {
    if (s === '') ctx.addIssue({ code: 'custom', message: CLASS_NAME_REQUIRED });
    else if (s.length > CLASS_NAME_MAX_LENGTH) ctx.addIssue({ code: 'custom', message: CLASS_NAME_MAX });
  });

const classFields = {
  codigoTurma,
  nomeTurma,
  nivelEnsino: enumField(NIVEIS_ENSINO, CLASS_LEVEL_REQUIRED),
  serie: enumField(SERIES, CLASS_SERIE_REQUIRED),
  turno: enumField(TURNOS, CLASS_TURNO_REQUIRED),
  anexo: z.preprocess((v) => (v === null || v === undefined ? false : v), z.boolean()),
  nomeAnexo: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string().nullish()),
};

type ClassRaw = {
  nivelEnsino: number;
  serie: number;
  anexo: boolean;
  nomeAnexo?: string | null | undefined;
};

function classRules(v: ClassRaw, ctx: z.RefinementCtx): void {
  if (!seriesOfLevel(v.nivelEnsino).some((s) => s.id === v.serie)) {
    ctx.addIssue({ code: 'custom', message: CLASS_SERIE_REQUIRED, path: ['serie'] });
  }
  const nome = v.nomeAnexo ?? '';
  if (v.anexo && nome === '') {
    ctx.addIssue({ code: 'custom', message: CLASS_ANNEX_NAME_REQUIRED, path: ['nomeAnexo'] });
  } else if (v.anexo && nome.length > CLASS_ANNEX_NAME_MAX_LENGTH) {
    ctx.addIssue({ code: 'custom', message: CLASS_ANNEX_NAME_MAX, path: ['nomeAnexo'] });
  }
}

function classOutput<T extends ClassRaw>(v: T) {
  return {
    ...v,
    nomeAnexo: v.anexo ? (v.nomeAnexo ?? null) : null,
    multisseriada: isMultigrade(v.serie),
  };
}

/**
 * The class form (cadastrar-turma): codigoTurma (digits, ≤ 10), nomeTurma (≤ 15), nivelEnsino, serie
 * (one of the level's), turno, anexo and nomeAnexo (required when anexo, ≤ 80). Output: trimmed,
 * selects as numbers, nomeAnexo null without anexo, and `multisseriada` set from the série.
 */
export const classFormSchema = z.object(classFields).superRefine(classRules).transform(classOutput);

export type ClassFormValues = z.output<typeof classFormSchema>;
export type ClassFormInput = z.input<typeof classFormSchema>;

/** Body of POST /api/Turmas: the form plus the active school ('Escola não selecionada' without it). */
export const classRegisterSchema = z
  .object({
    escolaId: z.preprocess(
      selectNumber,
      z.number({ error: ESCOLA_NAO_SELECIONADA }).int({ error: ESCOLA_NAO_SELECIONADA }).positive({
        error: ESCOLA_NAO_SELECIONADA,
      }),
    ),
    ...classFields,
  })
  .superRefine(classRules)
  .transform(classOutput);

export type ClassRegisterValues = z.output<typeof classRegisterSchema>;

/** The edit form (editar-turma): only the name changes. */
export const classEditSchema = z.object({ nomeTurma });

/** Body of PUT /api/Turmas/{id}/Situacao. */
export const classSituationSchema = z.object({
  situacao: z.preprocess(
    selectNumber,
    z.union([z.literal(0), z.literal(1)], { error: 'Situação inválida.' }),
  ),
});
