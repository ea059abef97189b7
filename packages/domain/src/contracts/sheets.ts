/**
 * Wire contract of the monitoring sheets (`/EstruturaFicha`, `/CategoriaFicha`, `/GeneroTextual`,
 * `/Fichas/Importar`) and of the skills the monitoring calls answer: the API validates and documents
 * with these schemas, the web derives its types from them.
 */
import { z } from 'zod';
import { SERIES, isEnumId } from '../enums';
import { idField } from './params';
import {
  SHEET_IMPORT_MSG,
  fichaIdField,
  sheetFromCsv,
  sheetImportResultSchema,
  sheetImportSchema,
  type SheetImport,
  type SheetImportResult,
} from '../sheets';

// The import schema, the CSV reader and fichaIdField are the sheet rules (../sheets.ts): the import screen previews with them.
export { fichaIdField, sheetFromCsv, sheetImportResultSchema, sheetImportSchema };
export type { SheetImport, SheetImportResult };

export const SHEET_MSG = {
  ...SHEET_IMPORT_MSG,
  estruturaInvalida: 'Estrutura inválida.',
  categoriaInvalida: 'Categoria inválida.',
  serieInvalida: 'Série inválida.',
  generoObrigatorio: 'Informe o gênero textual.',
  generoSeries: 'Informe ao menos uma série válida para o gênero textual.',
} as const;

export const serieField = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d{1,2}\s*$/.test(v) ? Number(v) : v),
  z.number({ error: SHEET_MSG.serieInvalida }).refine((n) => isEnumId(SERIES, n), {
    error: SHEET_MSG.serieInvalida,
  }),
);

/** A structure (GET /api/EstruturaFicha) or a category (GET /api/CategoriaFicha) of a sheet. */
export const itemSchema = z.object({ id: z.number(), descricao: z.string() });
export type Estrutura = z.output<typeof itemSchema>;
export type Categoria = z.output<typeof itemSchema>;

export const genreSchema = z.object({ id: z.number(), genero: z.string() });
export type GeneroTextual = z.output<typeof genreSchema>;

export const genreCreateSchema = z.object({
  genero: z
    .string({ error: SHEET_MSG.generoObrigatorio })
    .trim()
    .min(1, { error: SHEET_MSG.generoObrigatorio })
    .max(120, { error: SHEET_MSG.generoObrigatorio }),
  series: z
    .array(serieField, { error: SHEET_MSG.generoSeries })
    .min(1, { error: SHEET_MSG.generoSeries })
    .max(9, { error: SHEET_MSG.generoSeries }),
});

export const structuresQuery = z.object({ fichaId: fichaIdField });
export const categoriesQuery = z.object({
  fichaId: fichaIdField,
  estruturaId: idField(SHEET_MSG.estruturaInvalida),
});
export const genresQuery = z.object({ codigoSerie: serieField });

/** A count of answers (or students) per level 1-4. */
export const levelCountSchema = z.object({ nivel: z.number(), quantidade: z.number() });
export type NivelQuantidade = z.output<typeof levelCountSchema>;

export const criterioSchema = z.object({
  id: z.number(),
  nivel: z.number(),
  descricao: z.string(),
  habilidadeId: z.number(),
});
export type Criterio = z.output<typeof criterioSchema>;

/** A skill with its criteria, as the monitoring screens list it. */
export const habilidadeSchema = z.object({
  id: z.number(),
  ordem: z.number(),
  descricao: z.string(),
  estruturaId: z.number(),
  categoriaId: z.number(),
  criterios: z.array(criterioSchema),
  /** The chosen level (1-4); null when unanswered. */
  nivelSelecionado: z.number().nullable(),
  /** Learning validation: how many students are at each level. */
  quantidadeNiveis: z.array(levelCountSchema),
});
export type Habilidade = z.output<typeof habilidadeSchema>;
