import { randomUUID } from 'node:crypto';
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
  readonly #key: Uint8Array;

  constructor(
    secret: string,
    readonly ttlSeconds: number,
  ) {
    this.#key = new TextEncoder().encode(secret);
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
      .sign(this.#key);
    return { token, exp, jti };
  }

  /** Signs arbitrary claims (tests: expired tokens). */
  signRaw(claims: { sub: string; ver: number; jti?: string; iat: number; exp: number }): Promise<string> {
    return new SignJWT({ ver: claims.ver })
      .setProtectedHeader({ alg: ALG, typ: 'JWT' })
      .setSubject(claims.sub)
      .setJti(claims.jti ?? randomUUID())
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(claims.iat)
      .setExpirationTime(claims.exp)
      .sign(this.#key);
  }

  /** The claims of a valid, unexpired token, or null. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.#key, {
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
