/** Exports (issue 17, decision 128): the class's students from consulta-escola, as CSV and XLSX. */
import { expect, test } from '@playwright/test';
import { USERS, login } from './helpers';
import { downloadExport } from './export-helpers';

test('a secretary exports the students of a class as CSV and XLSX, sorted as the table', async ({ page }) => {
  await login(page, USERS.cadastro.cpf);
  await page.goto('/consulta-escola');
  const classes = page.getByRole('table', { name: 'Turmas da escola' });
  await classes.getByRole('row').nth(1).click();
  const students = page.getByRole('table', { name: /^Estudantes da turma/ });
  await expect(students.getByRole('row').nth(1)).toBeVisible();
  const shown = await students.getByRole('row').count();
  // Sort by name, descending: the file follows the table.
  await students.getByRole('button', { name: 'Nome' }).click();
  await students.getByRole('button', { name: 'Nome' }).click();
  await expect(students.getByRole('columnheader', { name: 'Nome' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  const firstShown = await students.getByRole('row').nth(1).getByRole('cell').nth(2).innerText();

  const section = page.locator('section', { has: students });
  const csv = await downloadExport(page, 'csv', section);
  expect(csv.name).toMatch(/^estudantes-da-turma-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csv.rows[0]).toEqual([
    'Código INEP',
    'Matrícula',
    'Nome',
    'Sexo',
    'CPF',
    'Data de nascimento',
    'Na turma desde',
  ]);
  expect(csv.rows.length - 1).toBeGreaterThanOrEqual(Math.min(shown - 1, 10));
  expect(csv.rows[1]![2]).toBe(firstShown);
  expect(csv.rows[1]![5]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

  const xlsx = await downloadExport(page, 'xlsx', section);
  expect(xlsx.rows[1]![2]).toBe(firstShown);
  expect(xlsx.rows[1]![5]).toBeInstanceOf(Date);
  expect(xlsx.formats![5]).toBe('dd/mm/yyyy');
  expect(xlsx.rows.length).toBe(csv.rows.length);
});
