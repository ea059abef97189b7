import { z } from 'zod';
import { SERIES, isEnumId } from '@siam/domain/enums';
import {
  SHEET_IMPORT_MSG,
  fichaIdField,
  sheetFromCsv,
  sheetImportResultSchema,
  sheetImportSchema,
  type SheetImport,
  type SheetImportResult,
} from '@siam/domain/sheets';
import { idField } from '../../lib/params';

export const SHEET_MSG = {
  ...SHEET_IMPORT_MSG,
  estruturaInvalida: 'Estrutura inválida.',
  categoriaInvalida: 'Categoria inválida.',
  serieInvalida: 'Série inválida.',
  generoObrigatorio: 'Informe o gênero textual.',
  generoSeries: 'Informe ao menos uma série válida para o gênero textual.',
} as const;

// The import schema, the CSV reader and fichaIdField live in the domain: the import screen uses them too.
export { fichaIdField, sheetFromCsv, sheetImportResultSchema, sheetImportSchema };
export type { SheetImport, SheetImportResult };

export const serieField = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d{1,2}\s*$/.test(v) ? Number(v) : v),
  z.number({ error: SHEET_MSG.serieInvalida }).refine((n) => isEnumId(SERIES, n), {
    error: SHEET_MSG.serieInvalida,
  }),
);

export const itemSchema = z.object({ id: z.number(), descricao: z.string() });
export const genreSchema = z.object({ id: z.number(), genero: z.string() });

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

/** A skill with its criteria, as the monitoring screens list it. */
export const habilidadeSchema = z.object({
  id: z.number(),
  ordem: z.number(),
  descricao: z.string(),
  estruturaId: z.number(),
  categoriaId: z.number(),
  criterios: z.array(
    z.object({ id: z.number(), nivel: z.number(), descricao: z.string(), habilidadeId: z.number() }),
  ),
  nivelSelecionado: z.number().nullable(),
  quantidadeNiveis: z.array(z.object({ nivel: z.number(), quantidade: z.number() })),
});
export type Habilidade = z.output<typeof habilidadeSchema>;
