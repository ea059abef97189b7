/**
 * The age-for-grade rule (spec 01 §5), on enrolling and on reshuffle, with the deliberate deviation of
 * ARCHITECTURE.md: the age is the age completed by 31 March of the reference year, i.e. reference year
 * − birth year, minus 1 when the birth month is after March (the spec's "plus 1" contradicts its own
 * table). The reference year is the current year, or the previous one from January to March.
 */

/** Last month (1-based) of the school-year cut-off. */
export const CUTOFF_MONTH = 3;

/** Appended to a failed check's message in the warning that lets the user proceed anyway. */
export const AGE_CONFIRM_SUFFIX = 'Deseja continuar?';

export const AGE_OUT_OF_RANGE = 'O estudante está fora da faixa de idade da turma.';
export const SERIE_INVALIDA = 'Série informada não corresponde a uma série válida.';

/** Required ages per série; série 9 (Multisseriada EF) accepts every age. */
export const REQUIRED_AGES: Readonly<Record<number, readonly number[]>> = {
  1: [4],
  2: [5],
  3: [4, 5],
  4: [6],
  5: [7],
  6: [8],
  7: [9],
  8: [10],
};

/** Message for a student younger than the série requires. */
export const AGE_TOO_YOUNG: Readonly<Record<number, string>> = {
  1: 'Idade insuficiente para matrícula no Infantil IV.',
  2: 'Idade insuficiente para matrícula no Infantil V.',
  3: 'Idade insuficiente para matrícula em turma única da Educação Infantil.',
  4: 'Idade insuficiente para matrícula no 1º ano do Ensino Fundamental.',
  5: 'Idade insuficiente para matrícula no 2º ano do Ensino Fundamental.',
  6: 'Idade insuficiente para matrícula no 3º ano do Ensino Fundamental.',
  7: 'Idade insuficiente para matrícula no 4º ano do Ensino Fundamental.',
  8: 'Idade insuficiente para matrícula no 5º ano do Ensino Fundamental.',
};

/** The current year, or the previous one from January to March. */
export function referenceYear(now: Date = new Date()): number {
  return now.getMonth() + 1 <= CUTOFF_MONTH ? now.getFullYear() - 1 : now.getFullYear();
}

/**
 * The age that counts for the grade: completed by 31 March of the reference year.
 * `birthDate` is 'YYYY-MM-DD'; throws a RangeError for anything else.
 */
export function ageForGrade(birthDate: string, now: Date = new Date()): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(birthDate);
  if (!match) throw new RangeError(`Invalid birth date: ${birthDate}`);
  const birthYear = Number(match[1]);
  const birthMonth = Number(match[2]);
  if (birthMonth < 1 || birthMonth > 12) throw new RangeError(`Invalid birth date: ${birthDate}`);
  return referenceYear(now) - birthYear - (birthMonth > CUTOFF_MONTH ? 1 : 0);
}

export type AgeCheck = { ok: true } | { ok: false; message: string };

/** Checks a student's age against a série (1-9), with the spec's messages. */
export function checkAgeForGrade(serie: number, birthDate: string, now: Date = new Date()): AgeCheck {
  if (serie === 9) return { ok: true };
  const required = REQUIRED_AGES[serie];
  const tooYoung = AGE_TOO_YOUNG[serie];
  if (!required || !tooYoung) return { ok: false, message: SERIE_INVALIDA };
  const age = ageForGrade(birthDate, now);
  if (required.includes(age)) return { ok: true };
  if (age < Math.min(...required)) return { ok: false, message: tooYoung };
  return { ok: false, message: AGE_OUT_OF_RANGE };
}

/** The warning text shown before proceeding anyway: '<message> Deseja continuar?'. */
export function ageConfirmText(message: string): string {
  return `${message} ${AGE_CONFIRM_SUFFIX}`;
}
