import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AGE_CONFIRM_SUFFIX,
  AGE_OUT_OF_RANGE,
  SERIE_INVALIDA,
  ageConfirmText,
  ageForGrade,
  checkAgeForGrade,
  referenceYear,
} from './age-grade';

const JUNE_2026 = new Date(2026, 5, 1);
const FEB_2026 = new Date(2026, 1, 10);

describe('age-for-grade', () => {
  it('the reference year is the previous one from January to March', () => {
    expect(referenceYear(new Date(2026, 0, 1))).toBe(2025);
    expect(referenceYear(new Date(2026, 2, 31, 23, 59))).toBe(2025);
    expect(referenceYear(new Date(2026, 3, 1))).toBe(2026);
    expect(referenceYear(new Date(2026, 11, 31))).toBe(2026);
  });

  it('counts the age completed by 31 March of the reference year (ARCHITECTURE deviation)', () => {
    expect(ageForGrade('2020-05-10', JUNE_2026)).toBe(5);
    expect(ageForGrade('2020-03-31', JUNE_2026)).toBe(6);
    expect(ageForGrade('2020-04-01', JUNE_2026)).toBe(5);
    expect(ageForGrade('2020-01-15', JUNE_2026)).toBe(6);
    expect(ageForGrade('2020-05-10', FEB_2026)).toBe(4);
    expect(ageForGrade('2020-01-15', FEB_2026)).toBe(5);
  });

  it('a child born in May 2020 is 5 and fits Infantil V in 2026', () => {
    expect(checkAgeForGrade(2, '2020-05-10', JUNE_2026)).toEqual({ ok: true });
    expect(checkAgeForGrade(3, '2020-05-10', JUNE_2026)).toEqual({ ok: true });
    expect(checkAgeForGrade(1, '2020-05-10', JUNE_2026)).toEqual({ ok: false, message: AGE_OUT_OF_RANGE });
    expect(checkAgeForGrade(4, '2020-05-10', JUNE_2026)).toEqual({
      ok: false,
      message: 'Idade insuficiente para matrícula no 1º ano do Ensino Fundamental.',
    });
  });

  it('uses the previous year until March', () => {
    expect(checkAgeForGrade(2, '2020-05-10', FEB_2026)).toEqual({
      ok: false,
      message: 'Idade insuficiente para matrícula no Infantil V.',
    });
    expect(checkAgeForGrade(1, '2020-05-10', FEB_2026)).toEqual({ ok: true });
  });

  it('gives each série its too-young message', () => {
    // Born in January 2025: age 1 in June 2026, too young for every série.
    const baby = '2025-01-10';
    const grades = [
      'no Infantil IV',
      'no Infantil V',
      'em turma única da Educação Infantil',
      ...[1, 2, 3, 4, 5].map((ano) => `no ${ano}º ano do Ensino Fundamental`),
    ];
    grades.forEach((grade, i) => {
      const message = `Idade insuficiente para matrícula ${grade}.`;
      expect(checkAgeForGrade(i + 1, baby, JUNE_2026)).toEqual({ ok: false, message });
    });
  });

  it('accepts exactly the required age per série', () => {
    const required: [number, number[]][] = [
      [1, [4]],
      [2, [5]],
      [3, [4, 5]],
      [4, [6]],
      [5, [7]],
      [6, [8]],
      [7, [9]],
      [8, [10]],
    ];
    for (const [serie, ages] of required) {
      for (let age = 0; age <= 15; age++) {
        // Born in January of (2026 − age): that age in June 2026.
        const birth = `${2026 - age}-01-20`;
        const result = checkAgeForGrade(serie, birth, JUNE_2026);
        if (ages.includes(age)) expect(result).toEqual({ ok: true });
        else if (age < Math.min(...ages))
          expect(result.ok ? '' : result.message).toMatch(/^Idade insuficiente/);
        else
          expect(result).toEqual({ ok: false, message: 'O estudante está fora da faixa de idade da turma.' });
      }
    }
  });

  it('série 9 (Multisseriada EF) always accepts; an unknown série is refused', () => {
    expect(checkAgeForGrade(9, '2025-01-01', JUNE_2026)).toEqual({ ok: true });
    expect(checkAgeForGrade(9, '1990-01-01', JUNE_2026)).toEqual({ ok: true });
    for (const serie of [0, 10, -1, 2.5]) {
      expect(checkAgeForGrade(serie, '2020-01-01', JUNE_2026)).toEqual({
        ok: false,
        message: 'Série informada não corresponde a uma série válida.',
      });
    }
    expect(SERIE_INVALIDA).toBe('Série informada não corresponde a uma série válida.');
  });

  it('the confirmation adds "Deseja continuar?"', () => {
    expect(AGE_CONFIRM_SUFFIX).toBe('Deseja continuar?');
    expect(ageConfirmText(AGE_OUT_OF_RANGE)).toBe(
      'O estudante está fora da faixa de idade da turma. Deseja continuar?',
    );
  });

  it('refuses a malformed birth date', () => {
    expect(() => ageForGrade('15/01/2020', JUNE_2026)).toThrow(RangeError);
    expect(() => ageForGrade('2020-13-01', JUNE_2026)).toThrow(RangeError);
  });

  it('equals the full years completed on 31 March of the reference year (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2030, 11, 31), noInvalidDate: true }),
        fc.date({ min: new Date(2023, 0, 1), max: new Date(2035, 11, 31), noInvalidDate: true }),
        (birth, now) => {
          const iso = `${birth.getFullYear()}-${String(birth.getMonth() + 1).padStart(2, '0')}-${String(birth.getDate()).padStart(2, '0')}`;
          const ref = referenceYear(now);
          // Full years at 31 March: one less when the birthday (month, day) comes after 31 March.
          const afterCutoff = birth.getMonth() + 1 > 3;
          expect(ageForGrade(iso, now)).toBe(ref - birth.getFullYear() - (afterCutoff ? 1 : 0));
        },
      ),
    );
  });
});
