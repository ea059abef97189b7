/** CPF (Cadastro de Pessoas Físicas), spec 01 §5: 11 digits with two modulo-11 check digits. */
import { onlyDigits } from './text';

export const CPF_LENGTH = 11;
export const CPF_INVALID = 'CPF inválido';
/** Toast variant used on the user and participant screens (spec 01 §8, spec 03 §5.6). */
export const CPF_INVALID_TOAST = 'CPF inválido!';
export const CPF_ELEVEN_DIGITS = 'CPF deve conter 11 dígitos';

/** Strips every non-digit and truncates to 11 digits (spec 01 §5). */
export function normalizeCpf(s: string): string {
  return onlyDigits(s).slice(0, CPF_LENGTH);
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
 * Spec 01 §5: non-digits stripped and truncated to 11, then refused when it is not 11 digits, when
 * all digits are equal, or when either modulo-11 check digit fails.
 */
export function isValidCpf(s: string): boolean {
  const cpf = normalizeCpf(s);
  if (cpf.length !== CPF_LENGTH) return false;
  if (/^(\d)\1{10}$/.test(cpf)) return false;
  return cpfCheckDigits(cpf.slice(0, 9)) === cpf.slice(9);
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
