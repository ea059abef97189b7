/**
 * The authorization matrix's vocabulary (docs/decisions/100): what a route requires, how its data is
 * scoped, and the outcome every role must get for every scope target. Pure: no database, no app.
 * The allowed roles are never written here; they come from the domain role matrix (`can`).
 */
import { can, type Feature } from '@siam/domain/permissions';
import { ALL_ROLE_IDS, roleScope, type RoleId, type RoleScope } from '@siam/domain/roles';

/**
 * Where the data a request names lives, seen from the caller (school A / Santa Aurora / 1ª CRE):
 * its own school A, another school of Santa Aurora, a school of another municipality of the same
 * regional (B), a school of another regional (C).
 */
export const TARGETS = ['own', 'sameMunicipality', 'otherMunicipality', 'otherRegional'] as const;
export type Target = (typeof TARGETS)[number];

export const TARGET_LABEL: Record<Target, string> = {
  own: 'own school (A)',
  sameMunicipality: 'another school of the same municipality',
  otherMunicipality: 'another municipality, same regional (B)',
  otherRegional: 'another regional (C)',
};

/**
 * The person a write names (decision 120), seen from the caller: `above`, a person holding a role
 * above the caller's (Ana, the Administrador); `outside`, a person whose links all lie outside the
 * caller's area (a Cadastro Escola of school C, 2ª CRE). Either must be refused with 403.
 */
export const PERSON_TARGETS = ['above', 'outside'] as const;
export type PersonTarget = (typeof PERSON_TARGETS)[number];

export const PERSON_TARGET_LABEL: Record<PersonTarget, string> = {
  above: 'a person with a role above the caller’s (Ana, Administrador)',
  outside: 'a person whose links lie outside the caller’s area (a Cadastro Escola of school C, 2ª CRE)',
};

/** Who may call the route at all. */
export type Access =
  /** No token needed (login, health, public configuration, API documentation). */
  | 'public'
  /** Any valid token, whatever the `Perfil` (logout). */
  | 'signed-in'
  /** A held `Perfil` whose role has at least one of these domain features. */
  | { features: readonly Feature[] };

/**
 * How the route's data is scoped:
 * - `none`: no school's data (catalogues, lookups of the session itself, state-wide administration
 *   reserved to roles that see everything); one target is enough;
 * - `school`: the request names a school's data (a school, class, student, monitoring, plan, action,
 *   file, visit report...): inside the caller's scope it answers, outside it refuses;
 * - `self`: the request names a person; the caller's own CPF is the `own` target, a person of the
 *   other targets' schools the others. Another person needs `othersNeed` (else 403), and then only
 *   the schools in the caller's scope show.
 */
export type ScopeKind = 'none' | 'school' | 'self';

/**
 * What a refusal outside the scope looks like:
 * - `refused`: 403 'Funcionalidade não permitida' or 404 (the id is not found in the caller's scope);
 * - `filtered`: a list or search answers 2xx but nothing of the other school is in it (decision 014:
 *   a filter outside the scope answers an empty list), or 403/404.
 */
export type OutsideAnswer = 'refused' | 'filtered';

/** The expected outcome of one request. */
export type Outcome =
  /** 403 with the body 'Funcionalidade não permitida'. */
  | 'forbidden'
  /** Outside the scope: 403/404 (or, for `filtered` rows, 2xx without the other school's data). */
  | 'outside'
  /** Allowed: never 401/403, never 5xx. */
  | 'inside';

export interface RowRule {
  access: Access;
  scope: ScopeKind;
  outside?: OutsideAnswer;
  /** `self` rows: what a caller needs to ask about another person (default: only the administrator). */
  othersNeed?: readonly Feature[];
  /**
   * Roles that are inside the scope yet may be refused (403) by a business rule of the route, with
   * the reason (e.g. only the class's own teacher fills its monitoring). Never widens access.
   */
  insideMayRefuse?: { features?: readonly Feature[]; roles?: readonly RoleId[]; reason: string };
  /** Another documented refusal outside the scope (status and exact body), with the reason. */
  outsideRefusal?: { status: number; body: string; reason: string };
}

export const ROLES: readonly RoleId[] = ALL_ROLE_IDS;

/** True when the role may use a route of this access (derived from the domain's FEATURES). */
export function hasAccess(access: Access, role: RoleId): boolean {
  if (access === 'public' || access === 'signed-in') return true;
  return access.features.some((f) => can(role, f));
}

/** True when data of `target` is inside the scope of a role linked at school A / Santa Aurora / 1ª CRE. */
export function inScope(scope: RoleScope, target: Target): boolean {
  switch (scope) {
    case 'admin':
    case 'state':
      return true;
    case 'regional':
      return target !== 'otherRegional';
    case 'municipal':
      return target === 'own' || target === 'sameMunicipality';
    case 'school':
      return target === 'own';
  }
}

/** The outcome the matrix requires for `role` asking about `target` on a route of this rule. */
export function expectedOutcome(rule: RowRule, role: RoleId, target: Target): Outcome {
  if (!hasAccess(rule.access, role)) return 'forbidden';
  switch (rule.scope) {
    case 'none':
      return 'inside';
    case 'school':
      return inScope(roleScope(role), target) ? 'inside' : 'outside';
    case 'self': {
      if (target === 'own') return 'inside';
      const mayAskOthers = roleScope(role) === 'admin' || (rule.othersNeed ?? []).some((f) => can(role, f));
      if (!mayAskOthers) return 'forbidden';
      return inScope(roleScope(role), target) ? 'inside' : 'outside';
    }
  }
}

/**
 * The person targets a role with access meets on a write that names a person (`checked`: the ones
 * the route checks): `above` for every role but the Administrador; `outside` for the roles whose area
 * is not the whole state (the Administrador and the state roles have no person outside it).
 */
export function personTargetsFor(
  access: Access,
  role: RoleId,
  checked: readonly PersonTarget[],
): PersonTarget[] {
  if (!hasAccess(access, role)) return [];
  const scope = roleScope(role);
  return checked.filter((t) => (t === 'above' ? scope !== 'admin' : scope !== 'admin' && scope !== 'state'));
}

/** True when a 403 inside the scope is a documented business refusal for this role. */
export function mayRefuseInside(rule: RowRule, role: RoleId): boolean {
  const r = rule.insideMayRefuse;
  if (!r) return false;
  if ((r.roles ?? []).includes(role)) return true;
  // A feature-based refusal never covers the administrator (`can` grants it every feature).
  return roleScope(role) !== 'admin' && (r.features ?? []).some((f) => can(role, f));
}

/**
 * The targets worth a request for this role: one when the guard alone decides (no access, or no
 * scope); else all four for the first role of each scope kind, and for the other roles of that kind
 * their own school plus the nearest target outside their scope (the same code path as the first
 * role's; every route × role is still exercised). `full` runs every combination.
 */
export function targetsFor(rule: RowRule, role: RoleId, full: boolean): Target[] {
  if (!hasAccess(rule.access, role) || rule.scope === 'none') {
    if (rule.scope === 'self' && hasAccess(rule.access, role)) return [...TARGETS];
    return ['own'];
  }
  if (full) return [...TARGETS];
  const scope = roleScope(role);
  const firstOfKind = ROLES.find((r) => hasAccess(rule.access, r) && roleScope(r) === scope);
  if (firstOfKind === role) return [...TARGETS];
  const nearestOutside = TARGETS.find((t) => !inScope(scope, t));
  return nearestOutside ? ['own', nearestOutside] : ['own'];
}
