/** Helpers of the PARFI browser tests (parfi-*.spec.ts), on the demo data of demo-data.md. */
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { login } from './helpers';

/** PARFI actors of demo-data.md and decision 060 (level 1 municipal, 2 regional, 3 state). */
export const PARFI_USERS = {
  diretor: '987.654.321-00',
  municipal: '412.907.385-05',
  regional: '058.623.719-40',
  estadual: '714.602.380-01',
  admin: '111.444.777-35',
} as const;

export const YEARS = '?anoPremio=2025&anoParfi=2025';

/** A small valid PDF (the server checks the magic bytes). */
export function smallPdf(name: string) {
  const body = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj
trailer << /Root 1 0 R >>
%%EOF
`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body) };
}

/** A new page logged in as `cpf`. */
export async function pageAs(browser: Browser, cpf: string): Promise<Page> {
  const page = await browser.newPage();
  await login(page, cpf);
  return page;
}

/** The success toast (notistack) with that text. */
export function toast(page: Page, message: string): Locator {
  // The newest: a success toast is shown for every action, so the same text can be on screen twice.
  // Each toast's text carries `toast-<id>` (app/toast-content.tsx, decision 137).
  return page.locator('[id^="toast-"]').filter({ hasText: message }).last();
}

/** Chooses an option of a MUI select by its label. */
export async function selectOption(
  page: Page,
  scope: Page | Locator,
  label: string | RegExp,
  option: string | RegExp,
) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** The row of a table whose first cell is the id. */
export function rowOfId(table: Locator, id: number | string): Locator {
  return table
    .getByRole('row')
    .filter({ has: table.page().getByRole('cell', { name: String(id), exact: true }) });
}

/** Chooses regional, municipality and school in the settings flyout (roles without 'Buscar escola'). */
export async function chooseSchoolInSettings(page: Page, regional: string, city: string, school: RegExp) {
  await page.getByRole('button', { name: 'Configurações', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Configurações' });
  for (const [label, option] of [
    ['Regionais', regional],
    ['Municípios', city],
    ['Escolas', school],
  ] as const) {
    await dialog.getByLabel(label).click();
    await page.getByRole('option', { name: option }).first().click();
  }
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByTestId('header-context')).toContainText('27012345');
}
