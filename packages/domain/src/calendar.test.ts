import { describe, expect, it } from 'vitest';
import { CALENDAR_CATEGORIES, NO_EVENTS_MESSAGE, calendarCategory } from './calendar';

describe('calendar categories', () => {
  it('has the 13 fixed 2023 categories with unique kebab ids, names and hex colours', () => {
    expect(CALENDAR_CATEGORIES).toHaveLength(13);
    expect(new Set(CALENDAR_CATEGORIES.map((c) => c.id)).size).toBe(13);
    expect(new Set(CALENDAR_CATEGORIES.map((c) => c.nome)).size).toBe(13);
    expect(new Set(CALENDAR_CATEGORIES.map((c) => c.cor.toLowerCase())).size).toBe(13);
    for (const c of CALENDAR_CATEGORIES) {
      expect(c.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(c.cor).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });

  it('names every category of spec 01 §2', () => {
    expect(CALENDAR_CATEGORIES.map((c) => c.nome)).toEqual([
      'Formação dos Articuladores Estaduais',
      'Feriado',
      'Reunião de Gestão com Articuladores',
      'Avaliação de Fluência',
      'Prazo Final',
      'Formação Regional de Alfabetização',
      'Avaliação Estadual de Alfabetização',
      'Prazo para Reunião com Articuladores',
      'Prazo para Envio do Cronograma Regional',
      'Prazo para Envio da Formação Municipal',
      'Prazo para Envio dos Relatórios Regional e Municipal',
      'Reunião Online',
      'Formação Municipal com Professores',
    ]);
  });

  it('looks a category up by id', () => {
    expect(calendarCategory('feriado')?.nome).toBe('Feriado');
    expect(calendarCategory('nada')).toBeUndefined();
  });

  it('has the empty-day message', () => {
    expect(NO_EVENTS_MESSAGE).toBe('Não há eventos para a data selecionada.');
  });
});
