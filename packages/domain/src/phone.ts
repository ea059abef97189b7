/** Brazilian phone numbers: (00) 00000-0000 for 11 digits (mobile), (00) 0000-0000 for 10. */
import { onlyDigits } from './text';

export const PHONE_MAX_DIGITS = 11;
export const PHONE_REQUIRED = 'O telefone é obrigatório';
export const PHONE_INVALID = 'Telefone inválido';

/** Digits only, at most 11. */
export function normalizePhone(s: string): string {
  return onlyDigits(s).slice(0, PHONE_MAX_DIGITS);
}

/** A complete phone: 10 (landline) or 11 (mobile) digits. */
export function isValidPhone(s: string): boolean {
  const d = onlyDigits(s);
  return d.length === 10 || d.length === 11;
}

/**
 * Progressive mask while typing: '1' → '(1', '123' → '(12) 3', '1234567' → '(12) 3456-7',
 * 10 digits → '(12) 3456-7890', 11 digits → '(12) 34567-8901'.
 */
export function formatPhone(s: string): string {
  const d = normalizePhone(s);
  if (d.length === 0) return '';
  let out = '(' + d.slice(0, 2);
  if (d.length <= 2) return out;
  out += ') ';
  const rest = d.slice(2);
  const split = d.length === 11 ? 5 : 4;
  if (rest.length <= split) return out + rest;
  return out + rest.slice(0, split) + '-' + rest.slice(split);
}
