/**
 * Consultar Escola in the browser, on the demo data (demo-data.md): identification, classes, the
 * students of a class and the staff timeline; the coordinator's school choice; the prompt without a
 * school. Read-only: nothing here changes the data other suites rely on.
 */
import { expect, test } from '@playwright/test';
import { login, USERS } from './helpers';
import { adminAtSchool, shot } from './students-helpers';

const year = new Date().getFullYear();

test.describe('consulta-escola', () => {
  test('the director sees school A, its classes, a class’s students and the staff by year', async ({
    page,
  }) => {
    await login(page, USERS.diretor.cpf);
    await page.goto('/consulta-escola');
    await expect(page.getByRole('heading', { level: 1, name: 'Consultar Escola' })).toBeVisible({
      timeout: 20_000,
    });

    const card = page.getByRole('region', { name: 'Identificação da escola' });
    await expect(card.getByText('Escola Estadual Santa Aurora')).toBeVisible({ timeout: 20_000 });
    await expect(card.getByText('27012345')).toBeVisible();
    await expect(card.getByText('Estadual', { exact: true })).toBeVisible();
    await expect(card.getByText('Urbana')).toBeVisible();
    await expect(card.getByText('Santa Aurora', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Alterar escola' })).toHaveCount(0);

    const classes = page.getByRole('table', { name: 'Turmas da escola' });
    await expect(classes.getByText('1º ANO A', { exact: true })).toBeVisible();
    await expect(classes.getByText('INF V A', { exact: true })).toBeVisible();
    await classes.getByText('1º ANO A', { exact: true }).click();

    const students = page.getByRole('table', { name: 'Estudantes da turma 1º ANO A' });
    // Other suites enrol students in 1º ANO A meanwhile: show them all on one page.
    await page
      .getByRole('region', { name: 'Estudantes da turma 1º ANO A' })
      .getByRole('combobox', { name: /Linhas por página/ })
      .click();
    await page.getByRole('option', { name: '50' }).click();
    await expect(students.getByText('Joana Maria Souza')).toBeVisible();
    await expect(students.getByText('359.068.214-06')).toBeVisible();
    await expect(students.getByRole('columnheader', { name: 'Código INEP' })).toBeVisible();
    await expect(students.getByRole('columnheader', { name: 'Matrícula' })).toBeVisible();
    await expect(students.getByRole('columnheader', { name: 'Sexo' })).toBeVisible();
    await shot(page, 'consulta-escola-turma');

    const timeline = page.getByRole('region', { name: 'Servidores por ano' });
    await expect(timeline.getByRole('heading', { name: String(year) })).toBeVisible();
    await expect(timeline.getByRole('heading', { name: '2023' })).toBeVisible();
    await expect(timeline.getByText('Diego Diretor Rocha').first()).toBeVisible();
    await expect(timeline.getByText('Cecília Cadastro Alves').first()).toBeVisible();
    await timeline.scrollIntoViewIfNeeded();
    await shot(page, 'consulta-escola-servidores');
  });

  test('a coordinator of two schools picks one and can change it', async ({ page }) => {
    await login(page, USERS.coordenadora.cpf);
    await page.goto('/consulta-escola');
    await expect(page.getByRole('heading', { name: 'Selecione a escola' })).toBeVisible({ timeout: 20_000 });
    await shot(page, 'consulta-escola-coordenadora-lista');
    await page.getByRole('button', { name: /27012346 - Escola Municipal Rio Claro/ }).click();

    const card = page.getByRole('region', { name: 'Identificação da escola' });
    await expect(card.getByText('Escola Municipal Rio Claro')).toBeVisible();
    await expect(card.getByText('Municipal', { exact: true })).toBeVisible();
    await expect(card.getByText('Rural')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Turmas da escola' }).getByText('3º ANO B')).toBeVisible();
    await page.getByRole('table', { name: 'Turmas da escola' }).getByText('3º ANO B').click();
    await expect(page.getByText('Lucas Gabriel Ferreira')).toBeVisible();

    await card.getByRole('button', { name: 'Alterar escola' }).click();
    await page.getByRole('button', { name: /27012345 - Escola Estadual Santa Aurora/ }).click();
    await expect(
      page.getByRole('region', { name: 'Identificação da escola' }).getByText('Escola Estadual Santa Aurora'),
    ).toBeVisible();
  });

  test('the administrator needs a school, then consults the sige school C', async ({ page }) => {
    await login(page, USERS.admin.cpf);
    await page.goto('/consulta-escola');
    await expect(page.getByText('Selecione uma escola no menu de configurações')).toBeVisible();
    await adminAtSchool(page, '27099999');
    const card = page.getByRole('region', { name: 'Identificação da escola' });
    await expect(card.getByText('Escola Estadual Integrada Palmeira')).toBeVisible();
    await expect(card.getByText('Escola do SIGE')).toBeVisible();
    await expect(card.getByText('Nova Palmeira')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Turmas da escola' }).getByText('1º ANO C')).toBeVisible();
  });
});
