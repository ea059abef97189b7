import { and, count, eq, sql } from 'drizzle-orm';
import { respostaAtividade } from '../../../db/schema/monitoring';
import { criterio } from '../../../db/schema/sheets';
import type { Db } from '../../../db/types';

/** Upserts one level (criterion) per skill of the monitoring: one INSERT ... ON CONFLICT. */
export async function upsertActivityAnswers(
  db: Db,
  acompanhamentoId: number,
  answers: { habilidadeId: number; criterioId: number }[],
): Promise<void> {
  if (answers.length === 0) return;
  await db
    .insert(respostaAtividade)
    .values(answers.map((a) => ({ acompanhamentoId, ...a })))
    .onConflictDoUpdate({
      target: [respostaAtividade.acompanhamentoId, respostaAtividade.habilidadeId],
      set: { criterioId: sql`excluded.criterio_id`, updatedAt: sql`now()` },
    });
}

/** The number of skills answered in the monitoring. */
export async function countActivityAnswers(db: Db, acompanhamentoId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(respostaAtividade)
    .where(eq(respostaAtividade.acompanhamentoId, acompanhamentoId));
  return Number(row?.n ?? 0);
}

/** Skill → chosen level of the monitoring. */
export async function findActivityLevels(db: Db, acompanhamentoId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ habilidadeId: respostaAtividade.habilidadeId, nivel: criterio.nivel })
    .from(respostaAtividade)
    .innerJoin(criterio, eq(criterio.id, respostaAtividade.criterioId))
    .where(eq(respostaAtividade.acompanhamentoId, acompanhamentoId));
  return new Map(rows.map((r) => [r.habilidadeId, r.nivel]));
}

/** How many skills got each level. */
export function activityLevelCounts(db: Db, acompanhamentoId: number) {
  return db
    .select({ nivel: criterio.nivel, quantidade: count() })
    .from(respostaAtividade)
    .innerJoin(criterio, eq(criterio.id, respostaAtividade.criterioId))
    .where(and(eq(respostaAtividade.acompanhamentoId, acompanhamentoId)))
    .groupBy(criterio.nivel);
}
