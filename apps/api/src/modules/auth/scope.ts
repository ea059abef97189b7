/**
 * Scope of the caller's active role (domain `roleScope`): administrator and state roles see every
 * school; regional roles the schools of their regional; municipal roles those of their municipality;
 * school roles the schools they are linked to for that role. Later modules call these before reading
 * or writing a school's data.
 */
import { roleScope } from '@siam/domain/roles';
import type { Db } from '../../db/types';
import { forbidden } from '../../lib/errors';
import { findSchoolPlace, schoolIdsOfMunicipios, schoolIdsOfRegionals } from './auth.repository';
import type { Caller } from '../../lib/caller';

const defined = <T>(v: T | null | undefined): v is T => v !== null && v !== undefined;

/** The regionals of a regional or municipal caller (its links). */
export function regionaisOf(caller: Caller): number[] {
  return [...new Set(caller.links.map((l) => l.idRegional).filter(defined))];
}

/** The municipalities of a municipal caller (its links). */
export function municipiosOf(caller: Caller): number[] {
  return [...new Set(caller.links.map((l) => l.idMunicipio).filter(defined))];
}

/** The schools linked to a school-role caller. */
export function linkedSchoolIds(caller: Caller): number[] {
  return [...new Set(caller.links.map((l) => l.escolaId).filter(defined))];
}

/** True when the active role sees the whole state. */
export function seesEverything(caller: Caller): boolean {
  const scope = roleScope(caller.role);
  return scope === 'admin' || scope === 'state';
}

/** Ids of the schools in the caller's scope, or 'all'. */
export async function schoolIdsInScope(db: Db, caller: Caller): Promise<number[] | 'all'> {
  switch (roleScope(caller.role)) {
    case 'admin':
    case 'state':
      return 'all';
    case 'regional':
      return schoolIdsOfRegionals(db, regionaisOf(caller));
    case 'municipal':
      return schoolIdsOfMunicipios(db, municipiosOf(caller));
    case 'school':
      return linkedSchoolIds(caller);
  }
}

type Place = { municipio: number; regional: number };

/**
 * Places of schools (municipality, regional) reused for a while by this instance, like the sessions
 * (decision 011 addendum): the scope check is one statement of most calls, and a school's place
 * almost never changes. Only the app's own database object caches (a transaction's `tx` always
 * reads), any write this instance serves drops the cache, another instance sees a change within
 * the same SESSION_CACHE_MS. Off (0) in tests.
 */
const placeCaches = new WeakMap<
  Db,
  { ms: number; places: Map<number, { until: number; place: Place | null }> }
>();
const PLACE_CACHE_MAX = 20_000;

export function enableSchoolPlaceCache(db: Db, ms: number): void {
  if (ms > 0) placeCaches.set(db, { ms, places: new Map() });
  else placeCaches.delete(db);
}

export function forgetSchoolPlaces(db: Db): void {
  placeCaches.get(db)?.places.clear();
}

/** The school's place (not deleted), from the cache when it is on. */
export async function schoolPlace(db: Db, escolaId: number): Promise<Place | null> {
  const cache = placeCaches.get(db);
  if (!cache) return findSchoolPlace(db, escolaId);
  const now = Date.now();
  const hit = cache.places.get(escolaId);
  if (hit && hit.until > now) return hit.place;
  const place = await findSchoolPlace(db, escolaId);
  if (cache.places.size >= PLACE_CACHE_MAX) cache.places.clear();
  cache.places.set(escolaId, { until: now + cache.ms, place });
  return place;
}

/** True when the school, whose place is known (null: no such school), is in the caller's scope. */
export function isPlaceInScope(caller: Caller, escolaId: number, place: Place | null): boolean {
  switch (roleScope(caller.role)) {
    case 'admin':
    case 'state':
      return place !== null;
    case 'regional':
      return place !== null && regionaisOf(caller).includes(place.regional);
    case 'municipal':
      return place !== null && municipiosOf(caller).includes(place.municipio);
    case 'school':
      return linkedSchoolIds(caller).includes(escolaId);
  }
}

/** True when the school is in the caller's scope. */
export async function isSchoolInScope(db: Db, caller: Caller, escolaId: number): Promise<boolean> {
  // School roles need no lookup: their links name the schools.
  if (roleScope(caller.role) === 'school') return linkedSchoolIds(caller).includes(escolaId);
  return isPlaceInScope(caller, escolaId, await schoolPlace(db, escolaId));
}

/** Throws 403 'Funcionalidade não permitida' when the school is outside the caller's scope. */
export async function assertSchoolInScope(db: Db, caller: Caller, escolaId: number): Promise<void> {
  if (!(await isSchoolInScope(db, caller, escolaId))) throw forbidden();
}

/**
 * `assertSchoolInScope` with the school's place when a statement already read it (null: no such
 * school, or deleted); undefined when it did not (no row to carry it): then it is looked up.
 */
export async function assertSchoolPlaceInScope(
  db: Db,
  caller: Caller,
  escolaId: number,
  place: Place | null | undefined,
): Promise<void> {
  if (place === undefined) return assertSchoolInScope(db, caller, escolaId);
  if (!isPlaceInScope(caller, escolaId, place)) throw forbidden();
}
