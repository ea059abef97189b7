import { describe, expect, it } from 'vitest';
import { hasConsecutiveSpaces, isFullName, isNameFilterText, titleCase } from './names';

describe('names', () => {
  it('a full name has two words, the second with at least 2 characters', () => {
    expect(isFullName('Ana Silva')).toBe(true);
    expect(isFullName('Joana Maria Souza')).toBe(true);
    expect(isFullName('  Ana   da Silva ')).toBe(true);
    expect(isFullName('Ana S')).toBe(false);
    expect(isFullName('Ana S Silva')).toBe(false);
    expect(isFullName('Ana')).toBe(false);
    expect(isFullName('')).toBe(false);
    expect(isFullName('   ')).toBe(false);
  });

  it('detects runs of whitespace', () => {
    expect(hasConsecutiveSpaces('Ana  Silva')).toBe(true);
    expect(hasConsecutiveSpaces('Ana \tSilva')).toBe(true);
    expect(hasConsecutiveSpaces('Ana Silva')).toBe(false);
  });

  it('name filters take letters (accented too) and spaces only', () => {
    expect(isNameFilterText('Cecília Conceição')).toBe(true);
    expect(isNameFilterText('JOÃO')).toBe(true);
    expect(isNameFilterText('')).toBe(true);
    expect(isNameFilterText('Ana1')).toBe(false);
    expect(isNameFilterText("D'Ávila")).toBe(false);
    expect(isNameFilterText('Ana-Maria')).toBe(false);
  });

  it('title-cases with small words in lower case and abbreviations', () => {
    expect(titleCase('ESCOLA ESTADUAL SANTA AURORA')).toBe('Escola Est. Santa Aurora');
    expect(titleCase('escola municipal rio claro do sul')).toBe('Escola Mun. Rio Claro do Sul');
    expect(titleCase('COLÉGIO DA PAZ E DO AMOR')).toBe('Col. da Paz e do Amor');
    expect(titleCase('colegio  nossa senhora das graças')).toBe('Col. Nossa Senhora das Graças');
    expect(titleCase('o pequeno príncipe')).toBe('O Pequeno Príncipe');
    expect(titleCase('de olho no futuro com os amigos para todos')).toBe(
      'De Olho no Futuro com os Amigos para Todos',
    );
    expect(titleCase('ÍNDIO')).toBe('Índio');
    expect(titleCase('')).toBe('');
  });
});
