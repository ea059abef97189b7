/**
 * PARFI data access: plans (a school's PARFI plan of a year), their creation and recalculated totals.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { anoParfi, anoPremio, premioEscola } from '../../db/schema/award';
import { planoParfi } from '../../db/schema/parfi';
import { municipio } from '../../db/schema/places';
import { escola } from '../../db/schema/schools';
import type { Db } from '../../db/types';
import { centsText } from '@siam/domain/money';

export interface PlanRow {
  id: number;
  premioEscolaId: number;
  anoParfiId: number;
  valorParfi: string;
  saldoDisponivel: string;
  valorExecutado: string;
  escolaId: number;
  escolaInep: string;
  nomeEscola: string;
  municipio: number;
  regional: number;
  tipoEscolaId: number;
  valorPremio: string;
  anoPremioId: number;
  anoPremio: number;
  anoParfi: number;
  parcela: number;
}

const planColumns = {
  id: planoParfi.id,
  premioEscolaId: planoParfi.premioEscolaId,
  anoParfiId: planoParfi.anoParfiId,
  valorParfi: planoParfi.valorParfi,
  saldoDisponivel: planoParfi.saldoDisponivel,
  valorExecutado: planoParfi.valorExecutado,
  escolaId: escola.id,
  escolaInep: escola.codigoInep,
  nomeEscola: escola.nome,
  municipio: escola.municipio,
  regional: municipio.regional,
  tipoEscolaId: premioEscola.tipoEscolaId,
  valorPremio: premioEscola.valorPremio,
  anoPremioId: anoPremio.id,
  anoPremio: anoPremio.ano,
  anoParfi: anoParfi.ano,
  parcela: anoParfi.parcela,
};

function planQuery(db: Db, where: SQL | undefined, lock: boolean) {
  const q = db
    .select(planColumns)
    .from(planoParfi)
    .innerJoin(premioEscola, eq(premioEscola.id, planoParfi.premioEscolaId))
    .innerJoin(escola, eq(escola.id, premioEscola.escolaId))
    .innerJoin(municipio, eq(municipio.codigo, escola.municipio))
    .innerJoin(anoPremio, eq(anoPremio.id, premioEscola.anoPremioId))
    .innerJoin(anoParfi, eq(anoParfi.id, planoParfi.anoParfiId))
    .where(where);
  return lock ? q.for('update', { of: planoParfi }) : q;
}

/** The plan by id; `lock` takes the plan row's lock (every change of a plan runs under it). */
export async function findPlanById(db: Db, id: number, lock = false): Promise<PlanRow | null> {
  const [row] = await planQuery(db, eq(planoParfi.id, id), lock);
  return row ?? null;
}

export async function findPlanByParticipation(db: Db, premioEscolaId: number, anoParfiId: number) {
  const [row] = await planQuery(
    db,
    and(eq(planoParfi.premioEscolaId, premioEscolaId), eq(planoParfi.anoParfiId, anoParfiId)),
    false,
  );
  return row ?? null;
}

/** Inserts the plan unless it exists (unique constraint); answers its id and whether it was created. */
export async function insertPlan(
  db: Db,
  values: { premioEscolaId: number; anoParfiId: number; valorParfiCents: number },
): Promise<{ id: number; created: boolean }> {
  const [row] = await db
    .insert(planoParfi)
    .values({
      premioEscolaId: values.premioEscolaId,
      anoParfiId: values.anoParfiId,
      valorParfi: centsText(values.valorParfiCents),
      saldoDisponivel: centsText(values.valorParfiCents),
      valorExecutado: '0',
    })
    .onConflictDoNothing({ target: [planoParfi.premioEscolaId, planoParfi.anoParfiId] })
    .returning({ id: planoParfi.id });
  if (row) return { id: row.id, created: true };
  const existing = await findPlanByParticipation(db, values.premioEscolaId, values.anoParfiId);
  if (!existing) throw new Error('plan vanished');
  return { id: existing.id, created: false };
}

/**
 * Recalculates a plan's balance (valorParfi − Σ actions), executed value (Σ fiscal documents not
 * refused) and the mandatory counters, in numeric, inside the caller's transaction.
 */
export async function recalculatePlan(db: Db, planId: number): Promise<void> {
  await db.execute(sql`
    update plano_parfi p set
      saldo_disponivel = p.valor_parfi - coalesce((select sum(a.valor) from plano_acao a where a.plano_parfi_id = p.id), 0),
      valor_executado = coalesce((
        select sum(f.valor_orcamento) from arquivo_anexado f
          join execucao_acao e on e.id = f.execucao_acao_id
          join plano_acao a on a.id = e.plano_acao_id
        where a.plano_parfi_id = p.id and f.documento_id = 4 and f.deferido is distinct from false), 0),
      updated_at = now()
    where p.id = ${planId}`);
  await db.execute(sql`
    update objetivo_obrigatorio o set
      quantidade_acao_planejada = (select count(*) from plano_acao a
        where a.plano_parfi_id = o.plano_parfi_id and a.objetivo_id = o.objetivo_id)
    where o.plano_parfi_id = ${planId}`);
}
