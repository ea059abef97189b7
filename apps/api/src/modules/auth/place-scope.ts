/**
 * A place a list names (a school, a municipality, a regional or the whole state) inside the caller's
 * scope (decisions 111, 130): the students list and the monitoring sign-off counts check it the same way.
 */
import { eq } from 'drizzle-orm';
import { roleScope } from '@siam/domain/roles';
import { municipio } from '../../db/schema/places';
import type { Db } from '../../db/types';
import { forbidden } from '../../lib/errors';
import type { Caller } from '../../lib/caller';
import { schoolIdsOfMunicipios } from './auth.repository';
import { assertSchoolInScope, linkedSchoolIds, municipiosOf, regionaisOf, seesEverything } from './scope';

/** Where: one school, a municipality or a regional (none of them: the state); optionally only some schools. */
export interface PlaceInScope {
  escolaId: number | null;
  municipio: number | null;
  regional: number | null;
  /** A school role naming its municipality: only its own schools there. */
  onlySchools: number[] | null;
}

/** What a list names. */
export interface PlaceQuery {
  escolaId?: number | undefined;
  municipio?: number | undefined;
  regional?: number | undefined;
  todoEstado?: true | undefined;
}

/** The municipality's regional, or null when there is no such municipality. */
async function findRegionalOfMunicipality(db: Db, codigo: number): Promise<number | null> {
  const [row] = await db
    .select({ regional: municipio.regional })
    .from(municipio)
    .where(eq(municipio.codigo, codigo))
    .limit(1);
  return row?.regional ?? null;
}

/**
 * The place listed, inside the caller's scope (the checks of GET /api/Alunos/Buscar, decision 111):
 * a school outside it, a municipality or regional where the caller sees no school is 403. A school
 * role naming a municipality lists only its own schools there; a regional only the state, the
 * administrator and that regional's roles.
 */
export async function placeInScope(db: Db, caller: Caller, q: PlaceQuery): Promise<PlaceInScope> {
  const none: PlaceInScope = { escolaId: null, municipio: null, regional: null, onlySchools: null };
  if (q.escolaId !== undefined) {
    if (!seesEverything(caller)) await assertSchoolInScope(db, caller, q.escolaId);
    return { ...none, escolaId: q.escolaId };
  }
  if (q.municipio !== undefined) {
    const place = { ...none, municipio: q.municipio };
    switch (roleScope(caller.role)) {
      case 'admin':
      case 'state':
        return place;
      case 'regional': {
        const regional = await findRegionalOfMunicipality(db, q.municipio);
        if (regional === null || !regionaisOf(caller).includes(regional)) throw forbidden();
        return place;
      }
      case 'municipal':
        if (!municipiosOf(caller).includes(q.municipio)) throw forbidden();
        return place;
      case 'school': {
        const own = new Set(linkedSchoolIds(caller));
        const there = (await schoolIdsOfMunicipios(db, [q.municipio])).filter((id) => own.has(id));
        if (there.length === 0) throw forbidden();
        return { ...place, onlySchools: there };
      }
    }
  }
  if (q.regional !== undefined) {
    const scope = roleScope(caller.role);
    if (scope === 'admin' || scope === 'state') return { ...none, regional: q.regional };
    if (scope === 'regional' && regionaisOf(caller).includes(q.regional)) {
      return { ...none, regional: q.regional };
    }
  }
  // The whole state: the roles whose scope is the state (a state-wide list and its export).
  if (q.todoEstado) {
    const scope = roleScope(caller.role);
    if (scope === 'admin' || scope === 'state') return none;
  }
  throw forbidden();
}
