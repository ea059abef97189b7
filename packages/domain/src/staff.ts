/**
 * School staff (spec 02 §2.5, §3 'Person', §5 'Person forms' and 'Teacher registration fixed values',
 * §8 'Staff'): the person form of directors, coordinators, the registration team and teachers, shared
 * by consulta-diretor / consulta-coordenador / consulta-equipe / enturmar-professor and the
 * /api/Servidor calls. The institutional e-mail domains are configuration (`GET /api/config`
 * `dominiosInstitucionais`), passed in.
 */
import { z } from 'zod';
import { CPF_INVALID, isValidCpf, normalizeCpf } from './cpf';
import { isFutureDate, isoDateIssue } from './dates';
import { TURNOS, isEnumId, nivelEnsinoDaSerie } from './enums';
import { requiredText } from './fields';
import { hasConsecutiveSpaces, isFullName } from './names';
import { PHONE_MAX_DIGITS, isValidPhone } from './phone';
import { Role, type RoleId } from './roles';
import { onlyDigits } from './text';

// ---------------------------------------------------------------- the function enumeration

/** Staff function (tipoFuncaoServidor), spec 02 §3. */
export const STAFF_FUNCTION = {
  Diretor: 1,
  Coordenador: 2,
  ProfessorEducacaoInfantil: 3,
  ProfessorEnsinoFundamental: 4,
  CadastroEscola: 5,
} as const;
export type StaffFunctionId = (typeof STAFF_FUNCTION)[keyof typeof STAFF_FUNCTION];

/** The school role that goes with a staff function, for the own-units lookup. */
const SCHOOL_ROLE_OF_FUNCTION: Partial<Record<number, RoleId>> = {
  [STAFF_FUNCTION.Diretor]: Role.DiretorEscola,
  [STAFF_FUNCTION.Coordenador]: Role.CoordenadorEscola,
};

/**
 * True when `role` is the school role of the staff function `funcao` (Diretor Escola for Diretor,
 * Coordenador Escola for Coordenador): asking about oneself, its units are the role's school links.
 */
export function isRoleOfFunction(role: RoleId, funcao: number): boolean {
  return SCHOOL_ROLE_OF_FUNCTION[funcao] === role;
}

export const STAFF_FUNCTION_NAMES: Record<StaffFunctionId, string> = {
  1: 'Diretor',
  2: 'Coordenador',
  3: 'Professor Educação Infantil',
  4: 'Professor Ensino Fundamental',
  5: 'Cadastro Escola',
};

export type PersonKind = 'diretor' | 'coordenador' | 'cadastro' | 'professor';

// ---------------------------------------------------------------- messages (spec 02 §5, §8)

export const PERSON_NAME_REQUIRED = 'O nome é obrigatório';
export const PERSON_FULL_NAME = 'Informe o nome completo.';
export const PERSON_NAME_CONSECUTIVE_SPACES = 'O nome não pode conter espaços consecutivos.';
export const PERSON_TEXT_MAX = 'O campo deve ter no máximo 80 caracteres.';
export const PERSON_NAME_MAX = 'O nome deve ter no máximo 80 caracteres.';
export const EMAIL_REQUIRED = 'O e-mail institucional é obrigatório';
export const EMAIL_INVALID = 'Formato de e-mail inválido';
export const ALT_EMAIL_REQUIRED = 'O e-mail alternativo é obrigatório';
export const ALT_EMAIL_INSTITUTIONAL = 'Esse e-mail é institucional, utilize um e-mail alternativo';
export const EMAILS_EQUAL = 'Os e-mails não podem ser iguais';
export const PERSON_BIRTH_DATE_REQUIRED = 'A data de nascimento é obrigatória';
export const PERSON_BIRTH_DATE_FUTURE = 'A data de nascimento deve ser anterior ou igual à data atual.';
export const PERSON_SEXO_REQUIRED = 'Por favor, selecione o sexo';
export const PERSON_PHONE_INVALID = 'Telefone inválido';
export const PERSON_TURNO_REQUIRED = 'Por favor, selecione um turno';
export const CPF_SEARCH_INVALID = 'CPF inválido!';

export const ESPECIALIZACAO_AREA_REQUIRED = 'Por favor, informe a área de especialização';
export const ESPECIALIZACAO_INSTITUTO_REQUIRED = 'Por favor, informe o instituto de especialização';
export const MESTRADO_AREA_REQUIRED = 'Por favor, informe a área de mestrado';
export const MESTRADO_INSTITUTO_REQUIRED = 'Por favor, informe o instituto de mestrado';
export const DOUTORADO_AREA_REQUIRED = 'Por favor, informe a área de doutorado';
export const DOUTORADO_INSTITUICAO_REQUIRED = 'Por favor, informe a instituição de doutorado';
export const TEMPO_EDU_INFANTIL_REQUIRED = 'Por favor, informe o tempo de educação infantil';
export const TEMPO_EDU_FUNDAMENTAL_REQUIRED = 'Por favor, informe o tempo de educação fundamental';
export const TEMPO_EXPERIENCIA_REQUIRED = 'Por favor, informe o tempo de experiência';
/** The spec does not show the text of the pedagogia flag's dependent field (decision 031). */
export const FORMACAO_INICIAL_REQUIRED = 'Por favor, informe a formação inicial';

export const SERVIDOR_NOT_FOUND = 'Servidor não encontrado';
export const SERVIDOR_LOOKUP_FAILED = 'Não foi possível localizar servidor, tente novamente mais tarde.';
export const PROFILE_REGISTER_FAILED = 'Não foi possível cadastrar o perfil, tente novamente mais tarde.';
export const TEAM_UNASSIGN_FAILED =
  'Não foi possível desalocar a equipe escolar, tente novamente mais tarde.';
export const COORDINATOR_UNASSIGN_FAILED =
  'Não foi possível desalocar o coordenador, tente novamente mais tarde.';
export const DIRECTOR_UNASSIGN_FAILED = 'Não foi possível desalocar o diretor, tente novamente mais tarde.';
/**
 * A looked-up person without an id, on the coordinator, director and Cadastro screens: one text, as the
 * spec quotes it (spec 02 §8 'Staff'; decision 035).
 */
export const STAFF_PERSON_WITHOUT_ID =
  'Coordenador/Diretor/Cadastro não encontrado, tente novamente mais tarde!';
export const TEACHER_CLASSES_NOT_FOUND = 'Nenhuma turma encontrada para esse professor';
export const TEACHER_CLASSES_FAILED = 'Erro ao buscar turmas do professor';
export const SCHOOL_HAS_DIRECTOR = 'A escola já possui um diretor.';
export const ALREADY_COORDINATOR = 'Essa pessoa já é coordenadora desta escola.';
export const ALREADY_TEAM = 'Essa pessoa já faz parte da equipe de cadastro desta escola.';
export const NOT_CURRENT_HOLDER = 'Servidor não possui vínculo atual com a escola nessa função.';

export const COORDINATOR_REMOVED = 'Coordenador desalocado com sucesso!';
export const DIRECTOR_REMOVED = 'Diretor desalocado com sucesso!';
export const TEAM_REMOVED = 'Cadastro desalocado com sucesso!';
export const COORDINATOR_ADDED = 'Coordenador alocado com sucesso!';
export const DIRECTOR_ADDED = 'Diretor alocado com sucesso!';
export const TEAM_ADDED = 'Cadastrado alocado com sucesso!';
export const DIRECTOR_REGISTERED = 'Diretor cadastrado com sucesso!';
export const TEACHER_REGISTERED = 'Professor cadastrado com sucesso!';

export const PERSON_TEXT_MAX_LENGTH = 80;

// ---------------------------------------------------------------- e-mail domains

/** The default institutional domain (configurable: env INSTITUTIONAL_EMAIL_DOMAINS). */
export const DEFAULT_INSTITUTIONAL_EMAIL_DOMAINS: readonly string[] = ['educacao.gov.br'];

/** 'Educacao.GOV.br ' → 'educacao.gov.br'; a leading '@' is dropped. */
export function normalizeEmailDomain(domain: string): string {
  return domain.trim().toLowerCase().replace(/^@/, '');
}

/** True when the e-mail's domain is one of `domains` or a subdomain of one. */
export function isInstitutionalEmail(email: string, domains: readonly string[]): boolean {
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  const host = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  return domains
    .map(normalizeEmailDomain)
    .filter((d) => d !== '')
    .some((d) => host === d || host.endsWith(`.${d}`));
}

// ---------------------------------------------------------------- teacher fixed values

/**
 * The fixed values of a teacher registration (spec 02 §5): tipoSituacaoServidor 1, componentes [1],
 * formacaoContinuada false; séries 1-3 (Educação Infantil) → tipoAreaAtuacao 1 and function 3
 * (Professor Educação Infantil), else tipoAreaAtuacao 2 and function 4 (Professor Ensino Fundamental).
 */
export function teacherFixedValues(serie: number): {
  tipoSituacaoServidor: 1;
  componentesCurriculares: [1];
  formacaoContinuada: false;
  tipoAreaAtuacao: 1 | 2;
  tipoFuncaoServidor: 3 | 4;
} {
  const infantil = nivelEnsinoDaSerie(serie) === 1;
  return {
    tipoSituacaoServidor: 1,
    componentesCurriculares: [1],
    formacaoContinuada: false,
    tipoAreaAtuacao: infantil ? 1 : 2,
    tipoFuncaoServidor: infantil
      ? STAFF_FUNCTION.ProfessorEducacaoInfantil
      : STAFF_FUNCTION.ProfessorEnsinoFundamental,
  };
}

// ---------------------------------------------------------------- field builders

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

/** An optional text ≤ 80: '' / null → null. Numbers are accepted as text ('3' years). */
const optionalText = z.preprocess(
  (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : trimmed(v)),
  z
    .string()
    .max(PERSON_TEXT_MAX_LENGTH, { error: PERSON_TEXT_MAX })
    .nullish()
    .transform((v) => (v ? v : null)),
);

const flag = z.preprocess((v) => (v === null || v === undefined || v === '' ? false : v), z.boolean());
/** A flag of an edit (PUT /api/Servidor): absent, null or '' keeps the stored value (issue 15). */
const keptFlag = z.preprocess((v) => (v === null || v === '' ? undefined : v), z.boolean().optional());

const nome = requiredText(PERSON_NAME_REQUIRED, (s) =>
  s.length > PERSON_TEXT_MAX_LENGTH
    ? PERSON_NAME_MAX
    : hasConsecutiveSpaces(s)
      ? PERSON_NAME_CONSECUTIVE_SPACES
      : !isFullName(s)
        ? PERSON_FULL_NAME
        : null,
);

function emailField(requiredMessage: string) {
  return requiredText(requiredMessage, (s) =>
    s.length > PERSON_TEXT_MAX_LENGTH || !z.email().safeParse(s).success ? EMAIL_INVALID : null,
  ).transform((s) => s.toLowerCase());
}

const baseFields = {
  nome,
  cpf: z
    .string({ error: CPF_INVALID })
    .refine(isValidCpf, { error: CPF_INVALID })
    .transform((v) => normalizeCpf(v)),
  email: emailField(EMAIL_REQUIRED),
  emailPessoal: emailField(ALT_EMAIL_REQUIRED),
  dataNascimento: z.string({ error: PERSON_BIRTH_DATE_REQUIRED }).superRefine((d, ctx) => {
    const message =
      isoDateIssue(d, PERSON_BIRTH_DATE_REQUIRED) ?? (isFutureDate(d) ? PERSON_BIRTH_DATE_FUTURE : null);
    if (message) ctx.addIssue({ code: 'custom', message });
  }),
  sexo: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(['F', 'M'], { error: PERSON_SEXO_REQUIRED }),
  ),
  telefone: z.preprocess(
    (v) => (typeof v === 'string' ? onlyDigits(v) : v),
    z
      .string({ error: PERSON_PHONE_INVALID })
      .refine((d) => d.length <= PHONE_MAX_DIGITS && isValidPhone(d), { error: PERSON_PHONE_INVALID }),
  ),
};

const turnoServidor = z.preprocess(
  (v) =>
    typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v === '' || v === null ? undefined : v,
  z
    .number({ error: PERSON_TURNO_REQUIRED })
    .refine((n) => isEnumId(TURNOS, n), { error: PERSON_TURNO_REQUIRED }),
);

/** Coordinator extras (spec 02 §3). */
const coordinatorExtras = {
  formacaoPedagogia: flag,
  formacaoInicial: optionalText,
  formacaoGestaoEscolar: flag,
  atuouProfessor: flag,
  acompanhaEduInfantil: flag,
  tempoAcompEduInfantil: optionalText,
  acompanhaEnsinoFund: flag,
  tempoAcompEnsinoFund: optionalText,
  experCoordenacao: optionalText,
  especializacao: flag,
  areaEspecializacao: optionalText,
  institutoEspecializacao: optionalText,
  mestrado: flag,
  areaMestrado: optionalText,
  instituicaoMestrado: optionalText,
  doutorado: flag,
  areaDoutorado: optionalText,
  instituicaoDoutorado: optionalText,
};

/** Director extras. */
const directorExtras = { formacaoGestao: flag };

/** Teacher extras the form fills in (the fixed values come from `teacherFixedValues`). */
const teacherExtras = {
  experProfEduInfantil: flag,
  tempoExperEduInfantil: optionalText,
  experProfAlfabetizacao: flag,
  tempoExperAlfabetizacao: optionalText,
};

/** Flag → its dependent fields with their messages, in the form's order. */
const DEPENDENTS: readonly [flag: string, field: string, message: string][] = [
  ['formacaoPedagogia', 'formacaoInicial', FORMACAO_INICIAL_REQUIRED],
  ['acompanhaEduInfantil', 'tempoAcompEduInfantil', TEMPO_EDU_INFANTIL_REQUIRED],
  ['acompanhaEnsinoFund', 'tempoAcompEnsinoFund', TEMPO_EDU_FUNDAMENTAL_REQUIRED],
  ['especializacao', 'areaEspecializacao', ESPECIALIZACAO_AREA_REQUIRED],
  ['especializacao', 'institutoEspecializacao', ESPECIALIZACAO_INSTITUTO_REQUIRED],
  ['mestrado', 'areaMestrado', MESTRADO_AREA_REQUIRED],
  ['mestrado', 'instituicaoMestrado', MESTRADO_INSTITUTO_REQUIRED],
  ['doutorado', 'areaDoutorado', DOUTORADO_AREA_REQUIRED],
  ['doutorado', 'instituicaoDoutorado', DOUTORADO_INSTITUICAO_REQUIRED],
  ['experProfEduInfantil', 'tempoExperEduInfantil', TEMPO_EXPERIENCIA_REQUIRED],
  ['experProfAlfabetizacao', 'tempoExperAlfabetizacao', TEMPO_EXPERIENCIA_REQUIRED],
];

/** Every extra field name of every kind (the API keeps them in the person's record). */
export const PERSON_EXTRA_FIELDS: Record<PersonKind, readonly string[]> = {
  diretor: Object.keys(directorExtras),
  coordenador: ['turnoServidor', ...Object.keys(coordinatorExtras)],
  cadastro: [],
  professor: Object.keys(teacherExtras),
};

export interface PersonSchemaOptions {
  /** Institutional e-mail domains (`dominiosInstitucionais` of GET /api/config). */
  institutionalDomains: readonly string[];
}

function personRules(domains: readonly string[]) {
  return (v: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const email = typeof v.email === 'string' ? v.email : '';
    const alt = typeof v.emailPessoal === 'string' ? v.emailPessoal : '';
    if (alt !== '' && isInstitutionalEmail(alt, domains)) {
      ctx.addIssue({ code: 'custom', message: ALT_EMAIL_INSTITUTIONAL, path: ['emailPessoal'] });
    } else if (alt !== '' && email !== '' && alt === email) {
      ctx.addIssue({ code: 'custom', message: EMAILS_EQUAL, path: ['emailPessoal'] });
    }
    for (const [flagName, field, message] of DEPENDENTS) {
      if (flagName in v && v[flagName] === true && (v[field] === null || v[field] === undefined)) {
        ctx.addIssue({ code: 'custom', message, path: [field] });
      }
    }
  };
}

const SHAPES = {
  diretor: { ...baseFields, ...directorExtras },
  coordenador: { ...baseFields, turnoServidor, ...coordinatorExtras },
  cadastro: { ...baseFields },
  professor: { ...baseFields, ...teacherExtras },
};
type Shapes = typeof SHAPES;

/**
 * The person form of one kind (spec 02 §5 'Person forms'): nome (full, no consecutive spaces, ≤ 80),
 * cpf, e-mail (required, valid), e-mail alternativo (required, valid, not institutional, different),
 * dataNascimento, sexo F/M, telefone (10 or 11 digits), and the kind's extras: the coordinator's
 * turnoServidor (required) and training flags, the director's formacaoGestao, the teacher's
 * experience flags; a flag that is on makes its dependent fields required. Output: trimmed, CPF and
 * phone as digits, e-mails lower case, empty optional texts null.
 */
export function personFormSchema<K extends PersonKind>(
  kind: K,
  options: PersonSchemaOptions,
): z.ZodObject<Shapes[K]> {
  const rules = personRules(options.institutionalDomains);
  return z
    .object(SHAPES[kind] as Shapes[K])
    .superRefine((v, ctx) => rules(v as Record<string, unknown>, ctx)) as z.ZodObject<Shapes[K]>;
}

export type PersonFormValues<K extends PersonKind> = z.output<z.ZodObject<Shapes[K]>>;
export type PersonFormInput<K extends PersonKind> = z.input<z.ZodObject<Shapes[K]>>;

/**
 * An update of a person whatever its functions (PUT /api/Servidor): the common fields are required;
 * any kind's extras may be sent (turnoServidor optional), with the same flag rules.
 */
export function personUpdateSchema(options: PersonSchemaOptions) {
  const rules = personRules(options.institutionalDomains);
  return z
    .object({
      ...baseFields,
      turnoServidor: turnoServidor.optional(),
      ...partial(coordinatorExtras),
      ...partial(directorExtras),
      ...partial(teacherExtras),
    })
    .superRefine((v, ctx) => rules(v as Record<string, unknown>, ctx));
}

/** The shape with every field optional; a flag left out (or null) keeps its stored value. */
function partial<T extends Record<string, z.ZodType>>(shape: T): { [K in keyof T]: z.ZodOptional<T[K]> } {
  return Object.fromEntries(
    Object.entries(shape).map(([k, s]) => [k, s === flag ? keptFlag : s.optional()]),
  ) as {
    [K in keyof T]: z.ZodOptional<T[K]>;
  };
}

/** The CPF search field of the staff screens ('CPF inválido!'). */
export const staffCpfSearchSchema = z.object({
  cpf: z
    .string({ error: CPF_SEARCH_INVALID })
    .refine(isValidCpf, { error: CPF_SEARCH_INVALID })
    .transform((v) => normalizeCpf(v)),
});
