import { describe, expect, it } from 'vitest';
import { TRAINING_PERIODS } from './training';

describe('training periods', () => {
  it('is the table of spec 01 §2', () => {
    expect(TRAINING_PERIODS).toEqual([
      { modulo: 'Módulo II', periodo: '22/05 a 31/08', presencial: 8, remoto: 7, total: 15 },
      { modulo: 'Módulo III', periodo: '11/09 a 31/10', presencial: 8, remoto: 7, total: 15 },
      { modulo: 'Módulo IV', periodo: '13/11 a 15/12', presencial: 4, remoto: 7, total: 11 },
    ]);
  });

  it('each total is in person plus remote', () => {
    for (const p of TRAINING_PERIODS) expect(p.presencial + p.remoto).toBe(p.total);
  });
});
