/**
 * /auditoria-estudante (docs/decisions/104): the administrator consults a student (a recorded read),
 * then sees that access on the audit screen; other roles have no menu entry and no access.
 */
import { expect, test } from '@playwright/test';
import { login, menuLinks, USERS } from './helpers';
import { JOANA, searchBy, shot } from './students-helpers';

test.describe('auditoria-estudante', () => {
  test('the administrator sees their own consult of a student, with role and action', async ({ page }) => {
    await login(page, USERS.admin.cpf);
    await page.goto('/consultar-estudante');
    await searchBy(page, 'CPF', JOANA.cpf);
    await expect(page.getByRole('region', { name: 'Dados pessoais' }).getByText(JOANA.nome)).toBeVisible();

    // From the consult straight to the student's audit.
    await page.getByRole('button', { name: 'Auditoria' }).click();
    await expect(page).toHaveURL(/\/auditoria-estudante\?alunoId=\d+$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Auditoria de dados do estudante' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: `Acessos aos dados de ${JOANA.nome}` })).toBeVisible();
    const table = page.getByRole('table', { name: 'Acessos aos dados do estudante' });
    // Other browser tests may consult Joana at the same time: look for this consult among the newest.
    const mine = table
      .getByRole('row')
      .filter({ hasText: USERS.admin.nome })
      .filter({ hasText: 'Busca por CPF' })
      .first();
    await expect(mine).toBeVisible();
    await expect(mine.getByRole('cell', { name: 'Administrador', exact: true })).toBeVisible();
    await expect(mine.getByRole('cell', { name: 'Consulta', exact: true })).toBeVisible();
    await expect(mine).toContainText('CPF ***.444.777-**');
    await shot(page, 'auditoria-estudante');

    // Through the menu and the CPF search as well.
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Auditoria do Estudante' })
      .click();
    const cpf = page.getByRole('textbox', { name: /CPF do estudante/ });
    await expect(cpf).toHaveValue('');
    await expect(page.getByText('Nenhum estudante selecionado')).toBeVisible();
    await shot(page, 'auditoria-estudante-busca');
    await cpf.fill('12345678900');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page.getByText('CPF inválido')).toBeVisible();
    await cpf.fill(JOANA.cpf);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(table.getByRole('row').filter({ hasText: USERS.admin.nome }).first()).toBeVisible();
  });

  test('a director has no menu entry and the screen refuses the role', async ({ page }) => {
    await login(page, USERS.diretor.cpf);
    expect(await menuLinks(page)).not.toContain('Auditoria do Estudante');
    await page.goto('/auditoria-estudante');
    await expect(page.getByRole('heading', { level: 1, name: 'Acesso indisponível' })).toBeVisible();
    await expect(page.getByText('não tem acesso a esta tela')).toBeVisible();
  });
});
