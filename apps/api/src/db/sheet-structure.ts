/**
 * The write of a monitoring sheet's structure (structures, categories, skills, criteria): used by the
 * sheets module's import and by the demo seed, which imports no module, so it lives in the data layer.
 */
import { eq } from 'drizzle-orm';
import type { SheetImport } from '@siam/domain/sheets';
import { categoriaFicha, criterio, estruturaFicha, habilidade } from './schema/sheets';
import type { Db } from './types';

/**
 * Replaces the sheet's content: deletes its structures (categories, skills and criteria go by cascade)
 * and inserts the new ones, one INSERT per table. Answers (none, the caller checks) would block it.
 */
export async function replaceSheet(
  db: Db,
  sheet: SheetImport,
): Promise<{ estruturas: number; categorias: number; habilidades: number; criterios: number }> {
  await db.delete(estruturaFicha).where(eq(estruturaFicha.fichaId, sheet.fichaId));
  const estruturas = await db
    .insert(estruturaFicha)
    .values(
      sheet.estruturas.map((e, i) => ({ fichaId: sheet.fichaId, ordem: i + 1, descricao: e.descricao })),
    )
    .returning({ id: estruturaFicha.id, ordem: estruturaFicha.ordem });
  const estruturaId = new Map(estruturas.map((e) => [e.ordem, e.id]));
  const catValues = sheet.estruturas.flatMap((e, i) =>
    e.categorias.map((c, j) => ({
      estruturaId: estruturaId.get(i + 1)!,
      ordem: j + 1,
      descricao: c.descricao,
    })),
  );
  const categorias = await db.insert(categoriaFicha).values(catValues).returning({
    id: categoriaFicha.id,
    estruturaId: categoriaFicha.estruturaId,
    ordem: categoriaFicha.ordem,
  });
  const categoriaId = new Map(categorias.map((c) => [`${c.estruturaId}:${c.ordem}`, c.id]));
  const skillValues = sheet.estruturas.flatMap((e, i) => {
    const eid = estruturaId.get(i + 1)!;
    return e.categorias.flatMap((c, j) => {
      const cid = categoriaId.get(`${eid}:${j + 1}`)!;
      return c.habilidades.map((h, k) => ({
        fichaId: sheet.fichaId,
        estruturaId: eid,
        categoriaId: cid,
        ordem: k + 1,
        descricao: h.descricao,
      }));
    });
  });
  const habilidades = await db
    .insert(habilidade)
    .values(skillValues)
    .returning({ id: habilidade.id, categoriaId: habilidade.categoriaId, ordem: habilidade.ordem });
  const skillId = new Map(habilidades.map((h) => [`${h.categoriaId}:${h.ordem}`, h.id]));
  const critValues = sheet.estruturas.flatMap((e, i) => {
    const eid = estruturaId.get(i + 1)!;
    return e.categorias.flatMap((c, j) => {
      const cid = categoriaId.get(`${eid}:${j + 1}`)!;
      return c.habilidades.flatMap((h, k) => {
        const hid = skillId.get(`${cid}:${k + 1}`)!;
        return h.criterios.map((descricao, n) => ({ habilidadeId: hid, nivel: n + 1, descricao }));
      });
    });
  });
  await db.insert(criterio).values(critValues);
  return {
    estruturas: estruturas.length,
    categorias: categorias.length,
    habilidades: habilidades.length,
    criterios: critValues.length,
  };
}
