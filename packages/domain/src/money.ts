/**
 * Money (spec 01 §5, spec 03 §5.1, §5.8), written once: amounts are held as integer centavos
 * (`Cents`) and never go through floating-point arithmetic. The conversions:
 *
 * - what a user types or a JSON body carries → `toCents` ('1.234,56', '1234,5', 'R$ 10', '1234.56',
 *   1234.56; no negatives);
 * - centavos → the screen's text: `formatCents` ('1.234,56'), `formatCentsCurrency` ('R$ 1.234,56');
 *   a JSON number of reais from the API → the same text: `formatMoney`, `formatCurrency`;
 * - the database's numeric text ↔ centavos: `dbCents` ('-12.50' → -1250), `centsText`;
 * - centavos → the JSON number of the wire format: `fromCents` (123456 → 1234.56).
 *
 * Numbers are read through their shortest decimal text, digit by digit. Written by hand rather than
 * with Intl so the output is the same on every runtime (Intl puts a no-break space after 'R$').
 */
import { onlyDigits } from './text';

/** An integer amount of centavos (R$ 1,00 = 100). */
export type Cents = number;

// ---------------------------------------------------------------- parsing

/**
 * Exact money parsing to integer centavos, from a JSON number (at most two decimals) or a string:
 * pt-BR '1.234,56' / '1234,56' / 'R$ 1.234,56', or dot-decimal '1234.56', or whole reais '1234'.
 * More than two decimals, negatives or anything else → null. Never multiplies a float by 100: the
 * number's shortest decimal text is read digit by digit.
 */
export function toCents(value: unknown): Cents | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    text = String(value);
    if (/e/i.test(text)) return null;
  } else if (typeof value === 'string') {
    const t = value.trim().replace(/^R\$\s*/, '');
    if (/^(\d{1,3}(\.\d{3})+|\d+)(,\d{1,2})?$/.test(t)) text = t.replace(/\./g, '').replace(',', '.');
    else if (/^\d+(\.\d{1,2})?$/.test(t)) text = t;
    else return null;
  } else return null;
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/**
 * Any finite number of reais → centavos, rounded half away from zero at the third decimal (1.005 →
 * 101, -0.001 → 0); null when not finite. Reads the number's shortest decimal text (exponent forms
 * included), so 1.005 is the 1.005 that was written, not its binary neighbour.
 */
export function numberToCents(n: number): Cents | null {
  if (!Number.isFinite(n)) return null;
  const m = /^(-)?(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(n));
  if (!m) return null;
  // The digits without the point, and where the point goes (shifted by the exponent).
  const digits = m[2]! + (m[3] ?? '');
  const point = m[2]!.length + Number(m[4] ?? 0);
  // Centavos are the digits up to two places after the point; the next one rounds.
  const keep = point + 2;
  let whole: string;
  let next: number;
  if (keep <= 0) {
    whole = '0';
    next = keep === 0 ? Number(digits[0] ?? '0') : 0;
  } else {
    const padded = digits.padEnd(keep + 1, '0');
    whole = padded.slice(0, keep);
    next = Number(padded[keep]);
  }
  const cents = Number(whole) + (next >= 5 ? 1 : 0);
  return m[1] && cents !== 0 ? -cents : cents;
}

// ---------------------------------------------------------------- formatting

function groups(cents: Cents, thousands: string, decimal: string): string {
  const abs = Math.abs(cents);
  const int = Math.floor(abs / 100).toString();
  const frac = (abs % 100).toString().padStart(2, '0');
  const withSep = int.replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  return (cents < 0 ? '-' : '') + withSep + decimal + frac;
}

/** 123456 → '1.234,56'. */
export function formatCents(cents: Cents): string {
  return groups(cents, '.', ',');
}

/** 123456 → '1,234.56'. */
export function formatCentsDot(cents: Cents): string {
  return groups(cents, ',', '.');
}

/** 123456 → 'R$ 1.234,56' (negative: '-R$ 1.234,56'). */
export function formatCentsCurrency(cents: Cents): string {
  const s = formatCents(cents);
  return s.startsWith('-') ? `-R$ ${s.slice(1)}` : `R$ ${s}`;
}

/** A JSON number of reais, 1234.56 → '1.234,56' (rounded to the centavo; '' for a non-finite number). */
export function formatMoney(n: number): string {
  const cents = numberToCents(n);
  return cents === null ? '' : formatCents(cents);
}

/** 1234.56 → '1,234.56'. */
export function formatMoneyDot(n: number): string {
  const cents = numberToCents(n);
  return cents === null ? '' : formatCentsDot(cents);
}

/** 1234.56 → 'R$ 1.234,56' (negative: '-R$ 1.234,56'; '' for a non-finite number). */
export function formatCurrency(n: number): string {
  const cents = numberToCents(n);
  return cents === null ? '' : formatCentsCurrency(cents);
}

/**
 * Currency input mask (spec 03 §2.2, §2.14): typed digits fill the cents from the right,
 * '1' → '0,01', '12345' → '123,45'. Empty input stays empty.
 */
export function formatMoneyInput(s: string): string {
  const d = onlyDigits(s).replace(/^0+/, '');
  if (d === '') return onlyDigits(s) === '' ? '' : '0,00';
  return formatCents(Number(d));
}

// ---------------------------------------------------------------- wire and database

/** Centavos → the JSON number (exact for two decimals: 123456 → 1234.56). */
export function fromCents(cents: Cents): number {
  return Number(centsText(cents));
}

/** The database's numeric text ('-12.50', '1234.5', '0') → integer centavos; null/undefined → 0. */
export function dbCents(value: string | number | null | undefined): Cents {
  if (value === null || value === undefined) return 0;
  const text = String(value).trim();
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new Error(`not a decimal: ${text}`);
  const frac = (match[3] ?? '').padEnd(2, '0');
  if (frac.length > 2 && /[^0]/.test(frac.slice(2))) throw new Error(`more than two decimals: ${text}`);
  const cents = Number(match[2]) * 100 + Number(frac.slice(0, 2));
  return match[1] ? -cents : cents;
}

/** Integer centavos → the database's exact numeric text (123456 → '1234.56', -5 → '-0.05'). */
export function centsText(cents: Cents): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The database's numeric text → the JSON number of reais (null/undefined → 0). */
export function dbMoney(value: string | number | null | undefined): number {
  return fromCents(dbCents(value));
}
