import { and, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import {
  appSecret,
  loginAddressThrottle,
  loginThrottle,
  loginThrottleAddress,
  revokedToken,
  usuario,
  usuarioPerfil,
} from '../../db/schema/auth';
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

/** The account's failures in its current one-hour window (all addresses). */
export interface AccountThrottle {
  windowStart: Date;
  windowFailures: number;
}

/** The run of failures of one account from one address, and the backoff it set. */
export interface PairThrottle {
  consecutiveFailures: number;
  lockedUntil: Date | null;
}

/** What a login reads before it checks the password; `user` null for a CPF without an account. */
export interface LoginState {
  user: LoginUserRow | null;
  account: AccountThrottle | null;
  pair: PairThrottle | null;
  /** The address's failure clock (`login_address_throttle.tat`), null when it has none. */
  addressTat: Date | null;
  perfis: ProfileRow[];
}

/**
 * Everything a login reads, in one statement built once (decision 112 addendum), for a CPF with or
 * without an account (and for no CPF: `cpf` null): the user, the account's hourly failures, the
 * backoff of this account from this address, the address's failures (decision 013 addendum), and the
 * user's profiles for the answer, one per distinct (role, regional, municipality) (a school role
 * linked to two schools of one municipality is one entry; the schools come from the school calls).
 */
export async function findLoginState(db: Db, cpf: string | null, address: string): Promise<LoginState> {
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
        windowStart: loginThrottle.windowStart,
        windowFailures: loginThrottle.windowFailures,
        consecutiveFailures: loginThrottleAddress.consecutiveFailures,
        lockedUntil: loginThrottleAddress.lockedUntil,
        addressTat: loginAddressThrottle.tat,
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
      .from(
        sql`(select ${sql.placeholder('cpf')}::varchar as cpf, ${sql.placeholder('address')}::varchar as address) k`,
      )
      .leftJoin(usuario, sql`${usuario.cpf} = k.cpf`)
      .leftJoin(loginThrottle, sql`${loginThrottle.cpf} = k.cpf`)
      .leftJoin(
        loginThrottleAddress,
        sql`${loginThrottleAddress.cpf} = k.cpf and ${loginThrottleAddress.address} = k.address`,
      )
      .leftJoin(loginAddressThrottle, sql`${loginAddressThrottle.address} = k.address`)
      .prepare('login_estado'),
  );
  const [r] = await q.execute({ cpf, address });
  if (!r) throw new Error('login state: no row');
  const { windowStart, windowFailures, consecutiveFailures, lockedUntil, addressTat, perfis, ...user } = r;
  return {
    user:
      user.id === null
        ? null
        : {
            id: user.id,
            cpf: user.cpf!,
            nome: user.nome!,
            emailPessoal: user.emailPessoal,
            tpUser: user.tpUser!,
            passwordHash: user.passwordHash,
            tokenVersion: user.tokenVersion!,
          },
    account: windowStart === null ? null : { windowStart, windowFailures: windowFailures! },
    pair: consecutiveFailures === null ? null : { consecutiveFailures, lockedUntil },
    addressTat,
    perfis: user.id === null ? [] : perfis,
  };
}

/** How long rows that no longer decide anything are kept (decision 013 addendum). */
const PAIR_RUN_FORGOTTEN_MS = 24 * 60 * 60_000;

/**
 * Counts one failed login, in one statement (concurrent failures all count): the address's failure
 * clock moves by `addressIntervalMs`; for a CPF (`cpf` not null, with or without an account) the
 * account's failures of its one-hour window (a new window starts when the last one is over) and the
 * run of consecutive failures from this address. Rows that decide nothing any more are purged on the
 * way (other keys only: an address clock that has passed, an account window that is over, a run
 * untouched for a day). Answers the counts after this failure.
 */
export async function recordLoginFailure(
  db: Db,
  key: { cpf: string | null; address: string },
  now: Date,
  limits: { windowMs: number; addressIntervalMs: number },
): Promise<{ account: AccountThrottle | null; consecutiveFailures: number | null }> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const cpf = () => sql`${key.cpf}::varchar`;
  const address = () => sql`${key.address}::varchar`;
  const interval = sql`(${limits.addressIntervalMs}::int * interval '1 millisecond')`;
  const windowOver = sql`login_throttle.window_start <= ${at} - (${limits.windowMs}::int * interval '1 millisecond')`;
  const ms = (col: string) => sql.raw(`(extract(epoch from ${col}) * 1000)::float8`);
  const result = await db.execute(sql`
    with addr as (
      insert into login_address_throttle (address, tat) values (${address()}, ${at} + ${interval})
      on conflict (address) do update set tat = greatest(login_address_throttle.tat, ${at}) + ${interval}
      returning tat),
    acct as (
      insert into login_throttle (cpf, window_start, window_failures, updated_at)
      select ${cpf()}, ${at}, 1, ${at} where ${cpf()} is not null
      on conflict (cpf) do update set
        window_start = case when ${windowOver} then ${at} else login_throttle.window_start end,
        window_failures = case when ${windowOver} then 1 else login_throttle.window_failures + 1 end,
        updated_at = ${at}
      returning window_start, window_failures),
    pair as (
      insert into login_throttle_address (cpf, address, consecutive_failures, updated_at)
      select ${cpf()}, ${address()}, 1, ${at} where ${cpf()} is not null
      on conflict (cpf, address) do update set
        consecutive_failures = login_throttle_address.consecutive_failures + 1, updated_at = ${at}
      returning consecutive_failures),
    purge_addr as (
      delete from login_address_throttle where tat < ${at} and address <> ${address()}),
    purge_acct as (
      delete from login_throttle
       where window_start <= ${at} - (${limits.windowMs}::int * interval '1 millisecond')
         and cpf is distinct from ${cpf()}),
    purge_pair as (
      delete from login_throttle_address
       where updated_at < ${at} - (${PAIR_RUN_FORGOTTEN_MS}::int * interval '1 millisecond')
         and (cpf, address) is distinct from (${cpf()}, ${address()}))
    select (select ${ms('window_start')} from acct) as window_start,
           (select window_failures from acct) as window_failures,
           (select consecutive_failures from pair) as consecutive_failures`);
  const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const windowStart = row?.window_start;
  return {
    account:
      windowStart === null || windowStart === undefined
        ? null
        : { windowStart: new Date(Number(windowStart)), windowFailures: Number(row!.window_failures) },
    consecutiveFailures:
      row?.consecutive_failures === null || row?.consecutive_failures === undefined
        ? null
        : Number(row.consecutive_failures),
  };
}

/** The backoff of one account from one address: a peer of the failure's audit row in one batch. */
export function lockLoginSql(cpf: string, address: string, until: Date): SQL {
  return sql`update login_throttle_address set locked_until = ${until.toISOString()}::timestamptz
              where cpf = ${cpf} and address = ${address}`;
}

/**
 * A successful login ends this address's run of failures on the account (the hourly count stays,
 * and so do other addresses' runs): the delete, a peer of the login's audit row in one batch.
 */
export function resetConsecutiveFailuresSql(cpf: string, address: string): SQL {
  return sql`delete from login_throttle_address where cpf = ${cpf} and address = ${address}`;
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
