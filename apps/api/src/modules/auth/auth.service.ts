import { isValidCpf, normalizeCpf } from '@siam/domain/cpf';
import { LOGIN_USER_NOT_REGISTERED, type LoginInput } from '@siam/domain/login';
import type { Db } from '../../db/types';
import { AppError, MSG, unauthorized } from '../../lib/errors';
import { dummyHash, verifyPassword } from '../../lib/password';
import { audit } from '../audit/audit.service';
import {
  findLoginState,
  loadSession,
  lockLogin,
  purgeExpiredRevocations,
  recordLoginFailure,
  resetConsecutiveFailuresSql,
  revokeToken,
} from './auth.repository';
import type { Session } from './caller';
import { isLocked, lockUntilAfterFailure, WINDOW_MS } from './throttle';
import type { TokenService } from './tokens';

export const WRONG_PASSWORD = 'Usuário ou senha inválidos.';

export interface LoginAnswer {
  token: string;
  expires: string;
  usuario: {
    nome: string;
    cpf: string;
    emailPessoal: string | null;
    tpUser: number;
    sistemas: {
      perfis: {
        id: number;
        nome: string;
        idRegional: number | null;
        idMunicipio: number | null;
        nomeRegional: string | null;
        nomeMunicipio: string | null;
      }[];
    }[];
  };
}

export interface AuthDeps {
  db: Db;
  tokens: TokenService;
  now?: () => Date;
  /** How long a verified session is reused by this instance (ms; 0: never). */
  sessionCacheMs?: number;
}

/** At most this many cached sessions; past it the cache starts again empty. */
const SESSION_CACHE_MAX = 20_000;

export function createAuthService({ db, tokens, now = () => new Date(), sessionCacheMs = 0 }: AuthDeps) {
  /**
   * Verified sessions by the exact token that proved them, reused for `sessionCacheMs` (decision
   * 011): the session query is one of the statements of every call, and the signature check (WebCrypto
   * HMAC) 5 % of a hot read's CPU. Only the same bytes that passed the check find the entry, and its
   * `exp` is still checked. This instance forgets them all on any write it serves (a logout, a
   * profile or link change...), so here a change is seen at once; another instance sees it within
   * `sessionCacheMs`.
   */
  const sessions = new Map<string, { until: number; session: Session }>();

  async function login(input: LoginInput, ip: string | null): Promise<LoginAnswer> {
    const cpf = normalizeCpf(input.user);
    // The user, the throttle state and the profiles in one statement; the successful login's writes
    // (failures reset, audit row) in one more (decision 112 addendum).
    const state = isValidCpf(cpf) ? await findLoginState(db, cpf) : null;
    if (!state) {
      await audit(
        db,
        { cpf: isValidCpf(cpf) ? cpf : null, ip },
        {
          action: 'login_falhou',
          entity: 'usuario',
          entityId: null,
          after: { motivo: 'usuario_nao_cadastrado' },
        },
      );
      throw new AppError('USER_NOT_REGISTERED', 401, LOGIN_USER_NOT_REGISTERED);
    }
    const { user } = state;

    const at = now();
    if (isLocked(state.throttle, at)) {
      await audit(db, { cpf, ip }, { action: 'login_bloqueado', entity: 'usuario', entityId: user.id });
      throw new AppError('LOGIN_LOCKED', 429, MSG.tooManyLogins);
    }

    const ok = await verifyPassword(user.passwordHash ?? (await dummyHash()), input.password);
    if (!ok || !user.passwordHash) {
      await db.transaction(async (tx) => {
        const state = await recordLoginFailure(tx, cpf, at, WINDOW_MS);
        const until = lockUntilAfterFailure(state, at);
        if (until) await lockLogin(tx, cpf, until);
        await audit(
          tx,
          { cpf, ip },
          {
            action: 'login_falhou',
            entity: 'usuario',
            entityId: user.id,
            after: {
              motivo: 'senha_invalida',
              falhasConsecutivas: state.consecutiveFailures,
              bloqueadoAte: until,
            },
          },
        );
      });
      throw new AppError('WRONG_PASSWORD', 401, WRONG_PASSWORD);
    }

    const signed = await tokens.sign(user.cpf, user.tokenVersion, at.getTime());
    const perfis = state.perfis;
    await audit(
      db,
      { cpf, ip },
      { action: 'login', entity: 'usuario', entityId: user.id, after: { jti: signed.jti } },
      { with: [resetConsecutiveFailuresSql(cpf)] },
    );
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
    const at = sessionCacheMs > 0 ? now().getTime() : 0;
    if (sessionCacheMs > 0) {
      const hit = sessions.get(token);
      if (hit && hit.until > at && hit.session.exp * 1000 > at) return hit.session;
    }
    const claims = await tokens.verify(token);
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
