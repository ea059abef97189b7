import { describe, expect, it } from 'vitest';
import { formatFigura, isPainelId, PAINEL_FILTROS } from './dashboards';
import { PAINEIS_BI } from './enums';

describe('dashboards', () => {
  it('formats figures pt-BR', () => {
    expect(formatFigura(1234567, 'numero')).toBe('1.234.567');
    expect(formatFigura(0, 'numero')).toBe('0');
    expect(formatFigura(55.66, 'percentual')).toBe('55,7%');
    expect(formatFigura(1234.5, 'moeda')).toBe('R$ 1.234,50');
    expect(formatFigura(-10, 'moeda')).toBe('-R$ 10,00');
  });

  it('knows the six panels and their filters', () => {
    expect(PAINEIS_BI.map((p) => p.id).every(isPainelId)).toBe(true);
    expect(isPainelId(7)).toBe(false);
    expect(Object.keys(PAINEL_FILTROS).map(Number)).toEqual(PAINEIS_BI.map((p) => p.id));
  });
});
