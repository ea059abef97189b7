/**
 * Money (spec 01 §5): '1.234,56' (pt-BR), or the dot-decimal form '1,234.56'. Written by hand rather
 * than with Intl so the output is the same on every runtime (Intl puts a no-break space after 'R$').
 */
import { onlyDigits } from './text';

function groups(n: number, thousands: string, decimal: string): string {
  if (!Number.isFinite(n)) return '';
  const cents = Math.round(Math.abs(n) * 100 + 1e-7);
  const int = Math.floor(cents / 100).toString();
  const frac = (cents % 100).toString().padStart(2, '0');
  const withSep = int.replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  return (n < 0 && cents > 0 ? '-' : '') + withSep + decimal + frac;
}

/** 1234.56 → '1.234,56' (two decimals; '' for a non-finite number). */
export function formatMoney(n: number): string {
  return groups(n, '.', ',');
}

/** 1234.56 → '1,234.56'. */
export function formatMoneyDot(n: number): string {
  return groups(n, ',', '.');
}

/** 1234.56 → 'R$ 1.234,56' (negative: '-R$ 1.234,56'). */
export function formatCurrency(n: number): string {
  const s = formatMoney(n);
  if (s === '') return '';
  return s.startsWith('-') ? `-R$ ${s.slice(1)}` : `R$ ${s}`;
}

/**
 * Parses a pt-BR amount: '1.234,56', '1234,56', '1234', 'R$ 1.234,56', '-10,5' → number; anything
 * else (including '', '1,234.56' and '1.5') → null.
 */
export function parseMoney(s: string): number | null {
  const t = s
    .trim()
    .replace(/^R\$\s*/, '')
    .replace(/^(-)\s*R\$\s*/, '$1');
  if (!/^-?(\d{1,3}(\.\d{3})+|\d+)(,\d+)?$/.test(t)) return null;
  const n = Number(t.replace(/\./g, '').replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

/**
 * Currency input mask (spec 03 §2.2, §2.14): typed digits fill the cents from the right,
 * '1' → '0,01', '12345' → '123,45'. Empty input stays empty.
 */
export function formatMoneyInput(s: string): string {
  const d = onlyDigits(s).replace(/^0+/, '');
  if (d === '') return onlyDigits(s) === '' ? '' : '0,00';
  return formatMoney(Number(d) / 100);
}
