import { describe, expect, it } from 'vitest';
import {
  compareValues,
  csvLine,
  csvRow,
  csvText,
  exportFileName,
  exportSheet,
  neutralizeFormula,
  rowMatches,
  sortRows,
  xlsxValue,
} from './export';

describe('csvText', () => {
  it('writes dates as dd/mm/aaaa, a timestamp in the state zone', () => {
    expect(csvText('date', '2015-03-09')).toBe('09/03/2015');
    expect(csvText('datetime', '2026-11-26T02:30:00Z')).toBe('25/11/2026 23:30');
    expect(csvText('date', '2026-11-26T02:30:00Z')).toBe('25/11/2026');
  });
  it('writes money and decimals with a comma and no thousands separator', () => {
    expect(csvText('money', 1234.5)).toBe('1234,50');
    expect(csvText('money', '1234567.89')).toBe('1234567,89');
    expect(csvText('money', 0)).toBe('0,00');
    expect(csvText('decimal', 12.25)).toBe('12,25');
    expect(csvText('integer', 42)).toBe('42');
  });
  it('writes booleans as Sim/Não and empties as nothing', () => {
    expect(csvText('boolean', true)).toBe('Sim');
    expect(csvText('boolean', false)).toBe('Não');
    expect(csvText('text', null)).toBe('');
    expect(csvText('date', undefined)).toBe('');
  });
  it('neutralises text that a spreadsheet would run as a formula', () => {
    expect(csvText('text', '=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(neutralizeFormula('+55 82')).toBe("'+55 82");
    expect(neutralizeFormula('Álvaro')).toBe('Álvaro');
  });
});

describe('csvLine', () => {
  it('separates with ; and quotes fields holding ; quotes or line breaks', () => {
    expect(csvLine(['a', 'b;c', 'd"e', 'f\ng'])).toBe('a;"b;c";"d""e";"f\ng"\r\n');
  });
  it('writes a row by the sheet', () => {
    const sheet = exportSheet<{ n: string; v: number; d: string }>('T', [
      { id: 'n', header: 'Nome', value: (r) => r.n },
      { id: 'v', header: 'Valor', kind: 'money', value: (r) => r.v },
      { id: 'd', header: 'Data', kind: 'date', value: (r) => r.d },
    ]);
    expect(csvRow(sheet, { n: 'João; filho', v: 10, d: '2020-01-02' })).toBe(
      '"João; filho";10,00;02/01/2020\r\n',
    );
  });
});

describe('xlsxValue', () => {
  it('types dates as UTC dates (shown as written) and money as numbers of reais', () => {
    expect(xlsxValue('date', '2015-03-09')).toEqual(new Date(Date.UTC(2015, 2, 9)));
    expect(xlsxValue('money', '1234.56')).toBe(1234.56);
    expect(xlsxValue('integer', '7')).toBe(7);
    expect(xlsxValue('text', '')).toBeNull();
  });
});

describe('sorting', () => {
  it('sorts names by pt-BR collation: Álvaro with A, Érica with E', () => {
    const names = ['Bruno', 'Érica', 'Álvaro', 'ana', 'Eduardo', 'Zélia'];
    expect(sortRows(names, (n) => n, 'asc')).toEqual(['Álvaro', 'ana', 'Bruno', 'Eduardo', 'Érica', 'Zélia']);
    expect(sortRows(names, (n) => n, 'desc')[0]).toBe('Zélia');
  });
  it('keeps empty values last in both directions and is stable', () => {
    const rows = [{ v: null }, { v: 2 }, { v: 10 }, { v: 2 }];
    expect(sortRows(rows, (r) => r.v, 'asc').map((r) => r.v)).toEqual([2, 2, 10, null]);
    expect(sortRows(rows, (r) => r.v, 'desc').map((r) => r.v)).toEqual([10, 2, 2, null]);
  });
  it('compares money and numeric texts by value, dates as written', () => {
    expect(compareValues('100.00', '20.50', 'money')).toBeGreaterThan(0);
    expect(compareValues('9', '10', 'integer')).toBeLessThan(0);
    expect(compareValues('2020-01-02', '2019-12-31', 'date')).toBeGreaterThan(0);
    expect(compareValues('Turma 9', 'Turma 10')).toBeLessThan(0);
  });
});

describe('exportFileName', () => {
  it('makes a plain file name with the day', () => {
    expect(exportFileName('Estudantes da turma', 'csv', new Date('2026-11-26T12:00:00Z'))).toBe(
      'estudantes-da-turma-2026-11-26.csv',
    );
    expect(exportFileName('Ações (PARFI)', 'xlsx', new Date('2026-11-26T12:00:00Z'))).toBe(
      'acoes-parfi-2026-11-26.xlsx',
    );
  });
});

describe('rowMatches', () => {
  const values = [
    { value: 'João Conceição' },
    { kind: 'date' as const, value: '2015-03-09' },
    { kind: 'money' as const, value: '1234.5' },
  ];
  it('finds every word, ignoring case and accents, dates as shown', () => {
    expect(rowMatches(values, 'joao conceicao')).toBe(true);
    expect(rowMatches(values, 'CONCEI 09/03/2015')).toBe(true);
    expect(rowMatches(values, '1.234,50')).toBe(true);
    expect(rowMatches(values, 'joao maria')).toBe(false);
    expect(rowMatches(values, '   ')).toBe(true);
  });
});
