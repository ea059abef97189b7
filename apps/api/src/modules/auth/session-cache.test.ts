/**
 * The per-instance session cache (SESSION_CACHE_MS, decision 011): a verified session is reused for a
 * while instead of read again; this instance forgets every cached session on a write it serves (so a
 * logout or a profile change here is seen at once), and a change made elsewhere (another instance,
 * here the database directly) is seen when the entry expires.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuario } from '../../db/schema/auth';
import { createTestApp, CPF, type TestApp } from '../../testing/test-app';

let t: TestApp;
// The real time: tokens are checked against it (their expiry), the cache against this clock.
let clock = Date.now();

beforeAll(async () => {
  t = await createTestApp({ config: { sessionCacheMs: 2000 }, now: () => new Date(clock) });
});
afterAll(() => t.close());

const videos = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/Administracao/Videos',
    headers: { authorization: `Bearer ${token}`, perfil: '2' },
  });

const bumpVersion = () =>
  t.db
    .update(usuario)
    .set({ tokenVersion: sql`${usuario.tokenVersion} + 1` })
    .where(eq(usuario.cpf, CPF.silvia));

describe('session cache', () => {
  it('reuses a session until it expires, then reads the change made elsewhere', async () => {
    const token = await t.login(CPF.silvia);
    expect((await videos(token)).statusCode).toBe(200);
    await bumpVersion(); // as another instance would
    expect((await videos(token)).statusCode).toBe(200); // still cached here
    clock += 2001;
    expect((await videos(token)).statusCode).toBe(401);
  });

  it('forgets the cached sessions on any write this instance serves', async () => {
    const token = await t.login(CPF.silvia);
    expect((await videos(token)).statusCode).toBe(200);
    await bumpVersion();
    // Any write (here a refused one) drops the cache before its answer.
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/Auth',
      payload: { user: CPF.ana, password: 'errada' },
    });
    expect(write.statusCode).toBe(401);
    expect((await videos(token)).statusCode).toBe(401);
  });

  it('refuses the token at once after Sair on this instance', async () => {
    const token = await t.login(CPF.silvia);
    expect((await videos(token)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/Sair',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(204);
    expect((await videos(token)).statusCode).toBe(401);
  });
});
