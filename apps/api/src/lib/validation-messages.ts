/**
 * The generic schema-validation messages (issue 15): a missing or malformed field is named, so the
 * user (or the client's author) knows what to fix. They are only the fallback: a message a schema
 * carries (the spec's texts, written in packages/domain and the route schemas) always wins, because
 * zod asks a schema's own `error` before the global `customError` installed in app.ts.
 */
import type { z } from 'zod';

export const fieldRequired = (field: string) => `Campo '${field}' obrigatório.`;
export const fieldInvalid = (field: string) => `Campo '${field}' inválido.`;

/** `alunos`, `respostas[2].criterioId`; null for the body or query as a whole. */
export function fieldName(path: readonly PropertyKey[] | undefined): string | null {
  let name = '';
  for (const key of path ?? []) {
    if (typeof key === 'number') name += `[${key}]`;
    else name += name === '' ? String(key) : `.${String(key)}`;
  }
  return name === '' ? null : name;
}

const SIZED = { string: 'caracteres', array: 'itens' } as const;
const sizeUnit = (origin: unknown) =>
  typeof origin === 'string' && origin in SIZED ? SIZED[origin as keyof typeof SIZED] : null;

/**
 * zod's `customError`: the message of an issue the schema gave no message for. A missing value
 * (undefined or null) is "Campo 'x' obrigatório."; a text or list too long or too short says the
 * limit; anything else is "Campo 'x' inválido.". An issue about the whole body or query keeps the
 * locale's message (the error handler answers 'Requisição inválida.' for a body of the wrong kind).
 */
export const namedFieldError: z.core.$ZodErrorMap = (issue) => {
  const field = fieldName(issue.path);
  if (field === null) return undefined;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? fieldRequired(field) : fieldInvalid(field);
    case 'too_big': {
      const unit = sizeUnit(issue.origin);
      return unit
        ? `Campo '${field}' deve ter no máximo ${String(issue.maximum)} ${unit}.`
        : fieldInvalid(field);
    }
    case 'too_small': {
      const unit = sizeUnit(issue.origin);
      if (unit && Number(issue.minimum) === 1) return fieldRequired(field);
      return unit
        ? `Campo '${field}' deve ter no mínimo ${String(issue.minimum)} ${unit}.`
        : fieldInvalid(field);
    }
    default:
      return fieldInvalid(field);
  }
};
