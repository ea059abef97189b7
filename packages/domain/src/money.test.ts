import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsText,
  dbCents,
  dbMoney,
  formatCents,
  formatCentsCurrency,
  formatCentsDot,
  formatCurrency,
  formatMoney,
  formatMoneyDot,
  formatMoneyInput,
  fromCents,
  numberToCents,
  toCents,
} from './money';

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
    expect(formatCents(123456)).toBe('1.234,56');
    expect(formatCents(5)).toBe('0,05');
    expect(formatCents(-123450)).toBe('-1.234,50');
  });

  it('formats the dot-decimal form', () => {
    expect(formatMoneyDot(1234.56)).toBe('1,234.56');
    expect(formatMoneyDot(1234567)).toBe('1,234,567.00');
    expect(formatCentsDot(123456)).toBe('1,234.56');
  });

  it('formats currency with R$ and a plain space', () => {
    expect(formatCurrency(1234.56)).toBe('R$ 1.234,56');
    expect(formatCurrency(-2)).toBe('-R$ 2,00');
    expect(formatCurrency(Number.NaN)).toBe('');
    expect(formatCentsCurrency(123456)).toBe('R$ 1.234,56');
    expect(formatCentsCurrency(-200)).toBe('-R$ 2,00');
  });

  it('rounds a number of reais to the centavo through its decimal text', () => {
    expect(numberToCents(1234.56)).toBe(123456);
    expect(numberToCents(1.005)).toBe(101);
    expect(numberToCents(0.004)).toBe(0);
    expect(numberToCents(0.005)).toBe(1);
    expect(numberToCents(-0.005)).toBe(-1);
    expect(numberToCents(-0.001)).toBe(0);
    expect(numberToCents(1e-7)).toBe(0);
    expect(numberToCents(1e21)).toBe(1e23);
    expect(numberToCents(Number.NaN)).toBeNull();
  });

  it('parses numbers and the pt-BR forms users type, exactly', () => {
    expect(toCents(1234.56)).toBe(123456);
    expect(toCents(0.1)).toBe(10);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents('1.234,56')).toBe(123456);
    expect(toCents('1234,56')).toBe(123456);
    expect(toCents(' R$ 1.234,56 ')).toBe(123456);
    expect(toCents('R$ 10')).toBe(1000);
    expect(toCents('1234,5')).toBe(123450);
    expect(toCents('1234.56')).toBe(123456);
    expect(toCents('1234')).toBe(123400);
    expect(toCents('0,01')).toBe(1);
  });

  it('refuses negatives, more than two decimals and anything else', () => {
    expect(toCents(1.005)).toBeNull();
    expect(toCents(0.1 + 0.2)).toBeNull();
    expect(toCents('1,234.56')).toBeNull();
    expect(toCents('1234,567')).toBeNull();
    expect(toCents(-1)).toBeNull();
    expect(toCents('-10,5')).toBeNull();
    expect(toCents('')).toBeNull();
    expect(toCents('abc')).toBeNull();
    expect(toCents('12.34,5')).toBeNull();
    expect(toCents(',5')).toBeNull();
    expect(toCents(null)).toBeNull();
    expect(toCents(Number.NaN)).toBeNull();
    expect(toCents(1e21)).toBeNull();
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

  it('reads and writes the database numeric text exactly', () => {
    expect(dbCents('1234.56')).toBe(123456);
    expect(dbCents('1234.5')).toBe(123450);
    expect(dbCents('0')).toBe(0);
    expect(dbCents('-12.50')).toBe(-1250);
    expect(dbCents('7.1000')).toBe(710);
    expect(dbCents(null)).toBe(0);
    expect(dbCents(undefined)).toBe(0);
    expect(() => dbCents('1.234')).toThrow('more than two decimals');
    expect(() => dbCents('abc')).toThrow('not a decimal');
    expect(centsText(123456)).toBe('1234.56');
    expect(centsText(5)).toBe('0.05');
    expect(centsText(-5)).toBe('-0.05');
    expect(centsText(0)).toBe('0.00');
    expect(fromCents(123456)).toBe(1234.56);
    expect(fromCents(-1250)).toBe(-12.5);
    expect(dbMoney('1234.56')).toBe(1234.56);
    expect(dbMoney(null)).toBe(0);
  });

  describe('properties', () => {
    const cents = fc.integer({ min: -1e13, max: 1e13 });
    const positive = fc.integer({ min: 0, max: 99_999_999_999 });

    it('toCents inverts formatCents, formatCentsCurrency and fromCents', () => {
      fc.assert(
        fc.property(positive, (c) => {
          expect(toCents(formatCents(c))).toBe(c);
          expect(toCents(formatCentsCurrency(c))).toBe(c);
          expect(toCents(fromCents(c))).toBe(c);
        }),
      );
    });

    it('the number forms agree with the centavo forms', () => {
      fc.assert(
        fc.property(cents, (c) => {
          expect(numberToCents(fromCents(c))).toBe(c);
          expect(formatMoney(fromCents(c))).toBe(formatCents(c));
          expect(formatCurrency(fromCents(c))).toBe(formatCentsCurrency(c));
        }),
      );
    });

    it('dbCents inverts centsText, negatives included', () => {
      fc.assert(
        fc.property(cents, (c) => {
          expect(dbCents(centsText(c))).toBe(c);
        }),
      );
    });

    it('the dot form has the same digits as the pt-BR form', () => {
      fc.assert(
        fc.property(cents, (c) => {
          expect(formatCentsDot(c).replace(/\D/g, '')).toBe(formatCents(c).replace(/\D/g, ''));
        }),
      );
    });

    it('the input mask is idempotent and keeps the value', () => {
      fc.assert(
        fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 12 }), (d) => {
          const masked = formatMoneyInput(d);
          expect(formatMoneyInput(masked)).toBe(masked);
          if (d !== '') expect(toCents(masked)).toBe(Number(d));
        }),
      );
    });
  });
});
