import { describe, expect, it } from 'vitest';
import { collapseSpaces, onlyDigits, stripAccents } from './text';

describe('text', () => {
  it('onlyDigits keeps the digits only', () => {
    expect(onlyDigits('529.982.247-25')).toBe('52998224725');
    expect(onlyDigits('(11) 98765-4321')).toBe('11987654321');
    expect(onlyDigits('abc')).toBe('');
    expect(onlyDigits('')).toBe('');
    expect(onlyDigits('١٢٣ 4')).toBe('4'); // only ASCII digits
  });

  it('stripAccents removes diacritics', () => {
    expect(stripAccents('Cecília Conceição Índio')).toBe('Cecilia Conceicao Indio');
  });

  it('collapseSpaces trims and collapses whitespace', () => {
    expect(collapseSpaces('  Ana \t  Maria  ')).toBe('Ana Maria');
  });
});
