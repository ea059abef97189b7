/**
 * The counters of @fastify/rate-limit kept in the database (decision 135), so that a limit per user
 * holds across every API instance (cluster workers, or processes behind a proxy) instead of N times
 * over. One statement per counted request: an upsert on (subject, route) that starts a fixed window at
 * the first request, counts the rest of it, and starts a new one once it is over. Atomic under
 * concurrency (INSERT ... ON CONFLICT DO UPDATE locks the row: concurrent requests of one user queue
 * on it, each sees the count with its own), and the same SQL on PGlite and PostgreSQL. The window is
 * measured with the database's clock, the one clock every instance shares.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from './types';

export interface RequestCount {
  /** Requests of the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/** A counted route's name in the table (the `counter` of its `rateLimit` config). */
export interface CountedRoute {
  counter: string;
}

/** Counts one request of `subject` on `route` in windows of `windowMs`. */
export async function countRequest(
  db: Db,
  subject: string,
  route: string,
  windowMs: number,
): Promise<RequestCount> {
  const window = sql`(${windowMs}::int * interval '1 millisecond')`;
  const over = sql`r.window_start <= now() - ${window}`;
  const result = await db.execute(sql`
    insert into rate_limit as r (subject, route, window_start, hits)
    values (${subject.slice(0, 80)}::varchar, ${route}::varchar, now(), 1)
    on conflict (subject, route) do update set
      window_start = case when ${over} then now() else r.window_start end,
      hits = case when ${over} then 1 else least(r.hits, 1000000) + 1 end
    returning hits,
      greatest(0, ceil(extract(epoch from (window_start + ${window} - now())) * 1000))::int as ttl`);
  const [row] = (result as unknown as { rows: { hits: number | string; ttl: number | string }[] }).rows;
  return { current: Number(row?.hits ?? 1), ttl: Number(row?.ttl ?? windowMs) };
}

/**
 * The plugin's store on `db` (`store:` of its registration). The plugin makes one child per limited
 * route, with the route's merged options: the route names its counter there (`counter`), so the
 * name in the table does not depend on the path's spelling.
 */
export function sharedRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  return class implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly route = '',
    ) {}

    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number): void {
      countRequest(db, key, this.route, timeWindow).then(
        (count) => callback(null, count),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const counter = (routeOptions as unknown as Partial<CountedRoute>).counter;
      if (!counter || counter.length > 40)
        throw new Error('A rate-limited route names its counter (rateLimit.counter, up to 40 characters).');
      return new (this.constructor as new (o: unknown, route: string) => FastifyRateLimitStore)(
        undefined,
        counter,
      );
    }
  };
}
