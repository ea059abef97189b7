/**
 * CNPJ, numeric and alphanumeric (ARCHITECTURE.md, IN RFB 2.229/2024): the first 12 characters are
 * 0-9 or A-Z, the last 2 are digits; the check digits are modulo 11 over each character's code minus
 * 48, so numeric CNPJs keep their usual check digits.
 */
import { CPF_LENGTH, formatCpf, isValidCpf } from './cpf';
import { onlyDigits } from './text';

export const CNPJ_LENGTH = 14;
export const CNPJ_INVALID = 'CNPJ inválido.';
export const CPF_OR_CNPJ_INVALID = 'CNPJ ou CPF inválido.';

const BASE_LENGTH = 12;

/**
 * Upper-cases, keeps only 0-9 and A-Z, and truncates to 14. Letters are kept only in the first 12
 * positions (the two check positions are digits), so a typed letter there is ignored like a mask would.
 */
export function normalizeCnpj(s: string): string {
  let out = '';
  for (const ch of s.toUpperCase()) {
    if (out.length >= CNPJ_LENGTH) break;
    if (/[0-9]/.test(ch) || (/[A-Z]/.test(ch) && out.length < BASE_LENGTH)) out += ch;
  }
  return out;
}

function value(ch: string): number {
  return ch.charCodeAt(0) - 48;
}

function checkDigit(chars: string): number {
  // Weights 2..9 from the right, cycling.
  let sum = 0;
  for (let i = 0; i < chars.length; i++) {
    const weight = ((chars.length - 1 - i) % 8) + 2;
    sum += value(chars[i] as string) * weight;
  }
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}

/** The two check digits of a 12-character CNPJ base ('12ABC34501DE' → '35'). */
export function cnpjCheckDigits(base12: string): string {
  const base = base12.toUpperCase();
  if (!/^[0-9A-Z]{12}$/.test(base)) throw new RangeError('A CNPJ base has exactly 12 characters 0-9 or A-Z');
  const d1 = checkDigit(base);
  const d2 = checkDigit(base + String(d1));
  return `${d1}${d2}`;
}

/**
 * Valid when, punctuation removed and upper-cased, it has exactly 14 characters (12 of 0-9/A-Z then
 * 2 digits), not all equal, and both check digits match.
 */
export function isValidCnpj(s: string): boolean {
  const cleaned = s.toUpperCase().replace(/[^0-9A-Z]/g, '');
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cleaned)) return false;
  if (/^(.)\1{13}$/.test(cleaned)) return false;
  return cnpjCheckDigits(cleaned.slice(0, BASE_LENGTH)) === cleaned.slice(BASE_LENGTH);
}

/** Progressive mask XX.XXX.XXX/XXXX-00 for typing: '12ABC' → '12.ABC'. */
export function formatCnpj(s: string): string {
  const c = normalizeCnpj(s);
  let out = c.slice(0, 2);
  if (c.length > 2) out += '.' + c.slice(2, 5);
  if (c.length > 5) out += '.' + c.slice(5, 8);
  if (c.length > 8) out += '/' + c.slice(8, 12);
  if (c.length > 12) out += '-' + c.slice(12, 14);
  return out;
}

export type DocumentKind = 'cpf' | 'cnpj';

/**
 * The PARFI document field rule (ARCHITECTURE.md, spec 03 §5.2): a value with a letter is a CNPJ;
 * digits only, under 12 digits a CPF, else a CNPJ.
 */
export function classifyDocument(value: string): DocumentKind {
  if (/[A-Za-z]/.test(value)) return 'cnpj';
  return onlyDigits(value).length <= CPF_LENGTH ? 'cpf' : 'cnpj';
}

/** Masks a CPF/CNPJ field while typing, following `classifyDocument`. */
export function formatCpfOrCnpj(value: string): string {
  return classifyDocument(value) === 'cpf' ? formatCpf(value) : formatCnpj(value);
}

/** Normalised CPF/CNPJ (digits, or upper-case alphanumerics for a CNPJ). */
export function normalizeCpfOrCnpj(value: string): string {
  return classifyDocument(value) === 'cpf' ? onlyDigits(value).slice(0, CPF_LENGTH) : normalizeCnpj(value);
}

export function isValidCpfOrCnpj(value: string): boolean {
  return classifyDocument(value) === 'cpf' ? isValidCpf(value) : isValidCnpj(value);
}

/** The live message of the PARFI field: 'CPF inválido.' or 'CNPJ inválido.', or null when valid. */
export function cpfOrCnpjError(value: string): string | null {
  if (isValidCpfOrCnpj(value)) return null;
  return classifyDocument(value) === 'cpf' ? 'CPF inválido.' : CNPJ_INVALID;
}
