import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CNPJ_INVALID,
  CPF_OR_CNPJ_INVALID,
  classifyDocument,
  cnpjCheckDigits,
  cnpjChars,
  cpfOrCnpjError,
  formatCnpj,
  formatCpfOrCnpj,
  isValidCnpj,
  isValidCpfOrCnpj,
  normalizeCnpj,
  normalizeCpfOrCnpj,
  parseCnpj,
  parseCpfOrCnpj,
} from './cnpj';

/**
 * IN RFB 2.229/2024 written out independently: exactly XX.XXX.XXX/XXXX-00 or 14 characters after
 * trimming, ASCII letters upper-cased (issue 15); weights 5..2,9..2 and 6..2,9..2 on charCode − 48.
 */
function referenceIsValid(raw: string): boolean {
  const t = [...raw.trim()].map((ch) =>
    ch >= 'a' && ch <= 'z' ? String.fromCharCode(ch.charCodeAt(0) - 32) : ch,
  );
  const alnum = (ch: string) => (ch >= '0' && ch <= '9') || (ch >= 'A' && ch <= 'Z');
  const seps: Record<number, string> = { 2: '.', 6: '.', 10: '/', 15: '-' };
  const masked = t.length === 18 && t.every((ch, i) => (seps[i] ? ch === seps[i] : alnum(ch)));
  const c = masked ? t.filter((_, i) => !seps[i]).join('') : t.join('');
  if (!/^[0-9A-Z]{12}[0-9]{2}$/.test(c) || new Set(c).size === 1) return false;
  const v = [...c].map((ch) => ch.charCodeAt(0) - 48);
  const w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const w2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const dv = (w: number[]) => {
    const r = w.reduce((sum, weight, i) => sum + weight * (v[i] as number), 0) % 11;
    return r < 2 ? 0 : 11 - r;
  };
  return dv(w1) === v[12] && dv(w2) === v[13];
}

const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const base12 = fc
  .string({ unit: fc.constantFrom(...ALNUM), minLength: 12, maxLength: 12 })
  .filter((s) => new Set(s).size > 1);
const numericBase12 = fc
  .string({ unit: fc.constantFrom(...'0123456789'), minLength: 12, maxLength: 12 })
  .filter((s) => new Set(s).size > 1);
const validCnpj = fc.oneof(base12, numericBase12).map((b) => b + cnpjCheckDigits(b));

describe('CNPJ', () => {
  it('exports the spec messages', () => {
    expect(CNPJ_INVALID).toBe('CNPJ inválido.');
    expect(CPF_OR_CNPJ_INVALID).toBe('CNPJ ou CPF inválido.');
  });

  it('accepts the alphanumeric example and numeric CNPJs', () => {
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12abc34501de35')).toBe(true);
    expect(cnpjCheckDigits('12ABC34501DE')).toBe('35');
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('00.000.000/0001-91')).toBe(true);
  });

  it('refuses all-equal, wrong length, letters in the check digits and wrong check digits', () => {
    expect(isValidCnpj('00000000000000')).toBe(false);
    expect(isValidCnpj('11111111111111')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('112223330001811')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('12.ABC.345/01DE-36')).toBe(false);
    expect(isValidCnpj('12.ABC.345/01DE-3A')).toBe(false);
    expect(isValidCnpj('')).toBe(false);
  });

  it('reads exactly the masked or the bare form, ASCII letters upper-cased (issue 15)', () => {
    expect(parseCnpj(' 12.abc.345/01de-35  ')).toBe('12ABC34501DE35');
    expect(parseCnpj('12abc34501de35')).toBe('12ABC34501DE35');
    expect(parseCnpj('11.222.333/0001-81')).toBe('11222333000181');
    // 'ß' and 'ﬁ' upper-case to 'SS' and 'FI' in Unicode: never folded into a CNPJ.
    const withSS = 'SS' + '0000000000';
    const cnpjSS = withSS + cnpjCheckDigits(withSS);
    expect(parseCnpj(cnpjSS)).toBe(cnpjSS);
    expect(parseCnpj('ß' + cnpjSS.slice(2))).toBeNull();
    expect(parseCnpj('ß' + cnpjSS.slice(2).toLowerCase())).toBeNull();
    const withFI = 'FI' + '1234567890';
    const cnpjFI = withFI + cnpjCheckDigits(withFI);
    expect(parseCnpj(cnpjFI.toLowerCase())).toBe(cnpjFI);
    expect(parseCnpj('ﬁ' + cnpjFI.slice(2))).toBeNull();
    expect(() => cnpjCheckDigits('ß' + '0000000000')).toThrow(RangeError);
    for (const s of [
      '12ABC34501DE35!',
      '12.ABC.345/01DE-350',
      '12-ABC-345/01DE-35',
      '12.ABC.34501DE-35',
      '12ABC34501DE-35',
      '1２ABC34501DE35',
      '12ÀBC34501DE35',
    ]) {
      expect(parseCnpj(s), s).toBeNull();
    }
    expect(cnpjChars('00.000.000/0000-00')).toBe('00000000000000');
    expect(parseCpfOrCnpj('529.982.247-25')).toBe('52998224725');
    expect(parseCpfOrCnpj('52998224725-0000')).toBeNull();
    expect(isValidCpfOrCnpj('52998224725-0000')).toBe(false);
  });

  it('normalizes: upper case, no punctuation, at most 14, letters only in the first 12', () => {
    expect(normalizeCnpj('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(normalizeCnpj('12.ABC.345/01DE-35999')).toBe('12ABC34501DE35');
    expect(normalizeCnpj('12ABC34501DEX3Y5')).toBe('12ABC34501DE35');
    expect(normalizeCnpj('çé-/ .')).toBe('');
  });

  it('formats progressively while typing', () => {
    expect(formatCnpj('')).toBe('');
    expect(formatCnpj('1')).toBe('1');
    expect(formatCnpj('12')).toBe('12');
    expect(formatCnpj('12a')).toBe('12.A');
    expect(formatCnpj('12abc')).toBe('12.ABC');
    expect(formatCnpj('12abc3')).toBe('12.ABC.3');
    expect(formatCnpj('12abc345')).toBe('12.ABC.345');
    expect(formatCnpj('12abc3450')).toBe('12.ABC.345/0');
    expect(formatCnpj('12abc34501de')).toBe('12.ABC.345/01DE');
    expect(formatCnpj('12abc34501de3')).toBe('12.ABC.345/01DE-3');
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
  });

  it('classifies PARFI documents: a letter → CNPJ; digits: under 12 → CPF, else CNPJ', () => {
    expect(classifyDocument('529.982.247-25')).toBe('cpf');
    expect(classifyDocument('5299')).toBe('cpf');
    expect(classifyDocument('')).toBe('cpf');
    expect(classifyDocument('52998224725')).toBe('cpf');
    expect(classifyDocument('529982247251')).toBe('cnpj');
    expect(classifyDocument('11.222.333/0001-81')).toBe('cnpj');
    expect(classifyDocument('12A')).toBe('cnpj');
    expect(classifyDocument('12.abc')).toBe('cnpj');
  });

  it('formats, normalizes and validates a CPF/CNPJ field', () => {
    expect(formatCpfOrCnpj('52998224725')).toBe('529.982.247-25');
    expect(formatCpfOrCnpj('112223330001')).toBe('11.222.333/0001');
    expect(formatCpfOrCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(normalizeCpfOrCnpj('529.982.247-25')).toBe('52998224725');
    expect(normalizeCpfOrCnpj('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(isValidCpfOrCnpj('529.982.247-25')).toBe(true);
    expect(isValidCpfOrCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(cpfOrCnpjError('12.ABC.345/01DE-35')).toBeNull();
    expect(cpfOrCnpjError('529.982.247-26')).toBe('CPF inválido.');
    expect(cpfOrCnpjError('11.222.333/0001-82')).toBe('CNPJ inválido.');
  });

  it('single-digit changes in the base are caught except where the modulo-11 rule cannot see them', () => {
    // Remainders 0 and 1 both give check digit 0, so a few single-digit changes keep both digits.
    expect(isValidCnpj('83957852709300')).toBe(true);
    expect(isValidCnpj('83952852709300')).toBe(true);
    expect(isValidCnpj('83957852709301')).toBe(false);
    // '6' and 'A' differ by 11 in value, which modulo 11 cannot see either.
    const base = '12ABC34501DE';
    expect(cnpjCheckDigits(base.replace('A', '6'))).toBe(cnpjCheckDigits(base));
  });

  it('cnpjCheckDigits refuses a bad base', () => {
    expect(() => cnpjCheckDigits('12ABC34501D')).toThrow(RangeError);
    expect(() => cnpjCheckDigits('12ABC34501D!')).toThrow(RangeError);
  });

  describe('properties', () => {
    it('a CNPJ with computed check digits is valid, masked, unmasked or lower-case', () => {
      fc.assert(
        fc.property(validCnpj, (cnpj) => {
          expect(isValidCnpj(cnpj)).toBe(true);
          expect(isValidCnpj(formatCnpj(cnpj))).toBe(true);
          expect(isValidCnpj(cnpj.toLowerCase())).toBe(true);
          expect(formatCnpj(cnpj)).toMatch(/^[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}$/);
          expect(classifyDocument(formatCnpj(cnpj))).toBe('cnpj');
          expect(isValidCpfOrCnpj(formatCnpj(cnpj))).toBe(true);
        }),
      );
    });

    it('changing a check digit makes it invalid', () => {
      fc.assert(
        fc.property(
          validCnpj,
          fc.constantFrom(12, 13),
          fc.integer({ min: 1, max: 9 }),
          (cnpj, pos, delta) => {
            const mutated =
              cnpj.slice(0, pos) + String((Number(cnpj[pos]) + delta) % 10) + cnpj.slice(pos + 1);
            expect(isValidCnpj(mutated)).toBe(false);
          },
        ),
      );
    });

    it('changing any one base character agrees with the reference rule', () => {
      fc.assert(
        fc.property(
          validCnpj,
          fc.integer({ min: 0, max: 11 }),
          fc.constantFrom(...ALNUM),
          (cnpj, pos, ch) => {
            const mutated = cnpj.slice(0, pos) + ch + cnpj.slice(pos + 1);
            expect(isValidCnpj(mutated)).toBe(referenceIsValid(mutated));
          },
        ),
      );
    });

    it('agrees with the reference on arbitrary text', () => {
      fc.assert(
        fc.property(
          fc.oneof(fc.string(), validCnpj, fc.string({ unit: fc.constantFrom(...ALNUM, '.', '/', '-') })),
          (s) => {
            expect(isValidCnpj(s)).toBe(referenceIsValid(s));
          },
        ),
      );
    });

    it('any extra character, anywhere, is refused (masked or bare)', () => {
      fc.assert(
        fc.property(
          validCnpj,
          fc.boolean(),
          fc.nat(),
          fc.oneof(
            fc.string({ minLength: 1, maxLength: 1 }),
            fc.constantFrom(...ALNUM, 'a', 'ß', 'ﬁ', '.', '/', '-', ' '),
          ),
          (cnpj, masked, at, extra) => {
            const s = masked ? formatCnpj(cnpj) : cnpj;
            const pos = at % (s.length + 1);
            fc.pre(!((pos === 0 || pos === s.length) && extra.trim() === ''));
            const changed = s.slice(0, pos) + extra + s.slice(pos);
            expect(parseCnpj(changed)).toBeNull();
            expect(isValidCnpj(changed)).toBe(false);
          },
        ),
      );
    });

    it('reads a valid CNPJ masked or bare, in any ASCII case, as its 14 upper-case characters', () => {
      fc.assert(
        fc.property(validCnpj, fc.constantFrom('', ' '), (cnpj, pad) => {
          expect(parseCnpj(pad + formatCnpj(cnpj).toLowerCase() + pad)).toBe(cnpj);
          expect(parseCnpj(cnpj.toLowerCase())).toBe(cnpj);
        }),
      );
    });

    it('mask then normalize round-trips; the mask is idempotent and keeps the characters', () => {
      fc.assert(
        fc.property(
          fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom(...ALNUM, 'a', 'z', '.', '-') })),
          (s) => {
            const masked = formatCnpj(s);
            expect(normalizeCnpj(masked)).toBe(normalizeCnpj(s));
            expect(formatCnpj(masked)).toBe(masked);
            expect(masked.replace(/[^0-9A-Z]/g, '')).toBe(normalizeCnpj(s));
            expect(normalizeCnpj(normalizeCnpj(s))).toBe(normalizeCnpj(s));
          },
        ),
      );
    });

    it('the CPF/CNPJ field mask is idempotent', () => {
      fc.assert(
        fc.property(fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom(...ALNUM) })), (s) => {
          const masked = formatCpfOrCnpj(s);
          expect(formatCpfOrCnpj(masked)).toBe(masked);
        }),
      );
    });
  });
});
