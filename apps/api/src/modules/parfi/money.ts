/**
 * Money of the PARFI tables: numeric(14,2) columns are read as strings and turned into integer
 * centavos, written from centavos as exact decimal text (sums are done by PostgreSQL in numeric).
 */
import { fromCents } from '@siam/domain/parfi';

/** numeric text ('-12.50', '1234.5', '0') → integer centavos. */
export function dbCents(value: string | number | null | undefined): number {
  if (value === null || value === undefined) return 0;
  const text = String(value).trim();
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new Error(`not a decimal: ${text}`);
  const frac = (match[3] ?? '').padEnd(2, '0');
  if (frac.length > 2 && /[^0]/.test(frac.slice(2))) throw new Error(`more than two decimals: ${text}`);
  const cents = Number(match[2]) * 100 + Number(frac.slice(0, 2));
  return match[1] ? -cents : cents;
}

/** Integer centavos → exact numeric text. */
export function centsText(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export const money = (v: string | number | null | undefined) => fromCents(dbCents(v));
export const moneyOrNull = (v: string | null | undefined) =>
  v === null || v === undefined ? null : money(v);

export { money as moneyOf };
