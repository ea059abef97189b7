/** Reading an export in the API tests (decision 128): the CSV as Brazilian Excel reads it, the XLSX's cells. */
import ExcelJS from 'exceljs';
import { expect } from 'vitest';

/** Parses a CSV for Brazilian Excel (BOM, ';', CRLF, quoted fields); the BOM is checked. */
export function parseCsv(body: string): string[][] {
  expect(body.charCodeAt(0), 'UTF-8 BOM').toBe(0xfeff);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 1; i < body.length; i += 1) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ';') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && body[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += ch;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

/** The first worksheet of an XLSX answer. */
export async function readXlsx(payload: Buffer): Promise<ExcelJS.Worksheet> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(payload as unknown as ArrayBuffer);
  return wb.worksheets[0]!;
}

/** 'AAAA-MM-DD' → 'dd/mm/aaaa'. */
export const brDate = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
