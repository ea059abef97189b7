/**
 * Visit reports of issue 7 in the browser, on the demo pairing of award 2025 (school A visits school B):
 * Diego Diretor Rocha (school A) opens the report of the type offered (a retry continues the open one,
 * or gets the next type once the first try finalized its report), dates it, answers every indicator,
 * adds Cecília as a participant through the CPF search, writes the description and finalizes it; then
 * Beatriz Diretora Campos (school B, the visited school) finds it in the list and can only view it.
 * Screenshots of each screen go to /tmp/shots-visits/.
 */
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { login } from './helpers';
import { PARFI_USERS, rowOfId, toast } from './parfi-helpers';
import { typeDate } from './students-helpers';

const BEATRIZ = '600.000.000-60';
const CECILIA = { cpf: '390.533.447-05', nome: 'Cecília Cadastro Alves' };
const UNKNOWN_CPF = '826.471.039-50';

async function shot(page: Page, name: string) {
  mkdirSync('/tmp/shots-visits', { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `/tmp/shots-visits/${name}.png`, fullPage: true });
}

/** A page of its own browser context (axe-core needs one), logged in as `cpf`. */
async function pageAs(browser: Browser, cpf: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await login(page, cpf);
  return page;
}

/** No axe-core violation in the screen (or the open dialog). */
async function expectAccessible(page: Page, selector = 'main') {
  const axe = await new AxeBuilder({ page }).include(selector).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}

/** Chooses level 2 for every indicator of every category. */
async function answerEveryIndicator(page: Page) {
  const category = page.getByRole('combobox', { name: 'Categoria' });
  await category.click();
  const count = await page.getByRole('option').count();
  await page.keyboard.press('Escape');
  for (let c = 0; c < count; c++) {
    await category.click();
    await page.getByRole('option').nth(c).click();
    const items = page.getByRole('list', { name: 'Indicadores da categoria' }).getByRole('button');
    await expect(items.first()).toBeVisible();
    const n = await items.count();
    for (let i = 0; i < n; i++) {
      await items.nth(i).click();
      await page
        .getByRole('region', { name: 'Critérios do indicador' })
        .getByRole('radio', { name: /^Nível 2/ })
        .check();
      await expect(items.nth(i)).toContainText('Nível 2');
    }
  }
}

test('the visiting school writes and finalizes a visit report; the visited school only views it', async ({
  browser,
}) => {
  test.setTimeout(180_000);

  // --- Diego (school A, the visiting school) opens the list and starts the report offered.
  const diego = await pageAs(browser, PARFI_USERS.diretor);
  await diego.goto('/premio/listar-visita-parfi');
  await expect(diego.getByRole('heading', { name: 'Relatório de Visita do Prêmio' })).toBeVisible();
  await expect(diego.getByRole('table', { name: 'Relatórios de visita' })).toBeVisible({ timeout: 20_000 });
  await expect(diego.getByRole('textbox', { name: 'Ano PARFI' })).toHaveValue('2025');
  await shot(diego, '1-list-visiting-school');
  await diego.getByRole('button', { name: 'Cadastrar relatório' }).click();
  // A new report, or (a retry) the open report of the type offered.
  const createForm = diego.getByText(/Informe a data da visita/);
  const editing = diego.getByRole('heading', { name: 'Editar Relatório de Visita' });
  await expect(createForm.or(editing)).toBeVisible({ timeout: 20_000 });

  if (await createForm.isVisible()) {
    await expect(diego.getByRole('heading', { name: 'Cadastrar Relatório de Visita' })).toBeVisible();
    await typeDate(diego, 'Data da visita', '15092025');
    await expect(diego.getByRole('combobox', { name: 'Categoria' })).toBeVisible();
    await shot(diego, '2-create');
    await diego.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(diego, 'Sucesso ao salvar!')).toBeVisible();
  }
  // The first save goes to the edit screen (a retry lands there directly, on the open report).
  await expect(diego).toHaveURL(/\/premio\/editar-visita-parfi\?anoPremio=2025&relatorioVisitaId=\d+$/);
  const id = Number(new URL(diego.url()).searchParams.get('relatorioVisitaId'));
  await expect(diego.getByRole('heading', { name: 'Editar Relatório de Visita' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(diego.getByText('Necessário preencher descrição')).toBeVisible();

  await answerEveryIndicator(diego);
  await expect(diego.getByText(/indicadores avaliados$/)).toHaveText(/^(\d+) de \1 indicadores avaliados$/);
  await shot(diego, '3-edit-criterion-panel');
  await expectAccessible(diego);

  // --- Participants: an unknown CPF, then Cecília.
  await diego.getByRole('button', { name: /^Participantes/ }).click();
  const panel = diego.getByRole('dialog', { name: 'Participantes da visita' });
  await expect(panel.getByRole('heading', { name: 'Lista de Participantes' })).toBeVisible();
  const cpf = panel.getByRole('textbox', { name: 'CPF do participante' });
  await cpf.fill(UNKNOWN_CPF);
  await panel.getByRole('button', { name: 'Pesquisar participante pelo CPF' }).click();
  await expect(toast(diego, 'Usuário não encontrado, necessário realizar o cadastro!')).toBeVisible();
  const card = panel.getByRole('listitem', { name: CECILIA.nome });
  if ((await card.count()) === 0) {
    await cpf.fill(CECILIA.cpf);
    await panel.getByRole('button', { name: 'Pesquisar participante pelo CPF' }).click();
    await expect(panel.getByRole('textbox', { name: 'Nome' })).toHaveValue(CECILIA.nome);
    await expect(panel.getByRole('textbox', { name: 'Perfil' })).toHaveValue('Cadastro');
    await panel.getByRole('button', { name: 'Adicionar' }).click();
    await expect(toast(diego, 'Participante adicionado com sucesso!')).toBeVisible();
  }
  await expect(card).toContainText(CECILIA.cpf);
  await expect(card).toContainText('Perfil: Cadastro');
  await shot(diego, '4-participants');
  await expectAccessible(diego, '[role="dialog"]');
  await panel.getByRole('button', { name: 'Fechar' }).first().click();
  await expect(panel).toBeHidden();

  // --- Description and Finalizar.
  const description = diego.getByRole('textbox', { name: 'Descrição detalhada' });
  await description.fill(
    'A escola mantém rotina de leitura, mas precisa planejar a intervenção com os estudantes com dificuldade.',
  );
  await expect(diego.getByText('104/3.000 caracteres.')).toBeVisible();
  const finalizar = diego.getByRole('button', { name: 'Finalizar', exact: true });
  await expect(finalizar).toBeEnabled();
  await finalizar.click();
  await diego
    .getByRole('dialog', { name: 'Finalizar relatório' })
    .getByRole('button', { name: 'Finalizar' })
    .click();
  await expect(toast(diego, 'Sucesso ao salvar!')).toBeVisible();
  await expect(diego.getByRole('heading', { name: 'Relatório de Visita (Finalizado)' })).toBeVisible();
  await expect(diego.getByRole('button', { name: 'Finalizado' })).toBeDisabled();
  await expect(diego.getByRole('button', { name: 'Salvar' })).toHaveCount(0);
  await shot(diego, '5-finalized');
  await diego.context().close();

  // --- Beatriz (school B, the visited school) finds it and only views it.
  const beatriz = await pageAs(browser, BEATRIZ);
  await beatriz.goto('/premio/listar-visita-parfi');
  const table = beatriz.getByRole('table', { name: 'Relatórios de visita' });
  const row = rowOfId(table, id);
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText('Sim');
  await expect(beatriz.getByRole('button', { name: 'Cadastrar relatório' })).toHaveCount(0);
  await expect(table.getByRole('button', { name: /^Editar/ })).toHaveCount(0);
  await shot(beatriz, '6-list-visited-school');
  await expectAccessible(beatriz);
  await row.getByRole('button', { name: `Visualizar relatório ${id}` }).click();
  await expect(beatriz.getByRole('heading', { name: 'Relatório de Visita (Finalizado)' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(beatriz.getByRole('button', { name: 'Salvar' })).toHaveCount(0);
  await expect(beatriz.getByRole('button', { name: 'Excluir' })).toHaveCount(0);
  await expect(beatriz.getByRole('textbox', { name: 'Descrição detalhada' })).not.toBeEditable();
  await expect(
    beatriz.getByRole('region', { name: 'Critérios do indicador' }).getByRole('radio').first(),
  ).toBeDisabled();
  await beatriz.getByRole('button', { name: /^Participantes/ }).click();
  const view = beatriz.getByRole('dialog', { name: 'Participantes da visita' });
  await expect(view.getByRole('listitem', { name: CECILIA.nome })).toBeVisible();
  await expect(view.getByRole('heading', { name: 'Cadastrar Participante' })).toHaveCount(0);
  await expect(view.getByRole('button', { name: /^Excluir participante/ })).toHaveCount(0);
  await shot(beatriz, '7-visited-school-view');
  await beatriz.context().close();
});
