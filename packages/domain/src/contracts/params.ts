/**
 * Wire helpers of the contracts: how a path, query or body value is read (ids, CPFs, empty query
 * values). Shared by every `contracts/<area>.ts` and by the API routes.
 */
import { z } from 'zod';
import { cpfSchema } from '../cpf';

/**
 * A CPF in a path or query: exactly masked or bare (the domain's one rule); answers the 11 digits.
 * Anything else → 400 'CPF inválido'.
 */
export const cpfParam = cpfSchema();

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
