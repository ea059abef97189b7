import { PERIOD_EXISTS, PERIOD_NOT_FOUND } from '@siam/domain/monitoring';
import type { Db } from '../../db/types';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, notFound } from '../../lib/errors';
import { audit } from '../audit';
import type { Caller } from '../../lib/caller';
import {
  findPeriodById,
  findPeriods,
  insertPeriod,
  updatePeriod,
  type PeriodValues,
} from './periods.repository';
import type { Periodo } from '@siam/domain/contracts/periods';

interface Ctx {
  caller: Caller;
  ip?: string | null;
}

const UNIQUE = 'periodo_acompanhamento_ano_bimestre_ficha_key';

/** One period per (ano, bimestre, sheet) is a database constraint; its violation is the 409. */
async function write<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(fn);
  } catch (error) {
    if (isUniqueViolation(error, UNIQUE)) throw new AppError('CONFLICT', 409, PERIOD_EXISTS);
    throw error;
  }
}

export function createPeriodsService(db: Db) {
  return {
    list: (filter: {
      ano: number;
      bimestre?: number | undefined;
      fichaId?: number | undefined;
    }): Promise<Periodo[]> => findPeriods(db, filter),

    /** POST /api/Periodo. */
    create(ctx: Ctx, values: PeriodValues): Promise<Periodo> {
      return write(db, async (tx) => {
        const created = await insertPeriod(tx, values);
        await audit(tx, ctx, {
          action: 'incluir',
          entity: 'periodo_acompanhamento',
          entityId: created.id,
          after: created,
        });
        return created;
      });
    },

    /** PUT /api/periodo. */
    update(ctx: Ctx, id: number, values: PeriodValues): Promise<Periodo> {
      return write(db, async (tx) => {
        const before = await findPeriodById(tx, id, true);
        if (!before) throw notFound(PERIOD_NOT_FOUND);
        const after = await updatePeriod(tx, id, values);
        await audit(tx, ctx, {
          action: 'alterar',
          entity: 'periodo_acompanhamento',
          entityId: id,
          before,
          after,
        });
        return after;
      });
    },
  };
}
