/**
 * Exports of the lists (issue 17, decision 128): the columns of an exported list and how each kind of
 * value is written, once, for the API's CSV and XLSX writers (apps/api/src/plugins/export.ts) and the
 * web's 'Exportar' button (the file names and the sort).
 *
 * CSV is for Brazilian Excel: `;` between fields, UTF-8 with a BOM, dates dd/mm/aaaa, decimals and
 * money with a comma and no thousands separator (so Excel reads them as numbers). XLSX cells are typed:
 * dates are dates, money is a number with an R$ format.
 */
import { MONITORING_TIME_ZONE } from './monitoring';
import { dbCents, formatCents } from './money';
import { stripAccents } from './text';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** How a column's value is written. */
export type ExportKind = 'text' | 'integer' | 'decimal' | 'money' | 'date' | 'datetime' | 'boolean';

export type ExportValue = string | number | boolean | null | undefined;

export interface ExportColumn<Row = unknown> {
  /** The column's key: the web table's column id, so the export can follow the table's sort. */
  id: string;
  header: string;
  /** Defaults to 'text'. */
  kind?: ExportKind;
  /**
   * The value: text; a number (integer, decimal; money in reais, or a database numeric text);
   * a date 'AAAA-MM-DD' (or a timestamp); a timestamp (ISO text) for datetime; a boolean.
   */
  value: (row: Row) => ExportValue;
}

export interface ExportSheet<Row = unknown> {
  /** The file name's base and the sheet's title ('Estudantes da turma'). */
  title: string;
  columns: readonly ExportColumn<Row>[];
}

/** Declares a sheet with its row type checked against the columns. */
export function exportSheet<Row>(title: string, columns: readonly ExportColumn<Row>[]): ExportSheet<Row> {
  return { title, columns };
}

export const EXPORT_MSG = {
  invalidFormat: "Formato de exportação inválido: use 'csv' ou 'xlsx'.",
  invalidSort: 'Coluna de ordenação inválida.',
  invalidFilter: 'Filtro inválido: use até 100 caracteres.',
  notExportable: 'Esta lista não pode ser exportada.',
} as const;

export const EXPORT_CONTENT_TYPE: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';

// ---------------------------------------------------------------- values

const pad = (n: number) => String(n).padStart(2, '0');

/** 'AAAA-MM-DD' parts of a date value ('AAAA-MM-DD', or an ISO timestamp read in the state's zone). */
function dateParts(value: ExportValue): { y: number; m: number; d: number } | null {
  if (typeof value !== 'string' || value === '') return null;
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (plain) return { y: Number(plain[1]), m: Number(plain[2]), d: Number(plain[3]) };
  const dt = dateTimeParts(value);
  return dt ? { y: dt.y, m: dt.m, d: dt.d } : null;
}

const zoneFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: MONITORING_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** A timestamp's wall-clock parts in the state's time zone (America/Maceio). */
function dateTimeParts(
  value: ExportValue,
): { y: number; m: number; d: number; h: number; min: number; s: number } | null {
  if (typeof value !== 'string' || value === '') return null;
  const t = Date.parse(value);
  if (Number.isNaN(t)) return null;
  const p = Object.fromEntries(zoneFormat.formatToParts(new Date(t)).map((x) => [x.type, x.value]));
  return {
    y: Number(p.year),
    m: Number(p.month),
    d: Number(p.day),
    h: Number(p.hour),
    min: Number(p.minute),
    s: Number(p.second),
  };
}

/** A number of the value (a JSON number or a numeric text), or null. */
function numberOf(value: ExportValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return null;
}

/** Money in centavos (a JSON number of reais or the database's numeric text), or null. */
function centsOf(value: ExportValue): number | null {
  if (value === null || value === undefined || value === '' || typeof value === 'boolean') return null;
  if (typeof value === 'string' && !/^-?\d+(\.\d+)?$/.test(value.trim())) return null;
  return dbCents(value);
}

/** Text that Excel would run as a formula ('=', '+', '-', '@', tab, CR first) is prefixed with '. */
export function neutralizeFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** A cell as CSV text (not yet quoted). */
export function csvText(kind: ExportKind, value: ExportValue): string {
  if (value === null || value === undefined) return '';
  switch (kind) {
    case 'boolean':
      return value === true ? 'Sim' : value === false ? 'Não' : String(value);
    case 'date': {
      const p = dateParts(value);
      return p ? `${pad(p.d)}/${pad(p.m)}/${p.y}` : String(value);
    }
    case 'datetime': {
      const p = dateTimeParts(value);
      return p ? `${pad(p.d)}/${pad(p.m)}/${p.y} ${pad(p.h)}:${pad(p.min)}` : String(value);
    }
    case 'money': {
      const c = centsOf(value);
      return c === null ? String(value) : formatCents(c).replace(/\./g, '');
    }
    case 'integer':
    case 'decimal': {
      const n = numberOf(value);
      return n === null ? String(value) : String(n).replace('.', ',');
    }
    default:
      return neutralizeFormula(String(value));
  }
}

/** One CSV line (with its CRLF), fields quoted when they hold the separator, a quote or a line break. */
export function csvLine(fields: readonly string[]): string {
  return (
    fields.map((f) => (/[;"\r\n]/.test(f) ? `"${f.replace(/"/g, '""')}"` : f)).join(CSV_SEPARATOR) + '\r\n'
  );
}

export function csvHeader(sheet: ExportSheet<never>): string {
  return csvLine(sheet.columns.map((c) => c.header));
}

export function csvRow<Row>(sheet: ExportSheet<Row>, row: Row): string {
  return csvLine(sheet.columns.map((c) => csvText(c.kind ?? 'text', c.value(row))));
}

/** A cell as a typed XLSX value: dates as UTC dates (shown as written), money and numbers as numbers. */
export function xlsxValue(kind: ExportKind, value: ExportValue): string | number | boolean | Date | null {
  if (value === null || value === undefined || value === '') return null;
  switch (kind) {
    case 'boolean':
      return typeof value === 'boolean' ? (value ? 'Sim' : 'Não') : String(value);
    case 'date': {
      const p = dateParts(value);
      return p ? new Date(Date.UTC(p.y, p.m - 1, p.d)) : String(value);
    }
    case 'datetime': {
      const p = dateTimeParts(value);
      return p ? new Date(Date.UTC(p.y, p.m - 1, p.d, p.h, p.min, p.s)) : String(value);
    }
    case 'money': {
      const c = centsOf(value);
      return c === null ? String(value) : c / 100;
    }
    case 'integer':
    case 'decimal':
      return numberOf(value) ?? String(value);
    default:
      return String(value);
  }
}

/** The XLSX number format of a kind (Excel's codes). */
export const XLSX_NUMBER_FORMAT: Partial<Record<ExportKind, string>> = {
  money: '"R$" #,##0.00',
  date: 'dd/mm/yyyy',
  datetime: 'dd/mm/yyyy hh:mm',
  decimal: '#,##0.##',
  integer: '0',
};

/** Column widths for XLSX: the header's or the kind's usual width. */
export function xlsxWidth(column: ExportColumn<never>): number {
  const byKind: Partial<Record<ExportKind, number>> = { date: 12, datetime: 17, money: 15, boolean: 8 };
  return Math.max(byKind[column.kind ?? 'text'] ?? 14, Math.min(column.header.length + 2, 40));
}

/** 'Estudantes da turma' on 2026-11-26 → 'estudantes-da-turma-2026-11-26.csv'. */
export function exportFileName(title: string, format: ExportFormat, now: Date = new Date()): string {
  const base =
    stripAccents(title)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'lista';
  const p = dateParts(now.toISOString());
  const day = p ? `${p.y}-${pad(p.m)}-${pad(p.d)}` : now.toISOString().slice(0, 10);
  return `${base}-${day}.${format}`;
}

// ---------------------------------------------------------------- sort

/** pt-BR collation: 'Álvaro' sorts with 'A', case and accents second, numbers in texts by value. */
export const ptCollator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

export type SortDirection = 'asc' | 'desc';

/** Compares two values of a column: texts by pt-BR collation, numbers and dates by value, empty last. */
export function compareValues(a: ExportValue, b: ExportValue, kind: ExportKind = 'text'): number {
  const emptyA = a === null || a === undefined || a === '';
  const emptyB = b === null || b === undefined || b === '';
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1;
  if (kind === 'money') return (centsOf(a) ?? 0) - (centsOf(b) ?? 0);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' || typeof b === 'boolean') return Number(a) - Number(b);
  if (kind === 'integer' || kind === 'decimal') {
    const na = numberOf(a);
    const nb = numberOf(b);
    if (na !== null && nb !== null) return na - nb;
  }
  if (kind === 'date' || kind === 'datetime')
    return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
  return ptCollator.compare(String(a), String(b));
}

/** Sorts rows by a column (stable; a copy), empty values last in either direction. */
export function sortRows<Row>(
  rows: readonly Row[],
  value: (row: Row) => ExportValue,
  direction: SortDirection,
  kind: ExportKind = 'text',
): Row[] {
  const sign = direction === 'desc' ? -1 : 1;
  return rows
    .map((row, i) => ({ row, i, v: value(row) }))
    .sort((x, y) => {
      const emptyX = x.v === null || x.v === undefined || x.v === '';
      const emptyY = y.v === null || y.v === undefined || y.v === '';
      if (emptyX !== emptyY) return emptyX ? 1 : -1;
      return sign * compareValues(x.v, y.v, kind) || x.i - y.i;
    })
    .map((x) => x.row);
}

// ---------------------------------------------------------------- quick filter

/** Lower case without accents, for a filter that 'joao' finds 'João'. */
function folded(text: string): string {
  return stripAccents(text).toLowerCase();
}

/**
 * Whether a row's values hold every word of a filter typed over a table ('filtrar nesta lista'):
 * case and accents ignored, dates also as dd/mm/aaaa, money as written on the screen. The table and
 * its export call the same function, so the file holds the rows the table shows.
 */
export function rowMatches(
  values: readonly { kind?: ExportKind; value: ExportValue }[],
  filter: string,
): boolean {
  const words = folded(filter).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = folded(
    values
      .map(({ kind = 'text', value }) => {
        if (value === null || value === undefined) return '';
        const shown = kind === 'text' ? String(value) : csvText(kind, value);
        return kind === 'money' ? `${shown} ${formatCents(centsOf(value) ?? 0)}` : shown;
      })
      .join(' \u0000 '),
  );
  return words.every((w) => text.includes(w));
}

export const FILTER_MAX_LENGTH = 100;
