/**
 * Students (spec 01 §5 'Student form', 'Student search filter', §6): the zod schemas and notices shared
 * by the web forms (react-hook-form + zodResolver) and the API routes. Every message is the spec's.
 */
import { z } from 'zod';
import { CPF_INVALID, isValidCpf, normalizeCpf } from './cpf';
import { isFutureDate, isoDateIssue } from './dates';
import {
  CORES,
  NIVEIS_ENSINO,
  SERIES,
  SEXOS,
  TRANSPORTES,
  isEnumId,
  nivelEnsinoDaSerie,
  type EnumItem,
} from './enums';
import { requiredText } from './fields';
import { hasConsecutiveSpaces, isFullName, isNameFilterText } from './names';
import { collapseSpaces, onlyDigits, stripAccents } from './text';

// ---------------------------------------------------------------- notices (spec 01 §1, §6)

/** Spec 01 §6: edit, move and finish only for students of the active school (unless Administrador). */
export const STUDENT_OWNERSHIP_NOTICE =
  'Esta ação está disponível apenas para a edição de estudantes pertencentes à mesma escola.';
/** Spec 01 §1: schools registered through the external system (sige) cannot be changed here. */
export const SIGE_NOTICE = 'Esta escola foi cadastrada pelo SIGE e não pode ser alterada no SIAM.';

// ---------------------------------------------------------------- messages (spec 01 §4, §5, §8)

export const STUDENT_NAME_REQUIRED = 'O nome é obrigatório';
export const STUDENT_MOTHER_REQUIRED = 'O nome da mãe é obrigatório';
export const FULL_NAME_REQUIRED = 'Informe o nome completo.';
export const NAME_CONSECUTIVE_SPACES = 'O nome não pode conter espaços consecutivos.';
export const NAME_MAX_80 = 'O nome deve ter no máximo 80 caracteres.';
export const SEXO_REQUIRED = 'Sexo obrigatório';
export const SEXO_INVALID = 'Sexo inválido';
export const COR_REQUIRED = 'Selecione uma cor';
export const TRANSPORTE_REQUIRED = 'Selecione um tipo de transporte';
export const BIRTH_DATE_REQUIRED = 'Informe a data de nascimento';
export const BIRTH_DATE_FUTURE = 'A data de nascimento deve ser anterior ou igual à data atual.';
export const STUDENT_INEP_INVALID = 'O código INEP deve conter exatamente 12 caracteres numéricos';
export const DISABILITY_REQUIRED = 'Informe a descrição da deficiência';
export const DISABILITY_MAX_80 = 'A descrição da deficiência deve ter no máximo 80 caracteres.';
export const NIVEL_ENSINO_REQUIRED = 'Selecione um nível de ensino';
export const SERIE_REQUIRED = 'Selecione uma série';

export const STUDENT_ALREADY_REGISTERED = 'Estudante já está cadastrado';
export const STUDENT_ALREADY_ENROLLED = 'Estudante já se encontra enturmado.';
export const STUDENT_ALREADY_IN_CLASS = 'O estudante já está matriculado em uma turma.';
export const STUDENT_NOT_IN_CLASS =
  'Estudante não está em uma turma, é necessário enturmar antes de prosseguir.';
export const MONITORING_LOST_CONFIRM =
  'Caso continue, o acompanhamento da turma será perdido. Deseja continuar?';
export const STUDENT_NOT_FOUND = 'Nenhum estudante encontrado';
/** Too many student lookups by one user in a minute (issue 15: a walk over birth dates is cut off). */
export const STUDENT_LOOKUP_LIMIT =
  'Muitas consultas de estudantes em pouco tempo. Aguarde um minuto e tente novamente.';
/** Shown with a student of another area: the lookup answers only what enrolling needs (issue 15). */
export const STUDENT_RESTRICTED_NOTICE =
  'Estudante de outra escola: são exibidos apenas os dados necessários para a enturmação. A consulta completa é permitida somente a estudantes da sua área.';

export const STUDENT_NAME_MAX = 80;
export const STUDENT_INEP_LENGTH = 12;

// ---------------------------------------------------------------- helpers

/** '' / null / undefined → undefined, so optional fields accept an empty form value. */
function emptyToUndefined(v: unknown): unknown {
  return v === '' || v === null || v === undefined ? undefined : v;
}

/** A select's value: a number, or a numeric string (HTML selects give strings); '' / null are missing. */
function selectNumber(v: unknown): unknown {
  if (typeof v === 'string' && /^\s*\d+\s*$/.test(v)) return Number(v);
  return emptyToUndefined(v);
}

/** A required person name with the spec's rules, in the spec's order; trimmed. */
function personName(requiredMessage: string) {
  return requiredText(requiredMessage, (s) =>
    s.length > STUDENT_NAME_MAX
      ? NAME_MAX_80
      : hasConsecutiveSpaces(s)
        ? NAME_CONSECUTIVE_SPACES
        : !isFullName(s)
          ? FULL_NAME_REQUIRED
          : null,
  );
}

function enumField(list: readonly EnumItem[], message: string) {
  return z.preprocess(
    selectNumber,
    z.number({ error: message }).refine((n) => isEnumId(list, n), { error: message }),
  );
}

/** A check box of a new record: absent or null is unchecked. */
const optionalBoolean = z.preprocess((v) => (v === null ? undefined : v), z.boolean().default(false));
/**
 * A check box of an edit: absent or null keeps the stored value (issue 15: saving a student exactly as
 * GET gave it turned `estudanteAlfabetizado` from null into false). Output `undefined` = unchanged.
 */
const keptBoolean = z.preprocess((v) => (v === null ? undefined : v), z.boolean().optional());

// ---------------------------------------------------------------- the student form

const studentFields = {
  nome: personName(STUDENT_NAME_REQUIRED),
  nomeMae: personName(STUDENT_MOTHER_REQUIRED),
  nomePai: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string()
      .max(STUDENT_NAME_MAX, { error: NAME_MAX_80 })
      .nullish()
      .transform((v) => (v ? v : null)),
  ),
  cpf: z
    .string({ error: CPF_INVALID })
    .refine(isValidCpf, { error: CPF_INVALID })
    .transform((v) => normalizeCpf(v)),
  sexo: z.preprocess(
    emptyToUndefined,
    z
      .string({ error: SEXO_REQUIRED })
      .refine((s) => isEnumId(SEXOS, s), { error: SEXO_INVALID })
      .transform((s) => s as 'F' | 'M'),
  ),
  cor: enumField(CORES, COR_REQUIRED),
  transporte: enumField(TRANSPORTES, TRANSPORTE_REQUIRED),
  dataNascimento: z.string({ error: BIRTH_DATE_REQUIRED }).superRefine((d, ctx) => {
    const message = isoDateIssue(d, BIRTH_DATE_REQUIRED) ?? (isFutureDate(d) ? BIRTH_DATE_FUTURE : null);
    if (message) ctx.addIssue({ code: 'custom', message });
  }),
  codigoInep: z.preprocess(
    (v) => (typeof v === 'string' ? emptyToUndefined(v.trim()) : emptyToUndefined(v)),
    z
      .string({ error: STUDENT_INEP_INVALID })
      .regex(/^\d{12}$/, { error: STUDENT_INEP_INVALID })
      .optional()
      .transform((v) => v ?? null),
  ),
  nivelEnsino: z.preprocess(
    selectNumber,
    z
      .number({ error: NIVEL_ENSINO_REQUIRED })
      .refine((n) => isEnumId(NIVEIS_ENSINO, n), { error: NIVEL_ENSINO_REQUIRED })
      .optional()
      .transform((v) => v ?? null),
  ),
  serie: z.preprocess(
    selectNumber,
    z
      .number({ error: SERIE_REQUIRED })
      .refine((n) => isEnumId(SERIES, n), { error: SERIE_REQUIRED })
      .optional()
      .transform((v) => v ?? null),
  ),
  pessoaComDeficiencia: optionalBoolean,
  descricaoDeficiencia: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string().nullish()),
  participaAee: optionalBoolean,
  contraturno: optionalBoolean,
  dificuldadePedagogica: optionalBoolean,
  estudanteAlfabetizado: optionalBoolean,
};

function readDisability(value: unknown): { pcd: boolean; descricao: string } {
  const v = (value ?? {}) as { pessoaComDeficiencia?: unknown; descricaoDeficiencia?: unknown };
  return {
    pcd: v.pessoaComDeficiencia === true,
    descricao: typeof v.descricaoDeficiencia === 'string' ? v.descricaoDeficiencia.trim() : '',
  };
}

/**
 * The registration/edit form of a student (spec 01 §5 'Student form'). Output: names trimmed, CPF as
 * 11 digits, selects as numbers, empty optionals as null, descricaoDeficiencia null when
 * pessoaComDeficiencia is false (unchecking clears it). nivelEnsino/serie are optional here; the
 * enrolling step requires them with `studentEnrolmentSchema`.
 */
export const studentFormSchema = withDisabilityRules(z.object(studentFields)).transform((v) => ({
  ...v,
  descricaoDeficiencia: v.pessoaComDeficiencia ? (v.descricaoDeficiencia ?? null) : null,
}));

/** The disability rules of the form, on any object with its fields (`when`: with the other errors). */
function withDisabilityRules<T extends z.ZodType<Record<string, unknown>>>(schema: T) {
  return (
    schema
      // Both run even when other fields failed (`when`), so the form shows them together with the rest.
      .refine(
        (v) => {
          const { pcd, descricao } = readDisability(v);
          return !pcd || descricao !== '';
        },
        { error: DISABILITY_REQUIRED, path: ['descricaoDeficiencia'], when: () => true },
      )
      .refine(
        (v) => {
          const { pcd, descricao } = readDisability(v);
          return !pcd || descricao.length <= STUDENT_NAME_MAX;
        },
        { error: DISABILITY_MAX_80, path: ['descricaoDeficiencia'], when: () => true },
      )
  );
}

/**
 * The edit of a student (PUT /api/Alunos): the form's rules, but a check box that is absent or null
 * keeps the stored value (output `undefined`), so saving the record as GET gave it changes nothing
 * (issue 15). `descricaoDeficiencia` is null when `pessoaComDeficiencia` is false.
 */
export const studentUpdateFormSchema = withDisabilityRules(
  z.object({
    ...studentFields,
    pessoaComDeficiencia: keptBoolean,
    participaAee: keptBoolean,
    contraturno: keptBoolean,
    dificuldadePedagogica: keptBoolean,
    estudanteAlfabetizado: keptBoolean,
  }),
).transform((v) => ({
  ...v,
  descricaoDeficiencia: v.pessoaComDeficiencia === false ? null : (v.descricaoDeficiencia ?? null),
}));

export type StudentUpdateFormValues = z.output<typeof studentUpdateFormSchema>;

export type StudentFormValues = z.output<typeof studentFormSchema>;
export type StudentFormInput = z.input<typeof studentFormSchema>;

/**
 * The level and year of schooling chosen when enrolling (spec 01 §5: 'Selecione um nível de ensino',
 * 'Selecione uma série'); the série must belong to the level.
 */
export const studentEnrolmentSchema = z
  .object({
    nivelEnsino: enumField(NIVEIS_ENSINO, NIVEL_ENSINO_REQUIRED),
    serie: enumField(SERIES, SERIE_REQUIRED),
  })
  .refine((v) => nivelEnsinoDaSerie(v.serie) === v.nivelEnsino, { error: SERIE_REQUIRED, path: ['serie'] });

// ---------------------------------------------------------------- the student search (spec 01 §5)

export const SEARCH_FILTER_REQUIRED = 'Selecione um filtro';
export const SEARCH_VALUE_REQUIRED = 'Campo obrigatório';
export const SEARCH_NO_FILTER = 'Informe um filtro';
export const SEARCH_FULL_NAME = 'Insira o nome completo';
export const SEARCH_NAME_LETTERS = 'O nome deve conter apenas letras e espaços.';
export const SEARCH_NAME_MAX_50 = 'O nome deve ter no máximo 50 caracteres.';
export const SEARCH_INEP_INVALID = 'Insira o código INEP válido';
export const MUNICIPALITY_FILTER_INVALID = 'Insira o nome do município completo';
export const NAME_FILTER_MAX = 50;

export const STUDENT_SEARCH_TYPES = ['cpf', 'nome', 'inep'] as const;
export type StudentSearchType = (typeof STUDENT_SEARCH_TYPES)[number];

/** The name filter's rule; runs of spaces are not an error here (the search collapses them). */
function checkSearchName(value: string): string | null {
  const name = collapseSpaces(value);
  if (!isNameFilterText(name)) return SEARCH_NAME_LETTERS;
  if (name.length > NAME_FILTER_MAX) return SEARCH_NAME_MAX_50;
  if (!isFullName(name)) return SEARCH_FULL_NAME;
  return null;
}

/**
 * The search form of consultar/enturmar/movimentar-estudante: `{tipo, valor, dataNascimento}`.
 * tipo '' → 'Selecione um filtro' ('Informe um filtro' when nothing at all was filled); valor '' →
 * 'Campo obrigatório'; then the rule of the chosen filter.
 */
export const studentSearchSchema = z
  .object({
    tipo: z.union([z.enum(STUDENT_SEARCH_TYPES), z.literal('')]).nullish(),
    valor: z.string().nullish(),
    dataNascimento: z.string().nullish(),
  })
  .superRefine((v, ctx) => {
    const valor = (v.valor ?? '').trim();
    const issue = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (!v.tipo) {
      issue(valor === '' ? SEARCH_NO_FILTER : SEARCH_FILTER_REQUIRED, 'tipo');
      return;
    }
    if (valor === '') {
      issue(SEARCH_VALUE_REQUIRED, 'valor');
      if (v.tipo === 'nome' && !v.dataNascimento) issue(BIRTH_DATE_REQUIRED, 'dataNascimento');
      return;
    }
    if (v.tipo === 'cpf' && !isValidCpf(valor)) issue(CPF_INVALID, 'valor');
    if (v.tipo === 'inep' && !/^\d{12}$/.test(valor)) issue(SEARCH_INEP_INVALID, 'valor');
    if (v.tipo === 'nome') {
      const message = checkSearchName(valor);
      if (message) issue(message, 'valor');
      const dateMessage = isoDateIssue(v.dataNascimento, BIRTH_DATE_REQUIRED);
      if (dateMessage) issue(dateMessage, 'dataNascimento');
    }
  });

export type StudentSearchValues = z.input<typeof studentSearchSchema>;

/** The municipality filter of the search screens: letters only, at least 2 (spec 01 §5). */
export const municipalityFilterSchema = z
  .string({ error: MUNICIPALITY_FILTER_INVALID })
  .trim()
  .refine((s) => s.length >= 2 && isNameFilterText(s), { error: MUNICIPALITY_FILTER_INVALID });

/**
 * The query of GET /api/Alunos: exactly one filter, `cpf` | `nome` + `dataNascimento` | `codigoInep`.
 * Output: `{tipo, valor, dataNascimento}` normalised (CPF digits, name trimmed). Same messages as the
 * form; nothing given → 'Informe um filtro'.
 */
export const studentQuerySchema = z
  .object({
    cpf: z.string().optional(),
    nome: z.string().optional(),
    dataNascimento: z.string().optional(),
    codigoInep: z.string().optional(),
  })
  .transform((q, ctx) => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    const cpf = q.cpf?.trim();
    const nome = q.nome?.trim();
    const inep = q.codigoInep?.trim();
    if (cpf) {
      if (!isValidCpf(cpf)) return fail(CPF_INVALID);
      return { tipo: 'cpf' as const, valor: normalizeCpf(cpf), dataNascimento: null };
    }
    if (inep) {
      if (!/^\d{12}$/.test(inep)) return fail(SEARCH_INEP_INVALID);
      return { tipo: 'inep' as const, valor: inep, dataNascimento: null };
    }
    if (nome) {
      const message = checkSearchName(nome);
      if (message) return fail(message);
      const birth = q.dataNascimento?.trim() ?? '';
      const dateMessage = isoDateIssue(birth, BIRTH_DATE_REQUIRED);
      if (dateMessage) return fail(dateMessage);
      return { tipo: 'nome' as const, valor: collapseSpaces(nome), dataNascimento: birth };
    }
    return fail(SEARCH_NO_FILTER);
  });

/** The lookup GET /api/Alunos runs: the query normalised (the wire query is `StudentQuery` of contracts/students). */
export type StudentLookup = z.output<typeof studentQuerySchema>;

/**
 * Name as compared by the search: accents and case removed, whitespace collapsed
 * ('  JOÃO  da Silva' → 'joao da silva'). The API stores it beside the name to search by index.
 */
export function normalizeStudentName(s: string): string {
  return collapseSpaces(stripAccents(s)).toLocaleLowerCase('pt-BR');
}

/** Digits of a student INEP code typed in a field: digits only, at most 12. */
export function sanitizeStudentInep(s: string): string {
  return onlyDigits(s).slice(0, STUDENT_INEP_LENGTH);
}
