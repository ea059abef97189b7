import { describe, expect, it } from 'vitest';
import { formatPrintStamp, groupByObjective, pdfFileName, printMinute } from './print';

describe('print', () => {
  it('stamps date and time dd/mm/aaaa às hh:mm in the given time zone', () => {
    expect(formatPrintStamp(new Date('2026-11-26T14:05:59Z'), 'America/Maceio')).toBe('26/11/2026 às 11:05');
  });
  it('truncates to the minute', () => {
    expect(printMinute(new Date('2026-11-26T14:05:59.999Z')).toISOString()).toBe('2026-11-26T14:05:00.000Z');
  });
  it('names a PDF file in plain ASCII', () => {
    expect(pdfFileName('Relatório de visita', 12, 'Escola Municipal Rio Claro')).toBe(
      'relatorio-de-visita-12-escola-municipal-rio-claro.pdf',
    );
    expect(pdfFileName('')).toBe('documento.pdf');
  });
});

describe('groupByObjective', () => {
  it('groups actions by objective in code order, keeping their order inside', () => {
    const row = (id: number, objetivoId: number, objetivoCodigo: number) => ({
      id,
      objetivoId,
      objetivoCodigo,
      objetivo: `Objetivo ${objetivoCodigo}`,
    });
    const groups = groupByObjective([row(1, 20, 2), row(2, 10, 1), row(3, 20, 2)]);
    expect(groups.map((g) => [g.codigo, g.rows.map((r) => r.id)])).toEqual([
      [1, [2]],
      [2, [1, 3]],
    ]);
  });
});
