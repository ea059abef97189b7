/**
 * Wire helpers of the contracts: how a path, query or body value is read (ids, CPFs, empty query
 * values). Shared by every `contracts/<area>.ts` and by the API routes.
 */
import { z } from 'zod';
import { cpfSchema } from '../cpf';
import { isNameFilterText } from '../names';
import { NAME_FILTER_MAX, SEARCH_NAME_LETTERS, SEARCH_NAME_MAX_50, normalizeStudentName } from '../students';
import { collapseSpaces } from '../text';

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

/** The name typed: letters and spaces, at most 50; '' is no filter. Answers the folded text. */
export const nameFilterParam = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      const name = collapseSpaces(v);
      if (!isNameFilterText(name)) ctx.addIssue({ code: 'custom', message: SEARCH_NAME_LETTERS });
      else if (name.length > NAME_FILTER_MAX) ctx.addIssue({ code: 'custom', message: SEARCH_NAME_MAX_50 });
      else return name === '' ? undefined : normalizeStudentName(name);
      return z.NEVER;
    }),
);
