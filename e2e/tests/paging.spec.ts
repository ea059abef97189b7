/**
 * Server paging and sorting (issue 17 item 3, decision 130): the users list of manter-usuario and
 * 'Lista de Estudantes' (/lista-estudantes), paged and sorted by the server (pt-BR: accents sort with
 * their letter), and the students list's CSV export parsed. Reads only the demo data.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { USERS, login } from './helpers';
import { downloadExport } from './export-helpers';

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The texts of one column of the table's body rows. */
async function column(table: Locator, index: number): Promise<string[]> {
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  return (await rows.locator(`td:nth-child(${index + 1})`).allInnerTexts()).map((t) => t.trim());
}

/** 'a–b de N' of the table's pagination. */
async function shownRange(page: Page): Promise<{ from: number; to: number; total: number }> {
  const text = await page.getByText(/^\d+–\d+ de \d+$/).innerText();
  const [, from, to, total] = /^(\d+)–(\d+) de (\d+)$/.exec(text.trim())!;
  return { from: Number(from), to: Number(to), total: Number(total) };
}

const expectSortedFolded = (names: string[]) => {
  const keys = names.map(fold);
  expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
};

test('the administrator pages and sorts the users list (accents with their letter)', async ({ page }) => {
  await login(page, USERS.admin.cpf);
  await page.goto('/manter-usuario');
  const table = page.getByRole('table', { name: 'Usuários' });
  const first = await column(table, 0);
  expect(first).toHaveLength(10);
  expectSortedFolded(first);
  const range = await shownRange(page);
  expect(range).toMatchObject({ from: 1, to: 10 });
  if (process.env.SHOTS) await page.screenshot({ path: '/tmp/shots-paging/usuarios.png', fullPage: true });
  expect(range.total).toBeGreaterThan(10);

  // The next page: the names that follow, none repeated.
  await page.getByRole('button', { name: 'Próxima página' }).click();
  await expect(page.getByText(/^11–\d+ de \d+$/)).toBeVisible();
  // The range changes with the click; the rows with the server's answer (the previous page's rows stay
  // while it is asked, as for the students below).
  await expect.poll(async () => (await column(table, 0))[0], { timeout: 20_000 }).not.toBe(first[0]);
  const second = await column(table, 0);
  expect(second.some((n) => first.includes(n))).toBe(false);
  expectSortedFolded([...first, ...second]);

  // 'Fábio' sorts with 'F' (before 'Flávia'; a byte order puts 'Fá' after 'Fl').
  await page.getByLabel('Nome do usuário').fill('formador');
  await expect(page.getByText(/^1–\d+ de \d+$/)).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Flávia Formadora Municipal' })).toBeVisible();
  const withF = await column(table, 0);
  expectSortedFolded(withF);
  const at = (name: string) => withF.findIndex((n) => n.startsWith(name));
  expect(at('Fábio')).toBeGreaterThanOrEqual(0);
  expect(at('Fábio')).toBeLessThan(at('Flávia'));

  // Descending by name, from the server.
  await table.getByRole('button', { name: 'Nome' }).click();
  await expect(table.getByRole('columnheader', { name: 'Nome' })).toHaveAttribute('aria-sort', 'descending');
  await expect(async () => {
    const desc = await column(table, 0);
    expect(desc.map(fold)).toEqual(withF.map(fold).reverse());
  }).toPass({ timeout: 10_000 });

  // A click opens the user.
  await table.getByRole('cell', { name: 'Fábio Formador Regional' }).click();
  // (the profile links panel opens over the form, as after a search by CPF)
  const panel = page.getByRole('dialog', { name: 'Perfis vinculados' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Perfis de Fábio Formador Regional');
});

test('a secretary pages and sorts the students of the school and exports the list as CSV', async ({
  page,
}) => {
  await login(page, USERS.cadastro.cpf);
  await page.goto('/lista-estudantes');
  await expect(page.getByRole('heading', { name: 'Lista de Estudantes' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Lista de estudantes' });
  const page1 = await column(table, 0);
  expect(page1).toHaveLength(20);
  expectSortedFolded(page1);
  const { total } = await shownRange(page);
  expect(total).toBeGreaterThan(20);
  await expect(page.getByRole('heading', { name: `Estudantes (${total})` })).toBeVisible();
  // No CPF column in this list.
  await expect(table.getByRole('columnheader', { name: 'CPF' })).toHaveCount(0);

  if (process.env.SHOTS) {
    await page.screenshot({ path: '/tmp/shots-paging/lista-estudantes.png', fullPage: true });
  }

  await page.getByRole('button', { name: 'Próxima página' }).click();
  await expect(page.getByText(/^21–\d+ de \d+$/)).toBeVisible();
  // The pager moves at once; the rows when the server's page 2 arrives (page 1 stays meanwhile).
  await expect.poll(async () => (await column(table, 0))[0], { timeout: 20_000 }).not.toBe(page1[0]);
  const page2 = await column(table, 0);
  // Disjoint pages: at most the boundary row repeats, when another spec of the run registered a
  // student of school A between the two reads (offset paging shifts by one).
  expect(page2.filter((n) => page1.includes(n)).length).toBeLessThanOrEqual(1);
  expectSortedFolded([...page1, ...page2]);

  // By birth date, descending: the server's order, back on page 1.
  await table.getByRole('button', { name: 'Data de nascimento' }).click();
  await table.getByRole('button', { name: 'Data de nascimento' }).click();
  await expect(table.getByRole('columnheader', { name: 'Data de nascimento' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(page.getByText(/^1–20 de \d+$/)).toBeVisible();
  await expect(async () => {
    const dates = (await column(table, 1)).map((d) => d.split('/').reverse().join('-'));
    expect(dates).toEqual([...dates].sort().reverse());
  }).toPass({ timeout: 10_000 });

  // Filter by a série; the CSV holds every row of the filter, in the table's order.
  await page.getByRole('combobox', { name: 'Série' }).click();
  await page.getByRole('option', { name: '1º ano', exact: true }).click();
  await expect(async () => {
    const classes = await column(table, 3);
    expect(classes.every((c) => /1º ANO/i.test(c))).toBe(true);
  }).toPass({ timeout: 10_000 });
  const filtered = await shownRange(page);
  const shown = await column(table, 0);
  const csv = await downloadExport(page, 'csv', page.locator('section', { has: table }));
  expect(csv.name).toMatch(/^lista-de-estudantes-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csv.rows[0]).toEqual([
    'Nome',
    'Data de nascimento',
    'Nome da mãe',
    'Turma',
    'Série',
    'Código INEP',
    'Escola',
  ]);
  const data = csv.rows.slice(1);
  expect(data).toHaveLength(filtered.total);
  expect(data.slice(0, shown.length).map((r) => r[0])).toEqual(shown);
  expect(data.every((r) => r[4] === '1º ano')).toBe(true);
  expect(data[0]![1]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  expect(data.some((r) => r[0] === 'Joana Maria Souza')).toBe(true);
});

test('a state user lists a municipality, finds a name typed without accents', async ({ page }) => {
  await login(page, '714.602.380-01');
  await page.goto('/lista-estudantes');
  await expect(
    page.getByText('Escolha o município (ou a escola) para ver a lista de estudantes.'),
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'Município' }).click();
  await page.getByRole('option', { name: 'Santa Aurora', exact: true }).click();
  const table = page.getByRole('table', { name: 'Lista de estudantes' });
  await expect(table.getByRole('columnheader', { name: 'Escola' })).toBeVisible();
  await page.getByLabel('Nome do estudante').fill('JOANA maria SOUZA');
  await expect(table.getByRole('cell', { name: 'Joana Maria Souza' })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Maria Souza Lima' })).toBeVisible();
  if (process.env.SHOTS) {
    await page.screenshot({ path: '/tmp/shots-paging/lista-estudantes-municipio.png', fullPage: true });
  }
});
