/**
 * Log redaction: logs never hold a CPF or a token. Any run of 11 digits, masked (000.000.000-00) or
 * not, becomes `***********`; bearer tokens and JWTs become `[token]`.
 */
const CPF_LIKE = /(?<!\d)\d{3}(?:\.|%2E)?\d{3}(?:\.|%2E)?\d{3}(?:-|%2D)?\d{2}(?!\d)/gi;
const JWT_LIKE = /\beyJ[\w-]*\.[\w-]+\.[\w-]*/g;
const BEARER = /\bBearer\s+[\w.~+/=-]+/gi;

export const CPF_MASK = '***********';

export function redactString(s: string): string {
  return s.replace(BEARER, 'Bearer [token]').replace(JWT_LIKE, '[token]').replace(CPF_LIKE, CPF_MASK);
}

const SECRET_KEYS = /^(authorization|password|senha|token|cookie|set-cookie|jwt|secret)$/i;

/** Deep copy of a log value with every string redacted and secret-named keys hidden. */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactString(value);
  if (typeof value === 'number' && Number.isInteger(value) && /^\d{11}$/.test(String(value))) {
    return CPF_MASK;
  }
  if (value === null || typeof value !== 'object' || depth > 8) return value;
  if (value instanceof Error) {
    return {
      type: value.name,
      message: redactString(value.message),
      stack: value.stack && redactString(value.stack),
    };
  }
  if (Array.isArray(value)) return value.map((v) => redactValue(v, depth + 1));
  // Class instances (requests, replies, ...) are left to the logger's serializers.
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] = SECRET_KEYS.test(k) ? '[redacted]' : redactValue(v, depth + 1);
  }
  return out;
}
