import { expect, test } from '@playwright/test';
import { menuFor } from '@siam/domain/permissions';
import type { RoleId } from '@siam/domain/roles';
import { DEMO_USERS, USERS, login, menuLinks, openSettings } from './helpers';

const entriesOf = (role: number) => menuFor(role as RoleId).flatMap((g) => g.entries.map((e) => e.label));

test.describe('menu by role', () => {
  for (const user of DEMO_USERS) {
    test(`${user.nome} logs in and sees the menu of role ${user.role}`, async ({ page }) => {
      await login(page, user.cpf);
      await expect(page.getByText(user.nome).first()).toBeVisible();
      expect(await menuLinks(page)).toEqual(entriesOf(user.role));
    });
  }

  test('the spec menu holds for the roles it spells out', async ({ page }) => {
    // Professor Escola: follow-up entry only; Presidente Unidade Executora: nothing but the home page.
    expect(entriesOf(17)).toEqual([
      'Início',
      'Treinamento SIAM',
      'Acompanhamento de Atividades',
      'Acompanhamento de Aprendizagem',
    ]);
    expect(entriesOf(14)).toEqual(['Início']);
    expect(entriesOf(19)).not.toContain('Diretor');
    expect(entriesOf(15)).toContain('Diretor');
    expect(entriesOf(10)).not.toContain('Manter Usuário');
    await login(page, USERS.professor.cpf);
    await expect(page.getByRole('link', { name: 'Manter Usuário' })).toHaveCount(0);
  });

  test('every menu entry of the administrator opens a screen inside the layout', async ({ page }) => {
    test.setTimeout(120_000);
    await login(page, USERS.admin.cpf);
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    for (const label of entriesOf(1)) {
      const link = nav.getByRole('link', { name: label, exact: true }).first();
      const href = await link.getAttribute('href');
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Página não encontrada')).toHaveCount(0);
    }
  });
});

test.describe('header and profile switcher', () => {
  test('a two-role user switches from Administrador to Diretor Escola of school A', async ({ page }) => {
    await login(page, USERS.admin.cpf);
    const context = page.getByTestId('header-context');
    await expect(context).toHaveText('Administrador');
    expect(await menuLinks(page)).toContain('Manter Usuário');

    const dialog = await openSettings(page);
    await dialog.getByLabel('Perfil').click();
    await page.getByRole('option', { name: 'Diretor Escola' }).click();
    await expect(dialog.getByLabel('Buscar escola')).toHaveCount(0);
    await dialog.getByLabel('Selecione a unidade').click();
    await page.getByRole('option', { name: /27012345 - Escola Estadual Santa Aurora/ }).click();
    await dialog.getByRole('button', { name: 'Confirmar' }).click();

    await expect(context).toHaveText('27012345 - Escola Estadual Santa Aurora');
    await expect(page.getByRole('banner').getByText('Diretor Escola')).toBeVisible();
    expect(await menuLinks(page)).toEqual(entriesOf(15));
    await page.screenshot({ path: 'test-results/screens/inicio-diretor.png' });

    // Back to Administrador: the place is reset.
    const again = await openSettings(page);
    await again.getByLabel('Perfil').click();
    await page.getByRole('option', { name: 'Administrador' }).click();
    await again.getByRole('button', { name: 'Confirmar' }).click();
    await expect(context).toHaveText('Administrador');
  });

  test('the administrator searches a school by INEP code', async ({ page }) => {
    await login(page, USERS.admin.cpf);
    const dialog = await openSettings(page);
    const search = dialog.getByLabel('Buscar escola');
    await search.fill('27a0x');
    await expect(search).toHaveValue('270');
    await search.fill('123456789');
    await expect(search).toHaveValue('12345678');

    await search.fill('99999999');
    const notFound = dialog.getByText('Escola não encontrada.');
    await expect(notFound).toBeVisible();
    await expect(notFound).toBeHidden({ timeout: 4_000 });

    await search.fill('2701234');
    await expect(dialog.getByText('Escola não encontrada.')).toHaveCount(0);
    await search.fill('27012345');
    await expect(dialog.getByLabel('Escolas')).toHaveValue(/Escola Estadual Santa Aurora/);
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByTestId('header-context')).toHaveText('27012345 - Escola Estadual Santa Aurora');
  });

  test('a user without that field sees no school search', async ({ page }) => {
    await login(page, USERS.diretor.cpf);
    const dialog = await openSettings(page);
    await expect(dialog.getByLabel('Perfil')).toBeVisible();
    await expect(dialog.getByLabel('Buscar escola')).toHaveCount(0);
  });
});

test.describe('pages', () => {
  test('an unknown path shows the not-found page with a link back to /inicio', async ({ page }) => {
    await login(page, USERS.diretor.cpf);
    await page.goto('/nao-existe/nada');
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await page
      .getByRole('link', { name: /início/i })
      .last()
      .click();
    await expect(page).toHaveURL(/\/inicio$/);
  });
});
