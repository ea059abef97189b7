import { parseCpf } from '@siam/domain/cpf';
import { LOGIN_INVALID, type LoginInput } from '@siam/domain/login';
import type { Db } from '../../db/types';
import { batch, transaction } from '../../db/unit-of-work';
import { AppError, MSG, unauthorized } from '../../lib/errors';
import { dummyHash, verifyPassword } from '../../lib/password';
import { audit, auditStatements } from '../audit';
import {
  findLoginState,
  loadSession,
  lockLoginSql,
  purgeExpiredRevocations,
  recordLoginFailure,
  resetConsecutiveFailuresSql,
  revokeToken,
  type ProfileRow,
} from './auth.repository';
import type { Session } from '../../lib/caller';
import {
  addressAllows,
  addressInterval,
  addressKey,
  backoffUntil,
  DEFAULT_ADDRESS_LIMIT,
  isLocked,
  WINDOW_MS,
  type AddressLimit,
} from './throttle';
import type { TokenService } from './tokens';

export interface LoginAnswer {
  token: string;
  expires: string;
  usuario: {
    nome: string;
    cpf: string;
    emailPessoal: string | null;
    tpUser: number;
    sistemas: {
      perfis: ProfileRow[];
    }[];
  };
}

export interface AuthDeps {
  db: Db;
  tokens: TokenService;
  now?: () => Date;
  /** How long a verified session is reused by this instance (ms; 0: never). */
  sessionCacheMs?: number;
  /** Failed logins allowed per client address (decision 013 addendum). */
  addressLimit?: AddressLimit;
}

/** At most this many cached sessions; past it the cache starts again empty. */
const SESSION_CACHE_MAX = 20_000;

export function createAuthService({
  db,
  tokens,
  now = () => new Date(),
  sessionCacheMs = 0,
  addressLimit = DEFAULT_ADDRESS_LIMIT,
}: AuthDeps) {
  /**
   * Verified sessions by the exact token that proved them, reused for `sessionCacheMs` (decision
   * 011): the session query is one of the statements of every call, and the signature check (WebCrypto
   * HMAC) 5 % of a hot read's CPU. Only the same bytes that passed the check find the entry, and its
   * `exp` is still checked. This instance forgets them all on any write it serves (a logout, a
   * profile or link change...), so here a change is seen at once; another instance sees it within
   * `sessionCacheMs`.
   */
  const sessions = new Map<string, { until: number; session: Session }>();

  /**
   * POST /api/Auth (decision 013 and its addendum). An unknown CPF, a wrong password and an account
   * without a password get the same answer after the same work: one read, one password check (a dummy
   * hash when there is no account's), the same failure statement and audit row, and the same limits
   * (so neither the message, the time nor a lock tells which CPFs have accounts). A value that is not
   * exactly a CPF (`parseCpf`) is no account; its failures count for the address only.
   */
  async function login(input: LoginInput, ip: string | null): Promise<LoginAnswer> {
    const cpf = parseCpf(input.user);
    const address = addressKey(ip);
    // The user, the limits that apply and the profiles in one statement; the successful login's
    // writes (the run's reset, the audit row) in one more (decision 112 addendum).
    const state = await findLoginState(db, cpf, address);
    const at = now();
    if (!addressAllows(state.addressTat, at, addressLimit)) {
      // Refused with no write: a flood from one address costs one read per attempt.
      throw new AppError('LOGIN_LOCKED', 429, MSG.tooManyLogins);
    }
    const user = state.user;
    if (isLocked(state.account, state.pair, at)) {
      await audit(
        db,
        { cpf, ip },
        { action: 'login_bloqueado', entity: 'usuario', entityId: user?.id ?? null },
      );
      throw new AppError('LOGIN_LOCKED', 429, MSG.tooManyLogins);
    }

    const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), input.password);
    if (!ok || !user?.passwordHash) {
      await transaction(db, async (uow) => {
        const counts = await recordLoginFailure(uow.tx, { cpf, address }, at, {
          windowMs: WINDOW_MS,
          addressIntervalMs: addressInterval(addressLimit),
        });
        const until =
          counts.consecutiveFailures === null ? null : backoffUntil(counts.consecutiveFailures, at);
        // The backoff (when this failure sets one) and the audit row: peers, one statement.
        await uow.batch([
          ...(until && cpf ? [lockLoginSql(cpf, address, until)] : []),
          ...auditStatements(
            { cpf, ip },
            {
              action: 'login_falhou',
              entity: 'usuario',
              entityId: user?.id ?? null,
              after: {
                motivo: !user ? 'usuario_nao_cadastrado' : 'senha_invalida',
                falhasConsecutivas: counts.consecutiveFailures,
                bloqueadoAte: until,
              },
            },
          ),
        ]);
      });
      throw new AppError('LOGIN_INVALID', 401, LOGIN_INVALID);
    }

    const signed = await tokens.sign(user.cpf, user.tokenVersion, at.getTime());
    const perfis = state.perfis;
    // The run's reset and the audit row: peers in one statement, atomic without a transaction.
    await batch(db, [
      resetConsecutiveFailuresSql(user.cpf, address),
      ...auditStatements(
        { cpf: user.cpf, ip },
        { action: 'login', entity: 'usuario', entityId: user.id, after: { jti: signed.jti } },
      ),
    ]);
    return {
      token: signed.token,
      expires: new Date(signed.exp * 1000).toISOString(),
      usuario: {
        nome: user.nome,
        cpf: user.cpf,
        emailPessoal: user.emailPessoal,
        tpUser: user.tpUser,
        sistemas: [{ perfis }],
      },
    };
  }

  /** Verifies the bearer token and loads the session (401 when bad, expired or revoked). */
  async function authenticate(authorization: string | undefined): Promise<Session> {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    if (!match?.[1]) throw unauthorized();
    const token = match[1];
    const at = now().getTime();
    if (sessionCacheMs > 0) {
      const hit = sessions.get(token);
      if (hit && hit.until > at && hit.session.exp * 1000 > at) return hit.session;
    }
    const claims = await tokens.verify(token, at);
    if (!claims) throw unauthorized();
    const rows = await loadSession(db, claims.sub, claims.jti);
    const first = rows[0];
    if (!first || first.revoked || first.tokenVersion !== claims.ver) throw unauthorized();
    const session: Session = {
      usuarioId: first.usuarioId,
      cpf: first.cpf,
      nome: first.nome,
      jti: claims.jti,
      exp: claims.exp,
      links: rows
        .filter((r) => r.perfilId !== null)
        .map((r) => ({
          perfilId: r.perfilId as number,
          idRegional: r.idRegional,
          idMunicipio: r.idMunicipio,
          escolaId: r.escolaId,
        })),
    };
    if (sessionCacheMs > 0) {
      if (sessions.size >= SESSION_CACHE_MAX) sessions.clear();
      sessions.set(token, { until: at + sessionCacheMs, session });
    }
    return session;
  }

  /** Drops every cached session (called for each write this instance serves). */
  function forgetSessions(): void {
    sessions.clear();
  }

  /** Logout: the token can no longer be used (until its expiry, when the revocation is dropped). */
  async function logout(session: Session, perfilId: number | null, ip: string | null): Promise<void> {
    sessions.clear();
    const at = now();
    await db.transaction(async (tx) => {
      await revokeToken(tx, session.jti, new Date(session.exp * 1000));
      await purgeExpiredRevocations(tx, at);
      await audit(
        tx,
        { cpf: session.cpf, perfilId, ip },
        {
          action: 'logout',
          entity: 'usuario',
          entityId: session.usuarioId,
          after: { jti: session.jti },
        },
      );
    });
  }

  return { login, authenticate, logout, forgetSessions };
}

export type AuthService = ReturnType<typeof createAuthService>;
