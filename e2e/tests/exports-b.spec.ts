/**
 * PARFI exports, sorting and the approval queue's server paging in the browser (issue 17; decisions
 * 128, 129): the plan's actions (consultar-parfi) and an execution's documents (execucao-do-parfi) as
 * CSV and XLSX with money and dates parsed; the approval queue (deferimento-parfi) paged and sorted by
 * the server, and its export holding every row of the filters.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, USERS, login } from './helpers';
import { brDate, downloadExport } from './export-helpers';
import { PARFI_USERS, YEARS, smallPdf } from './parfi-helpers';

const SHOTS = process.env.SHOTS ? '/tmp/shots-exp-b' : null;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

const pt = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });
const SCHOOL_B = '27012346';
const MONEY_CSV = /^\d+,\d{2}$/;
const DATE_CSV = /^\d{2}\/\d{2}\/\d{4}$/;

async function adminApi(request: APIRequestContext) {
  const auth = await request.post('/api/Auth', { data: { user: USERS.admin.cpf, password: PASSWORD } });
  expect(auth.ok()).toBeTruthy();
  const { token } = (await auth.json()) as { token: string };
  return { Authorization: `Bearer ${token}`, Perfil: '1' };
}

/** The queue's total for the administrator (X-Total-Count of a one-row page). */
async function queueTotal(request: APIRequestContext, headers: Record<string, string>) {
  const res = await request.get(`/api/DeferirExecucao/Listagem${YEARS}&pagina=1&tamanhoPagina=1`, {
    headers,
  });
  expect(res.ok()).toBeTruthy();
  return Number(res.headers()['x-total-count']);
}

/**
 * More than one page of actions awaiting approval: school B's plan gets actions sent for approval
 * until the administrator's queue holds at least 13 (so a retry adds none).
 */
async function fillQueue(request: APIRequestContext) {
  const headers = await adminApi(request);
  let total = await queueTotal(request, headers);
  if (total >= 13) return total;
  const plan = await request.post('/api/PlanoParfi', {
    headers,
    data: { escolaInep: SCHOOL_B, anoPremio: 2025, anoParfi: 2025 },
  });
  expect(plan.ok(), await plan.text()).toBeTruthy();
  const { id: planoParfiId } = (await plan.json()) as { id: number };
  for (let i = total; i < 13; i++) {
    const created = await request.post('/api/PlanoAcao', {
      headers,
      data: {
        planoParfiId,
        objetivoId: 6,
        metaId: 61,
        acaoId: 601,
        valor: `${101 + i * 13},${String(10 + i).padStart(2, '0')}`,
        dataInicio: `2025-03-${String(1 + i).padStart(2, '0')}`,
        dataFim: '2025-12-01',
      },
    });
    expect(created.ok(), await created.text()).toBeTruthy();
    const action = ((await created.json()) as { planoAcao: { id: number } }).planoAcao.id;
    const pdf = smallPdf(`orcamento-${action}.pdf`);
    const up = await request.post(`/api/ArquivoAnexado?codigoInep=${SCHOOL_B}&ano=2025`, {
      headers,
      multipart: {
        PlanoAcaoId: String(action),
        DocumentoId: '1',
        Cnpj: '11.444.777/0001-61',
        ValorOrcamento: '90,00',
        DataExecucao: '2025-03-05',
        Arquivo: pdf,
      },
    });
    expect(up.ok(), await up.text()).toBeTruthy();
    const execId = ((await up.json()) as { execucaoAcao: { id: number } }).execucaoAcao.id;
    const sent = await request.put(`/api/ExecucaoAcao/Finalizar?execucaoId=${execId}`, { headers });
    expect(sent.ok(), await sent.text()).toBeTruthy();
  }
  total = await queueTotal(request, headers);
  return total;
}

test('the plan’s actions export as CSV and XLSX with money and dates, following the sort', async ({
  page,
}) => {
  await login(page, PARFI_USERS.diretor);
  await page.goto(`/premio/consultar-parfi${YEARS}`);
  const table = page.getByRole('table', { name: 'Ações do PARFI' });
  await expect(table.getByRole('row').filter({ hasText: 'R$ 4.500,00' }).first()).toBeVisible({
    timeout: 20_000,
  });
  // Sort by value, descending: the file follows the table.
  await table.getByRole('button', { name: 'Valor' }).click();
  await table.getByRole('button', { name: 'Valor' }).click();
  await expect(table.getByRole('columnheader', { name: 'Valor' })).toHaveAttribute('aria-sort', 'descending');
  const firstId = await table.getByRole('row').nth(1).getByRole('cell').first().innerText();

  const csv = await downloadExport(page, 'csv', page.locator('main'));
  expect(csv.name).toMatch(/^acoes-do-plano-parfi-\d{4}-\d{2}-\d{2}\.csv$/);
  const header = csv.rows[0]!;
  expect(header).toEqual([
    'ID',
    'Objetivo',
    'Meta',
    'Ação',
    'Financiável',
    'Débito',
    'Modalidade',
    'Valor',
    'Status',
    'Data início',
    'Data fim',
  ]);
  expect(csv.rows[1]![0]).toBe(firstId);
  const books = csv.rows.find((r) => r[7] === '4500,00')!;
  expect(books, 'the demo action of R$ 4.500,00').toBeTruthy();
  expect(books[9]).toBe('10/02/2025');
  for (const row of csv.rows.slice(1)) {
    expect(row[7]).toMatch(MONEY_CSV);
    expect(row[9]).toMatch(DATE_CSV);
  }
  const values = csv.rows.slice(1).map((r) => Number(String(r[7]).replace(',', '.')));
  expect(values).toEqual([...values].sort((a, b) => b - a));

  const xlsx = await downloadExport(page, 'xlsx', page.locator('main'));
  expect(xlsx.rows.length).toBe(csv.rows.length);
  expect(xlsx.formats![7]).toBe('"R$" #,##0.00');
  const xBooks = xlsx.rows.find((r) => r[7] === 4500)!;
  expect(xBooks[9]).toBeInstanceOf(Date);
  expect((xBooks[9] as Date).toISOString().slice(0, 10)).toBe('2025-02-10');
  expect(xlsx.rows[0]![3]).toBe('Ação');
});

test('an execution’s documents export with document, date and value', async ({ page }) => {
  await login(page, PARFI_USERS.diretor);
  await page.goto(`/premio/executar-parfi${YEARS}`);
  const table = page.getByRole('table', { name: 'Ações do PARFI' });
  await table.getByRole('row').filter({ hasText: 'R$ 4.500,00' }).first().click({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/premio\/execucao-do-parfi\?/);
  const section = page.getByRole('region', { name: 'Documentos anexados' });
  await expect(section.getByRole('button', { name: 'Exportar documentos da execução' })).toBeEnabled();

  const csv = await downloadExport(page, 'csv', section);
  expect(csv.name).toMatch(/^documentos-da-execucao-parfi-/);
  expect(csv.rows[0]!.slice(0, 4)).toEqual(['Documento', 'Arquivo', 'Data', 'Valor']);
  const budget = csv.rows.find((r) => r[3] === '4380,00')!;
  expect(budget, 'the demo budget of R$ 4.380,00').toBeTruthy();
  expect(budget[2]).toBe(brDate('2025-03-10'));
  expect(budget[4]).toBe('12.ABC.345/01DE-35');

  const xlsx = await downloadExport(page, 'xlsx', section);
  const xBudget = xlsx.rows.find((r) => r[3] === 4380)!;
  expect(xBudget[2]).toBeInstanceOf(Date);
  expect((xBudget[2] as Date).toISOString().slice(0, 10)).toBe('2025-03-10');
  expect(xlsx.formats![3]).toBe('"R$" #,##0.00');
});

test('the approval queue is paged and sorted by the server, and exports every row', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const total = await fillQueue(request);
  expect(total).toBeGreaterThan(10);

  await login(page, PARFI_USERS.admin);
  await page.goto(`/premio/deferimento-parfi${YEARS}`);
  const table = page.getByRole('table', { name: 'Ações aguardando deferimento' });
  await expect(page.getByText(`1–10 de ${total}`)).toBeVisible({ timeout: 20_000 });
  await expect(table.getByRole('row')).toHaveCount(11);

  // The school's cell: its name, then 'INEP nnnnnnnn' on a second line.
  const names = async () =>
    (await table.getByRole('row').locator('td:nth-child(2)').allInnerTexts()).map((t) =>
      t.split('\n')[0]!.trim(),
    );
  const ids = async () => table.getByRole('row').locator('td:nth-child(1)').allInnerTexts();

  // Escola, ascending (pt-BR order), page by page.
  await table.getByRole('button', { name: 'Escola' }).click();
  await expect(table.getByRole('columnheader', { name: 'Escola' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByText(`1–10 de ${total}`)).toBeVisible();
  const first = await names();
  expect(first).toEqual([...first].sort(pt.compare));
  const firstIds = await ids();
  await page.getByRole('button', { name: 'Próxima página' }).click();
  await expect(page.getByText(`11–${Math.min(20, total)} de ${total}`)).toBeVisible();
  await expect.poll(async () => (await ids())[0]).not.toBe(firstIds[0]);
  const secondIds = await ids();
  expect(secondIds.filter((id) => firstIds.includes(id))).toEqual([]);
  const second = await names();
  expect(pt.compare(first.at(-1)!, second[0]!)).toBeLessThanOrEqual(0);
  await shot(page, 'approval-queue-page-2');

  // Descending: back to the first page, the last school first.
  await table.getByRole('button', { name: 'Escola' }).click();
  await expect(table.getByRole('columnheader', { name: 'Escola' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(page.getByText(`1–10 de ${total}`)).toBeVisible();
  await expect.poll(async () => (await names())[0]).toMatch(/^Escola Municipal Rio Claro/);
  const desc = await names();
  expect(desc).toEqual([...desc].sort((a, b) => pt.compare(b, a)));
  await page.getByText(/^1–10 de \d+$/).scrollIntoViewIfNeeded();
  await shot(page, 'approval-queue');
  if (SHOTS) {
    await page
      .locator('.MuiPaper-root', { has: table })
      .last()
      .screenshot({ path: `${SHOTS}/approval-queue-table.png` });
  }
  // What the pager says now (another test may have sent or decided an action meanwhile).
  const shown = Number(
    /de (\d+)$/.exec(await page.getByText(/^1–10 de \d+$/).innerText())?.[1] ?? Number.NaN,
  );

  // The export holds every action of the filters (not the page), in the table's order.
  const csv = await downloadExport(page, 'csv', page.locator('main'));
  expect(csv.name).toMatch(/^acoes-aguardando-deferimento-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csv.rows[0]).toEqual([
    'ID',
    'Código INEP',
    'Escola',
    'Município',
    'Regional',
    'Objetivo',
    'Ação',
    'Valor',
    'Data início',
    'Data fim',
    'Nível',
    'Status',
  ]);
  expect(csv.rows.length - 1).toBe(shown);
  const schools = csv.rows.slice(1).map((r) => String(r[2]));
  expect(schools).toEqual([...schools].sort((a, b) => pt.compare(b, a)));
  for (const row of csv.rows.slice(1)) {
    expect(row[7]).toMatch(MONEY_CSV);
    expect(row[8]).toMatch(DATE_CSV);
  }
  expect(csv.rows.some((r) => r[7] === '4500,00')).toBe(true);

  const xlsx = await downloadExport(page, 'xlsx', page.locator('main'));
  expect(xlsx.rows.length - 1).toBe(shown);
  expect(xlsx.formats![7]).toBe('"R$" #,##0.00');
  expect(typeof xlsx.rows[1]![7]).toBe('number');
  expect(xlsx.rows[1]![8]).toBeInstanceOf(Date);
});
