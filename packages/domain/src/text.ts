/** Small text helpers shared by the validators and formatters. */

/** Keeps only the ASCII digits 0-9 of `s`. */
export function onlyDigits(s: string): string {
  return s.replace(/\D+/g, '');
}

/** Removes diacritics ('Cecília' → 'Cecilia'); handy for accent-insensitive search. */
export function stripAccents(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** Trims and collapses every run of whitespace into one space. */
export function collapseSpaces(s: string): string {
  return s.trim().replace(/\s+/g, ' ');
}
