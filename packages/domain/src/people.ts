/**
 * Who may change whom (docs/decisions/120): the one rule of the writes that name a person, on the
 * user maintenance (POST /api/Usuario) and the school staff (/api/Servidor...) calls, and of the
 * lookups that open those writes.
 *
 * A caller may change a person only when every link (vínculo) of the person, whatever its role,
 * lies inside the caller's area and no role of the person is above the caller's active role. A person
 * who holds nothing yet (a teacher just registered) has nothing to protect. Ending one of a person's
 * links at a place inside the caller's area (removing a director, a coordinator, a teacher of the
 * caller's school) only needs the person not to be above the caller: it changes nothing elsewhere.
 */
import { isRoleId, roleLevel, roleScope, type RoleId } from './roles';

/** A place: a regional, a municipality, a school (null where the link has none). */
export interface PersonPlace {
  idRegional: number | null;
  idMunicipio: number | null;
  escolaId: number | null;
}

/** One link of a person: a role held at a place (a user's profile link, or a current staff stay). */
export interface PersonLink extends PersonPlace {
  /** The role id (perfil); an unknown id counts as above everyone. */
  role: number;
}

/** The caller: the active role and that role's links (its area; the API's `Caller` is one). */
export interface PeopleCaller {
  role: RoleId;
  links: readonly PersonPlace[];
}

/** True when `role` is above `than` in the hierarchy (a smaller level); an unknown role always is. */
export function isRoleAbove(role: number, than: RoleId): boolean {
  if (!isRoleId(role)) return true;
  return roleLevel(role) < roleLevel(than);
}

const has = (values: readonly (number | null)[], v: number | null) => v !== null && values.includes(v);

/**
 * True when the place lies inside the caller's area: everything for the Administrador and the state
 * roles; the caller's regionals, municipalities or linked schools for the other scopes.
 */
export function isPlaceInArea(caller: PeopleCaller, place: PersonPlace): boolean {
  switch (roleScope(caller.role)) {
    case 'admin':
    case 'state':
      return true;
    case 'regional':
      return has(
        caller.links.map((p) => p.idRegional),
        place.idRegional,
      );
    case 'municipal':
      return has(
        caller.links.map((p) => p.idMunicipio),
        place.idMunicipio,
      );
    case 'school':
      return has(
        caller.links.map((p) => p.escolaId),
        place.escolaId,
      );
  }
}

/** Why a write on a person is refused: a role above the caller's, or a link outside its area. */
export type PersonRefusal = 'above' | 'outside';

/** null when the caller may change the person (every link inside its area, none above), else why not. */
export function personChangeRefusal(
  caller: PeopleCaller,
  target: readonly PersonLink[],
): PersonRefusal | null {
  if (target.some((l) => isRoleAbove(l.role, caller.role))) return 'above';
  if (target.some((l) => !isPlaceInArea(caller, l))) return 'outside';
  return null;
}

/** True when the caller may change the person: every link inside the caller's area, no role above. */
export function mayChangePerson(caller: PeopleCaller, target: readonly PersonLink[]): boolean {
  return personChangeRefusal(caller, target) === null;
}

/**
 * True when the caller may end one of the person's links at a place inside its area (the place's
 * own check is the caller's school scope): no role of the person is above the caller's.
 */
export function mayRemovePersonFromPlace(caller: PeopleCaller, target: readonly PersonLink[]): boolean {
  return !target.some((l) => isRoleAbove(l.role, caller.role));
}
