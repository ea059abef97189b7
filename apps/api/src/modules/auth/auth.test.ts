import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { loginThrottle, loginThrottleAddress, usuario } from '../../db/schema/auth';
import { DEMO_USERS } from '../../db/seed/demo-core';
import { createTestApp, CPF, type TestApp } from '../../../test/testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PLAIN = 'text/plain; charset=utf-8';
const login = (user: unknown, password: unknown, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Auth',
    payload: { user, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const masked = (cpf: string) => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;

describe('POST /api/Auth', () => {
  it('logs in every demo user with senha123 and answers the contract shape', async () => {
    for (const u of DEMO_USERS) {
      const res = await login(masked(u.cpf), 'senha123');
      expect(res.statusCode, u.nome).toBe(200);
      const body = res.json() as {
        token: string;
        expires: string;
        usuario: {
          nome: string;
          cpf: string;
          emailPessoal: string;
          tpUser: number;
          sistemas: { perfis: unknown[] }[];
        };
      };
      expect(body.usuario.nome).toBe(u.nome);
      expect(body.usuario.cpf).toBe(u.cpf);
      expect(body.usuario.emailPessoal).toBe(u.emailPessoal);
      expect(typeof body.usuario.tpUser).toBe('number');
      expect(body.usuario.sistemas).toHaveLength(1);
      const roles = new Set(body.usuario.sistemas[0]?.perfis.map((p) => (p as { id: number }).id));
      expect([...roles].sort()).toEqual([...new Set(u.links.map((l) => l.perfil))].sort());
      // exp is in seconds and matches `expires`.
      const payload = JSON.parse(Buffer.from(body.token.split('.')[1] ?? '', 'base64url').toString()) as {
        exp: number;
        sub: string;
      };
      expect(payload.sub).toBe(u.cpf);
      expect(payload.exp * 1000).toBe(new Date(body.expires).getTime());
      expect(payload.exp - Date.now() / 1000).toBeGreaterThan(8 * 3600 - 60);
    }
  });

  it('answers each profile with its regional and municipality names', async () => {
    const res = await login(CPF.ana, 'senha123');
    expect(res.json().usuario.sistemas[0].perfis).toEqual([
      {
        id: 1,
        nome: 'Administrador',
        idRegional: null,
        idMunicipio: null,
        nomeRegional: null,
        nomeMunicipio: null,
      },
      {
        id: 15,
        nome: 'Diretor Escola',
        idRegional: 1,
        idMunicipio: 101,
        nomeRegional: '1ª CRE',
        nomeMunicipio: 'Santa Aurora',
      },
    ]);
    const carla = await login(CPF.carla, 'senha123');
    expect(
      carla.json().usuario.sistemas[0].perfis.map((p: { nomeMunicipio: string }) => p.nomeMunicipio),
    ).toEqual(['Santa Aurora', 'Rio Claro do Sul']);
    const rita = await login(CPF.rita, 'senha123');
    expect(rita.json().usuario.sistemas[0].perfis).toEqual([
      {
        id: 8,
        nome: 'Coordenador Regional',
        idRegional: 1,
        idMunicipio: null,
        nomeRegional: '1ª CRE',
        nomeMunicipio: null,
      },
    ]);
  });

  it('accepts the CPF with digits only or masked (and surrounding spaces)', async () => {
    expect((await login(CPF.paulo, 'senha123')).statusCode).toBe(200);
    expect((await login('529.982.247-25', 'senha123')).statusCode).toBe(200);
    expect((await login('  529.982.247-25 ', 'senha123')).statusCode).toBe(200);
  });

  it('answers the three spec validation messages (400, plain text, first rule only)', async () => {
    const cases: [unknown, unknown, string][] = [
      ['', 'senha123', 'Por favor, insira o nome de usuário.'],
      [undefined, 'senha123', 'Por favor, insira o nome de usuário.'],
      ['   ', '', 'Por favor, insira o nome de usuário.'],
      [CPF.ana, '', 'Por favor, insira a senha.'],
      [CPF.ana, undefined, 'Por favor, insira a senha.'],
      [CPF.ana, '12345', 'A senha deve conter pelo menos 6 caracteres.'],
    ];
    for (const [user, password, message] of cases) {
      const res = await login(user, password);
      expect(res.statusCode, message).toBe(400);
      expect(res.headers['content-type']).toBe(PLAIN);
      expect(res.body).toBe(message);
    }
    const empty = await t.app.inject({ method: 'POST', url: '/api/Auth' });
    expect(empty.statusCode).toBe(400);
  });

  it('answers the same 401 for an unknown CPF, a value that is no CPF and a wrong password', async () => {
    // Issue 15: one message for all (no account enumeration), and the CPF read by the one rule (the
    // probe logged in with Ulisses's CPF followed by 0000).
    for (const user of ['826.471.039-50', '123', 'abc', '111.111.111-11', `${CPF.ulisses}0000`, CPF.eva]) {
      const res = await login(user, 'errada123', '10.20.0.1');
      expect(res.statusCode, user).toBe(401);
      expect(res.headers['content-type']).toBe(PLAIN);
      expect(res.body, user).toBe('Usuário ou senha inválidos.');
    }
    // Even with the right password, Ulisses's CPF with anything more is no CPF.
    for (const user of ['190837264870000', `${masked(CPF.ulisses)}0`, ` ${CPF.ulisses}x`]) {
      const res = await login(user, 'senha123', '10.20.0.2');
      expect(res.statusCode, user).toBe(401);
      expect(res.body).toBe('Usuário ou senha inválidos.');
    }
    // Surrounding spaces are trimmed: the masked and bare forms sign in.
    expect((await login(`  ${masked(CPF.ulisses)} `, 'senha123', '10.20.0.2')).statusCode).toBe(200);
    expect((await login(CPF.ulisses, 'senha123', '10.20.0.2')).statusCode).toBe(200);
  });

  it('answers 401 for a wrong password and audits successes and failures', async () => {
    const res = await login(CPF.eva, 'errada1');
    expect(res.statusCode).toBe(401);
    expect(res.body).toBe('Usuário ou senha inválidos.');
    const rows = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.usuarioCpf, CPF.eva));
    const actions = rows.map((r) => r.action);
    expect(actions).toContain('login');
    expect(actions).toContain('login_falhou');
  });

  it('locks the account for the address after 5 consecutive failures, then backs off exponentially', async () => {
    const cpf = CPF.gustavo;
    const address = '10.21.0.1';
    const pair = and(eq(loginThrottleAddress.cpf, cpf), eq(loginThrottleAddress.address, address));
    for (let i = 0; i < 5; i++) {
      const res = await login(cpf, 'errada123', address);
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    const locked = await login(cpf, 'senha123', address);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['content-type']).toBe(PLAIN);
    expect(locked.body).toBe('Muitas tentativas de acesso. Aguarde alguns minutos e tente novamente.');
    const [row] = await t.db.select().from(loginThrottleAddress).where(pair);
    const firstLock = row!.lockedUntil!.getTime() - Date.now();
    expect(firstLock).toBeGreaterThan(20_000);
    expect(firstLock).toBeLessThanOrEqual(30_000);

    // The lock passes: one more failure doubles it.
    await t.db
      .update(loginThrottleAddress)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(pair);
    expect((await login(cpf, 'errada123', address)).statusCode).toBe(401);
    const [row2] = await t.db.select().from(loginThrottleAddress).where(pair);
    expect(row2!.lockedUntil!.getTime() - Date.now()).toBeGreaterThan(50_000);
    expect((await login(cpf, 'senha123', address)).statusCode).toBe(429);

    // Once unlocked, the right password logs in and ends this address's run of failures.
    await t.db
      .update(loginThrottleAddress)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(pair);
    expect((await login(cpf, 'senha123', address)).statusCode).toBe(200);
    expect(await t.db.select().from(loginThrottleAddress).where(pair)).toEqual([]);
  });

  it('refuses more than 100 failures an hour, from every address', async () => {
    const cpf = CPF.camila;
    await t.db.insert(loginThrottle).values({
      cpf,
      windowStart: new Date(Date.now() - 10 * 60_000),
      windowFailures: 99,
    });
    expect((await login(cpf, 'errada123', '10.22.0.1')).statusCode).toBe(401);
    expect((await login(cpf, 'senha123', '10.22.0.1')).statusCode).toBe(429);
    expect((await login(cpf, 'senha123', '10.22.0.2')).statusCode).toBe(429);
    // A window that is over no longer counts.
    await t.db
      .update(loginThrottle)
      .set({ windowStart: new Date(Date.now() - 61 * 60_000) })
      .where(eq(loginThrottle.cpf, cpf));
    expect((await login(cpf, 'senha123', '10.22.0.2')).statusCode).toBe(200);
  });

  it('limits failed login attempts per client address', async () => {
    const limited = await createTestApp({ config: { authAddressLimit: { burst: 3, perMinute: 1 } } });
    try {
      const attempt = (remoteAddress: string, password = 'errada123') =>
        limited.app.inject({
          method: 'POST',
          url: '/api/Auth',
          payload: { user: '826.471.039-50', password },
          remoteAddress,
        });
      for (let i = 0; i < 3; i++) expect((await attempt('10.0.0.7')).statusCode).toBe(401);
      const res = await attempt('10.0.0.7');
      expect(res.statusCode).toBe(429);
      expect(res.headers['content-type']).toBe(PLAIN);
      expect(res.body).toBe('Muitas tentativas de acesso. Aguarde alguns minutos e tente novamente.');
      expect((await attempt('10.0.0.8')).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

describe('session tokens', () => {
  const videos = (token: string | null, perfil: string | null = '1') =>
    t.app.inject({
      method: 'GET',
      url: '/api/Administracao/Videos',
      headers: {
        ...(token === null ? {} : { authorization: `Bearer ${token}` }),
        ...(perfil === null ? {} : { perfil }),
      },
    });

  it('refuses a call without a token, or with a bad one', async () => {
    for (const token of [null, 'abc', 'a.b.c']) {
      const res = await videos(token);
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toBe(PLAIN);
      expect(res.body).toBe('Sessão expirada. Faça login novamente.');
    }
    const noBearer = await t.app.inject({
      method: 'GET',
      url: '/api/Administracao/Videos',
      headers: { authorization: 'Basic YTpi', perfil: '1' },
    });
    expect(noBearer.statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await t.tokens.signRaw({ sub: CPF.ana, ver: 0, iat: now - 7200, exp: now - 60 });
    expect((await videos(expired)).statusCode).toBe(401);
    const valid = await t.tokens.signRaw({ sub: CPF.ana, ver: 0, iat: now, exp: now + 600 });
    expect((await videos(valid)).statusCode).toBe(200);
  });

  it('refuses a token signed with another key or another algorithm', async () => {
    const token = await t.login(CPF.ana);
    const [h, p] = token.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`;
    expect((await videos(none)).statusCode).toBe(401);
    const tampered = `${h}.${Buffer.from(JSON.stringify({ sub: CPF.ana, ver: 0, exp: 9999999999, jti: 'x' })).toString('base64url')}.${token.split('.')[2]}`;
    expect((await videos(tampered)).statusCode).toBe(401);
  });

  it('revokes the token on Sair', async () => {
    const token = await t.login(CPF.ana);
    expect((await videos(token)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/Sair',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    expect(out.statusCode).toBe(204);
    const after = await videos(token);
    expect(after.statusCode).toBe(401);
    expect(after.body).toBe('Sessão expirada. Faça login novamente.');
    // Other sessions of the same user stay valid.
    expect((await videos(await t.login(CPF.ana))).statusCode).toBe(200);
    // Sair with a revoked token is refused too.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/Sair',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.statusCode).toBe(401);
  });

  it('refuses every token of a user whose token version changed', async () => {
    const token = await t.login(CPF.silvia);
    expect((await videos(token, '2')).statusCode).toBe(200);
    await t.db
      .update(usuario)
      .set({ tokenVersion: sql`${usuario.tokenVersion} + 1` })
      .where(eq(usuario.cpf, CPF.silvia));
    expect((await videos(token, '2')).statusCode).toBe(401);
  });

  it('answers 403 Funcionalidade não permitida without a Perfil or with one the user does not hold', async () => {
    const token = await t.login(CPF.paulo);
    for (const perfil of [null, '', 'abc', '1', '15', '99', '17.5']) {
      const res = await videos(token, perfil);
      expect(res.statusCode, String(perfil)).toBe(403);
      expect(res.headers['content-type']).toBe(PLAIN);
      expect(res.body).toBe('Funcionalidade não permitida');
    }
    expect((await videos(token, '17')).statusCode).toBe(200);
  });
});
