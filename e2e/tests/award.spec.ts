/**
 * /cadastrar-premio in the browser (spec 03 §2.14, §5.8, §9): Ana (Administrador) creates an award
 * year, gives each school type its prize and the first-parcel percent, sets the schools of a
 * category, and sees it all again after a reload. The year is before the demo's 2025, so the other
 * screens, which open on the most recent award year, still open on 2025 (other tests read it); it
 * moves with the retry (2024, then 2023), so a retry never meets the first try's year.
 */
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { USERS, login } from './helpers';
import { selectOption, toast } from './parfi-helpers';

const SHOTS = '/tmp/shots-award';
/** `fullPage` for the screen itself; an open side editor is shot as the viewport shows it. */
async function shot(page: Page, name: string, fullPage = true) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

/** No axe-core violation inside `selector`. */
async function expectAccessible(page: Page, selector: string) {
  const axe = await new AxeBuilder({ page }).include(selector).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}

test('the administrator sets up a new award year and finds it again after a reload', async ({ page }) => {
  const year = 2024 - test.info().retry;
  await login(page, USERS.admin.cpf);
  await page.goto('/cadastrar-premio');
  await expect(page.getByRole('heading', { level: 1, name: 'Consultar Prêmio' })).toBeVisible();
  const years = page.getByRole('table', { name: 'Anos do prêmio' });
  await expect(years.getByRole('row', { name: /^2025/ })).toBeVisible();

  // Before a year is chosen, the other panels ask for one.
  await page.getByRole('button', { name: 'Valores', exact: true }).click();
  await expect(page.locator('#premio-valores-content').getByText('Selecione um ano prêmio.')).toBeVisible();
  await shot(page, '1-anos-e-selecione');

  // A new year (or the one a previous run already created).
  if ((await years.getByRole('row', { name: new RegExp(`^${year}`) }).count()) === 0) {
    await page.getByRole('button', { name: 'Adicionar ano prêmio' }).click();
    const panel = page.getByRole('dialog', { name: 'Cadastrar Ano Prêmio' });
    await panel.getByRole('textbox', { name: 'Ano Prêmio' }).fill(String(year));
    await expect(panel.getByRole('textbox', { name: 'Ano PARFI da 2º Parcela' })).toHaveValue(
      String(year + 1),
    );
    await shot(page, '2-editor-ano', false);
    await panel.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Sucesso ao salvar!')).toBeVisible();
    await expect(panel).toBeHidden();
  } else {
    await years.getByRole('row', { name: new RegExp(`^${year}`) }).click();
  }
  await expect(page).toHaveURL(new RegExp(`ano=${year}`));
  await expect(page.getByRole('button', { name: `Prêmio ${year}` })).toBeVisible();

  // Values: the prize of each school type and the first-parcel percent (the second is the remainder).
  const values = page.getByRole('table', { name: `Valores do Prêmio ${year}` });
  await values.getByRole('button', { name: 'Editar: Escola Premiada' }).click();
  let panel = page.getByRole('dialog', { name: `Valores do Prêmio ${year}` });
  const valor = panel.getByRole('textbox', { name: 'Valor do Prêmio' });
  await valor.fill('');
  await valor.pressSequentially('4500000');
  await expect(valor).toHaveValue('45.000,00');
  const percent = panel.getByRole('textbox', { name: '1º Parcela %' });
  await percent.fill('30');
  await expect(panel.getByRole('textbox', { name: '2º Parcela %' })).toHaveValue('70');
  await shot(page, '3-editor-valores', false);
  await expectAccessible(page, '.MuiDrawer-paper');
  await panel.getByRole('button', { name: 'Salvar' }).click();
  await expect(panel).toBeHidden();

  await values.getByRole('button', { name: 'Editar: Escola Fomentada' }).click();
  panel = page.getByRole('dialog', { name: `Valores do Prêmio ${year}` });
  await panel.getByRole('textbox', { name: 'Valor do Prêmio' }).fill('');
  await panel.getByRole('textbox', { name: 'Valor do Prêmio' }).pressSequentially('2000000');
  await panel.getByRole('button', { name: 'Salvar' }).click();
  await expect(panel).toBeHidden();

  // School counts: category II with 7 schools.
  await page.getByRole('button', { name: 'Informar quantidade' }).click();
  panel = page.getByRole('dialog', { name: `Quantidade de Escolas do Prêmio ${year}` });
  await selectOption(page, panel, 'Categoria', 'II - 41 a 70 alunos');
  await panel.getByRole('textbox', { name: 'Quantidade' }).fill('7');
  await shot(page, '4-editor-quantidade', false);
  await panel.getByRole('button', { name: 'Salvar' }).click();
  await expect(panel).toBeHidden();

  // After a reload the chosen year comes back from the address, with what was saved.
  await page.reload();
  await expect(page.getByRole('button', { name: `Prêmio ${year}` })).toBeVisible();
  // Valores and Quantidade de Escolas open by themselves when the address names a year.
  const premiada = values.getByRole('row', { name: /Escola Premiada/ });
  await expect(premiada).toContainText('R$ 45.000,00');
  await expect(premiada).toContainText('30%');
  await expect(premiada).toContainText('R$ 13.500,00');
  await expect(premiada).toContainText('70%');
  await expect(premiada).toContainText('R$ 31.500,00');
  await expect(values.getByRole('row', { name: /Escola Fomentada/ })).toContainText('R$ 20.000,00');
  const counts = page.getByRole('table', { name: `Quantidade de Escolas do Prêmio ${year}` });
  await expect(counts.getByRole('row', { name: /II - 41 a 70 alunos/ })).toContainText('7');
  await expect(counts.getByRole('row')).toHaveCount(2);
  await shot(page, '5-depois-de-recarregar');

  // The screen with its three panels open passes the axe-core checks.
  await expectAccessible(page, 'main');
});
