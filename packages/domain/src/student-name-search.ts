/**
 * The fuzzy student-name search (issue 8; not in the spec, docs/decisions/111): part of a name, with
 * typos and without accents, within one school or one municipality. Shared by the API route
 * (GET /api/Alunos/Buscar) and any web field that suggests students while the user types.
 */
import { z } from 'zod';
import { isNameFilterText } from './names';
import { SEARCH_NAME_LETTERS, SEARCH_NAME_MAX_50, NAME_FILTER_MAX, normalizeStudentName } from './students';
import { collapseSpaces } from './text';

/** Letters the user must type before the search runs. */
export const NAME_SEARCH_MIN_LETTERS = 3;
/** Students answered per page, best match first. */
export const NAME_SEARCH_LIMIT = 20;
/** Pages a search may ask for ('Mostrar mais'): at most 100 students for one name typed. */
export const NAME_SEARCH_MAX_PAGES = 5;

export const NAME_SEARCH_TOO_SHORT = 'Informe ao menos 3 letras do nome.';
export const NAME_SEARCH_PLACE_REQUIRED = 'Informe a escola ou o município.';
export const NAME_SEARCH_SCHOOL_INVALID = 'Escola inválida.';
export const NAME_SEARCH_MUNICIPALITY_INVALID = 'Município inválido.';
export const NAME_SEARCH_PAGE_INVALID = `Página inválida: informe um número de 1 a ${NAME_SEARCH_MAX_PAGES}.`;

const INT4_MAX = 2_147_483_647;

/** A positive int4 id from a query value ('12'); '' and absent are null; anything else is invalid. */
function idOf(v: unknown): number | null | undefined {
  if (v === undefined || v === '') return null;
  if (typeof v !== 'string' || !/^\s*\d{1,10}\s*$/.test(v)) return undefined;
  const n = Number(v);
  return n >= 1 && n <= INT4_MAX ? n : undefined;
}

/** Letters of a text (accented ones too). */
const letterCount = (s: string) => (s.match(/\p{L}/gu) ?? []).length;

/** The rule of the name typed: letters and spaces, at least 3 letters, at most 50 characters. */
export function checkNameSearchText(value: string): string | null {
  const name = collapseSpaces(value);
  if (!isNameFilterText(name)) return SEARCH_NAME_LETTERS;
  if (letterCount(name) < NAME_SEARCH_MIN_LETTERS) return NAME_SEARCH_TOO_SHORT;
  if (name.length > NAME_FILTER_MAX) return SEARCH_NAME_MAX_50;
  return null;
}

/**
 * The query of GET /api/Alunos/Buscar: `nome` and `escolaId` or `municipio` (the municipality's
 * code). Both places may be given (the school must then be in the municipality). `pagina` (1 when
 * absent, at most `NAME_SEARCH_MAX_PAGES`) asks for the next 20 of the same ranking ('Mostrar mais',
 * decision 127). Output: the name folded as the database stores it (`termo`, domain
 * `normalizeStudentName`), the place and the page; the first failing rule's message otherwise.
 */
export const studentNameSearchQuerySchema = z
  .object({
    nome: z.unknown().optional(),
    escolaId: z.unknown().optional(),
    municipio: z.unknown().optional(),
    pagina: z.unknown().optional(),
  })
  .transform((q, ctx) => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (typeof q.nome !== 'string') return fail(NAME_SEARCH_TOO_SHORT);
    const message = checkNameSearchText(q.nome);
    if (message) return fail(message);
    const escolaId = idOf(q.escolaId);
    if (escolaId === undefined) return fail(NAME_SEARCH_SCHOOL_INVALID);
    const municipio = idOf(q.municipio);
    if (municipio === undefined) return fail(NAME_SEARCH_MUNICIPALITY_INVALID);
    if (escolaId === null && municipio === null) return fail(NAME_SEARCH_PLACE_REQUIRED);
    const pagina = idOf(q.pagina);
    if (pagina === undefined || (pagina !== null && pagina > NAME_SEARCH_MAX_PAGES))
      return fail(NAME_SEARCH_PAGE_INVALID);
    return { termo: normalizeStudentName(q.nome), escolaId, municipio, pagina: pagina ?? 1 };
  });

export type StudentNameSearchQuery = z.output<typeof studentNameSearchQuerySchema>;
