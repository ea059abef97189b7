/**
 * PARFI query screens in the browser, read-only on the demo data (demo-data.md "PARFI"): school A's
 * plan for award 2025 / PARFI 2025, school C in no award, the state team without the add button, the
 * demo action already sent for approval, and the approval list of the municipal articulator.
 */
import { expect, test } from '@playwright/test';
import { login } from './helpers';
import { PARFI_USERS, YEARS, chooseSchoolInSettings } from './parfi-helpers';
import { adminAtSchool, shot } from './students-helpers';

test.describe('PARFI query', () => {
  test("the director sees school A's plan with its figures, instalment and actions", async ({ page }) => {
    await login(page, PARFI_USERS.diretor);
    await page.goto('/premio/consultar-parfi');
    await expect(page.getByLabel(/^Valor Prêmio:/)).toHaveText('R$ 50.000,00', { timeout: 20_000 });
    await expect(page.getByLabel(/^Ações Obrigatórias:/)).toHaveText('1/1');
    await expect(page.getByText('1ª parcela')).toBeVisible();
    const table = page.getByRole('table', { name: 'Ações do PARFI' });
    await expect(
      table
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: 'Enviada para deferimento', exact: true }) })
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Adicionar ação' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Ano PARFI' }).click();
    await page.getByRole('option', { name: '2026' }).click();
    await expect(page.getByText('2ª parcela')).toBeVisible();
  });

  test('the sent demo action shows its documents and cannot be sent again', async ({ page }) => {
    await login(page, PARFI_USERS.diretor);
    await page.goto(`/premio/executar-parfi${YEARS}`);
    const table = page.getByRole('table', { name: 'Ações do PARFI' });
    await table
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'Enviada para deferimento', exact: true }) })
      .first()
      .click({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/premio\/execucao-do-parfi\?/);
    await expect(page.getByRole('list').filter({ hasText: '12.ABC.345/01DE-35' }).first()).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('button', { name: 'Enviar para deferimento' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Incluir', exact: true })).toHaveCount(0);
    await shot(page, 'parfi-sent-demo-action');
  });

  test("school C takes part in no award: 'Escola não participante do prêmio'", async ({ page }) => {
    await login(page, PARFI_USERS.admin);
    await adminAtSchool(page, '27099999');
    await page.goto('/premio/consultar-parfi');
    await expect(page.getByText('Escola não participante do prêmio')).toBeVisible({ timeout: 20_000 });
  });

  test('the state articulation team consults without the add button', async ({ page }) => {
    await login(page, PARFI_USERS.estadual);
    await chooseSchoolInSettings(page, '1ª CRE', 'Santa Aurora', /Escola Estadual Santa Aurora/);
    await page.goto('/premio/consultar-parfi');
    await expect(page.getByLabel(/^Valor Prêmio:/)).toHaveText('R$ 50.000,00', { timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Adicionar ação' })).toHaveCount(0);
  });

  test('the municipal articulator lists the actions waiting for level 1', async ({ page }) => {
    await login(page, PARFI_USERS.municipal);
    await page.goto('/premio/deferimento-parfi');
    const table = page.getByRole('table', { name: 'Ações aguardando deferimento' });
    await expect(
      table.getByRole('row').filter({ hasText: 'Escola Estadual Santa Aurora' }).first(),
    ).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('combobox', { name: 'Município' })).toBeDisabled();
    await shot(page, 'parfi-approval-list');
  });
});
