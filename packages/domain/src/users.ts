/**
 * User maintenance (spec 01 §4 'Maintain user', §5 'User form'): the form schema, the profile option
 * and deletion rules and the link merging, shared by manter-usuario and POST /api/Usuario.
 */
import { z } from 'zod';
import { CPF_INVALID, isValidCpf, normalizeCpf } from './cpf';
import { PHONE_MAX_DIGITS } from './phone';
import { ROLE_NAMES, ROLE_SCOPE, isRoleId, type RoleId } from './roles';
import { onlyDigits } from './text';

// ---------------------------------------------------------------- messages (spec 01 §5, §8)

export const USER_NAME_REQUIRED = 'O nome é obrigatório';
export const USER_NAME_MAX = 'O nome deve ter no máximo 80 caracteres.';
export const USER_EMAIL_MAX = 'O e-mail deve ter no máximo 80 caracteres.';
export const USER_EMAIL_INVALID = 'E-mail inválido';
export const USER_PHONE_MAX = 'O telefone deve ter no máximo 11 dígitos.';
export const USER_PROFILE_INVALID = 'Perfil inválido.';
export const REGIONAL_REQUIRED = 'Necessário informar a regional';
export const MUNICIPALITY_REQUIRED = 'Necessário informar o município';
export const PROFILE_SCHOOL_DELETE =
  'Para excluir esse perfil, é necessário ir no menu de escolas para remover o vinculo com a escola.';
export const PROFILE_OTHER_REGION_DELETE = 'Não é permitido excluir perfil de outra região.';
/** Shown in the confirm dialog for school or registration profiles (spec 01 §2). */
export const PROFILE_SCHOOL_DELETE_DIALOG = 'Esse perfil não pode ser excluído neste menu.';
export const PROFILE_DELETE_CONFIRM = 'Tem certeza de que deseja prosseguir?';
/** The warning that a deletion only takes effect on the next save (spec 01 §5). */
export const PROFILE_DELETE_NEEDS_SAVE = 'O perfil será removido ao salvar o usuário.';
export const USER_NOT_FOUND = 'Usuário não encontrado, necessário realizar o cadastro!';
/** GET /api/Usuario/Diretorio when the department's register does not know the CPF. */
export const DIRECTORY_NOT_FOUND = 'Nenhum usuário encontrado com este CPF.';
export const PROFILE_NOT_ALLOWED = 'Você não tem permissão para conceder ou remover este perfil.';
export const PROFILE_SCHOOL_ADD =
  'Perfis de escola e de cadastro são vinculados no menu de escolas; professores, no menu de professores.';
export const MUNICIPALITY_NOT_IN_REGIONAL = 'O município informado não pertence à regional.';
export const REGIONAL_INVALID = 'Regional inválida.';
export const PROFILE_REQUIRED = 'Selecione ao menos um perfil.';
export const USER_SAVED = 'Usuário salvo com sucesso!';
export const USER_SCHOOL_STAFF_NOTICE =
  'Diretores, coordenadores e equipe de cadastro das escolas são cadastrados no menu de escolas, e os professores no menu de professores.';

export const USER_TEXT_MAX = 80;

// ---------------------------------------------------------------- profile kinds

/** Where a profile acts: the state (and Administrador), a regional, a municipality or schools. */
export type ProfileKind = 'state' | 'regional' | 'municipal' | 'school';

/** The kind of a profile id (from the role scope; Administrador counts as a state profile). */
export function profileKind(id: number): ProfileKind {
  if (!isRoleId(id)) return 'state';
  const scope = ROLE_SCOPE[id];
  return scope === 'admin' ? 'state' : scope;
}

/** Spec 01 §5: school and registration profiles are never offered on manter-usuario. */
export function isSchoolProfile(id: number): boolean {
  if (!isRoleId(id)) return false;
  return profileKind(id) === 'school' || /escola|cadastro/i.test(ROLE_NAMES[id]);
}

export interface ProfileOption {
  id: number;
  nome: string;
}

/**
 * Spec 01 §5: the profiles offered by the multi-select, from `all` (the caller's PerfilAbaixo list):
 * never school or registration ones; once a regional profile is chosen only regional ones, once a
 * municipal one only municipal ones, once a state one neither kind; with nothing chosen, all.
 */
export function profileOptions<T extends ProfileOption>(
  all: readonly T[],
  selectedIds: readonly number[],
): T[] {
  const offered = all.filter((p) => !isSchoolProfile(p.id));
  const first = selectedIds.find((id) => !isSchoolProfile(id));
  if (first === undefined) return offered;
  const kind = profileKind(first);
  return offered.filter((p) => profileKind(p.id) === kind);
}

// ---------------------------------------------------------------- links

/** A link of a user: the profiles held in one place (regional and municipality, null for none). */
export interface ProfileLink {
  idRegional: number | null;
  idMunicipio: number | null;
  idPerfilSistema: number[];
}

function samePlace(
  a: Pick<ProfileLink, 'idRegional' | 'idMunicipio'>,
  b: Pick<ProfileLink, 'idRegional' | 'idMunicipio'>,
) {
  return (
    (a.idRegional ?? null) === (b.idRegional ?? null) && (a.idMunicipio ?? null) === (b.idMunicipio ?? null)
  );
}

function dedup(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}

/**
 * Spec 01 §4: the chosen profiles join the link with the same regional and municipality, otherwise a
 * new link is added; profile lists are deduplicated. Returns a new list (the input is not changed).
 */
export function mergeLinks<L extends ProfileLink>(
  links: readonly L[],
  chosen: ProfileLink,
): (L | ProfileLink)[] {
  const index = links.findIndex((l) => samePlace(l, chosen));
  if (index === -1) {
    return [
      ...links,
      {
        idRegional: chosen.idRegional ?? null,
        idMunicipio: chosen.idMunicipio ?? null,
        idPerfilSistema: dedup(chosen.idPerfilSistema),
      },
    ];
  }
  return links.map((l, i) =>
    i === index ? { ...l, idPerfilSistema: dedup([...l.idPerfilSistema, ...chosen.idPerfilSistema]) } : l,
  );
}

/**
 * Spec 01 §4: removes one profile from a link; when the link holds only that profile the whole link
 * goes. A local change that takes effect on the next save.
 */
export function removeProfile<L extends ProfileLink>(
  links: readonly L[],
  link: ProfileLink,
  profileId: number,
): L[] {
  const out: L[] = [];
  for (const l of links) {
    if (!samePlace(l, link) || !l.idPerfilSistema.includes(profileId)) {
      out.push(l);
      continue;
    }
    const rest = l.idPerfilSistema.filter((id) => id !== profileId);
    if (rest.length > 0) out.push({ ...l, idPerfilSistema: rest });
  }
  return out;
}

/** The active role of whoever deletes, with its place (spec 01 §5). */
export interface ProfileCaller {
  role: RoleId;
  idRegional: number | null;
  idMunicipio: number | null;
}

/**
 * Spec 01 §5: null when the profile may be removed from the link here, else the message: school or
 * registration profiles only in the school menu; a regional or municipal caller only in its own
 * regional or municipality.
 */
export function profileDeletionRule(
  link: ProfileLink,
  profileId: number,
  caller: ProfileCaller,
): string | null {
  if (isSchoolProfile(profileId)) return PROFILE_SCHOOL_DELETE;
  const scope = ROLE_SCOPE[caller.role];
  if (scope === 'regional' && (link.idRegional === null || link.idRegional !== caller.idRegional)) {
    return PROFILE_OTHER_REGION_DELETE;
  }
  if (scope === 'municipal' && (link.idMunicipio === null || link.idMunicipio !== caller.idMunicipio)) {
    return PROFILE_OTHER_REGION_DELETE;
  }
  return null;
}

/** The message when a link's profiles lack their place: regional profiles need the regional, municipal ones both. */
export function linkPlaceRule(link: ProfileLink): string | null {
  const kinds = link.idPerfilSistema.map(profileKind);
  if ((kinds.includes('regional') || kinds.includes('municipal')) && link.idRegional == null)
    return REGIONAL_REQUIRED;
  if (kinds.includes('municipal') && link.idMunicipio == null) return MUNICIPALITY_REQUIRED;
  return null;
}

// ---------------------------------------------------------------- schemas

function optionalText(maxMessage: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string()
      .max(USER_TEXT_MAX, { error: maxMessage })
      .nullish()
      .transform((v) => (v ? v : null)),
  );
}

const cpfField = z
  .string({ error: CPF_INVALID })
  .refine(isValidCpf, { error: CPF_INVALID })
  .transform((v) => normalizeCpf(v));

const nomeField = z
  .string({ error: USER_NAME_REQUIRED })
  .trim()
  .superRefine((s, ctx) => {
    if (s === '') ctx.addIssue({ code: 'custom', message: USER_NAME_REQUIRED });
    else if (s.length > USER_TEXT_MAX) ctx.addIssue({ code: 'custom', message: USER_NAME_MAX });
  });

const emailField = optionalText(USER_EMAIL_MAX).refine((v) => v === null || z.email().safeParse(v).success, {
  error: USER_EMAIL_INVALID,
});

const phoneField = z.preprocess(
  (v) => (typeof v === 'string' ? onlyDigits(v) : v),
  z
    .string()
    .max(PHONE_MAX_DIGITS, { error: USER_PHONE_MAX })
    .nullish()
    .transform((v) => (v ? v : null)),
);

const placeId = z.preprocess(
  (v) => (v === '' || v === undefined ? null : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
  z.number().int().positive().nullable(),
);

const profileIds = z.array(
  z.number({ error: USER_PROFILE_INVALID }).refine((id) => isRoleId(id), { error: USER_PROFILE_INVALID }),
);

/**
 * The manter-usuario form: the person (Nome ≤ 80, E-mail alternativo ≤ 80 and valid when given,
 * Telefone ≤ 11 digits) and the profiles being added with their regional and municipality (regional
 * profiles need the regional, municipal ones the municipality too).
 */
export const userFormSchema = z
  .object({
    cpf: cpfField,
    nome: nomeField,
    emailPessoal: emailField,
    telefonePessoal: phoneField,
    perfis: profileIds.default([]),
    idRegional: placeId.default(null),
    idMunicipio: placeId.default(null),
  })
  .superRefine((v, ctx) => {
    const message = linkPlaceRule({
      idRegional: v.idRegional,
      idMunicipio: v.idMunicipio,
      idPerfilSistema: v.perfis,
    });
    if (message === REGIONAL_REQUIRED) ctx.addIssue({ code: 'custom', message, path: ['idRegional'] });
    if (message === MUNICIPALITY_REQUIRED) ctx.addIssue({ code: 'custom', message, path: ['idMunicipio'] });
  });

export type UserFormValues = z.output<typeof userFormSchema>;
export type UserFormInput = z.input<typeof userFormSchema>;

export const profileLinkSchema = z
  .object({
    idRegional: placeId.default(null),
    idMunicipio: placeId.default(null),
    idPerfilSistema: profileIds.min(1, { error: USER_PROFILE_INVALID }),
  })
  .superRefine((link, ctx) => {
    const message = linkPlaceRule(link);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/**
 * Body of POST /api/Usuario: cpf and phone masked or digits (normalised to digits), and the full list
 * of the user's links after the local merges and removals. Without `perfisVinculo` the links stay as
 * they are (an absent field changes nothing, issue 15); an empty list removes every removable link.
 */
export const userSaveSchema = z.object({
  cpf: cpfField,
  nome: nomeField,
  emailPessoal: emailField,
  telefonePessoal: phoneField,
  perfisVinculo: z.array(profileLinkSchema).optional(),
});

export type UserSaveInput = z.output<typeof userSaveSchema>;
