/**
 * Cadastrar Turma and Editar Turma in the browser, on the demo data (demo-data.md). Classes created
 * here get a random code and a série no other suite lists (4º ano), so parallel suites never meet;
 * the demo classes are only read (the refusal of 1º ANO A, with students and a teacher).
 */
import { expect, test, type Page } from '@playwright/test';
import { chooseOption, login, USERS } from './helpers';
import { adminAtSchool, shot } from './students-helpers';

/** A class code that no demo class and no other run uses. */
function randomCode(): string {
  return String(Math.floor(10_000_000 + Math.random() * 89_999_999));
}

async function fillClass(page: Page, codigo: string, nome: string): Promise<void> {
  await page.getByRole('textbox', { name: /^Código da turma/ }).fill(codigo);
  await page.getByRole('textbox', { name: /^Nome da turma/ }).fill(nome);
  await chooseOption(page, 'Turno', 'Vespertino');
  await chooseOption(page, 'Nível de ensino', 'Ensino Fundamental');
  await chooseOption(page, 'Série', '4º ano');
}

test.describe('cadastrar-turma and editar-turma', () => {
  test('the registration team registers a class, renames it, deactivates and activates it', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await login(page, USERS.cadastro.cpf);
    await page.goto('/cadastrar-turma');
    await expect(page.getByRole('heading', { level: 1, name: 'Cadastrar Turma' })).toBeVisible({
      timeout: 20_000,
    });

    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('O código da turma é obrigatório e deve ser um número')).toBeVisible();
    await expect(page.getByText('O nome da turma é obrigatório')).toBeVisible();
    await expect(page.getByText('Por favor, selecione um nível de ensino')).toBeVisible();
    await expect(page.getByText('Por favor, selecione uma série')).toBeVisible();
    await expect(page.getByText('Por favor, selecione um turno')).toBeVisible();

    const codigo = randomCode();
    const nome = `4A${codigo.slice(-6)}`;
    await fillClass(page, codigo, nome);
    await expect(page.getByRole('textbox', { name: 'Multisseriada' })).toHaveValue('Não');
    await page.getByRole('checkbox', { name: 'Sala anexa' }).check();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Por favor, informe o nome da sala anexa')).toBeVisible();
    await page.getByRole('textbox', { name: /^Nome da sala anexa/ }).fill('Anexo Povoado Boa Vista');
    await shot(page, 'cadastrar-turma-form');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Turma cadastrada com sucesso!')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Código da turma/ })).toHaveValue('');

    // The same code again is refused by the server.
    await fillClass(page, codigo, 'OUTRA');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Já existe uma turma com este código nesta escola.')).toBeVisible();

    await page.goto('/editar-turma');
    await chooseOption(page, 'Série', '4º ano');
    const table = page.getByRole('table', { name: 'Turmas da série' });
    await table.getByText(nome, { exact: true }).click();
    const name = page.getByRole('textbox', { name: /^Nome da turma/ });
    await expect(name).toHaveValue(nome);
    const renamed = `4B${codigo.slice(-6)}`;
    await name.fill(renamed);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Turma atualizada com sucesso!').first()).toBeVisible();
    await expect(table.getByText(renamed, { exact: true })).toBeVisible();

    const toggle = page.getByRole('switch', { name: `Ativa: ${renamed}` });
    await expect(toggle).toBeChecked();
    await toggle.click();
    const dialog = page.getByRole('dialog', { name: 'Inativar turma' });
    await expect(dialog.getByText('Deseja realmente inativar a turma?')).toBeVisible();
    await shot(page, 'editar-turma-inativar');
    await dialog.getByRole('button', { name: 'Inativar' }).click();
    await expect(toggle).not.toBeChecked();
    await expect(table.getByRole('row', { name: new RegExp(renamed) }).getByText('Inativa')).toBeVisible();
    await toggle.click();
    await expect(toggle).toBeChecked();
    await shot(page, 'editar-turma');
  });

  test('a class with students and a teacher cannot be deactivated', async ({ page }) => {
    await login(page, USERS.diretor.cpf);
    await page.goto('/editar-turma');
    await chooseOption(page, 'Série', '1º ano');
    await page.getByRole('switch', { name: 'Ativa: 1º ANO A' }).click();
    await page
      .getByRole('dialog', { name: 'Inativar turma' })
      .getByRole('button', { name: 'Inativar' })
      .click();
    await expect(
      page.getByText('A turma só pode ser inativada sem estudantes e sem professor.'),
    ).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Ativa: 1º ANO A' })).toBeChecked();

    await chooseOption(page, 'Série', '2º ano');
    await expect(page.getByRole('table', { name: 'Turmas da série' }).getByText('2º ANO A')).toBeVisible();
  });

  test('a sige school shows the notice: no class form, classes view-only', async ({ page }) => {
    await login(page, USERS.admin.cpf);
    await adminAtSchool(page, '27099999');
    await page.goto('/cadastrar-turma');
    await expect(
      page.getByText('Esta escola foi cadastrada pelo SIGE e não pode ser alterada no SIAM.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Salvar' })).toHaveCount(0);
    await shot(page, 'cadastrar-turma-sige');

    await page.goto('/editar-turma');
    await expect(
      page.getByText(
        'As turmas importadas do SIGE são somente para visualização, exceto a desenturmação do professor.',
      ),
    ).toBeVisible();
    await chooseOption(page, 'Série', '1º ano');
    await expect(page.getByRole('switch', { name: 'Ativa: 1º ANO C' })).toBeDisabled();
    await page.getByRole('table', { name: 'Turmas da série' }).getByText('1º ANO C').click();
    await expect(page.getByRole('textbox', { name: /^Nome da turma/ })).toBeDisabled();
    await shot(page, 'editar-turma-sige');
  });

  test('the administrator without a school is asked to choose one', async ({ page }) => {
    await login(page, USERS.admin.cpf);
    await page.goto('/cadastrar-turma');
    await expect(page.getByText('Selecione uma escola no menu de configurações')).toBeVisible();
    await page.getByRole('textbox', { name: /^Código da turma/ }).fill('77');
    await page.getByRole('textbox', { name: /^Nome da turma/ }).fill('X');
    await chooseOption(page, 'Turno', 'Matutino');
    await chooseOption(page, 'Nível de ensino', 'Educação Infantil');
    await chooseOption(page, 'Série', 'Infantil IV');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Escola não selecionada')).toBeVisible();
  });
});
