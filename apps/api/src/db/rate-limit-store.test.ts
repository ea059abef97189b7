/**
 * The shared request counter (decision 135): one upsert per request, atomic under concurrency, a
 * fixed window from its first request, one count per subject and route. On PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL (where the concurrent requests run on several connections).
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testing/test-app';
import { countRequest } from './rate-limit-store';
import { rateLimit } from './schema/rate-limit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('countRequest', () => {
  it('gives each of many concurrent requests its own count, none lost', async () => {
    const counts = await Promise.all(
      Array.from({ length: 40 }, () => countRequest(t.db, 'user:concurrent', 'alunos', 60_000)),
    );
    expect(counts.map((c) => c.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    for (const c of counts) {
      expect(c.ttl).toBeGreaterThan(50_000);
      expect(c.ttl).toBeLessThanOrEqual(60_000);
    }
  });

  it('counts each subject and each route apart', async () => {
    expect((await countRequest(t.db, 'user:a', 'alunos', 60_000)).current).toBe(1);
    expect((await countRequest(t.db, 'user:a', 'alunos', 60_000)).current).toBe(2);
    expect((await countRequest(t.db, 'user:a', 'alunos-buscar', 60_000)).current).toBe(1);
    expect((await countRequest(t.db, 'user:b', 'alunos', 60_000)).current).toBe(1);
  });

  it('starts a new window once the last one is over (the database clock)', async () => {
    expect((await countRequest(t.db, 'user:window', 'alunos', 60_000)).current).toBe(1);
    expect((await countRequest(t.db, 'user:window', 'alunos', 60_000)).current).toBe(2);
    // As if the window had started a minute ago.
    await t.db
      .update(rateLimit)
      .set({ windowStart: sql`now() - interval '60001 milliseconds'` })
      .where(and(eq(rateLimit.subject, 'user:window'), eq(rateLimit.route, 'alunos')));
    const fresh = await countRequest(t.db, 'user:window', 'alunos', 60_000);
    expect(fresh.current).toBe(1);
    expect(fresh.ttl).toBeGreaterThan(59_000);
    // A short window ends by itself.
    expect((await countRequest(t.db, 'user:short', 'alunos', 150)).current).toBe(1);
    await new Promise((r) => setTimeout(r, 200));
    expect((await countRequest(t.db, 'user:short', 'alunos', 150)).current).toBe(1);
  });
});
