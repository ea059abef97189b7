/**
 * Issue 8: session tokens are signed with an allow-listed algorithm (HS256 only), their `exp` is
 * checked, and they are revoked on 'Sair' and when the user's profiles change (decision 011).
 */
import { createHmac, generateKeyPairSync } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, CPF, JWT_SECRET, type TestApp } from '../../../test/testing/test-app';
import type { User } from '@siam/domain/contracts/users';
import { TokenService } from './tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SESSION_EXPIRED = 'Sessão expirada. Faça login novamente.';
const key = new TextEncoder().encode(JWT_SECRET);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const nowSeconds = () => Math.floor(Date.now() / 1000);

const call = (token: string, perfil = '1') =>
  t.app.inject({
    method: 'GET',
    url: '/api/Administracao/Videos',
    headers: { authorization: `Bearer ${token}`, perfil },
  });

/** Ana's token with the app's claims (10 minutes), signed by jose under `header` with `signingKey`. */
const signedWith = (
  header: Parameters<SignJWT['setProtectedHeader']>[0],
  signingKey: Parameters<SignJWT['sign']>[0],
) =>
  new SignJWT({ ver: 0 })
    .setProtectedHeader(header)
    .setSubject(CPF.ana)
    .setJti(crypto.randomUUID())
    .setIssuer('siam-api')
    .setAudience('siam')
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(signingKey);

/** Claims the app would accept, signed by hand with any algorithm and key. */
function claims(overrides: Record<string, unknown> = {}) {
  const iat = nowSeconds();
  return {
    sub: CPF.ana,
    ver: 0,
    jti: crypto.randomUUID(),
    iss: 'siam-api',
    aud: 'siam',
    iat,
    exp: iat + 600,
    ...overrides,
  };
}
const hmac = (alg: 'sha256' | 'sha512', input: string, secret: Uint8Array | string) =>
  createHmac(alg, secret).update(input).digest('base64url');

describe('token algorithm, signature and expiry', () => {
  it('accepts the token of a login and a hand-made HS256 token with the right key (the control)', async () => {
    expect((await call(await t.login(CPF.ana))).statusCode).toBe(200);
    const input = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims())}`;
    expect((await call(`${input}.${hmac('sha256', input, key)}`)).statusCode).toBe(200);
  });

  it('refuses alg none, whatever the signature part', async () => {
    for (const alg of ['none', 'None', 'NONE']) {
      const input = `${b64({ alg, typ: 'JWT' })}.${b64(claims())}`;
      for (const token of [`${input}.`, input, `${input}.${hmac('sha256', input, key)}`]) {
        const res = await call(token);
        expect(res.statusCode, `${alg}: ${token.slice(-10)}`).toBe(401);
        expect(res.body).toBe(SESSION_EXPIRED);
      }
    }
  });

  it('refuses HS512 and HS384 tokens, even signed with the right key', async () => {
    for (const alg of ['HS512', 'HS384'] as const) {
      const token = await signedWith({ alg, typ: 'JWT' }, key);
      expect((await call(token)).statusCode, alg).toBe(401);
    }
    // An HS256 header over an HMAC-SHA512 signature.
    const input = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims())}`;
    expect((await call(`${input}.${hmac('sha512', input, key)}`)).statusCode).toBe(401);
  });

  it('refuses RS256 tokens: a forged header over the HMAC, and a real RSA signature', async () => {
    // Key confusion: RS256 in the header, the signature made with the shared secret.
    const input = `${b64({ alg: 'RS256', typ: 'JWT' })}.${b64(claims())}`;
    expect((await call(`${input}.${hmac('sha256', input, key)}`)).statusCode).toBe(401);
    // A genuine RS256 token of an attacker's key pair (and its public key in the header).
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const rs = await signedWith(
      { alg: 'RS256', typ: 'JWT', jwk: publicKey.export({ format: 'jwk' }) },
      privateKey,
    );
    expect((await call(rs)).statusCode).toBe(401);
  });

  it('refuses an expired token, and one without exp, sub or jti', async () => {
    const now = nowSeconds();
    const sign = (c: Record<string, unknown>) => {
      const input = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(c)}`;
      return `${input}.${hmac('sha256', input, key)}`;
    };
    expect((await call(sign(claims({ iat: now - 7200, exp: now - 1 })))).statusCode).toBe(401);
    expect(
      (await call(await t.tokens.signRaw({ sub: CPF.ana, ver: 0, iat: now - 100, exp: now - 5 }))).statusCode,
    ).toBe(401);
    for (const missing of ['exp', 'sub', 'jti']) {
      const c: Record<string, unknown> = claims();
      delete c[missing];
      expect((await call(sign(c))).statusCode, missing).toBe(401);
    }
    // An exp that is not a number.
    expect((await call(sign(claims({ exp: String(now + 600) })))).statusCode).toBe(401);
  });

  it('refuses a token of another issuer, audience or key', async () => {
    const sign = (c: Record<string, unknown>, secret: Uint8Array | string = key) => {
      const input = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(c)}`;
      return `${input}.${hmac('sha256', input, secret)}`;
    };
    expect((await call(sign(claims({ iss: 'outro' })))).statusCode).toBe(401);
    expect((await call(sign(claims({ aud: 'outro' })))).statusCode).toBe(401);
    expect((await call(sign(claims(), 'another-secret-of-at-least-32-characters!!'))).statusCode).toBe(401);
  });

  it('refuses a tampered token: signature, payload or header changed', async () => {
    const token = await t.login(CPF.ana);
    const [h, p, s] = token.split('.') as [string, string, string];
    const flip = (x: string, at: number) => {
      const c = x[at] === 'A' ? 'B' : 'A';
      return x.slice(0, at) + c + x.slice(at + 1);
    };
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
    for (const forged of [
      `${h}.${p}.${flip(s, 0)}`,
      `${h}.${p}.${flip(s, 20)}`,
      `${h}.${p}.${s.slice(0, -2)}`,
      `${h}.${p}.`,
      // Another user (the administrator's session for a teacher's token), or a later expiry.
      `${h}.${b64({ ...payload, sub: CPF.paulo })}.${s}`,
      `${h}.${b64({ ...payload, exp: (payload.exp as number) + 3600 })}.${s}`,
      `${b64({ alg: 'HS256', typ: 'JWT', kid: 'x' })}.${p}.${s}`,
    ]) {
      expect((await call(forged)).statusCode, forged.slice(-12)).toBe(401);
    }
    expect((await call(token)).statusCode).toBe(200);
  });

  it('verifies with an allow-list: the token service itself answers null for other algorithms', async () => {
    const service = new TokenService(JWT_SECRET, 600);
    const good = (await service.sign(CPF.ana, 0)).token;
    expect(await service.verify(good)).toMatchObject({ sub: CPF.ana, ver: 0 });
    const hs512 = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(CPF.ana)
      .setJti('j')
      .setIssuer('siam-api')
      .setAudience('siam')
      .setExpirationTime('10m')
      .sign(key);
    expect(await service.verify(hs512)).toBeNull();
  });
});

describe('token revocation', () => {
  it('Sair revokes the token at once, and only that token', async () => {
    const token = await t.login(CPF.eva);
    const other = await t.login(CPF.eva);
    expect((await call(token, '7')).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/Sair',
      headers: { authorization: `Bearer ${token}`, perfil: '7' },
    });
    expect(out.statusCode).toBe(204);
    const after = await call(token, '7');
    expect(after.statusCode).toBe(401);
    expect(after.body).toBe(SESSION_EXPIRED);
    expect((await call(other, '7')).statusCode).toBe(200);
  });

  describe('a change of the user’s profiles through POST /api/Usuario', () => {
    const admin = () => t.as(CPF.ana, 1);
    const vinculo = async (cpf: string) => (await admin()(`/api/Usuario/${cpf}/Vinculo`)).json() as User;
    const save = (user: User, perfisVinculo: unknown[], emailPessoal = user.emailPessoal) =>
      admin()({
        method: 'POST',
        url: '/api/Usuario',
        payload: {
          cpf: user.cpf,
          nome: user.nome,
          emailPessoal,
          telefonePessoal: '(82) 99111-0008',
          perfisVinculo,
        },
      });
    const links = (u: User) =>
      u.perfisVinculo.map((l) => ({
        idRegional: l.idRegional,
        idMunicipio: l.idMunicipio,
        idPerfilSistema: l.idPerfilSistema,
      }));
    /** The profile ids a new login of Artur answers. */
    const perfisOfLogin = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Auth',
        payload: { user: CPF.artur, password: 'senha123' },
      });
      const body = res.json() as { usuario: { sistemas: { perfis: { id: number }[] }[] } };
      return body.usuario.sistemas[0]!.perfis.map((p) => p.id);
    };

    it('keeps the tokens when only the personal data changes', async () => {
      const token = await t.login(CPF.artur);
      const artur = await vinculo(CPF.artur);
      expect((await save(artur, links(artur), 'artur.novo@email.com')).statusCode).toBe(200);
      expect((await call(token, '9')).statusCode).toBe(200);
    });

    it('revokes every token of the user when a profile is added, and again when one is removed', async () => {
      const first = await t.login(CPF.artur);
      const second = await t.login(CPF.artur);
      expect((await call(first, '9')).statusCode).toBe(200);
      const artur = await vinculo(CPF.artur);
      const added = await save(artur, [
        ...links(artur),
        { idRegional: 1, idMunicipio: null, idPerfilSistema: [10] },
      ]);
      expect(added.statusCode, added.body).toBe(200);
      for (const token of [first, second]) {
        const res = await call(token, '9');
        expect(res.statusCode).toBe(401);
        expect(res.body).toBe(SESSION_EXPIRED);
      }
      // A new login holds the new profile.
      expect(await perfisOfLogin()).toEqual([9, 10]);
      const third = await t.login(CPF.artur);
      expect((await call(third, '10')).statusCode).toBe(200);

      const removed = await save(artur, links(artur));
      expect(removed.statusCode, removed.body).toBe(200);
      expect((await call(third, '9')).statusCode).toBe(401);
      expect((await call(third, '10')).statusCode).toBe(401);
      expect(await perfisOfLogin()).toEqual([9]);
    });
  });
});
