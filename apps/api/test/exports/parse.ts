/** Reading an export in the API tests (decision 128): the CSV as Brazilian Excel reads it, the XLSX's cells. */
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { parseBrCsv } from '../testing/br-csv';

/** Parses a CSV for Brazilian Excel (BOM, ';', CRLF, quoted fields); the BOM is checked. */
export function parseCsv(body: string): string[][] {
  expect(body.charCodeAt(0), 'UTF-8 BOM').toBe(0xfeff);
  return parseBrCsv(body);
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
