import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { respostaAprendizagem, respostaAtividade } from '../../db/schema/monitoring';
import {
  categoriaFicha,
  criterio,
  estruturaFicha,
  generoTextual,
  generoTextualSerie,
  habilidade,
} from '../../db/schema/sheets';
import type { Db } from '../../db/types';
import type { SheetImport } from '@siam/domain/contracts/sheets';

export interface Item {
  id: number;
  descricao: string;
}

/** The structures of a sheet, in order. */
export function findStructures(db: Db, fichaId: number): Promise<Item[]> {
  return db
    .select({ id: estruturaFicha.id, descricao: estruturaFicha.descricao })
    .from(estruturaFicha)
    .where(eq(estruturaFicha.fichaId, fichaId))
    .orderBy(asc(estruturaFicha.ordem), asc(estruturaFicha.id));
}

/** The categories of one structure of a sheet, in order. */
export function findCategories(db: Db, fichaId: number, estruturaId: number): Promise<Item[]> {
  return db
    .select({ id: categoriaFicha.id, descricao: categoriaFicha.descricao })
    .from(categoriaFicha)
    .innerJoin(estruturaFicha, eq(estruturaFicha.id, categoriaFicha.estruturaId))
    .where(and(eq(estruturaFicha.fichaId, fichaId), eq(categoriaFicha.estruturaId, estruturaId)))
    .orderBy(asc(categoriaFicha.ordem), asc(categoriaFicha.id));
}

/** The genres offered for a série, by name. */
export function findGenres(db: Db, serie: number): Promise<{ id: number; genero: string }[]> {
  return db
    .select({ id: generoTextual.id, genero: generoTextual.genero })
    .from(generoTextualSerie)
    .innerJoin(generoTextual, eq(generoTextual.id, generoTextualSerie.generoId))
    .where(eq(generoTextualSerie.serie, serie))
    .orderBy(asc(generoTextual.genero), asc(generoTextual.id));
}

/** Which of `ids` are genres of `serie`. */
export async function genresOfSerie(db: Db, serie: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: generoTextualSerie.generoId })
    .from(generoTextualSerie)
    .where(and(eq(generoTextualSerie.serie, serie), inArray(generoTextualSerie.generoId, ids)));
  return rows.map((r) => r.id);
}

/** Adds a genre (or finds it by name) and offers it for `series`; answers its id. */
export async function upsertGenre(db: Db, genero: string, series: number[]): Promise<number> {
  const [row] = await db
    .insert(generoTextual)
    .values({ genero })
    .onConflictDoUpdate({ target: generoTextual.genero, set: { genero } })
    .returning({ id: generoTextual.id });
  const id = row!.id;
  if (series.length > 0) {
    await db
      .insert(generoTextualSerie)
      .values(series.map((serie) => ({ serie, generoId: id })))
      .onConflictDoNothing();
  }
  return id;
}

/** True when a monitoring of the sheet (tipo = fichaId) has at least one answer. */
export async function sheetHasAnswers(db: Db, fichaId: number): Promise<boolean> {
  const [learning] = await db
    .select({ n: count() })
    .from(respostaAprendizagem)
    .innerJoin(habilidade, eq(habilidade.id, respostaAprendizagem.habilidadeId))
    .where(eq(habilidade.fichaId, fichaId));
  const [activity] = await db
    .select({ n: count() })
    .from(respostaAtividade)
    .innerJoin(habilidade, eq(habilidade.id, respostaAtividade.habilidadeId))
    .where(eq(habilidade.fichaId, fichaId));
  return Number(learning?.n ?? 0) + Number(activity?.n ?? 0) > 0;
}

/** Serialises imports of one sheet (transaction-scoped advisory lock). */
export async function lockSheet(db: Db, fichaId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(427100 + ${fichaId}::int)`);
}

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

// ---------------------------------------------------------------- skills for the monitoring modules

export interface SkillRow {
  id: number;
  ordem: number;
  descricao: string;
  estruturaId: number;
  categoriaId: number;
  criterios: { id: number; nivel: number; descricao: string; habilidadeId: number }[];
}

/** The skills of a sheet (optionally of one structure or category) with their criteria, in order. */
export async function findSkills(
  db: Db,
  fichaId: number,
  filter: { estruturaId?: number | undefined; categoriaId?: number | undefined } = {},
): Promise<SkillRow[]> {
  const rows = await db
    .select({
      id: habilidade.id,
      ordem: habilidade.ordem,
      descricao: habilidade.descricao,
      estruturaId: habilidade.estruturaId,
      categoriaId: habilidade.categoriaId,
      criterioId: criterio.id,
      nivel: criterio.nivel,
      criterioDescricao: criterio.descricao,
    })
    .from(habilidade)
    .innerJoin(estruturaFicha, eq(estruturaFicha.id, habilidade.estruturaId))
    .innerJoin(categoriaFicha, eq(categoriaFicha.id, habilidade.categoriaId))
    .leftJoin(criterio, eq(criterio.habilidadeId, habilidade.id))
    .where(
      and(
        eq(habilidade.fichaId, fichaId),
        filter.estruturaId !== undefined ? eq(habilidade.estruturaId, filter.estruturaId) : undefined,
        filter.categoriaId !== undefined ? eq(habilidade.categoriaId, filter.categoriaId) : undefined,
      ),
    )
    .orderBy(
      asc(estruturaFicha.ordem),
      asc(categoriaFicha.ordem),
      asc(habilidade.ordem),
      asc(habilidade.id),
      asc(criterio.nivel),
    );
  const byId = new Map<number, SkillRow>();
  for (const r of rows) {
    let s = byId.get(r.id);
    if (!s) {
      s = {
        id: r.id,
        ordem: r.ordem,
        descricao: r.descricao,
        estruturaId: r.estruturaId,
        categoriaId: r.categoriaId,
        criterios: [],
      };
      byId.set(r.id, s);
    }
    if (r.criterioId !== null && r.nivel !== null && r.criterioDescricao !== null) {
      s.criterios.push({
        id: r.criterioId,
        nivel: r.nivel,
        descricao: r.criterioDescricao,
        habilidadeId: r.id,
      });
    }
  }
  return [...byId.values()];
}

/** The number of skills of a sheet (the denominator of progress). */
export async function countSkills(db: Db, fichaId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(habilidade).where(eq(habilidade.fichaId, fichaId));
  return Number(row?.n ?? 0);
}

export interface CriterionRef {
  id: number;
  nivel: number;
  habilidadeId: number;
  fichaId: number;
  estruturaId: number;
  categoriaId: number;
}

/** The criteria `ids` with their skill's sheet, structure and category. */
export async function findCriteria(db: Db, ids: number[]): Promise<CriterionRef[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: criterio.id,
      nivel: criterio.nivel,
      habilidadeId: criterio.habilidadeId,
      fichaId: habilidade.fichaId,
      estruturaId: habilidade.estruturaId,
      categoriaId: habilidade.categoriaId,
    })
    .from(criterio)
    .innerJoin(habilidade, eq(habilidade.id, criterio.habilidadeId))
    .where(inArray(criterio.id, ids));
}
