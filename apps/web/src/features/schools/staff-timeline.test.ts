import { describe, expect, it } from 'vitest';
import { staffTimeline } from './staff-timeline';
import { stay } from './test-data';

describe('staffTimeline', () => {
  const now = new Date(2026, 4, 10);

  it('lists a stay under every year it covers, newest year first', () => {
    const years = staffTimeline([stay(1, 'Diego Diretor Rocha', 1, '2024-03-01', null)], now);
    expect(years.map((y) => y.year)).toEqual([2026, 2025, 2024]);
    expect(years.every((y) => y.entries[0]?.servidorFuncao.servidor.nome === 'Diego Diretor Rocha')).toBe(
      true,
    );
  });

  it('ends a closed stay in its end year and orders a year by function, then name', () => {
    const years = staffTimeline(
      [
        stay(1, 'Zélia Cadastro', 5, '2025-01-10', null),
        stay(2, 'Bruno Coordenador', 2, '2025-02-01', '2025-12-20'),
        stay(3, 'Ana Coordenadora', 2, '2025-02-01', null, 1),
        stay(4, 'Diego Diretor Rocha', 1, '2023-02-01', '2024-06-30'),
      ],
      now,
    );
    expect(years.map((y) => y.year)).toEqual([2026, 2025, 2024, 2023]);
    expect(years[0]!.entries.map((e) => e.servidorFuncao.servidor.nome)).toEqual([
      'Ana Coordenadora',
      'Zélia Cadastro',
    ]);
    expect(years[1]!.entries.map((e) => e.servidorFuncao.servidor.nome)).toEqual([
      'Ana Coordenadora',
      'Bruno Coordenador',
      'Zélia Cadastro',
    ]);
    expect(years[3]!.entries.map((e) => e.id)).toEqual([4]);
  });

  it('is empty without history', () => {
    expect(staffTimeline(undefined, now)).toEqual([]);
    expect(staffTimeline([], now)).toEqual([]);
  });
});
