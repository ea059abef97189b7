import type { FastifyRequest } from 'fastify';
import { can, type Feature } from '@siam/domain/permissions';
import { parseRoleId } from '@siam/domain/roles';
import { forbidden } from '../../lib/errors';
import type { Caller, Session } from '../../lib/caller';
import type { AuthService } from './auth.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified session (set by `requireAuth` and `requireFeature`, run as `onRequest` hooks). */
    session: Session | null;
    /** The caller with the active role (set by `requireFeature`). */
    caller: Caller | null;
  }
}

/**
 * A route's `onRequest` hook: it runs before the body is parsed and the schema validated, so a caller
 * the call refuses gets 401/403 whatever it sent (issue 15; app.ts refuses a guard in preHandler).
 */
export type Guard = (request: FastifyRequest) => Promise<void>;

export interface Guards {
  /** A valid, unexpired, unrevoked token (401 otherwise). */
  requireAuth: Guard;
  /**
   * `requireAuth`, then the `Perfil` header must be a role the user holds and that may use
   * `feature` (`can(role, feature)`); else 403 'Funcionalidade não permitida'.
   */
  requireFeature(feature: Feature): Guard;
  /** Like `requireFeature`, when any one of `features` lets the role use the call. */
  requireAnyFeature(features: readonly Feature[]): Guard;
}

export function createGuards(auth: AuthService): Guards {
  const requireAuth: Guard = async (request) => {
    request.session = await auth.authenticate(request.headers.authorization);
  };

  const requireAnyFeature = (features: readonly Feature[]): Guard => {
    return async (request) => {
      const session = await auth.authenticate(request.headers.authorization);
      request.session = session;
      const header = request.headers.perfil;
      const role = parseRoleId(Array.isArray(header) ? header[0] : header);
      if (role === null) throw forbidden();
      const links = session.links.filter((l) => l.perfilId === role);
      if (links.length === 0 || !features.some((f) => can(role, f))) throw forbidden();
      request.caller = {
        usuarioId: session.usuarioId,
        cpf: session.cpf,
        nome: session.nome,
        role,
        links: links.map(({ idRegional, idMunicipio, escolaId }) => ({ idRegional, idMunicipio, escolaId })),
        jti: session.jti,
        exp: session.exp,
      };
    };
  };

  const requireFeature = (feature: Feature): Guard => requireAnyFeature([feature]);

  return { requireAuth, requireFeature, requireAnyFeature };
}

/** The caller set by `requireFeature` (a programming error when the route has no such guard). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error('route without requireFeature guard');
  return request.caller;
}

export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new Error('route without requireAuth guard');
  return request.session;
}
