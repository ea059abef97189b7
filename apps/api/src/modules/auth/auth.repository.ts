import { and, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { appSecret, loginThrottle, revokedToken, usuario, usuarioPerfil } from '../../db/schema/auth';
import { municipio } from '../../db/schema/places';
import { escola } from '../../db/schema/schools';
import { builtOnce } from '../../db/built-once';
import type { Db } from '../../db/types';

export interface LoginUserRow {
  id: number;
  cpf: string;
  nome: string;
  emailPessoal: string | null;
  tpUser: number;
  passwordHash: string | null;
  tokenVersion: number;
}

export interface ProfileRow {
  id: number;
  nome: string;
  idRegional: number | null;
  idMunicipio: number | null;
  nomeRegional: string | null;
  nomeMunicipio: string | null;
}

export interface ThrottleRow {
  consecutiveFailures: number;
  lockedUntil: Date | null;
  windowStart: Date;
  windowFailures: number;
}

/**
 * Everything a login reads, in one statement built once (decision 112 addendum): the user, the
 * account's throttle state, and the user's profiles for the answer, one per distinct (role, regional,
 * municipality) (a school role linked to two schools of one municipality is one entry; the schools
 * come from the school calls). Null for an unknown CPF.
 */
export async function findLoginState(
  db: Db,
  cpf: string,
): Promise<{ user: LoginUserRow; throttle: ThrottleRow | null; perfis: ProfileRow[] } | null> {
  const q = builtOnce(db, 'login_estado', (d) =>
    d
      .select({
        id: usuario.id,
        cpf: usuario.cpf,
        nome: usuario.nome,
        emailPessoal: usuario.emailPessoal,
        tpUser: usuario.tpUser,
        passwordHash: usuario.passwordHash,
        tokenVersion: usuario.tokenVersion,
        consecutiveFailures: loginThrottle.consecutiveFailures,
        lockedUntil: loginThrottle.lockedUntil,
        windowStart: loginThrottle.windowStart,
        windowFailures: loginThrottle.windowFailures,
        perfis: sql<ProfileRow[]>`(
          select coalesce(json_agg(json_build_object(
              'id', x.perfil_id, 'nome', x.nome, 'idRegional', x.id_regional, 'idMunicipio', x.id_municipio,
              'nomeRegional', x.sigla, 'nomeMunicipio', x.municipio)
            order by x.perfil_id, x.id_regional nulls last, x.id_municipio nulls last), '[]'::json)
            from (select distinct up.perfil_id, p.nome, up.id_regional, up.id_municipio, r.sigla,
                         m.nome as municipio
                    from usuario_perfil up
                    join perfil p on p.id = up.perfil_id
                    left join regional r on r.codigo = up.id_regional
                    left join municipio m on m.codigo = up.id_municipio
                   where up.usuario_id = ${usuario.id}) x)`,
      })
      .from(usuario)
      .leftJoin(loginThrottle, eq(loginThrottle.cpf, usuario.cpf))
      .where(eq(usuario.cpf, sql.placeholder('cpf')))
      .limit(1)
      .prepare('login_estado'),
  );
  const [r] = await q.execute({ cpf });
  if (!r) return null;
  const { consecutiveFailures, lockedUntil, windowStart, windowFailures, perfis, ...user } = r;
  return {
    user,
    throttle:
      windowStart === null
        ? null
        : {
            consecutiveFailures: consecutiveFailures!,
            lockedUntil,
            windowStart,
            windowFailures: windowFailures!,
          },
    perfis,
  };
}

/**
 * Counts one failed login atomically (concurrent failures all count): the consecutive failures, and
 * the failures of the current one-hour window (a new window starts when the last one is over).
 */
export async function recordLoginFailure(
  db: Db,
  cpf: string,
  now: Date,
  windowMs: number,
): Promise<ThrottleRow> {
  const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
  const windowOver = sql`${loginThrottle.windowStart} <= ${ts(new Date(now.getTime() - windowMs))}`;
  const [row] = await db
    .insert(loginThrottle)
    .values({ cpf, consecutiveFailures: 1, windowStart: now, windowFailures: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: loginThrottle.cpf,
      set: {
        consecutiveFailures: sql`${loginThrottle.consecutiveFailures} + 1`,
        windowStart: sql`case when ${windowOver} then ${ts(now)} else ${loginThrottle.windowStart} end`,
        windowFailures: sql`case when ${windowOver} then 1 else ${loginThrottle.windowFailures} + 1 end`,
        updatedAt: now,
      },
    })
    .returning({
      consecutiveFailures: loginThrottle.consecutiveFailures,
      lockedUntil: loginThrottle.lockedUntil,
      windowStart: loginThrottle.windowStart,
      windowFailures: loginThrottle.windowFailures,
    });
  if (!row) throw new Error('login_throttle upsert returned no row');
  return row;
}

export async function lockLogin(db: Db, cpf: string, until: Date): Promise<void> {
  await db.update(loginThrottle).set({ lockedUntil: until }).where(eq(loginThrottle.cpf, cpf));
}

/**
 * A successful login ends the run of consecutive failures (the hourly count stays): the update, for a
 * CTE of the login's audit statement.
 */
export function resetConsecutiveFailuresSql(cpf: string): SQL {
  return sql`update login_throttle set consecutive_failures = 0, locked_until = null, updated_at = now()
              where cpf = ${cpf}`;
}

export interface SessionRow {
  usuarioId: number;
  cpf: string;
  nome: string;
  tokenVersion: number;
  revoked: boolean;
  perfilId: number | null;
  idRegional: number | null;
  idMunicipio: number | null;
  escolaId: number | null;
}

/** One query per authenticated call: the user, whether the token was revoked, and every role link. */
export async function loadSession(db: Db, cpf: string, jti: string): Promise<SessionRow[]> {
  return db
    .select({
      usuarioId: usuario.id,
      cpf: usuario.cpf,
      nome: usuario.nome,
      tokenVersion: usuario.tokenVersion,
      revoked: sql<boolean>`exists (select 1 from ${revokedToken} where ${revokedToken.jti} = ${jti})`,
      perfilId: usuarioPerfil.perfilId,
      idRegional: usuarioPerfil.idRegional,
      idMunicipio: usuarioPerfil.idMunicipio,
      escolaId: usuarioPerfil.escolaId,
    })
    .from(usuario)
    .leftJoin(usuarioPerfil, eq(usuarioPerfil.usuarioId, usuario.id))
    .where(eq(usuario.cpf, cpf));
}

export async function revokeToken(db: Db, jti: string, expiresAt: Date): Promise<void> {
  await db.insert(revokedToken).values({ jti, expiresAt }).onConflictDoNothing();
}

/** Revocations of tokens that have expired anyway are useless: drop them. */
export async function purgeExpiredRevocations(db: Db, now: Date): Promise<void> {
  await db.delete(revokedToken).where(lt(revokedToken.expiresAt, now));
}

/** The stored secret `name`, created with `candidate` when absent (first writer wins). */
export async function getOrCreateSecret(db: Db, name: string, candidate: string): Promise<string> {
  await db.insert(appSecret).values({ name, value: candidate }).onConflictDoNothing();
  const [row] = await db.select({ value: appSecret.value }).from(appSecret).where(eq(appSecret.name, name));
  if (!row) throw new Error(`secret ${name} missing`);
  return row.value;
}

/** Ids of the (non-deleted) schools of the given regionals. */
export async function schoolIdsOfRegionals(db: Db, regionais: number[]): Promise<number[]> {
  if (regionais.length === 0) return [];
  const rows = await db
    .select({ id: escola.id })
    .from(escola)
    .innerJoin(municipio, eq(municipio.codigo, escola.municipio))
    .where(and(inArray(municipio.regional, regionais), isNull(escola.deletedAt)));
  return rows.map((r) => r.id);
}

/** Ids of the (non-deleted) schools of the given municipalities. */
export async function schoolIdsOfMunicipios(db: Db, municipios: number[]): Promise<number[]> {
  if (municipios.length === 0) return [];
  const rows = await db
    .select({ id: escola.id })
    .from(escola)
    .where(and(inArray(escola.municipio, municipios), isNull(escola.deletedAt)));
  return rows.map((r) => r.id);
}

/** The place of one school (for scope checks). */
export async function findSchoolPlace(
  db: Db,
  escolaId: number,
): Promise<{ municipio: number; regional: number } | null> {
  const [row] = await db
    .select({ municipio: escola.municipio, regional: municipio.regional })
    .from(escola)
    .innerJoin(municipio, eq(municipio.codigo, escola.municipio))
    .where(and(eq(escola.id, escolaId), isNull(escola.deletedAt)))
    .limit(1);
  return row ?? null;
}

/**
 * `findSchoolPlace` as a column of a list's own statement (an uncorrelated subquery, computed once):
 * 'municipio,regional', null for a school that does not exist or is deleted. `placeOfRows` reads it.
 */
export function schoolPlaceColumn(escolaId: SQL.Aliased | SQL | ReturnType<typeof sql.placeholder>) {
  return sql<string | null>`(select case when e.deleted_at is null then m.codigo || ',' || m.regional end
    from escola e join municipio m on m.codigo = e.municipio where e.id = ${escolaId})`;
}

/**
 * The school's place from the rows of a statement with `schoolPlaceColumn` as `lugar`: undefined when
 * there is no row to carry it (the caller then looks it up), null when there is no such school.
 */
export function placeOfRows(
  rows: readonly { lugar: string | null }[],
): { municipio: number; regional: number } | null | undefined {
  if (rows.length === 0) return undefined;
  const lugar = rows[0]!.lugar;
  if (!lugar) return null;
  const [municipio, regional] = lugar.split(',').map(Number);
  return { municipio: municipio!, regional: regional! };
}
