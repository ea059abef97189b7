import { randomUUID, webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

const ALG = 'HS256';
const ISSUER = 'siam-api';
const AUDIENCE = 'siam';

export interface TokenClaims {
  sub: string;
  ver: number;
  jti: string;
  exp: number;
}

/** Signs and verifies the session tokens (HS256 only; the algorithm is allow-listed). */
export class TokenService {
  /**
   * The HMAC key, imported once: given the raw bytes, jose imports a WebCrypto key on every sign and
   * verify, which the benchmark showed among the hottest functions of an authenticated call.
   */
  readonly #key: Promise<webcrypto.CryptoKey>;

  constructor(
    secret: string,
    readonly ttlSeconds: number,
  ) {
    this.#key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async sign(
    cpf: string,
    version: number,
    now = Date.now(),
  ): Promise<{ token: string; exp: number; jti: string }> {
    const iat = Math.floor(now / 1000);
    const exp = iat + this.ttlSeconds;
    const jti = randomUUID();
    const token = await new SignJWT({ ver: version })
      .setProtectedHeader({ alg: ALG, typ: 'JWT' })
      .setSubject(cpf)
      .setJti(jti)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(await this.#key);
    return { token, exp, jti };
  }

  /** Signs arbitrary claims (tests: expired tokens). */
  async signRaw(claims: {
    sub: string;
    ver: number;
    jti?: string;
    iat: number;
    exp: number;
  }): Promise<string> {
    return new SignJWT({ ver: claims.ver })
      .setProtectedHeader({ alg: ALG, typ: 'JWT' })
      .setSubject(claims.sub)
      .setJti(claims.jti ?? randomUUID())
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(claims.iat)
      .setExpirationTime(claims.exp)
      .sign(await this.#key);
  }

  /**
   * The claims of a valid, unexpired token, or null. `now` is the server's clock (the same one
   * that signed it): a test's fixed clock must not expire its own tokens as real time passes.
   */
  async verify(token: string, now = Date.now()): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, await this.#key, {
        currentDate: new Date(now),
        algorithms: [ALG],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['sub', 'jti', 'exp'],
      });
      const { sub, jti, exp, ver } = payload;
      if (typeof sub !== 'string' || typeof jti !== 'string' || typeof exp !== 'number') return null;
      if (typeof ver !== 'number' || !Number.isInteger(ver)) return null;
      return { sub, jti, exp, ver };
    } catch (err) {
      if (err instanceof errors.JOSEError || err instanceof TypeError) return null;
      throw err;
    }
  }
}
