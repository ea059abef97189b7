import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { login, USERS } from './helpers';

// Figures other suites may change (classes, monitorings, plans) are compared with ≥ against the demo
// data; what they cannot change (closed bimestre 1, school C, the categories) is compared exactly.
const SHOTS = process.env.DASH_SHOTS_DIR ?? '';
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function openPanel(page: Page, nome: string) {
  await page.getByRole('combobox', { name: 'Selecione o painel' }).click();
  await page.getByRole('option', { name: nome, exact: true }).click();
  await expect(page.getByRole('region', { name: nome })).toBeVisible();
}

/** An indicator's value as a number ('12.345' → 12345; 'R$ 25.000,00' → 25000). */
async function indicador(page: Page, rotulo: string): Promise<number> {
  const item = page
    .getByRole('list', { name: 'Indicadores' })
    .getByRole('listitem')
    .filter({ has: page.getByText(rotulo, { exact: true }) });
  await expect(item).toBeVisible();
  const value = await item.locator('p').last().innerText();
  return Number(value.replace(/[R$\s.%]/g, '').replace(',', '.'));
}

/** The body rows of a chart's figures table, as the texts of their cells. */
async function figuras(page: Page, titulo: string): Promise<string[][]> {
  const table = page.getByRole('table', { name: `Números: ${titulo}` });
  await expect(table).toBeVisible();
  const out: string[][] = [];
  for (const row of await table.locator('tbody tr').all()) {
    out.push((await row.locator('th, td').allInnerTexts()).map((t) => t.trim()));
  }
  return out;
}

const n = (s: string | undefined) => Number((s ?? '').replace(/[R$\s.%]/g, '').replace(',', '.'));

test('the administrator opens the six panels and sees live figures of the demo data', async ({ page }) => {
  await login(page, USERS.admin.cpf);
  await page.goto('/painel-siam');
  await expect(page.getByRole('heading', { level: 1, name: 'Painel SIAM' })).toBeVisible();

  await openPanel(page, 'Acompanhamento de Cadastro');
  expect(await indicador(page, 'Escolas')).toBeGreaterThanOrEqual(11);
  expect(await indicador(page, 'Estudantes enturmados')).toBeGreaterThanOrEqual(400);
  const regionais = await figuras(page, 'Estudantes cadastrados e enturmados por regional');
  expect(regionais.map((r) => r[0])).toEqual(['1ª CRE', '2ª CRE']);
  await shot(page, '1-cadastro');

  await openPanel(page, 'Gestão de Cadastro - ALFAMAIS/SIGE');
  expect(await indicador(page, 'Escolas SIGE')).toBeGreaterThanOrEqual(3);
  const sige = page.getByRole('region', { name: 'Escolas SIGE: cadastro no SIAM' });
  await expect(sige.getByRole('row').filter({ hasText: '27099999' })).toContainText(
    'Escola Estadual Integrada Palmeira',
  );
  await expect(sige.getByRole('row').filter({ hasText: '27099999' })).toContainText('Nova Palmeira');
  await shot(page, '2-sige');

  await openPanel(page, 'Quantitativo de Fichas no Alfamais');
  await page.getByRole('combobox', { name: 'Bimestre' }).click();
  await page.getByRole('option', { name: 'Primeiro' }).click();
  // The table keeps the previous answer (every bimestre) until the filtered one arrives.
  await expect(
    page.getByRole('table', { name: 'Números: Fichas por bimestre e situação' }),
  ).not.toContainText('Quarto bimestre');
  const primeiro = await figuras(page, 'Fichas por bimestre e situação');
  expect(primeiro.map((r) => r[0])).toEqual(['Primeiro bimestre']);
  // Bimestre 1 closed before the seed day: Paulo's two classes (and more) validated.
  expect(n(primeiro[0]![4])).toBeGreaterThanOrEqual(2);
  await page.getByRole('combobox', { name: 'Bimestre' }).click();
  await page.getByRole('option', { name: 'Todos' }).click();
  await expect(page.getByRole('table', { name: 'Números: Fichas por bimestre e situação' })).toContainText(
    'Quarto bimestre',
  );
  await shot(page, '3-fichas');

  await openPanel(page, 'Acompanhamento de Aprendizagens por Categoria');
  expect(await indicador(page, 'Respostas registradas')).toBeGreaterThanOrEqual(1000);
  const categorias = await figuras(page, 'Níveis por categoria');
  expect(categorias.map((r) => r[0])).toEqual(
    expect.arrayContaining(['Decodificação e fluência', 'Compreensão de textos', 'Produção de textos']),
  );
  await shot(page, '4-aprendizagens');

  await openPanel(page, 'Acompanhamento de Fichas de Atividade');
  expect(await indicador(page, 'Validado')).toBeGreaterThanOrEqual(6);
  const niveis = await figuras(page, 'Níveis registrados por categoria (turmas)');
  expect(niveis.map((r) => r[0])).toEqual(expect.arrayContaining(['Quantidades e números', 'Convivência']));
  await shot(page, '5-atividades');

  await openPanel(page, 'Acompanhamento do Prêmio');
  await page.getByRole('combobox', { name: 'Ano do prêmio' }).click();
  await page.getByRole('option', { name: '2025' }).click();
  await expect(page.getByRole('region', { name: 'Acompanhamento do Prêmio' })).toContainText('Prêmio 2025');
  expect(await indicador(page, 'Escolas participantes')).toBeGreaterThanOrEqual(2);
  const porAno = await figuras(page, 'Planejado e executado por ano do prêmio');
  expect(porAno[0]![0]).toBe('2025');
  expect(porAno[0]![1]).toMatch(/^R\$ \d{1,3}(\.\d{3})*,\d{2}$/);
  expect(n(porAno[0]![1])).toBeGreaterThanOrEqual(25000);
  await shot(page, '6-premio');
});

test('a school director sees only the school', async ({ page }) => {
  await login(page, USERS.diretor.cpf);
  await page.goto('/painel-siam?painel=1');
  await expect(page.getByRole('region', { name: 'Acompanhamento de Cadastro' })).toBeVisible();
  expect(await indicador(page, 'Escolas')).toBe(1);
  const escolas = await figuras(page, 'Estudantes cadastrados e enturmados por escola');
  expect(escolas.map((r) => r[0])).toEqual(['Escola Estadual Santa Aurora']);
  await page.getByRole('combobox', { name: 'Regional' }).click();
  await expect(page.getByRole('option')).toHaveText(['1ª CRE']);
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Escola' }).click();
  await expect(page.getByRole('option')).toHaveText(['27012345 - Escola Estadual Santa Aurora']);
  await page.keyboard.press('Escape');
  await shot(page, '7-diretor');
});
