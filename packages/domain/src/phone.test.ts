import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PHONE_INVALID, PHONE_REQUIRED, formatPhone, isValidPhone, normalizePhone } from './phone';

const digits = (max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: max });

describe('phone', () => {
  it('formats progressively while typing', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('1')).toBe('(1');
    expect(formatPhone('11')).toBe('(11');
    expect(formatPhone('119')).toBe('(11) 9');
    expect(formatPhone('119876')).toBe('(11) 9876');
    expect(formatPhone('1198765')).toBe('(11) 9876-5');
    expect(formatPhone('1134567890')).toBe('(11) 3456-7890');
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('119876543210')).toBe('(11) 98765-4321');
    expect(formatPhone('(11) 98765-4321')).toBe('(11) 98765-4321');
  });

  it('normalizes to at most 11 digits', () => {
    expect(normalizePhone('(11) 98765-4321')).toBe('11987654321');
    expect(normalizePhone('119876543210')).toBe('11987654321');
  });

  it('a complete phone has 10 or 11 digits', () => {
    expect(isValidPhone('(11) 3456-7890')).toBe(true);
    expect(isValidPhone('(11) 98765-4321')).toBe(true);
    expect(isValidPhone('(11) 98765-432')).toBe(true);
    expect(isValidPhone('119876543')).toBe(false);
    expect(isValidPhone('')).toBe(false);
  });

  it('exports the spec messages', () => {
    expect(PHONE_REQUIRED).toBe('O telefone é obrigatório');
    expect(PHONE_INVALID).toBe('Telefone inválido');
  });

  it('the mask is idempotent and keeps the digits (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), digits(13)), (s) => {
        const masked = formatPhone(s);
        expect(formatPhone(masked)).toBe(masked);
        expect(normalizePhone(masked)).toBe(normalizePhone(s));
        expect(masked.replace(/\D/g, '')).toBe(normalizePhone(s));
      }),
    );
  });

  it('full numbers take the 10- or 11-digit pattern (property)', () => {
    fc.assert(
      fc.property(fc.oneof(digits(11).filter((d) => d.length >= 10)), (d) => {
        expect(formatPhone(d)).toMatch(
          d.length === 11 ? /^\(\d{2}\) \d{5}-\d{4}$/ : /^\(\d{2}\) \d{4}-\d{4}$/,
        );
      }),
    );
  });
});
