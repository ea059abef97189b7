/**
 * The per-instance session cache (SESSION_CACHE_MS, decision 011): a verified session is reused for a
 * while instead of read again; this instance forgets every cached session on a write it serves (so a
 * logout or a profile change here is seen at once), and a change made elsewhere (another instance,
 * here the database directly) is seen when the entry expires.
 */
import { eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuario } from '../../db/schema/auth';
import { municipio } from '../../db/schema/places';
import { escola } from '../../db/schema/schools';
import type { Caller } from '../../lib/caller';
import { forgetSchoolPlaces, isSchoolInScope } from './scope';
import { createTestApp, CPF, type TestApp } from '../../../test/testing/test-app';

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

  it('keeps them on a write that changes no access (a monitoring answer, student data)', async () => {
    const token = await t.login(CPF.silvia);
    expect((await videos(token)).statusCode).toBe(200);
    await bumpVersion();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/AcompanhamentoAprendizagemAluno/Respostas',
      headers: { authorization: `Bearer ${token}`, perfil: '2' },
      payload: {},
    });
    expect(answer.statusCode).toBeGreaterThanOrEqual(400); // refused, but served by that route
    expect((await videos(token)).statusCode).toBe(200); // still the cached session
    clock += 2001;
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

  it('finds a cached session only with the exact token that proved it', async () => {
    const token = await t.login(CPF.silvia);
    expect((await videos(token)).statusCode).toBe(200);
    // Same header and claims, another signature: not the cached bytes, so checked, and refused.
    const [head, body, signature] = token.split('.') as [string, string, string];
    const forged = `${head}.${body}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect((await videos(forged)).statusCode).toBe(401);
    expect((await videos(token)).statusCode).toBe(200);
  });

  it('never serves a cached session past the expiry of its token', async () => {
    const [user] = await t.db
      .select({ ver: usuario.tokenVersion })
      .from(usuario)
      .where(eq(usuario.cpf, CPF.silvia));
    const iat = Math.floor(Date.now() / 1000);
    const token = await t.tokens.signRaw({ sub: CPF.silvia, ver: user!.ver, iat, exp: iat + 1 });
    clock = Date.now();
    expect((await videos(token)).statusCode).toBe(200); // cached for 2 s from here
    while (Date.now() <= (iat + 1) * 1000 + 20) await new Promise((r) => setTimeout(r, 50));
    clock = Date.now(); // under 2 s later: the entry is young, the token expired
    expect((await videos(token)).statusCode).toBe(401);
  });

  it('reuses a school place for the scope check until a write is served', async () => {
    const [school] = await t.db.select({ id: escola.id, municipio: escola.municipio }).from(escola).limit(1);
    const caller = {
      role: 11, // Secretário Municipal: in scope when the school is in its municipality
      links: [{ idRegional: null, idMunicipio: school!.municipio, escolaId: null }],
    } as unknown as Caller;
    const [other] = await t.db
      .select({ codigo: municipio.codigo })
      .from(municipio)
      .where(ne(municipio.codigo, school!.municipio))
      .limit(1);
    expect(await isSchoolInScope(t.db, caller, school!.id)).toBe(true);
    await t.db.update(escola).set({ municipio: other!.codigo }).where(eq(escola.id, school!.id));
    try {
      expect(await isSchoolInScope(t.db, caller, school!.id)).toBe(true); // cached
      forgetSchoolPlaces(t.db); // what the app does on any write it serves
      expect(await isSchoolInScope(t.db, caller, school!.id)).toBe(false);
    } finally {
      await t.db.update(escola).set({ municipio: school!.municipio }).where(eq(escola.id, school!.id));
      forgetSchoolPlaces(t.db);
    }
  });
});
