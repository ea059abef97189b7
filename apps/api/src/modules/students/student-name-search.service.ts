import type { StudentNameSearchQuery } from '@siam/domain/student-name-search';
import type { Db } from '../../db/types';
import { forbidden } from '../../lib/errors';
import { placeInScope } from '../auth';
import type { Caller } from '../../lib/caller';
import { findStudentsByNameLike, type NamePlace } from './student-name-search.repository';
import type { AlunoEncontrado } from '@siam/domain/contracts/students';

/**
 * The place searched, inside the caller's scope (the auth module's `placeInScope`, shared with the
 * students list): a school outside it, or a municipality where the caller sees no school, is 403
 * 'Funcionalidade não permitida'. A school-role caller naming a municipality searches only its own
 * schools there. A school named with a municipality keeps both filters, as before.
 */
async function searchedPlace(db: Db, caller: Caller, q: StudentNameSearchQuery): Promise<NamePlace> {
  if (q.escolaId === null && q.municipio === null) throw forbidden(); // the query schema requires one
  const place = await placeInScope(db, caller, {
    escolaId: q.escolaId ?? undefined,
    municipio: q.municipio ?? undefined,
  });
  return {
    escolaId: place.escolaId,
    municipio: place.escolaId !== null ? q.municipio : place.municipio,
    onlySchools: place.onlySchools,
  };
}

export function createStudentNameSearchService(db: Db) {
  return {
    /** GET /api/Alunos/Buscar: the students of the place whose name looks like the one typed. */
    async search(caller: Caller, q: StudentNameSearchQuery): Promise<AlunoEncontrado[]> {
      const place = await searchedPlace(db, caller, q);
      return findStudentsByNameLike(db, q.termo, place, q.pagina);
    },
  };
}
