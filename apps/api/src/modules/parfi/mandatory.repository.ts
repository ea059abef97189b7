/**
 * PARFI data access: mandatory objectives (imposed by finalised visit reports).
 */
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { objetivo, objetivoObrigatorio } from '../../db/schema/parfi';
import type { Db } from '../../db/types';

export interface MandatoryRow {
  id: number;
  planoParfiId: number;
  relatorioVisitaId: number | null;
  objetivoId: number;
  objetivoCodigo: number;
  resumo: string;
  percentualMinimo: string;
  percentualMaximo: string | null;
  numeroAcao: number;
  quantidadeAcaoPlanejada: number;
  quantidadeIndicadores: number;
}

export async function findMandatory(
  db: Db,
  filter: { planId?: number; relatorioVisitaId?: number; id?: number },
): Promise<MandatoryRow[]> {
  const conditions: SQL[] = [];
  if (filter.planId !== undefined) conditions.push(eq(objetivoObrigatorio.planoParfiId, filter.planId));
  if (filter.relatorioVisitaId !== undefined) {
    conditions.push(eq(objetivoObrigatorio.relatorioVisitaId, filter.relatorioVisitaId));
  }
  if (filter.id !== undefined) conditions.push(eq(objetivoObrigatorio.id, filter.id));
  return db
    .select({
      id: objetivoObrigatorio.id,
      planoParfiId: objetivoObrigatorio.planoParfiId,
      relatorioVisitaId: objetivoObrigatorio.relatorioVisitaId,
      objetivoId: objetivoObrigatorio.objetivoId,
      objetivoCodigo: objetivo.codigo,
      resumo: objetivo.resumo,
      percentualMinimo: objetivoObrigatorio.percentualMinimo,
      percentualMaximo: objetivoObrigatorio.percentualMaximo,
      numeroAcao: objetivoObrigatorio.numeroAcao,
      quantidadeAcaoPlanejada: objetivoObrigatorio.quantidadeAcaoPlanejada,
      quantidadeIndicadores: objetivoObrigatorio.quantidadeIndicadores,
    })
    .from(objetivoObrigatorio)
    .innerJoin(objetivo, eq(objetivo.id, objetivoObrigatorio.objetivoId))
    .where(and(...conditions))
    .orderBy(asc(objetivo.codigo));
}

/** A mandatory objective's editable values (percentages as numbers). */
export interface MandatoryValues {
  percentualMinimo: number;
  percentualMaximo: number | null;
  numeroAcao: number;
  quantidadeIndicadores: number;
}

/** `MandatoryValues` as the columns of `objetivo_obrigatorio` (percentages as numeric text). */
function mandatoryColumns(v: MandatoryValues) {
  return {
    percentualMinimo: v.percentualMinimo.toFixed(2),
    percentualMaximo: v.percentualMaximo === null ? null : v.percentualMaximo.toFixed(2),
    numeroAcao: v.numeroAcao,
    quantidadeIndicadores: v.quantidadeIndicadores,
  };
}

export async function replaceMandatoryOfReport(
  db: Db,
  planId: number,
  relatorioVisitaId: number,
  items: (MandatoryValues & { objetivoId: number })[],
): Promise<void> {
  await db
    .delete(objetivoObrigatorio)
    .where(
      and(
        eq(objetivoObrigatorio.planoParfiId, planId),
        eq(objetivoObrigatorio.relatorioVisitaId, relatorioVisitaId),
      ),
    );
  for (const item of items) {
    const values = {
      planoParfiId: planId,
      relatorioVisitaId,
      objetivoId: item.objetivoId,
      ...mandatoryColumns(item),
    };
    await db
      .insert(objetivoObrigatorio)
      .values(values)
      .onConflictDoUpdate({
        target: [objetivoObrigatorio.planoParfiId, objetivoObrigatorio.objetivoId],
        set: values,
      });
  }
}

export async function updateMandatory(db: Db, id: number, v: MandatoryValues): Promise<void> {
  await db.update(objetivoObrigatorio).set(mandatoryColumns(v)).where(eq(objetivoObrigatorio.id, id));
}
