/** Zod field builders shared by the domain's schemas. */
import { z } from 'zod';

/**
 * A required text, trimmed, with one message: `requiredMessage` when empty, else the first rule the
 * text breaks (`firstError`, null when none). No `abort`, which would stop the object's other checks.
 */
export function requiredText(requiredMessage: string, firstError: (s: string) => string | null) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .superRefine((s, ctx) => {
      const message = s === '' ? requiredMessage : firstError(s);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
}
