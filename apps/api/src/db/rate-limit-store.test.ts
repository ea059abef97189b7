/**
 * The shared request counter (decisions 135 and 140): the database hands a window's requests out to
 * the instances a few at a time, never more than `max` in all, atomic under concurrency, a fixed window
 * from its first request, one count per subject and route; the store serves its lease from memory.
 * On PGlite and, with TEST_DATABASE_URL, on PostgreSQL (where the concurrent leases run on several
 * connections).
 */
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testing/test-app';
import { LEASE_MAX, leaseRequests, sharedRateLimitStore } from './rate-limit-store';
import { rateLimit } from './schema/rate-limit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const hitsOf = async (subject: string, route: string) => {
  const [row] = await t.db
    .select({ hits: rateLimit.hits })
    .from(rateLimit)
    .where(and(eq(rateLimit.subject, subject), eq(rateLimit.route, route)));
  return row?.hits;
};

/** A store child for `counter`, as the plugin makes one per limited route (one per instance here). */
const storeFor = (counter: string): FastifyRateLimitStore => {
  const Store = sharedRateLimitStore(t.db);
  return new Store({} as never).child({ counter } as never);
};
const incr = (store: FastifyRateLimitStore, key: string, max: number) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), 60_000, max),
  );

describe('leaseRequests', () => {
  it('hands out exactly max requests to many concurrent leases, never more', async () => {
    const leases = await Promise.all(
      Array.from({ length: 40 }, () => leaseRequests(t.db, 'user:concurrent', 'alunos', 60_000, 30)),
    );
    expect(leases.reduce((sum, l) => sum + l.granted, 0)).toBe(30);
    for (const lease of leases) {
      expect(lease.granted).toBeLessThanOrEqual(LEASE_MAX);
      expect(lease.ttl).toBeGreaterThan(50_000);
      expect(lease.ttl).toBeLessThanOrEqual(60_000);
    }
    // The refused ones counted too: 30 handed out, then one hit per refusal.
    const refused = leases.filter((l) => l.granted === 0).length;
    expect(refused).toBeGreaterThan(0);
    expect(await hitsOf('user:concurrent', 'alunos')).toBe(30 + refused);
  });

  it('leases shrink to one request near the limit', async () => {
    const granted: number[] = [];
    for (let i = 0; i < 9; i++)
      granted.push((await leaseRequests(t.db, 'user:shrink', 'alunos', 60_000, 30)).granted);
    // 30 → 5 (25 left) → 5 (20) → 5 (15) → 5 (10) → 5 (5) → 2 (3) → 1 (2) → 1 (1) → 1 (0).
    expect(granted).toEqual([5, 5, 5, 5, 5, 2, 1, 1, 1]);
    expect((await leaseRequests(t.db, 'user:shrink', 'alunos', 60_000, 30)).granted).toBe(0);
  });

  it('counts each subject and each route apart', async () => {
    expect((await leaseRequests(t.db, 'user:a', 'alunos', 60_000, 30)).hits).toBe(5);
    expect((await leaseRequests(t.db, 'user:a', 'alunos', 60_000, 30)).hits).toBe(10);
    expect((await leaseRequests(t.db, 'user:a', 'alunos-buscar', 60_000, 30)).hits).toBe(5);
    expect((await leaseRequests(t.db, 'user:b', 'alunos', 60_000, 30)).hits).toBe(5);
  });

  it('starts a new window once the last one is over (the database clock)', async () => {
    expect((await leaseRequests(t.db, 'user:window', 'alunos', 60_000, 2)).granted).toBe(1);
    expect((await leaseRequests(t.db, 'user:window', 'alunos', 60_000, 2)).granted).toBe(1);
    expect((await leaseRequests(t.db, 'user:window', 'alunos', 60_000, 2)).granted).toBe(0);
    // As if the window had started a minute ago.
    await t.db
      .update(rateLimit)
      .set({ windowStart: sql`now() - interval '60001 milliseconds'` })
      .where(and(eq(rateLimit.subject, 'user:window'), eq(rateLimit.route, 'alunos')));
    const fresh = await leaseRequests(t.db, 'user:window', 'alunos', 60_000, 2);
    expect(fresh).toMatchObject({ granted: 1, hits: 1 });
    expect(fresh.ttl).toBeGreaterThan(59_000);
    // A short window ends by itself.
    expect((await leaseRequests(t.db, 'user:short', 'alunos', 150, 1)).granted).toBe(1);
    expect((await leaseRequests(t.db, 'user:short', 'alunos', 150, 1)).granted).toBe(0);
    await new Promise((r) => setTimeout(r, 200));
    expect((await leaseRequests(t.db, 'user:short', 'alunos', 150, 1)).granted).toBe(1);
  });
});

describe('the store', () => {
  it('counts 1, 2, 3… and refuses past max, with one statement per lease, not per request', async () => {
    const store = storeFor('alunos');
    const currents: number[] = [];
    for (let i = 0; i < 31; i++) currents.push((await incr(store, 'user:one', 30)).current);
    expect(currents.slice(0, 30)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(currents[30]).toBeGreaterThan(30);
    // 9 leases handed out the 30 (5, 5, 5, 5, 5, 2, 1, 1, 1), then one refusal: 10 statements.
    expect(await hitsOf('user:one', 'alunos')).toBe(31);
  });

  it('holds the limit across two instances taking turns: max served in all, then both refuse', async () => {
    const a = storeFor('alunos-buscar');
    const b = storeFor('alunos-buscar');
    const allowed = [];
    for (let i = 0; i < 8; i++) allowed.push((await incr(i % 2 ? b : a, 'user:two', 8)).current <= 8);
    expect(allowed).toEqual(Array(8).fill(true));
    expect((await incr(a, 'user:two', 8)).current).toBeGreaterThan(8);
    expect((await incr(b, 'user:two', 8)).current).toBeGreaterThan(8);
  });

  it('never serves more than max across instances, however the requests fall', async () => {
    const stores = [storeFor('alunos'), storeFor('alunos'), storeFor('alunos')];
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => incr(stores[(i * 7) % 3]!, 'user:three', 30)),
    );
    const served = results.filter((r) => r.current <= 30).length;
    expect(served).toBeLessThanOrEqual(30);
    // What the other instances hold unused when one is refused stays small.
    expect(served).toBeGreaterThanOrEqual(30 - 2 * LEASE_MAX);
  });
});
