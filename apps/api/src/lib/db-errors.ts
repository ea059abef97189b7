/**
 * Recognises PostgreSQL errors behind drizzle's wrappers, on both drivers (pg and PGlite put the
 * SQLSTATE in `code` and the constraint's name in `constraint`; drizzle wraps them in `cause`).
 */
interface PgErrorLike {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
  cause?: unknown;
}

function* chain(error: unknown): Generator<PgErrorLike> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    yield current as PgErrorLike;
    current = (current as PgErrorLike).cause;
  }
}

/** True when `error` is a unique violation (23505), of `constraint` when given. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (const e of chain(error)) {
    if (e.code !== '23505') continue;
    if (constraint === undefined) return true;
    if (e.constraint === constraint) return true;
    if (typeof e.message === 'string' && e.message.includes(`"${constraint}"`)) return true;
  }
  return false;
}
