import { and, asc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
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

// ---------------------------------------------------------------- the users list (issue 17, decision 130)

/**
 * The name as the list orders and filters it: without accents, lower case (the domain's
 * `normalizeStudentName` for the letters of Portuguese names), so 'Álvaro' sorts with 'A' on PGlite,
 * which has no ICU collation, and on PostgreSQL alike. The table is small (the state's staff): the
 * expression needs no index.
 */
/** The user's id qualified (drizzle writes a one-table query's columns bare, and `id` is also a link's). */
const USER_ID = sql.raw('"usuario"."id"');
const ACCENTED = 'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑáàâãäéèêëíìîïóòôõöúùûüçñ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn';
const foldedName = sql`lower(translate(${usuario.nome}, ${ACCENTED}, ${PLAIN}))`;

/** The users a caller may change (decision 120), in SQL: no link above its role, none outside its area. */
export interface UserListScope {
  /** Roles the caller is not below (a user holding any other is left out). */
  roles: number[];
  /** Its regionals (regional scope) or municipalities (municipal scope); null: the whole state. */
  regionais: number[] | null;
  municipios: number[] | null;
}

export interface UserListFilter {
  nome?: string | undefined;
  cpf?: string | undefined;
  perfil?: number | undefined;
}

export type UserListSortKey = 'nome' | 'cpf';

/** An int[] literal of ids (bound one by one: the same on PGlite and pg). */
const intArray = (ids: readonly number[]): SQL =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;

function userListWhere(scope: UserListScope, filter: UserListFilter): SQL {
  const outside =
    scope.regionais !== null
      ? sql`(up.id_regional is null or not (up.id_regional = any(${intArray(scope.regionais)})))`
      : scope.municipios !== null
        ? sql`(up.id_municipio is null or not (up.id_municipio = any(${intArray(scope.municipios)})))`
        : sql`false`;
  const inside =
    scope.regionais !== null
      ? sql`up.id_regional = any(${intArray(scope.regionais)})`
      : scope.municipios !== null
        ? sql`up.id_municipio = any(${intArray(scope.municipios)})`
        : null;
  return and(
    sql`not exists (select 1 from usuario_perfil up where up.usuario_id = ${USER_ID}
      and (not (up.perfil_id = any(${intArray(scope.roles)})) or ${outside}))`,
    inside
      ? sql`exists (select 1 from usuario_perfil up where up.usuario_id = ${USER_ID} and ${inside})`
      : undefined,
    filter.nome !== undefined ? sql`${foldedName} like ${`%${filter.nome}%`}` : undefined,
    filter.cpf !== undefined ? sql`${usuario.cpf} like ${`${filter.cpf}%`}` : undefined,
    filter.perfil !== undefined
      ? sql`exists (select 1 from usuario_perfil up where up.usuario_id = ${USER_ID} and up.perfil_id = ${filter.perfil})`
      : undefined,
  )!;
}

const userListKeys = (sort: UserListSortKey): SQL[] =>
  sort === 'nome' ? [foldedName, sql`${usuario.id}`] : [sql`${usuario.cpf}`, sql`${usuario.id}`];

const userListColumns = {
  cpf: usuario.cpf,
  nome: usuario.nome,
  emailPessoal: usuario.emailPessoal,
  telefonePessoal: usuario.telefone,
  perfis: sql<
    number[]
  >`array(select distinct up.perfil_id::int from usuario_perfil up where up.usuario_id = ${USER_ID} order by 1)`,
};

export interface UserListRow {
  cpf: string;
  nome: string;
  emailPessoal: string | null;
  telefonePessoal: string | null;
  perfis: number[];
}

const toUserListRow = (r: UserListRow): UserListRow => ({
  cpf: r.cpf,
  nome: r.nome,
  emailPessoal: r.emailPessoal,
  telefonePessoal: r.telefonePessoal,
  perfis: (r.perfis ?? []).map(Number),
});

const ordered = (keys: SQL[], desc: boolean) => keys.map((k) => (desc ? sql`${k} desc` : sql`${k} asc`));

/** One page of the users list and its total, in one statement (a second only past the last page). */
export async function findUserListPage(
  db: Db,
  scope: UserListScope,
  filter: UserListFilter,
  page: { pagina: number; tamanhoPagina: number; ordenar: UserListSortKey; ordem: 'asc' | 'desc' },
): Promise<{ itens: UserListRow[]; total: number }> {
  const where = userListWhere(scope, filter);
  const rows = await db
    .select({ ...userListColumns, total: sql<string>`count(*) over ()` })
    .from(usuario)
    .where(where)
    .orderBy(...ordered(userListKeys(page.ordenar), page.ordem === 'desc'))
    .limit(page.tamanhoPagina)
    .offset((page.pagina - 1) * page.tamanhoPagina);
  if (rows.length > 0) return { itens: rows.map(toUserListRow), total: Number(rows[0]!.total) };
  if (page.pagina === 1) return { itens: [], total: 0 };
  const [count] = await db
    .select({ n: sql<string>`count(*)` })
    .from(usuario)
    .where(where);
  return { itens: [], total: Number(count?.n ?? 0) };
}

/** The whole users list in its order, `chunk` rows per statement (keyset pages), for an export. */
export async function* userListChunks(
  db: Db,
  scope: UserListScope,
  filter: UserListFilter,
  sort: UserListSortKey,
  desc: boolean,
  chunk: number,
): AsyncGenerator<UserListRow[]> {
  const keys = userListKeys(sort);
  const where = userListWhere(scope, filter);
  let after: [string, number] | null = null;
  for (;;) {
    const condition: SQL = after
      ? and(
          where,
          sql`(${keys[0]}, ${usuario.id}) ${sql.raw(desc ? '<' : '>')} (${after[0]}::text, ${after[1]}::int)`,
        )!
      : where;
    const rows = await db
      .select({ ...userListColumns, id: usuario.id, k: sql<string>`(${keys[0]})::text` })
      .from(usuario)
      .where(condition)
      .orderBy(...ordered(keys, desc))
      .limit(chunk);
    if (rows.length === 0) return;
    yield rows.map(toUserListRow);
    if (rows.length < chunk) return;
    const last = rows[rows.length - 1]!;
    after = [last.k, last.id];
  }
}
