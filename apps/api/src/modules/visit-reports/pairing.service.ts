import type { Db } from '../../db/types';
import { forbidden, notFound } from '../../lib/errors';
import type { Caller } from '../../lib/caller';
import { isSchoolInScope } from '../auth';
import { PAIRING_NOT_FOUND } from '@siam/domain/contracts/visit-reports';
import { findPairingOfSchool, findSchoolIdByInep, type Pareamento } from './pairing.repository';

export const PAIRING_SCHOOL_NOT_FOUND = 'Nenhuma escola encontrada';

export function createPairingService(db: Db) {
  return {
    /**
     * GET Escolas/Pareamento/{anoPremioId}/{schoolInep}: the pairing where the school visits or is
     * visited. The school must be in the caller's scope (a school sees only its own pairing).
     */
    async ofSchool(caller: Caller, anoPremioId: number, schoolInep: string): Promise<Pareamento> {
      const escolaId = await findSchoolIdByInep(db, schoolInep);
      if (escolaId === null) throw notFound(PAIRING_SCHOOL_NOT_FOUND);
      if (!(await isSchoolInScope(db, caller, escolaId))) throw forbidden();
      const pairing = await findPairingOfSchool(db, anoPremioId, escolaId);
      if (!pairing) throw notFound(PAIRING_NOT_FOUND);
      return pairing;
    },
  };
}
