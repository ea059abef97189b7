import { z } from 'zod';
import { FICHAS_ACOMPANHAMENTO, SERIES, isEnumId } from '@siam/domain/enums';
import { idField } from '../../lib/params';

export const SHEET_MSG = {
  fichaInvalida: 'Ficha de acompanhamento inválida.',
  estruturaInvalida: 'Estrutura inválida.',
  categoriaInvalida: 'Categoria inválida.',
  serieInvalida: 'Série inválida.',
  generoObrigatorio: 'Informe o gênero textual.',
  generoSeries: 'Informe ao menos uma série válida para o gênero textual.',
  fichaSemEstrutura: 'A ficha deve ter ao menos uma estrutura.',
  estruturaSemCategoria: 'Cada estrutura deve ter ao menos uma categoria.',
  categoriaSemHabilidade: 'Cada categoria deve ter ao menos uma habilidade.',
  quatroCriterios: 'Cada habilidade deve ter exatamente 4 critérios (níveis 1 a 4).',
  descricaoObrigatoria: 'Descrição obrigatória (até 200 caracteres).',
  textoObrigatorio: 'Texto obrigatório (até 2000 caracteres).',
  csvInvalido: 'Arquivo CSV inválido.',
  jsonInvalido: 'Arquivo JSON inválido.',
} as const;

/** fichaId 1 (learning) or 2 (activities) in a query, a path or a body. */
export const fichaIdField = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d{1,2}\s*$/.test(v) ? Number(v) : v),
  z
    .number({ error: SHEET_MSG.fichaInvalida })
    .refine((n) => isEnumId(FICHAS_ACOMPANHAMENTO, n), { error: SHEET_MSG.fichaInvalida }),
) as unknown as z.ZodType<1 | 2, unknown>;

export const serieField = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d{1,2}\s*$/.test(v) ? Number(v) : v),
  z.number({ error: SHEET_MSG.serieInvalida }).refine((n) => isEnumId(SERIES, n), {
    error: SHEET_MSG.serieInvalida,
  }),
);

const descricao = z
  .string({ error: SHEET_MSG.descricaoObrigatoria })
  .trim()
  .min(1, { error: SHEET_MSG.descricaoObrigatoria })
  .max(200, { error: SHEET_MSG.descricaoObrigatoria });
const texto = z
  .string({ error: SHEET_MSG.textoObrigatorio })
  .trim()
  .min(1, { error: SHEET_MSG.textoObrigatorio })
  .max(2000, { error: SHEET_MSG.textoObrigatorio });

/** The import body (and JSON file): a sheet's whole content, four criteria (levels 1..4) per skill. */
export const sheetImportSchema = z.object({
  fichaId: fichaIdField,
  estruturas: z
    .array(
      z.object({
        descricao,
        categorias: z
          .array(
            z.object({
              descricao,
              habilidades: z
                .array(
                  z.object({
                    descricao: texto,
                    criterios: z
                      .array(texto, { error: SHEET_MSG.quatroCriterios })
                      .length(4, { error: SHEET_MSG.quatroCriterios }),
                  }),
                  { error: SHEET_MSG.categoriaSemHabilidade },
                )
                .min(1, { error: SHEET_MSG.categoriaSemHabilidade })
                .max(500),
            }),
            { error: SHEET_MSG.estruturaSemCategoria },
          )
          .min(1, { error: SHEET_MSG.estruturaSemCategoria })
          .max(200),
      }),
      { error: SHEET_MSG.fichaSemEstrutura },
    )
    .min(1, { error: SHEET_MSG.fichaSemEstrutura })
    .max(100),
});
export type SheetImport = z.output<typeof sheetImportSchema>;

export const sheetImportResultSchema = z.object({
  fichaId: z.number(),
  estruturas: z.number(),
  categorias: z.number(),
  habilidades: z.number(),
  criterios: z.number(),
});
export type SheetImportResult = z.output<typeof sheetImportResultSchema>;

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

// ---------------------------------------------------------------- CSV files

/** Splits one CSV line on `sep`, honouring double quotes ("" inside quotes is a quote). */
function splitCsvLine(line: string, sep: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === sep) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out.map((c) => c.trim());
}

const CSV_HEADER = ['estrutura', 'categoria', 'habilidade', 'nivel1', 'nivel2', 'nivel3', 'nivel4'];

/**
 * A sheet from CSV text (docs/operations.md): a header `estrutura;categoria;habilidade;nivel1;nivel2;
 * nivel3;nivel4` (';' or ','), then one line per skill in order; structures and categories are grouped
 * by their text in the order they first appear. Throws an Error with a Portuguese message.
 */
export function sheetFromCsv(text: string, fichaId: number): unknown {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '');
  const head = lines.shift();
  if (!head) throw new Error(SHEET_MSG.csvInvalido);
  const sep = head.includes(';') ? ';' : ',';
  const columns = splitCsvLine(head, sep).map((c) => c.toLowerCase().replace(/[^a-z0-9]/g, ''));
  if (CSV_HEADER.some((c, i) => columns[i] !== c)) {
    throw new Error(`${SHEET_MSG.csvInvalido} Cabeçalho esperado: ${CSV_HEADER.join(sep)}`);
  }
  const estruturas: {
    descricao: string;
    categorias: { descricao: string; habilidades: { descricao: string; criterios: string[] }[] }[];
  }[] = [];
  lines.forEach((line, n) => {
    const cells = splitCsvLine(line, sep);
    if (cells.length !== CSV_HEADER.length || cells.some((c) => c === '')) {
      throw new Error(`${SHEET_MSG.csvInvalido} Linha ${n + 2}: informe as ${CSV_HEADER.length} colunas.`);
    }
    const [e, c, h, ...criterios] = cells as [string, string, string, ...string[]];
    let estrutura = estruturas.find((x) => x.descricao === e);
    if (!estrutura) estruturas.push((estrutura = { descricao: e, categorias: [] }));
    let categoria = estrutura.categorias.find((x) => x.descricao === c);
    if (!categoria) estrutura.categorias.push((categoria = { descricao: c, habilidades: [] }));
    categoria.habilidades.push({ descricao: h, criterios });
  });
  return { fichaId, estruturas };
}
