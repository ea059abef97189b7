/**
 * A monitoring sheet's content as a file brings it (issue 5, docs/operations.md 'Monitoring sheets'):
 * the import schema with its messages, the CSV reader and the counts. Written once for the API
 * (POST /api/Fichas/Importar, `npm run fichas:import`) and the administrator's /importar-fichas screen,
 * which previews a file with the same rules before sending it.
 */
import { z } from 'zod';
import { FICHAS_ACOMPANHAMENTO, isEnumId } from './enums';

export const SHEET_IMPORT_MSG = {
  fichaInvalida: 'Ficha de acompanhamento inválida.',
  fichaSemEstrutura: 'A ficha deve ter ao menos uma estrutura.',
  estruturaSemCategoria: 'Cada estrutura deve ter ao menos uma categoria.',
  categoriaSemHabilidade: 'Cada categoria deve ter ao menos uma habilidade.',
  quatroCriterios: 'Cada habilidade deve ter exatamente 4 critérios (níveis 1 a 4).',
  descricaoObrigatoria: 'Descrição obrigatória (até 200 caracteres).',
  textoObrigatorio: 'Texto obrigatório (até 2000 caracteres).',
  csvInvalido: 'Arquivo CSV inválido.',
  jsonInvalido: 'Arquivo JSON inválido.',
  tipoArquivo: 'Escolha um arquivo .json ou .csv.',
} as const;

/** The success text of the import screen (ours: the spec has no import screen). */
export const SHEET_IMPORTED = 'Ficha importada com sucesso!';

/** fichaId 1 (learning) or 2 (activities) in a query, a path or a body. */
export const fichaIdField = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d{1,2}\s*$/.test(v) ? Number(v) : v),
  z
    .number({ error: SHEET_IMPORT_MSG.fichaInvalida })
    .refine((n) => isEnumId(FICHAS_ACOMPANHAMENTO, n), { error: SHEET_IMPORT_MSG.fichaInvalida }),
) as unknown as z.ZodType<1 | 2, unknown>;

const descricao = z
  .string({ error: SHEET_IMPORT_MSG.descricaoObrigatoria })
  .trim()
  .min(1, { error: SHEET_IMPORT_MSG.descricaoObrigatoria })
  .max(200, { error: SHEET_IMPORT_MSG.descricaoObrigatoria });
const texto = z
  .string({ error: SHEET_IMPORT_MSG.textoObrigatorio })
  .trim()
  .min(1, { error: SHEET_IMPORT_MSG.textoObrigatorio })
  .max(2000, { error: SHEET_IMPORT_MSG.textoObrigatorio });

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
                      .array(texto, { error: SHEET_IMPORT_MSG.quatroCriterios })
                      .length(4, { error: SHEET_IMPORT_MSG.quatroCriterios }),
                  }),
                  { error: SHEET_IMPORT_MSG.categoriaSemHabilidade },
                )
                .min(1, { error: SHEET_IMPORT_MSG.categoriaSemHabilidade })
                .max(500),
            }),
            { error: SHEET_IMPORT_MSG.estruturaSemCategoria },
          )
          .min(1, { error: SHEET_IMPORT_MSG.estruturaSemCategoria })
          .max(200),
      }),
      { error: SHEET_IMPORT_MSG.fichaSemEstrutura },
    )
    .min(1, { error: SHEET_IMPORT_MSG.fichaSemEstrutura })
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

/** What a sheet holds, as the import answers it and the screen previews it. */
export type SheetCounts = Omit<SheetImportResult, 'fichaId'>;

export function sheetCounts(sheet: SheetImport): SheetCounts {
  const categorias = sheet.estruturas.flatMap((e) => e.categorias);
  const habilidades = categorias.flatMap((c) => c.habilidades);
  return {
    estruturas: sheet.estruturas.length,
    categorias: categorias.length,
    habilidades: habilidades.length,
    criterios: habilidades.reduce((n, h) => n + h.criterios.length, 0),
  };
}

// ---------------------------------------------------------------- CSV files

/** The CSV columns, in order (docs/operations.md). */
export const SHEET_CSV_COLUMNS = [
  { name: 'estrutura', content: 'nome da estrutura (linhas com o mesmo texto formam uma estrutura)' },
  { name: 'categoria', content: 'nome da categoria dentro da estrutura (idem)' },
  { name: 'habilidade', content: 'texto da habilidade, uma linha por habilidade, na ordem de exibição' },
  { name: 'nivel1', content: 'critério do nível 1 (ainda não realiza)' },
  { name: 'nivel2', content: 'critério do nível 2' },
  { name: 'nivel3', content: 'critério do nível 3' },
  { name: 'nivel4', content: 'critério do nível 4 (realiza com autonomia)' },
] as const;
const CSV_HEADER = SHEET_CSV_COLUMNS.map((c) => c.name);

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
  if (!head) throw new Error(SHEET_IMPORT_MSG.csvInvalido);
  const sep = head.includes(';') ? ';' : ',';
  const columns = splitCsvLine(head, sep).map((c) => c.toLowerCase().replace(/[^a-z0-9]/g, ''));
  if (CSV_HEADER.some((c, i) => columns[i] !== c)) {
    throw new Error(`${SHEET_IMPORT_MSG.csvInvalido} Cabeçalho esperado: ${CSV_HEADER.join(sep)}`);
  }
  const estruturas: {
    descricao: string;
    categorias: { descricao: string; habilidades: { descricao: string; criterios: string[] }[] }[];
  }[] = [];
  lines.forEach((line, n) => {
    const cells = splitCsvLine(line, sep);
    if (cells.length !== CSV_HEADER.length || cells.some((c) => c === '')) {
      throw new Error(
        `${SHEET_IMPORT_MSG.csvInvalido} Linha ${n + 2}: informe as ${CSV_HEADER.length} colunas.`,
      );
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

export type SheetFileResult = { ok: true; sheet: SheetImport } | { ok: false; message: string };

/**
 * A chosen file (.csv or .json, by name) read for sheet `fichaId`, checked with the import schema:
 * the sheet to send, or the first problem in Portuguese. A JSON file's own fichaId is replaced by the
 * chosen one (as the CLI's --ficha does).
 */
export function readSheetFile(fileName: string, text: string, fichaId: number): SheetFileResult {
  const name = fileName.toLowerCase();
  let raw: unknown;
  try {
    if (name.endsWith('.csv')) raw = sheetFromCsv(text, fichaId);
    else if (name.endsWith('.json')) {
      try {
        raw = JSON.parse(text.replace(/^\uFEFF/, '')) as unknown;
      } catch {
        return { ok: false, message: SHEET_IMPORT_MSG.jsonInvalido };
      }
      if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
        return { ok: false, message: SHEET_IMPORT_MSG.jsonInvalido };
      }
      raw = { ...raw, fichaId };
    } else return { ok: false, message: SHEET_IMPORT_MSG.tipoArquivo };
  } catch (e) {
    return { ok: false, message: e instanceof Error ? e.message : SHEET_IMPORT_MSG.csvInvalido };
  }
  const parsed = sheetImportSchema.safeParse(raw);
  if (!parsed.success)
    return { ok: false, message: parsed.error.issues[0]?.message ?? SHEET_IMPORT_MSG.jsonInvalido };
  return { ok: true, sheet: parsed.data };
}
