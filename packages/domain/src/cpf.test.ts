import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CPF_INVALID,
  cpfCheckDigits,
  cpfDigits,
  cpfSchema,
  formatCpf,
  hasElevenDigits,
  isValidCpf,
  normalizeCpf,
  parseCpf,
} from './cpf';

/**
 * Spec 01 §5 written out independently: exactly 000.000.000-00 or 11 digits once the surrounding
 * spaces are trimmed (issue 15), weights 10..2 and 11..2, remainder < 2 gives 0.
 */
function referenceIsValid(raw: string): boolean {
  const t = raw.trim();
  const masked =
    t.length === 14 &&
    [...t].every((c, i) => ([3, 7].includes(i) ? c === '.' : i === 11 ? c === '-' : c >= '0' && c <= '9'));
  const bare = t.length === 11 && [...t].every((c) => c >= '0' && c <= '9');
  if (!masked && !bare) return false;
  const d = t.replace(/[.-]/g, '');
  if (new Set(d).size === 1) return false;
  const n = [...d].map(Number);
  const dv = (len: number) => {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += (n[i] as number) * (len + 1 - i);
    const r = sum % 11;
    return r < 2 ? 0 : 11 - r;
  };
  return dv(9) === n[9] && dv(10) === n[10];
}

const digit = fc.integer({ min: 0, max: 9 });
const base9 = fc
  .array(digit, { minLength: 9, maxLength: 9 })
  .map((a) => a.join(''))
  .filter((s) => new Set(s).size > 1);
const validCpf = base9.map((b) => b + cpfCheckDigits(b));
const digitString = (max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: max });

describe('CPF', () => {
  it('exports the spec message', () => {
    expect(CPF_INVALID).toBe('CPF inválido');
  });

  it('accepts known valid CPFs, masked or not', () => {
    for (const cpf of [
      '529.982.247-25',
      '52998224725',
      '111.444.777-35',
      '123.456.789-09',
      '359.068.214-06',
    ]) {
      expect(isValidCpf(cpf)).toBe(true);
    }
  });

  it('refuses all-equal digits, wrong check digits and short input', () => {
    for (let d = 0; d <= 9; d++) expect(isValidCpf(String(d).repeat(11))).toBe(false);
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('529.982.247-35')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('')).toBe(false);
    expect(isValidCpf('abc')).toBe(false);
  });

  it('normalizes by stripping non-digits and truncating to 11 (spec 01 §5)', () => {
    expect(normalizeCpf('529.982.247-25')).toBe('52998224725');
    expect(normalizeCpf('529.982.247-2599')).toBe('52998224725');
    expect(normalizeCpf('x')).toBe('');
  });

  it('reads exactly the masked or the bare form (issue 15: the probe inputs are refused)', () => {
    expect(parseCpf('529.982.247-25')).toBe('52998224725');
    expect(parseCpf('52998224725')).toBe('52998224725');
    expect(parseCpf('  529.982.247-25 ')).toBe('52998224725');
    for (const s of [
      '190837264870000',
      '52998224725-0000',
      '7x6.2y7.3z8-43627-000',
      '529.982.247-25.',
      '529982247-25',
      '529.982.24725',
      '529-982-247.25',
      '529 982 247 25',
      '529.982.247-2 5',
      '５２９９８２２４７２５',
      '٥٢٩٩٨٢٢٤٧٢٥',
      '529982247250',
      '052998224725',
    ]) {
      expect(parseCpf(s), s).toBeNull();
      expect(isValidCpf(s), s).toBe(false);
    }
    expect(cpfDigits('111.111.111-11')).toBe('11111111111');
    expect(cpfDigits('111.111.111-111')).toBeNull();
  });

  it('cpfSchema answers the digits, or the message for anything else', () => {
    expect(cpfSchema().parse('529.982.247-25')).toBe('52998224725');
    const refused = cpfSchema('CPF inválido!').safeParse('52998224725-0000');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('CPF inválido!');
    expect(cpfSchema().safeParse(52998224725).error?.issues[0]?.message).toBe(CPF_INVALID);
  });

  it('hasElevenDigits accepts exactly 11 digits', () => {
    expect(hasElevenDigits('529.982.247-25')).toBe(true);
    expect(hasElevenDigits('11111111111')).toBe(true);
    expect(hasElevenDigits('5299822472')).toBe(false);
    expect(hasElevenDigits('529982247251')).toBe(false);
  });

  it('formats progressively while typing', () => {
    expect(formatCpf('')).toBe('');
    expect(formatCpf('5')).toBe('5');
    expect(formatCpf('529')).toBe('529');
    expect(formatCpf('5299')).toBe('529.9');
    expect(formatCpf('529982')).toBe('529.982');
    expect(formatCpf('5299822')).toBe('529.982.2');
    expect(formatCpf('529982247')).toBe('529.982.247');
    expect(formatCpf('5299822472')).toBe('529.982.247-2');
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('529982247259')).toBe('529.982.247-25');
    expect(formatCpf('529.982.247-25')).toBe('529.982.247-25');
  });

  it('is the plain modulo-11 rule, which misses a few single-digit changes (remainders 0 and 1 both give 0)', () => {
    expect(isValidCpf('38167524205')).toBe(true);
    expect(isValidCpf('48167524205')).toBe(true);
  });

  it('cpfCheckDigits refuses a base that is not 9 digits', () => {
    expect(() => cpfCheckDigits('12345678')).toThrow(RangeError);
  });

  describe('properties', () => {
    it('a CPF with computed check digits is valid, masked or not', () => {
      fc.assert(
        fc.property(validCpf, (cpf) => {
          expect(isValidCpf(cpf)).toBe(true);
          expect(isValidCpf(formatCpf(cpf))).toBe(true);
          expect(formatCpf(cpf)).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
        }),
      );
    });

    it('changing a check digit makes it invalid', () => {
      fc.assert(
        fc.property(validCpf, fc.constantFrom(9, 10), fc.integer({ min: 1, max: 9 }), (cpf, pos, delta) => {
          const mutated = cpf.slice(0, pos) + String((Number(cpf[pos]) + delta) % 10) + cpf.slice(pos + 1);
          expect(isValidCpf(mutated)).toBe(false);
        }),
      );
    });

    it('changing any one digit is refused whenever the rule says so (agrees with a reference)', () => {
      fc.assert(
        fc.property(
          validCpf,
          fc.integer({ min: 0, max: 10 }),
          fc.integer({ min: 1, max: 9 }),
          (cpf, pos, delta) => {
            const mutated = cpf.slice(0, pos) + String((Number(cpf[pos]) + delta) % 10) + cpf.slice(pos + 1);
            expect(isValidCpf(mutated)).toBe(referenceIsValid(mutated));
          },
        ),
      );
    });

    it('agrees with the reference on arbitrary text', () => {
      fc.assert(
        fc.property(fc.oneof(fc.string(), digitString(13), validCpf), (s) => {
          expect(isValidCpf(s)).toBe(referenceIsValid(s));
        }),
      );
    });

    it('reads a valid CPF masked, bare or in surrounding spaces as its 11 digits', () => {
      fc.assert(
        fc.property(validCpf, fc.constantFrom('', ' ', '  ', '\t'), (cpf, pad) => {
          expect(parseCpf(cpf)).toBe(cpf);
          expect(parseCpf(formatCpf(cpf))).toBe(cpf);
          expect(parseCpf(pad + formatCpf(cpf) + pad)).toBe(cpf);
        }),
      );
    });

    it('any extra character, anywhere, is refused (masked or bare)', () => {
      fc.assert(
        fc.property(
          validCpf,
          fc.boolean(),
          fc.nat(),
          fc.oneof(fc.string({ minLength: 1, maxLength: 1 }), fc.constantFrom(...'0123456789.-/ xß٥５')),
          (cpf, masked, at, extra) => {
            const s = masked ? formatCpf(cpf) : cpf;
            const pos = at % (s.length + 1);
            // Spaces around the whole value are trimmed; anything else added makes it no CPF.
            fc.pre(!((pos === 0 || pos === s.length) && extra.trim() === ''));
            const changed = s.slice(0, pos) + extra + s.slice(pos);
            expect(parseCpf(changed)).toBeNull();
            expect(isValidCpf(changed)).toBe(false);
          },
        ),
      );
    });

    it('any character replaced by a non-digit (or a separator moved) is refused', () => {
      fc.assert(
        fc.property(validCpf, fc.nat(), fc.string({ minLength: 1, maxLength: 1 }), (cpf, at, ch) => {
          fc.pre(!/^[0-9]$/.test(ch));
          const pos = at % cpf.length;
          expect(isValidCpf(cpf.slice(0, pos) + ch + cpf.slice(pos + 1))).toBe(false);
        }),
      );
    });

    it('mask then normalize round-trips; the mask is idempotent and keeps the digits', () => {
      fc.assert(
        fc.property(fc.oneof(fc.string(), digitString(14)), (s) => {
          const masked = formatCpf(s);
          expect(normalizeCpf(masked)).toBe(normalizeCpf(s));
          expect(formatCpf(masked)).toBe(masked);
          expect(masked.replace(/\D/g, '')).toBe(normalizeCpf(s));
        }),
      );
    });

    it('typing one more digit only appends to the mask', () => {
      fc.assert(
        fc.property(digitString(11), (d) => {
          for (let k = 0; k <= d.length; k++)
            expect(formatCpf(d).startsWith(formatCpf(d.slice(0, k)))).toBe(true);
        }),
      );
    });
  });
});
