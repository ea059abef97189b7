import { eq } from 'drizzle-orm';
import { anoParfi, anoPremio, anoPremioCategoria, type AwardYearRow } from '../../db/schema/award';
import type { Db } from '../../db/types';

/** The values of an award year (its row without the id). */
export type AwardValues = Omit<AwardYearRow, 'id'>;

export async function findAwardByYear(db: Db, ano: number): Promise<{ id: number } | null> {
  const [row] = await db.select({ id: anoPremio.id }).from(anoPremio).where(eq(anoPremio.ano, ano));
  return row ?? null;
}

export async function findAwardForUpdate(db: Db, id: number) {
  const [row] = await db.select().from(anoPremio).where(eq(anoPremio.id, id)).for('update');
  return row ?? null;
}

/** Inserts the award year; null when the year already exists. */
export async function insertAward(db: Db, v: AwardValues): Promise<number | null> {
  const [row] = await db
    .insert(anoPremio)
    .values(v)
    .onConflictDoNothing({ target: anoPremio.ano })
    .returning({ id: anoPremio.id });
  return row?.id ?? null;
}

export async function updateAward(db: Db, id: number, v: Omit<AwardValues, 'ano'>): Promise<void> {
  await db
    .update(anoPremio)
    .set({ ...v, updatedAt: new Date() })
    .where(eq(anoPremio.id, id));
}

export async function insertParfiYears(
  db: Db,
  anoPremioId: number,
  years: { ano: number; parcela: number }[],
) {
  if (years.length === 0) return;
  await db
    .insert(anoParfi)
    .values(years.map((y) => ({ anoPremioId, ano: y.ano, parcela: y.parcela })))
    .onConflictDoNothing();
}

/** Sets the school count of each given category (others keep theirs). */
export async function upsertCategories(
  db: Db,
  anoPremioId: number,
  items: { categoriaId: number; quantidadeEscolas: number }[],
): Promise<void> {
  for (const item of items) {
    await db
      .insert(anoPremioCategoria)
      .values({ anoPremioId, ...item })
      .onConflictDoUpdate({
        target: [anoPremioCategoria.anoPremioId, anoPremioCategoria.categoriaId],
        set: { quantidadeEscolas: item.quantidadeEscolas },
      });
  }
}
