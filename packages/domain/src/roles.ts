/**
 * Roles (profiles, "perfis") of the product. The ids are the `Perfil` header values and are fixed by
 * the demo data contract; the names are exactly as the specification writes them.
 */
export const Role = {
  Administrador: 1,
  Superintendencia: 2,
  GerenciaArticulacaoMunicipios: 3,
  CoordenadorApoioMunicipios: 4,
  CoordenadorAlfabetizacaoInfantil: 5,
  CoordenadorFundamentalIniciais: 6,
  EquipeArticulacaoEstadual: 7,
  CoordenadorRegional: 8,
  ArticuladorRegional: 9,
  ProfessorFormadorRegional: 10,
  SecretarioMunicipal: 11,
  ArticuladorMunicipal: 12,
  ProfessorFormadorMunicipal: 13,
  PresidenteUnidadeExecutora: 14,
  DiretorEscola: 15,
  CoordenadorEscola: 16,
  ProfessorEscola: 17,
  Prefeito: 18,
  Cadastro: 19,
} as const;

export type RoleId = (typeof Role)[keyof typeof Role];

export const ROLE_NAMES: Record<RoleId, string> = {
  1: 'Administrador',
  2: 'Superintendência',
  3: 'Gerência de Articulação com os Municípios',
  4: 'Coordenador de Apoio aos Municípios',
  5: 'Coordenador de Alfabetização e Educação Infantil',
  6: 'Coordenador de Ensino Fundamental Anos Iniciais',
  7: 'Equipe de Articulação Estadual',
  8: 'Coordenador Regional',
  9: 'Articulador Regional',
  10: 'Professor Formador Regional',
  11: 'Secretário Municipal',
  12: 'Articulador Municipal',
  13: 'Professor Formador Municipal',
  14: 'Presidente Unidade Executora',
  15: 'Diretor Escola',
  16: 'Coordenador Escola',
  17: 'Professor Escola',
  18: 'Prefeito',
  19: 'Cadastro',
};

export const ALL_ROLE_IDS = Object.keys(ROLE_NAMES).map(Number) as RoleId[];

export function isRoleId(value: unknown): value is RoleId {
  return typeof value === 'number' && Number.isInteger(value) && value in ROLE_NAMES;
}

/** Parses a `Perfil` header value ("15") into a role id, or null when it is not one. */
export function parseRoleId(value: unknown): RoleId | null {
  if (typeof value !== 'string' || !/^\d{1,2}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return isRoleId(id) ? id : null;
}

/**
 * Where a role acts:
 * - `admin`: everything;
 * - `state`: the whole state (all regionals);
 * - `regional`: one regional (the link's idRegional);
 * - `municipal`: one municipality (the link's idMunicipio);
 * - `school`: the schools the user is linked to for that role.
 */
export type RoleScope = 'admin' | 'state' | 'regional' | 'municipal' | 'school';

export const ROLE_SCOPE: Record<RoleId, RoleScope> = {
  1: 'admin',
  2: 'state',
  3: 'state',
  4: 'state',
  5: 'state',
  6: 'state',
  7: 'state',
  8: 'regional',
  9: 'regional',
  10: 'regional',
  11: 'municipal',
  12: 'municipal',
  13: 'municipal',
  14: 'school',
  15: 'school',
  16: 'school',
  17: 'school',
  18: 'municipal',
  19: 'school',
};

export function roleScope(role: RoleId): RoleScope {
  return ROLE_SCOPE[role];
}

/** Profiles of school or registration kind: linked and unlinked in the school menus, not on manter-usuario. */
export function isSchoolKindRole(role: RoleId): boolean {
  return ROLE_SCOPE[role] === 'school';
}

/** Spec 01 §6: roles whose names contain 'regional' or 'municipal'. */
export function isRegionalNamedRole(role: RoleId): boolean {
  return /regional/i.test(ROLE_NAMES[role]);
}
export function isMunicipalNamedRole(role: RoleId): boolean {
  return /municipal/i.test(ROLE_NAMES[role]);
}

/**
 * Spec 01 §2 and §6: every role other than coordinator, teacher and administrator needs a school,
 * a municipality and a regional in the active configuration on the screens that work on one school;
 * without them the no-access screen shows.
 */
export function needsFullLocation(role: RoleId): boolean {
  return !([Role.Administrador, Role.CoordenadorEscola, Role.ProfessorEscola] as RoleId[]).includes(role);
}

/** Spec 01 §2: coordinator and director choose among their linked schools ('Selecione a unidade'). */
export function choosesLinkedSchool(role: RoleId): boolean {
  return role === Role.CoordenadorEscola || role === Role.DiretorEscola;
}

/**
 * The staff function whose linked schools the settings flyout lists for a role that chooses one
 * (GET Servidor/Coordenador or Servidor/Diretor).
 */
export function linkedSchoolsFunction(role: RoleId): 'Coordenador' | 'Diretor' {
  return role === Role.CoordenadorEscola ? 'Coordenador' : 'Diretor';
}

/**
 * The Coordenador Escola picks, on each school screen, one of the schools it coordinates (the other
 * roles work on the school of the active configuration).
 */
export function choosesSchoolOnEachScreen(role: RoleId): boolean {
  return role === Role.CoordenadorEscola;
}

/**
 * The Professor Escola works on the classes it teaches: its home lists them, the monitoring screens
 * show its own classes, and the API lets it read and write only those monitorings.
 */
export function isClassTeacher(role: RoleId): boolean {
  return role === Role.ProfessorEscola;
}

/** Spec 01 §4: duplicate teacher or coordinator links are collapsed into one role entry. */
export function collapsesDuplicateLinks(role: RoleId): boolean {
  return role === Role.ProfessorEscola || role === Role.CoordenadorEscola;
}

/** Spec 01 §4: the role a session starts with: Administrador when held, otherwise the first one. */
export function preferredRole(roles: readonly RoleId[]): RoleId | null {
  if (roles.includes(Role.Administrador)) return Role.Administrador;
  return roles[0] ?? null;
}

/** Hierarchy used by Usuario/PerfilAbaixo: a role manages roles of its own level and below. */
const LEVEL: Record<RoleScope, number> = { admin: 0, state: 1, regional: 2, municipal: 3, school: 4 };

/**
 * The level of a role in the hierarchy: 0 the Administrador, 1 state, 2 regional, 3 municipal, 4
 * school roles. A smaller number is a higher role.
 */
export function roleLevel(role: RoleId): number {
  return LEVEL[ROLE_SCOPE[role]];
}

/**
 * Profiles a role may grant or see on the user screens (GET Usuario/PerfilAbaixo/{id}): the
 * administrator every profile; any other role the profiles of a lower level than its own, plus its
 * own level for state roles (the state team registers state colleagues). Never Administrador.
 */
export function profilesBelow(role: RoleId): RoleId[] {
  if (role === Role.Administrador) return [...ALL_ROLE_IDS];
  const own = LEVEL[ROLE_SCOPE[role]];
  return ALL_ROLE_IDS.filter((r) => {
    if (r === Role.Administrador) return false;
    const lvl = LEVEL[ROLE_SCOPE[r]];
    return lvl > own || (lvl === own && ROLE_SCOPE[role] === 'state');
  });
}
