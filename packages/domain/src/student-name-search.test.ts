import { describe, expect, it } from 'vitest';
import {
  NAME_SEARCH_PAGE_INVALID,
  NAME_SEARCH_PLACE_REQUIRED,
  NAME_SEARCH_SCHOOL_INVALID,
  NAME_SEARCH_TOO_SHORT,
  checkNameSearchText,
  studentNameSearchQuerySchema,
} from './student-name-search';
import { SEARCH_NAME_LETTERS, SEARCH_NAME_MAX_50 } from './students';

const parse = (q: Record<string, unknown>) => studentNameSearchQuerySchema.safeParse(q);
const firstMessage = (q: Record<string, unknown>) => parse(q).error?.issues[0]?.message;

describe('checkNameSearchText', () => {
  it('wants 3 letters, letters and spaces only, at most 50 characters', () => {
    expect(checkNameSearchText('Ana')).toBeNull();
    expect(checkNameSearchText(' Jõ  a ')).toBeNull();
    expect(checkNameSearchText('Jo')).toBe(NAME_SEARCH_TOO_SHORT);
    expect(checkNameSearchText('a b')).toBe(NAME_SEARCH_TOO_SHORT);
    expect(checkNameSearchText('Ana1')).toBe(SEARCH_NAME_LETTERS);
    expect(checkNameSearchText('a'.repeat(51))).toBe(SEARCH_NAME_MAX_50);
  });
});

describe('studentNameSearchQuerySchema', () => {
  it('folds the name as the database stores it and reads the place', () => {
    expect(parse({ nome: '  JOÃO   da Conceição ', escolaId: '12' }).data).toEqual({
      termo: 'joao da conceicao',
      escolaId: 12,
      municipio: null,
      pagina: 1,
    });
    expect(parse({ nome: 'Ana', municipio: '101', escolaId: '' }).data).toEqual({
      termo: 'ana',
      escolaId: null,
      municipio: 101,
      pagina: 1,
    });
  });

  it('reads the page, 1 to 5, 1 when absent or empty (decision 127)', () => {
    expect(parse({ nome: 'Ana', escolaId: '1', pagina: '3' }).data?.pagina).toBe(3);
    expect(parse({ nome: 'Ana', escolaId: '1', pagina: '' }).data?.pagina).toBe(1);
    for (const pagina of ['0', '6', 'x', '1.5', ['1', '2']])
      expect(firstMessage({ nome: 'Ana', escolaId: '1', pagina })).toBe(NAME_SEARCH_PAGE_INVALID);
  });

  it('answers the first failing rule', () => {
    expect(firstMessage({ escolaId: '1' })).toBe(NAME_SEARCH_TOO_SHORT);
    expect(firstMessage({ nome: ['Ana', 'Bia'], escolaId: '1' })).toBe(NAME_SEARCH_TOO_SHORT);
    expect(firstMessage({ nome: 'Ana' })).toBe(NAME_SEARCH_PLACE_REQUIRED);
    expect(firstMessage({ nome: 'Ana', escolaId: '0' })).toBe(NAME_SEARCH_SCHOOL_INVALID);
    expect(firstMessage({ nome: 'Ana', escolaId: '2147483648' })).toBe(NAME_SEARCH_SCHOOL_INVALID);
  });
});
