/** Person and school names (spec 01 §5). */

/** At least two words, the second with at least 2 characters ('Ana Silva' yes, 'Ana S' no). */
export function isFullName(s: string): boolean {
  const words = s.trim().split(/\s+/);
  return words.length >= 2 && (words[1]?.length ?? 0) >= 2;
}

/** A run of two or more whitespace characters anywhere. */
export function hasConsecutiveSpaces(s: string): boolean {
  return /\s{2,}/.test(s);
}

/** Name filter fields: letters (accented ones too) and spaces only. The empty text passes. */
export function isNameFilterText(s: string): boolean {
  return /^[\p{L} ]*$/u.test(s);
}

/** Words kept in lower case by `titleCase`, except as the first word. */
export const SMALL_WORDS: ReadonlySet<string> = new Set([
  'o',
  'a',
  'os',
  'as',
  'um',
  'uma',
  'uns',
  'umas',
  'de',
  'da',
  'do',
  'das',
  'dos',
  'e',
  'ou',
  'em',
  'na',
  'no',
  'nas',
  'nos',
  'se',
  'com',
  'por',
  'para',
]);

/** Words abbreviated by `titleCase` wherever they appear. */
export const ABBREVIATIONS: Readonly<Record<string, string>> = {
  colégio: 'Col.',
  colegio: 'Col.',
  estadual: 'Est.',
  municipal: 'Mun.',
};

/**
 * Title case for names (mostly school names): 'ESCOLA ESTADUAL SANTA AURORA DE BAIXO' →
 * 'Escola Est. Santa Aurora de Baixo'. Whitespace is collapsed.
 */
export function titleCase(s: string): string {
  const words = s.trim().toLocaleLowerCase('pt-BR').split(/\s+/).filter(Boolean);
  return words
    .map((word, i) => {
      const abbreviation = ABBREVIATIONS[word];
      if (abbreviation) return abbreviation;
      if (i > 0 && SMALL_WORDS.has(word)) return word;
      return word.charAt(0).toLocaleUpperCase('pt-BR') + word.slice(1);
    })
    .join(' ');
}
