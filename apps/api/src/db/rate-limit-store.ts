/**
 * The counters of @fastify/rate-limit kept in the database (decisions 135 and 140), so that a limit per
 * user holds across every API instance (cluster workers, or processes behind a proxy) instead of N
 * times over, at a fraction of a statement per request.
 *
 * The database hands the window's `max` requests out to the instances a few at a time (a lease): one
 * upsert on (subject, route) starts a fixed window at the first request, adds the lease to `hits` and
 * returns it; the instance then serves that many requests from memory before it asks again. A lease
 * is at most `LEASE_MAX` and at most half of what is left of the window (at least 1), so the total
 * handed out never passes `max` (the limit never lets more through than one shared counter would)
 * and what one instance holds unused when another is refused stays small: near the limit the leases
 * shrink to one request. A request refused by the database counts one more hit. Atomic under
 * concurrency (INSERT ... ON CONFLICT DO UPDATE locks the row), the same SQL on PGlite and
 * PostgreSQL; the window is measured with the database's clock, the one clock every instance shares.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from './types';

/** The most requests one statement hands to an instance. */
export const LEASE_MAX = 5;
/** The instance's leases kept in memory before the expired ones are dropped (then all of them). */
const LEASES_KEPT = 10_000;

export interface Lease {
  /** Requests handed to this instance now (0: the window's `max` is spent). */
  granted: number;
  /** Requests handed out in the window so far, to every instance, this lease included. */
  hits: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/** A counted route's name in the table (the `counter` of its `rateLimit` config). */
export interface CountedRoute {
  counter: string;
}

/** Takes a lease of `subject`'s requests on `route`, in windows of `windowMs` allowing `max`. */
export async function leaseRequests(
  db: Db,
  subject: string,
  route: string,
  windowMs: number,
  max: number,
): Promise<Lease> {
  const window = sql`(${windowMs}::int * interval '1 millisecond')`;
  const over = sql`r.window_start <= now() - ${window}`;
  const limit = sql`${Math.max(1, Math.floor(max))}::int`;
  const first = sql`greatest(1, least(${LEASE_MAX}::int, ${limit} / 2))`;
  const next = sql`case when r.hits >= ${limit} then 0
    else greatest(1, least(${LEASE_MAX}::int, (${limit} - r.hits) / 2)) end`;
  const result = await db.execute(sql`
    insert into rate_limit as r (subject, route, window_start, hits, lease)
    values (${subject.slice(0, 80)}::varchar, ${route}::varchar, now(), ${first}, ${first})
    on conflict (subject, route) do update set
      window_start = case when ${over} then now() else r.window_start end,
      lease = case when ${over} then ${first} else ${next} end,
      hits = case when ${over} then ${first}
        else least(r.hits, 1000000) + greatest(1, ${next}) end
    returning hits, lease,
      greatest(0, ceil(extract(epoch from (window_start + ${window} - now())) * 1000))::int as ttl`);
  const [row] = (
    result as unknown as { rows: { hits: number | string; lease: number | string; ttl: number | string }[] }
  ).rows;
  return {
    granted: Number(row?.lease ?? 0),
    hits: Number(row?.hits ?? max + 1),
    ttl: Number(row?.ttl ?? windowMs),
  };
}

interface Held {
  /** Requests of the lease not served yet. */
  left: number;
  /** `hits` when the lease was taken. */
  hits: number;
  /** When the window ends (this process's clock: the database's ttl added to it). */
  until: number;
}

/**
 * The plugin's store on `db` (`store:` of its registration). The plugin makes one child per limited
 * route, with the route's merged options: the route names its counter there (`counter`), so the
 * name in the table does not depend on the path's spelling. Each child keeps its leases in memory.
 */
export function sharedRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  return class implements FastifyRateLimitStore {
    readonly #held = new Map<string, Held>();
    readonly #pending = new Map<string, Promise<void>>();

    constructor(
      _options?: unknown,
      private readonly route = '',
    ) {}

    incr(
      key: string,
      callback: Parameters<FastifyRateLimitStore['incr']>[1],
      timeWindow: number,
      max?: number,
    ): void {
      const now = Date.now();
      const held = this.#held.get(key);
      if (held && held.left > 0 && held.until > now) {
        held.left -= 1;
        callback(null, { current: held.hits - held.left, ttl: held.until - now });
        return;
      }
      // One lease at a time per key: the requests that come meanwhile wait for it, then share it.
      const pending = this.#pending.get(key);
      if (pending) {
        void pending.then(() => this.incr(key, callback, timeWindow, max));
        return;
      }
      const leased = leaseRequests(db, key, this.route, timeWindow, max ?? 1).then(
        (lease) => {
          this.#pending.delete(key);
          if (lease.granted <= 0) {
            this.#held.delete(key);
            callback(null, { current: lease.hits, ttl: lease.ttl });
            return;
          }
          this.#keep(key, { left: lease.granted - 1, hits: lease.hits, until: Date.now() + lease.ttl });
          callback(null, { current: lease.hits - (lease.granted - 1), ttl: lease.ttl });
        },
        (error: unknown) => {
          this.#pending.delete(key);
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
      this.#pending.set(key, leased);
    }

    #keep(key: string, held: Held): void {
      if (!this.#held.has(key) && this.#held.size >= LEASES_KEPT) {
        const now = Date.now();
        for (const [k, h] of this.#held) if (h.until <= now || h.left === 0) this.#held.delete(k);
        if (this.#held.size >= LEASES_KEPT) this.#held.clear();
      }
      this.#held.set(key, held);
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
