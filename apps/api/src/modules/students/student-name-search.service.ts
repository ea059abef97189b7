import { roleScope } from '@siam/domain/roles';
import type { StudentNameSearchQuery } from '@siam/domain/student-name-search';
import type { Db } from '../../db/types';
import { forbidden } from '../../lib/errors';
import {
  assertSchoolInScope,
  linkedSchoolIds,
  municipiosOf,
  regionaisOf,
  schoolIdsOfMunicipios,
  seesEverything,
} from '../auth';
import type { Caller } from '../../lib/caller';
import {
  findMunicipalityRegional,
  findStudentsByNameLike,
  type NamePlace,
} from './student-name-search.repository';
import type { AlunoEncontrado } from '@siam/domain/contracts/students';

/**
 * The place searched, inside the caller's scope (modules/auth/scope.ts): a school outside it, or a
 * municipality where the caller sees no school, is 403 'Funcionalidade não permitida'. A school-role
 * caller naming a municipality searches only its own schools there.
 */
async function placeInScope(db: Db, caller: Caller, q: StudentNameSearchQuery): Promise<NamePlace> {
  if (q.escolaId !== null) {
    // Roles that see the whole state need no lookup: an unknown school just finds nobody.
    if (!seesEverything(caller)) await assertSchoolInScope(db, caller, q.escolaId);
    return { escolaId: q.escolaId, municipio: q.municipio, onlySchools: null };
  }
  const municipio = q.municipio;
  if (municipio === null) throw forbidden(); // the query schema requires one of the two
  const place: NamePlace = { escolaId: null, municipio, onlySchools: null };
  switch (roleScope(caller.role)) {
    case 'admin':
    case 'state':
      return place;
    case 'regional': {
      const regional = await findMunicipalityRegional(db, municipio);
      if (regional === null || !regionaisOf(caller).includes(regional)) throw forbidden();
      return place;
    }
    case 'municipal':
      if (!municipiosOf(caller).includes(municipio)) throw forbidden();
      return place;
    case 'school': {
      const own = new Set(linkedSchoolIds(caller));
      const there = (await schoolIdsOfMunicipios(db, [municipio])).filter((id) => own.has(id));
      if (there.length === 0) throw forbidden();
      return { ...place, onlySchools: there };
    }
  }
}

export function createStudentNameSearchService(db: Db) {
  return {
    /** GET /api/Alunos/Buscar: the students of the place whose name looks like the one typed. */
    async search(caller: Caller, q: StudentNameSearchQuery): Promise<AlunoEncontrado[]> {
      const place = await placeInScope(db, caller, q);
      return findStudentsByNameLike(db, q.termo, place, q.pagina);
    },
  };
}
