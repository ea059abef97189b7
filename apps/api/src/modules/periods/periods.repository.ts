import { and, asc, eq, sql } from 'drizzle-orm';
import { periodoAcompanhamento } from '../../db/schema/monitoring';
import type { Db } from '../../db/types';
import type { Periodo } from '@siam/domain/contracts/periods';

const columns = {
  id: periodoAcompanhamento.id,
  ano: periodoAcompanhamento.ano,
  bimestre: periodoAcompanhamento.bimestre,
  fichaAcompanhamentoId: periodoAcompanhamento.fichaId,
  acompanhamentoDataInicio: periodoAcompanhamento.acompanhamentoDataInicio,
  acompanhamentoDataFim: periodoAcompanhamento.acompanhamentoDataFim,
  validacaoDataInicio: periodoAcompanhamento.validacaoDataInicio,
  validacaoDataFim: periodoAcompanhamento.validacaoDataFim,
};

export interface PeriodValues {
  ano: number;
  bimestre: number;
  fichaAcompanhamentoId: number;
  acompanhamentoDataInicio: string;
  acompanhamentoDataFim: string;
  validacaoDataInicio: string;
  validacaoDataFim: string;
}

function row(v: PeriodValues) {
  return {
    ano: v.ano,
    bimestre: v.bimestre,
    fichaId: v.fichaAcompanhamentoId,
    acompanhamentoDataInicio: v.acompanhamentoDataInicio,
    acompanhamentoDataFim: v.acompanhamentoDataFim,
    validacaoDataInicio: v.validacaoDataInicio,
    validacaoDataFim: v.validacaoDataFim,
  };
}

/** The periods of a year (optionally of one bimestre and sheet), by bimestre then sheet. */
export function findPeriods(
  db: Db,
  filter: { ano: number; bimestre?: number | undefined; fichaId?: number | undefined },
): Promise<Periodo[]> {
  return db
    .select(columns)
    .from(periodoAcompanhamento)
    .where(
      and(
        eq(periodoAcompanhamento.ano, filter.ano),
        filter.bimestre !== undefined ? eq(periodoAcompanhamento.bimestre, filter.bimestre) : undefined,
        filter.fichaId !== undefined ? eq(periodoAcompanhamento.fichaId, filter.fichaId) : undefined,
      ),
    )
    .orderBy(asc(periodoAcompanhamento.bimestre), asc(periodoAcompanhamento.fichaId));
}

/** The period of (ano, bimestre, sheet), or null. */
export async function findPeriod(
  db: Db,
  ano: number,
  bimestre: number,
  fichaId: number,
): Promise<Periodo | null> {
  const [p] = await findPeriods(db, { ano, bimestre, fichaId });
  return p ?? null;
}

export async function findPeriodById(db: Db, id: number, lock = false): Promise<Periodo | null> {
  const q = db.select(columns).from(periodoAcompanhamento).where(eq(periodoAcompanhamento.id, id));
  const [p] = lock ? await q.for('update') : await q;
  return p ?? null;
}

export async function insertPeriod(db: Db, v: PeriodValues): Promise<Periodo> {
  const [p] = await db.insert(periodoAcompanhamento).values(row(v)).returning(columns);
  return p!;
}

export async function updatePeriod(db: Db, id: number, v: PeriodValues): Promise<Periodo> {
  const [p] = await db
    .update(periodoAcompanhamento)
    .set({ ...row(v), updatedAt: sql`now()` })
    .where(eq(periodoAcompanhamento.id, id))
    .returning(columns);
  return p!;
}
