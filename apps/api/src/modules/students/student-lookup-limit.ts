/**
 * The per-user limit of the student lookups (issue 15): GET /api/Alunos and GET /api/Alunos/Buscar
 * each allow `STUDENT_LOOKUP_RATE_LIMIT_PER_MINUTE` (default 30) requests a minute to one user, far
 * above what a secretary types, far below a walk over birth dates (91 requests in 4 s). The route's
 * guard runs first (both in onRequest, the guard's hook before this one), so the key is the
 * authenticated user and a refused caller counts nothing. The counter lives in the database (table
 * `rate_limit`, one upsert per lookup; db/rate-limit-store.ts), so the limit holds across every API
 * instance (decision 135; it was per instance before, decision 121).
 */
import type { FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { STUDENT_LOOKUP_LIMIT } from '@siam/domain/students';
import type { Config } from '../../config';
import type { CountedRoute } from '../../db/rate-limit-store';
import { AppError } from '../../lib/errors';

/** The limit of one lookup route; `counter` names its counter in the shared table. */
export function studentLookupLimit(
  config: Config,
  counter: 'alunos' | 'alunos-buscar',
): RateLimitOptions & CountedRoute {
  return {
    counter,
    max: config.studentLookupRateLimitPerMinute,
    timeWindow: 60_000,
    // The guard set the caller; without one (impossible after the guard) the address is the key.
    keyGenerator: (request: FastifyRequest) =>
      request.caller ? `user:${request.caller.cpf}` : `ip:${request.ip}`,
    errorResponseBuilder: () => new AppError('RATE_LIMITED', 429, STUDENT_LOOKUP_LIMIT),
  };
}
