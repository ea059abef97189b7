/**
 * Downloads a list's export through its 'Exportar' button (decision 128) and parses the file, so the
 * browser tests check what a user gets: rows, accents, dates and money as Excel reads them.
 */
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { parseBrCsv as parseCsvText } from '../../apps/api/test/testing/br-csv';

export type CellValue = string | number | boolean | Date | null;

export interface DownloadedExport {
  name: string;
  /** Header row first. CSV: texts as written; XLSX: typed values (dates as Date, money as number). */
  rows: CellValue[][];
  /** XLSX only: the number format of each cell of the first data row. */
  formats?: string[];
}

/** Parses a CSV written for Brazilian Excel (the API tests' reader), checking its BOM. */
export function parseBrCsv(text: string): string[][] {
  expect(text.charCodeAt(0), 'the CSV starts with a UTF-8 BOM').toBe(0xfeff);
  return parseCsvText(text);
}

async function readXlsx(path: string): Promise<{ rows: CellValue[][]; formats: string[] }> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path);
  const ws = wb.worksheets[0]!;
  const rows: CellValue[][] = [];
  ws.eachRow({ includeEmpty: false }, (r) => {
    const values: CellValue[] = [];
    for (let c = 1; c <= ws.columnCount; c += 1) {
      const v = r.getCell(c).value;
      values.push(v === undefined ? null : (v as CellValue));
    }
    rows.push(values);
  });
  const formats: string[] = [];
  const second = ws.getRow(2);
  for (let c = 1; c <= ws.columnCount; c += 1) formats.push(second.getCell(c).numFmt ?? '');
  return { rows, formats };
}

/**
 * Clicks 'Exportar' (the button inside `scope`, or the page's only one) and the format's menu entry,
 * waits for the download and answers the parsed file.
 */
export async function downloadExport(
  page: Page,
  format: 'csv' | 'xlsx',
  scope: Page | Locator = page,
): Promise<DownloadedExport> {
  const button = scope.getByRole('button', { name: /^Exportar/ }).first();
  const item = page.getByRole('menuitem', { name: format === 'csv' ? /^CSV/ : /Planilha Excel/ });
  // The table may re-render while its data settles (a busy machine): open the menu until it shows.
  await expect(async () => {
    if (!(await item.isVisible())) await button.click({ timeout: 5_000 });
    await expect(item).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const downloading = page.waitForEvent('download');
  await item.click();
  const download = await downloading;
  const path = await download.path();
  const name = download.suggestedFilename();
  expect(name).toMatch(new RegExp(`\\.${format}$`));
  if (format === 'csv') return { name, rows: parseBrCsv(readFileSync(path, 'utf8')) };
  return { name, ...(await readXlsx(path)) };
}

/** 'AAAA-MM-DD' → 'dd/mm/aaaa'. */
export const brDate = (iso: string) => iso.split('-').reverse().join('/');
