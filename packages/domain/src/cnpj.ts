/**
 * CNPJ, numeric and alphanumeric (ARCHITECTURE.md, IN RFB 2.229/2024): the first 12 characters are
 * 0-9 or A-Z, the last 2 are digits; the check digits are modulo 11 over each character's code minus
 * 48, so numeric CNPJs keep their usual check digits.
 */
import { CPF_LENGTH, formatCpf, parseCpf } from './cpf';
import { onlyDigits } from './text';

export const CNPJ_LENGTH = 14;
export const CNPJ_INVALID = 'CNPJ inválido.';
export const CPF_OR_CNPJ_INVALID = 'CNPJ ou CPF inválido.';

const BASE_LENGTH = 12;

/** Upper-cases the ASCII letters a-z only (`toUpperCase` would fold 'ß' into 'SS', 'ﬁ' into 'FI'). */
function asciiUpper(s: string): string {
  return s.replace(/[a-z]+/g, (m) => m.toUpperCase());
}

const CNPJ_FORMS =
  /^(?:([0-9A-Z]{2})\.([0-9A-Z]{3})\.([0-9A-Z]{3})\/([0-9A-Z]{4})-([0-9]{2})|([0-9A-Z]{12}[0-9]{2}))$/;

/**
 * The one rule for reading a CNPJ (issue 15): after trimming surrounding spaces and upper-casing the
 * ASCII letters, exactly the masked form XX.XXX.XXX/XXXX-00 or the bare 14 characters (12 of 0-9/A-Z,
 * then 2 digits); null for anything else. The check digits are not checked.
 */
export function cnpjChars(s: string): string | null {
  const m = CNPJ_FORMS.exec(asciiUpper(s.trim()));
  if (!m) return null;
  return m[6] ?? `${m[1]}${m[2]}${m[3]}${m[4]}${m[5]}`;
}

/**
 * For typing only (masks): upper-cases ASCII letters, keeps only 0-9 and A-Z, and truncates to 14.
 * Letters are kept only in the first 12 positions (the two check positions are digits), so a typed
 * letter there is ignored like a mask would. Never read an input with it: `parseCnpj` does.
 */
export function normalizeCnpj(s: string): string {
  let out = '';
  for (const ch of asciiUpper(s)) {
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
  const base = asciiUpper(base12);
  if (!/^[0-9A-Z]{12}$/.test(base)) throw new RangeError('A CNPJ base has exactly 12 characters 0-9 or A-Z');
  const d1 = checkDigit(base);
  const d2 = checkDigit(base + String(d1));
  return `${d1}${d2}`;
}

/**
 * Valid when written exactly masked or bare (`cnpjChars`), not all 14 characters equal, and both check
 * digits match.
 */
export function isValidCnpj(s: string): boolean {
  return parseCnpj(s) !== null;
}

/** The 14 upper-case characters of a valid CNPJ (masked or bare, see `cnpjChars`), or null. */
export function parseCnpj(s: string): string | null {
  const c = cnpjChars(s);
  if (c === null || /^(.)\1{13}$/.test(c)) return null;
  return cnpjCheckDigits(c.slice(0, BASE_LENGTH)) === c.slice(BASE_LENGTH) ? c : null;
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

/**
 * Normalised CPF/CNPJ (digits, or upper-case alphanumerics for a CNPJ): the parsed value when it is
 * valid (`parseCpfOrCnpj`), else the typing normalisation (for comparing stored values).
 */
export function normalizeCpfOrCnpj(value: string): string {
  const parsed = parseCpfOrCnpj(value);
  if (parsed !== null) return parsed;
  return classifyDocument(value) === 'cpf' ? onlyDigits(value).slice(0, CPF_LENGTH) : normalizeCnpj(value);
}

/** The PARFI document field read by the one rule: a valid CPF's digits or CNPJ's characters, or null. */
export function parseCpfOrCnpj(value: string): string | null {
  return classifyDocument(value) === 'cpf' ? parseCpf(value) : parseCnpj(value);
}

export function isValidCpfOrCnpj(value: string): boolean {
  return parseCpfOrCnpj(value) !== null;
}

/** The live message of the PARFI field: 'CPF inválido.' or 'CNPJ inválido.', or null when valid. */
export function cpfOrCnpjError(value: string): string | null {
  if (isValidCpfOrCnpj(value)) return null;
  return classifyDocument(value) === 'cpf' ? 'CPF inválido.' : CNPJ_INVALID;
}
