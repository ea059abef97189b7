import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { perfil, usuario, usuarioPerfil } from '../../db/schema/auth';
import { municipio, regional } from '../../db/schema/places';
import { escola } from '../../db/schema/schools';
import { servidor } from '../../db/schema/staff';
import type { Db } from '../../db/types';

export function findPerfis(db: Db, ids?: number[]): Promise<{ id: number; nome: string }[]> {
  const q = db.select({ id: perfil.id, nome: perfil.nome }).from(perfil);
  return (ids ? q.where(inArray(perfil.id, ids.length ? ids : [-1])) : q).orderBy(asc(perfil.id));
}

/** Ids of the schools linked to the user with that CPF, in any role. */
export async function findLinkedSchoolIdsOfUser(db: Db, cpf: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ escolaId: usuarioPerfil.escolaId })
    .from(usuarioPerfil)
    .innerJoin(usuario, eq(usuario.id, usuarioPerfil.usuarioId))
    .where(and(eq(usuario.cpf, cpf), isNotNull(usuarioPerfil.escolaId)));
  return rows.map((r) => r.escolaId as number);
}

// ---------------------------------------------------------------- manter-usuario (issue 3)

export interface UserRow {
  id: number;
  cpf: string;
  nome: string;
  emailPessoal: string | null;
  telefone: string | null;
}

/** The user with that CPF; `lock` holds the row until the transaction ends (concurrent saves queue). */
export async function findUserByCpf(db: Db, cpf: string, lock = false): Promise<UserRow | null> {
  const q = db
    .select({
      id: usuario.id,
      cpf: usuario.cpf,
      nome: usuario.nome,
      emailPessoal: usuario.emailPessoal,
      telefone: usuario.telefone,
    })
    .from(usuario)
    .where(eq(usuario.cpf, cpf))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export interface LinkRow {
  id: number;
  perfilId: number;
  idRegional: number | null;
  idMunicipio: number | null;
  nomeRegional: string | null;
  nomeMunicipio: string | null;
  escolaId: number | null;
  codigoInep: string | null;
  nomeEscola: string | null;
}

/** Every role link of a user with the names of its regional, municipality and school (one query). */
export function findUserLinks(db: Db, usuarioId: number): Promise<LinkRow[]> {
  return db
    .select({
      id: usuarioPerfil.id,
      perfilId: usuarioPerfil.perfilId,
      idRegional: usuarioPerfil.idRegional,
      idMunicipio: usuarioPerfil.idMunicipio,
      nomeRegional: regional.sigla,
      nomeMunicipio: municipio.nome,
      escolaId: usuarioPerfil.escolaId,
      codigoInep: escola.codigoInep,
      nomeEscola: escola.nome,
    })
    .from(usuarioPerfil)
    .leftJoin(regional, eq(regional.codigo, usuarioPerfil.idRegional))
    .leftJoin(municipio, eq(municipio.codigo, usuarioPerfil.idMunicipio))
    .leftJoin(escola, eq(escola.id, usuarioPerfil.escolaId))
    .where(eq(usuarioPerfil.usuarioId, usuarioId))
    .orderBy(asc(usuarioPerfil.perfilId), asc(usuarioPerfil.id));
}

/** A person of the department's staff register (the directory), by CPF. */
export async function findDirectoryPerson(
  db: Db,
  cpf: string,
): Promise<{ cpf: string; nome: string; emailPessoal: string | null; telefone: string | null } | null> {
  const [row] = await db
    .select({
      cpf: servidor.cpf,
      nome: servidor.nome,
      emailPessoal: servidor.emailPessoal,
      telefone: servidor.telefone,
    })
    .from(servidor)
    .where(eq(servidor.cpf, cpf))
    .limit(1);
  return row ?? null;
}

/** A new user, without a password (decision 017). */
export async function insertUser(
  db: Db,
  values: { cpf: string; nome: string; emailPessoal: string | null; telefone: string | null },
): Promise<number> {
  const [row] = await db.insert(usuario).values(values).returning({ id: usuario.id });
  if (!row) throw new Error('insert usuario returned nothing');
  return row.id;
}

export async function updateUser(
  db: Db,
  id: number,
  values: { nome: string; emailPessoal: string | null; telefone: string | null },
  now: Date,
): Promise<void> {
  await db
    .update(usuario)
    .set({ ...values, updatedAt: now })
    .where(eq(usuario.id, id));
}

export async function deleteLinks(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(usuarioPerfil).where(inArray(usuarioPerfil.id, ids));
}

export async function insertLinks(
  db: Db,
  rows: { usuarioId: number; perfilId: number; idRegional: number | null; idMunicipio: number | null }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(usuarioPerfil).values(rows.map((r) => ({ ...r, escolaId: null })));
}

/** Invalidates every token of the user (after a change of profiles: a removed one stops at once). */
export async function bumpTokenVersion(db: Db, id: number): Promise<void> {
  await db
    .update(usuario)
    .set({ tokenVersion: sql`${usuario.tokenVersion} + 1` })
    .where(eq(usuario.id, id));
}
