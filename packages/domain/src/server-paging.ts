/**
 * Lists the server pages (issue 17 item 3, decision 130): the users of manter-usuario and the
 * students of a school or municipality. `pagina` from 1, `tamanhoPagina` 1..100, `ordenar` one of the
 * list's column ids and `ordem` asc|desc; a bad value is 400 with the Portuguese message below. The
 * answer is `{ itens, total, pagina, tamanhoPagina }`.
 */
import { z } from 'zod';

export const PAGE_SIZE_MAX = 100;
export const PAGE_SIZE_DEFAULT = 20;
/** The rows an export reads per statement (keyset pages, decision 128). */
export const EXPORT_CHUNK = 1000;

export const PAGING_MSG = {
  page: 'Página inválida: informe um número a partir de 1.',
  size: `Tamanho da página inválido: informe de 1 a ${PAGE_SIZE_MAX}.`,
  sort: 'Ordenação inválida.',
  direction: "Ordem inválida: use 'asc' ou 'desc'.",
} as const;

export type SortOrder = 'asc' | 'desc';

const absent = (v: unknown) => v === undefined || v === '';

function intParam(message: string, max: number) {
  return z
    .unknown()
    .optional()
    .transform((v, ctx) => {
      if (absent(v)) return undefined;
      const n =
        typeof v === 'string' && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : typeof v === 'number' ? v : NaN;
      if (!Number.isInteger(n) || n < 1 || n > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });
}

/**
 * The paging fields of a list's query: spread them into the list's `z.object`. `sortIds` are the
 * columns the server can order by (the first is the default).
 */
export function pagingFields<S extends string>(sortIds: readonly [S, ...S[]]) {
  return {
    pagina: intParam(PAGING_MSG.page, 1_000_000),
    tamanhoPagina: intParam(PAGING_MSG.size, PAGE_SIZE_MAX),
    ordenar: z
      .unknown()
      .optional()
      .transform((v, ctx): S | undefined => {
        if (absent(v)) return undefined;
        if (typeof v !== 'string' || !(sortIds as readonly string[]).includes(v)) {
          ctx.addIssue({ code: 'custom', message: PAGING_MSG.sort });
          return z.NEVER;
        }
        return v as S;
      }),
    ordem: z
      .unknown()
      .optional()
      .transform((v, ctx): SortOrder | undefined => {
        if (absent(v)) return undefined;
        if (v !== 'asc' && v !== 'desc') {
          ctx.addIssue({ code: 'custom', message: PAGING_MSG.direction });
          return z.NEVER;
        }
        return v;
      }),
  };
}

/** The page asked for, with the defaults. */
export interface PageRequest<S extends string> {
  pagina: number;
  tamanhoPagina: number;
  ordenar: S;
  ordem: SortOrder;
}

export function pageRequest<S extends string>(
  q: { pagina?: number; tamanhoPagina?: number; ordenar?: S; ordem?: SortOrder },
  defaultSort: S,
): PageRequest<S> {
  return {
    pagina: q.pagina ?? 1,
    tamanhoPagina: q.tamanhoPagina ?? PAGE_SIZE_DEFAULT,
    ordenar: q.ordenar ?? defaultSort,
    ordem: q.ordem ?? 'asc',
  };
}

/** A page of a list. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    itens: z.array(item),
    /** Rows of the whole list (every page). */
    total: z.number().int(),
    pagina: z.number().int(),
    tamanhoPagina: z.number().int(),
  });
}

export interface Page<T> {
  itens: T[];
  total: number;
  pagina: number;
  tamanhoPagina: number;
}
