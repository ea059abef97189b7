/** The header's 'Buscar escola' field (spec 01 §2, §9). */
import { onlyDigits } from './text';

export const SCHOOL_INEP_LENGTH = 8;
export const SCHOOL_NOT_FOUND = 'Escola não encontrada.';
/** How long 'Escola não encontrada.' stays on screen. */
export const SCHOOL_NOT_FOUND_MS = 2000;

/** Digits only, at most 8. */
export function sanitizeSchoolSearch(s: string): string {
  return onlyDigits(s).slice(0, SCHOOL_INEP_LENGTH);
}

/** The search runs only at exactly 8 digits. */
export function isCompleteSchoolSearch(s: string): boolean {
  return /^\d{8}$/.test(s);
}
