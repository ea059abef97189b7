import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendText } from './errors';

/** PostgreSQL text cannot hold U+0000: a request that carries one is refused before any rule runs. */
export const NUL_REFUSED = 'Requisição inválida: caractere nulo não é aceito.';

/**
 * True when a string of `value` (a key or a value of plain objects and arrays) holds a NUL.
 * Iterative, each object visited once: a body of 5 000 nested lists must not overflow the stack.
 */
export function hasNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  const seen = new WeakSet<object>();
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
      continue;
    }
    if (v === null || typeof v !== 'object' || seen.has(v)) continue;
    seen.add(v);
    if (Array.isArray(v)) {
      for (const inner of v as unknown[]) stack.push(inner);
      continue;
    }
    const proto: unknown = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null) continue;
    for (const [k, inner] of Object.entries(v)) {
      if (k.includes('\u0000')) return true;
      stack.push(inner);
    }
  }
  return false;
}

/**
 * A NUL character in the path, the query or a JSON body answers 400 (found by the fuzzer,
 * docs/decisions/101: it reached the database and answered 500). Runs before schema validation.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    if (hasNul(request.params) || hasNul(request.query) || hasNul(request.body)) {
      return sendText(reply, 400, NUL_REFUSED);
    }
  });
}
