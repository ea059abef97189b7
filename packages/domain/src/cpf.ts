/**
 * CPF (Cadastro de Pessoas Físicas), spec 01 §5: 11 digits with two modulo-11 check digits.
 *
 * The one rule for reading a CPF (issue 15): after trimming surrounding spaces, exactly the masked
 * form 000.000.000-00 or the bare 11 digits, ASCII digits only. Anything more or else (a 12th digit,
 * a letter, another separator, a non-ASCII digit) is no CPF. Every route and form reads a CPF through
 * `parseCpf`, `isValidCpf` or `cpfSchema`; `normalizeCpf` and `formatCpf` only shape what is being
 * typed.
 */
import { z } from 'zod';
import { onlyDigits } from './text';

export const CPF_LENGTH = 11;
export const CPF_INVALID = 'CPF inválido';
/** Toast variant used on the user and participant screens (spec 01 §8, spec 03 §5.6). */
export const CPF_INVALID_TOAST = 'CPF inválido!';
export const CPF_ELEVEN_DIGITS = 'CPF deve conter 11 dígitos';

/**
 * For typing only (masks): strips every non-digit and truncates to 11 digits. It accepts anything, so
 * never read an input with it: `parseCpf` does.
 */
export function normalizeCpf(s: string): string {
  return onlyDigits(s).slice(0, CPF_LENGTH);
}

const CPF_FORMS = /^(?:(\d{3})\.(\d{3})\.(\d{3})-(\d{2})|(\d{11}))$/;

/**
 * The 11 digits of a CPF written exactly masked (000.000.000-00) or bare (11 digits), ASCII digits
 * only, after trimming surrounding spaces; null for anything else. The check digits are not checked.
 */
export function cpfDigits(s: string): string | null {
  const m = CPF_FORMS.exec(s.trim());
  if (!m) return null;
  return m[5] ?? `${m[1]}${m[2]}${m[3]}${m[4]}`;
}

/** The separate check of spec 01 §5: exactly 11 digits once the mask is removed (no truncation). */
export function hasElevenDigits(s: string): boolean {
  return onlyDigits(s).length === CPF_LENGTH;
}

function checkDigit(digits: string): number {
  // Weights run from digits.length + 1 down to 2.
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (digits.length + 1 - i);
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}

/** The two check digits of a 9-digit CPF base ('529982247' → '25'). */
export function cpfCheckDigits(base9: string): string {
  if (!/^\d{9}$/.test(base9)) throw new RangeError('A CPF base has exactly 9 digits');
  const d1 = checkDigit(base9);
  const d2 = checkDigit(base9 + String(d1));
  return `${d1}${d2}`;
}

/**
 * Spec 01 §5 on the one form rule (`cpfDigits`): refused when it is not exactly a masked or bare CPF,
 * when all digits are equal, or when either modulo-11 check digit fails.
 */
export function isValidCpf(s: string): boolean {
  return parseCpf(s) !== null;
}

/** The 11 digits of a valid CPF (masked or bare, see `cpfDigits`), or null. */
export function parseCpf(s: string): string | null {
  const cpf = cpfDigits(s);
  if (cpf === null || /^(\d)\1{10}$/.test(cpf)) return null;
  return cpfCheckDigits(cpf.slice(0, 9)) === cpf.slice(9) ? cpf : null;
}

/** A CPF field of a body, path or query (masked or bare) → its 11 digits; anything else → `message`. */
export function cpfSchema(message: string = CPF_INVALID) {
  return z.string({ error: message }).transform((v, ctx) => {
    const cpf = parseCpf(v);
    if (cpf === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return cpf;
  });
}

/** Progressive mask 000.000.000-00, for typing: '529' → '529', '5299' → '529.9'. */
export function formatCpf(s: string): string {
  const d = normalizeCpf(s);
  let out = d.slice(0, 3);
  if (d.length > 3) out += '.' + d.slice(3, 6);
  if (d.length > 6) out += '.' + d.slice(6, 9);
  if (d.length > 9) out += '-' + d.slice(9, 11);
  return out;
}
