import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCurrency, formatMoney, formatMoneyDot, formatMoneyInput, parseMoney } from './money';

describe('money', () => {
  it('formats pt-BR with two decimals', () => {
    expect(formatMoney(1234.56)).toBe('1.234,56');
    expect(formatMoney(0)).toBe('0,00');
    expect(formatMoney(0.5)).toBe('0,50');
    expect(formatMoney(1)).toBe('1,00');
    expect(formatMoney(999.999)).toBe('1.000,00');
    expect(formatMoney(1234567.891)).toBe('1.234.567,89');
    expect(formatMoney(1.005)).toBe('1,01');
    expect(formatMoney(-1234.5)).toBe('-1.234,50');
    expect(formatMoney(-0.001)).toBe('0,00');
    expect(formatMoney(Number.NaN)).toBe('');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('formats the dot-decimal form', () => {
    expect(formatMoneyDot(1234.56)).toBe('1,234.56');
    expect(formatMoneyDot(1234567)).toBe('1,234,567.00');
  });

  it('formats currency with R$ and a plain space', () => {
    expect(formatCurrency(1234.56)).toBe('R$ 1.234,56');
    expect(formatCurrency(-2)).toBe('-R$ 2,00');
    expect(formatCurrency(Number.NaN)).toBe('');
  });

  it('parses pt-BR amounts and refuses anything else', () => {
    expect(parseMoney('1.234,56')).toBe(1234.56);
    expect(parseMoney('1234,56')).toBe(1234.56);
    expect(parseMoney('1234')).toBe(1234);
    expect(parseMoney(' R$ 1.234,56 ')).toBe(1234.56);
    expect(parseMoney('-10,5')).toBe(-10.5);
    expect(parseMoney('-R$ 10,50')).toBe(-10.5);
    expect(parseMoney('0,01')).toBe(0.01);
    expect(parseMoney('')).toBeNull();
    expect(parseMoney('abc')).toBeNull();
    expect(parseMoney('1,234.56')).toBeNull();
    expect(parseMoney('1.5')).toBeNull();
    expect(parseMoney('12.34,5')).toBeNull();
    expect(parseMoney(',5')).toBeNull();
  });

  it('currency input fills the cents from the right', () => {
    expect(formatMoneyInput('')).toBe('');
    expect(formatMoneyInput('0')).toBe('0,00');
    expect(formatMoneyInput('1')).toBe('0,01');
    expect(formatMoneyInput('12')).toBe('0,12');
    expect(formatMoneyInput('123')).toBe('1,23');
    expect(formatMoneyInput('12345')).toBe('123,45');
    expect(formatMoneyInput('1234567')).toBe('12.345,67');
    expect(formatMoneyInput('R$ 1.234,567')).toBe('12.345,67');
  });

  describe('properties', () => {
    const cents = fc.integer({ min: -1e13, max: 1e13 });

    it('parseMoney inverts formatMoney and formatCurrency to the cent', () => {
      fc.assert(
        fc.property(cents, (c) => {
          expect(parseMoney(formatMoney(c / 100))).toBe(c / 100);
          expect(parseMoney(formatCurrency(c / 100))).toBe(c / 100);
        }),
      );
    });

    it('the dot form has the same digits as the pt-BR form', () => {
      fc.assert(
        fc.property(cents, (c) => {
          expect(formatMoneyDot(c / 100).replace(/\D/g, '')).toBe(formatMoney(c / 100).replace(/\D/g, ''));
        }),
      );
    });

    it('the input mask is idempotent and keeps the value', () => {
      fc.assert(
        fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 12 }), (d) => {
          const masked = formatMoneyInput(d);
          expect(formatMoneyInput(masked)).toBe(masked);
          if (d !== '') expect(parseMoney(masked)).toBe(Number(d) / 100);
        }),
      );
    });
  });
});
