/**
 * Field rules of the wire (paths, queries and bodies) shared by the API's validation and the
 * contracts in `contracts/`: ids, empty query values. The API's `lib/params.ts` re-exports them.
 */
import { z } from 'zod';

export const CODIGO_INVALIDO = 'Código inválido.';

/** An empty query value (`?regionId=`) is no value. */
export const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

/** An optional positive integer query value ('1'); empty is absent; anything else is 400 `message`. */
export function optionalIdParam(message: string = CODIGO_INVALIDO) {
  return z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\d{1,9}$/, { error: message })
      .transform(Number)
      .optional(),
  );
}

/**
 * A required id in a body, path or query: a positive integer, or its digits as a string (paths and
 * queries are strings). Anything else, or nothing, is 400 `message`.
 */
export function idField(message: string = CODIGO_INVALIDO) {
  return z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: message })
      .int({ error: message })
      .positive({ error: message })
      .max(2_147_483_647, { error: message }),
  );
}
