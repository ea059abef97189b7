import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SCHOOL_INEP_LENGTH,
  SCHOOL_NOT_FOUND,
  SCHOOL_NOT_FOUND_MS,
  isCompleteSchoolSearch,
  sanitizeSchoolSearch,
} from './school-search';

describe('school search', () => {
  it('has the spec constants', () => {
    expect(SCHOOL_INEP_LENGTH).toBe(8);
    expect(SCHOOL_NOT_FOUND).toBe('Escola não encontrada.');
    expect(SCHOOL_NOT_FOUND_MS).toBe(2000);
  });

  it('keeps digits only, at most 8', () => {
    expect(sanitizeSchoolSearch('2701a2345')).toBe('27012345');
    expect(sanitizeSchoolSearch('270123456789')).toBe('27012345');
    expect(sanitizeSchoolSearch('abc')).toBe('');
  });

  it('runs only at exactly 8 digits', () => {
    expect(isCompleteSchoolSearch('27012345')).toBe(true);
    expect(isCompleteSchoolSearch('2701234')).toBe(false);
    expect(isCompleteSchoolSearch('2701234a')).toBe(false);
  });

  it('sanitizing is idempotent and yields at most 8 digits (property)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const clean = sanitizeSchoolSearch(s);
        expect(clean).toMatch(/^\d{0,8}$/);
        expect(sanitizeSchoolSearch(clean)).toBe(clean);
      }),
    );
  });
});
