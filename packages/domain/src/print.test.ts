import { describe, expect, it } from 'vitest';
import { formatPrintStamp, pdfFileName, printMinute } from './print';

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
