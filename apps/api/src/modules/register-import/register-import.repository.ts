import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { turma } from '../../db/schema/classes';
import { municipio } from '../../db/schema/places';
import { escola, type SchoolData } from '../../db/schema/schools';
import type { Db } from '../../db/types';

/** A school row of the product as the import needs it (deleted ones included). */
export interface ImportedSchoolRow extends ImportValues {
  id: number;
  deleted: boolean;
}

const columns = {
  id: escola.id,
  codigoInep: escola.codigoInep,
  nome: escola.nome,
  municipio: escola.municipio,
  rede: escola.rede,
  localizacao: escola.localizacao,
  sige: escola.sige,
  latitude: escola.latitude,
  longitude: escola.longitude,
  deleted: sql<boolean>`${escola.deletedAt} is not null`,
};

/** The school with this INEP code, deleted or not (the code is unique over every row). */
export async function findSchoolRowByInep(db: Db, codigoInep: string): Promise<ImportedSchoolRow | null> {
  const [row] = await db.select(columns).from(escola).where(eq(escola.codigoInep, codigoInep)).limit(1);
  return row ?? null;
}

export async function findSchoolRowById(db: Db, id: number): Promise<ImportedSchoolRow | null> {
  const [row] = await db
    .select(columns)
    .from(escola)
    .where(and(eq(escola.id, id), isNull(escola.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** Locks the school row for the rest of the transaction (two saves or a save and a delete). */
export async function lockSchool(db: Db, id: number): Promise<void> {
  await db.select({ id: escola.id }).from(escola).where(eq(escola.id, id)).for('update');
}

/** How many (non-deleted) classes the school has, of any year. */
export async function countSchoolClasses(db: Db, escolaId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(turma)
    .where(and(eq(turma.escolaId, escolaId), isNull(turma.deletedAt)));
  return Number(row?.n ?? 0);
}

export async function municipioKnown(db: Db, codigo: number): Promise<boolean> {
  const [row] = await db.select({ c: municipio.codigo }).from(municipio).where(eq(municipio.codigo, codigo));
  return row !== undefined;
}

/** The register's data of a school: its own data and its position. */
export interface ImportValues extends SchoolData {
  latitude: number | null;
  longitude: number | null;
}

export async function insertImportedSchool(db: Db, values: ImportValues): Promise<number> {
  const [row] = await db.insert(escola).values(values).returning({ id: escola.id });
  if (!row) throw new Error('insert escola returned no row');
  return row.id;
}

/** Updates the school with the register's data; a deleted school is restored. */
export async function updateImportedSchool(db: Db, id: number, values: ImportValues): Promise<void> {
  await db
    .update(escola)
    .set({ ...values, deletedAt: null, updatedAt: sql`now()` })
    .where(eq(escola.id, id));
}

export async function softDeleteSchool(db: Db, id: number, at: Date): Promise<void> {
  await db.update(escola).set({ deletedAt: at, updatedAt: at }).where(eq(escola.id, id));
}

export async function municipioName(db: Db, codigo: number): Promise<string | null> {
  const [row] = await db.select({ nome: municipio.nome }).from(municipio).where(eq(municipio.codigo, codigo));
  return row?.nome ?? null;
}
