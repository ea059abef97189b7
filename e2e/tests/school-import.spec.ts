/**
 * Importar Escola do SGU and Sincronizar SIAM com SIGE in the browser, on the demo data: the
 * administrator imports a school of the demo register (then deletes it again, so a retry starts
 * clean) and synchronises the SIGE school C with the demo SIGE school, seeing the result tables.
 * The synchronisation keeps 1º ANO C (other suites use it read-only); it adds 1º ANO D and moves,
 * adds and removes a few students.
 */
import { expect, test } from '@playwright/test';
import { login, USERS } from './helpers';
import { adminAtSchool, shot } from './students-helpers';

test.describe('importar-escola-sgu', () => {
  test('the administrator imports a school from the register, then deletes it', async ({ page }) => {
    await login(page, USERS.admin.cpf);
    await page.goto('/importar-escola-sgu');
    await expect(page.getByRole('heading', { level: 1, name: 'Importar Escola do SGU' })).toBeVisible({
      timeout: 20_000,
    });
    const inep = page.getByRole('textbox', { name: /Código INEP/ });
    await inep.fill('271');
    await page.getByRole('button', { name: 'Buscar escola' }).click();
    await expect(page.getByText('Codigo INEP inválido.')).toBeVisible();

    await inep.fill('11111111');
    await page.getByRole('button', { name: 'Buscar escola' }).click();
    // The toast, and the stage that failed (decision 126).
    await expect(page.getByText('Não foi possível localizar escola SGU.').first()).toBeVisible();
    await expect(
      page
        .getByRole('group', { name: 'Etapas da importação' })
        .getByText('Não foi possível localizar escola SGU.'),
    ).toBeVisible();

    await inep.fill('27100014');
    await inep.press('Enter');
    const card = page.getByRole('region', { name: 'Dados da escola no SGU' });
    await expect(card.getByRole('textbox', { name: 'Nome da escola' })).toHaveValue(
      'Escola Estadual Zumbi dos Palmares',
    );
    await expect(card.getByRole('textbox', { name: 'Município' })).toHaveValue('Santa Aurora');
    await expect(card.getByRole('textbox', { name: 'Rede' })).toHaveValue('Estadual');
    await expect(card.getByText('Ainda não cadastrada no SIAM')).toBeVisible();
    await expect(card.getByRole('switch', { name: /Vinculada ao SIGE/ })).toBeChecked();
    await expect(card.getByRole('button', { name: 'Excluir' })).toBeDisabled();
    await shot(page, 'importar-escola-sgu-busca');

    await card.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Escola importada com sucesso.')).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Etapa 4 de 4: Concluído (concluída)' })).toBeVisible();
    await expect(card.getByText('Já cadastrada no SIAM')).toBeVisible();
    await card.getByRole('switch', { name: /Vinculada ao SIGE/ }).uncheck();
    await card.getByRole('button', { name: 'Atualizar' }).click();
    await expect(page.getByText('Escola atualizada com sucesso.')).toBeVisible();
    await shot(page, 'importar-escola-sgu-importada');

    await card.getByRole('button', { name: 'Excluir' }).click();
    const dialog = page.getByRole('dialog', { name: 'Excluir escola' });
    await expect(dialog.getByText('Tem certeza que deseja excluir a escola do SIAM?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Escola excluída com sucesso.')).toBeVisible();
    await expect(card.getByText('Ainda não cadastrada no SIAM')).toBeVisible();
  });

  test('a school with classes cannot be deleted', async ({ page }) => {
    await login(page, USERS.admin.cpf);
    await page.goto('/importar-escola-sgu');
    await page.getByRole('textbox', { name: /Código INEP/ }).fill('27012345');
    await page.getByRole('button', { name: 'Buscar escola' }).click();
    const card = page.getByRole('region', { name: 'Dados da escola no SGU' });
    await expect(card.getByText('Já cadastrada no SIAM')).toBeVisible({ timeout: 20_000 });
    await expect(card.getByRole('button', { name: 'Atualizar' })).toBeEnabled();
    await expect(card.getByRole('button', { name: 'Excluir' })).toBeDisabled();
    await expect(card.getByText(/turmas cadastradas no SIAM e não pode ser excluída/)).toBeVisible();
    await card.getByRole('button', { name: 'Cancelar' }).click();
    await expect(card).toHaveCount(0);
  });
});

test.describe('sincronizar-escola', () => {
  test('a school that does not use SIGE is refused', async ({ page }) => {
    await login(page, USERS.admin.cpf);
    await adminAtSchool(page, '27012345');
    await page.goto('/sincronizar-escola');
    await expect(
      page.getByText('Esta escola não utiliza o SIGE. Por isso, não é possível realizar a sincronização.'),
    ).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Sincronizar' })).toHaveCount(0);
    await shot(page, 'sincronizar-escola-nao-sige');
  });

  test('the administrator synchronises school C and sees the result tables', async ({ page }) => {
    await login(page, USERS.admin.cpf);
    await adminAtSchool(page, '27099999');
    await page.goto('/sincronizar-escola');
    await expect(page.getByRole('heading', { level: 1, name: 'Sincronizar SIAM com SIGE' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText('Tem certeza que quer executar agora?')).toBeVisible();
    await shot(page, 'sincronizar-escola');
    await page.getByRole('button', { name: 'Sincronizar' }).click();
    await expect(page).toHaveURL(/\/sincronizar-escola-result\?id=\d+$/);

    // The first synchronisation of school C made the changes; progress.spec.ts may have run it, and
    // a retry runs after it: the oldest kept result (decision 126) is that one, whoever ran it.
    await page.goto('/sincronizar-escola');
    await page.getByRole('table', { name: 'Sincronizações anteriores' }).getByRole('row').last().click();
    const classes = page.getByRole('table', { name: 'Turmas sincronizadas' });
    await expect(classes.getByText('1º ANO D')).toBeVisible();
    await expect(classes.getByText('Turma criada a partir do SIGE.')).toBeVisible();
    await classes.getByText('1º ANO D').click();
    const students = page.getByRole('table', { name: 'Estudantes sincronizados' });
    await expect(students.getByText('Davi Lucas Ferreira Lima')).toBeVisible();
    await expect(students.getByText('Estudante remanejado da turma 1º ANO C.')).toBeVisible();
    await classes.getByText('1º ANO C').click();
    await expect(students.getByText('Laura Gomes Barbosa')).toBeVisible();
    await expect(students.getByText('271.904.563-25')).toBeVisible();
    await expect(students.getByText(/Estudante não consta mais nesta turma no SIGE/)).toBeVisible();
    await expect(students.getByText('Dados do estudante atualizados conforme o SIGE.')).toBeVisible();
    await shot(page, 'sincronizar-escola-result');

    // Everything is now as in SIGE: a second run changes nothing.
    await page.goto('/sincronizar-escola');
    await page.getByRole('button', { name: 'Sincronizar' }).click();
    await expect(
      page.getByText(
        'Não houve mudanças em turmas nem alunos, pois as informações no SIAM já estão iguais às do SIGE.',
      ),
    ).toBeVisible();
    await shot(page, 'sincronizar-escola-sem-mudancas');
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/\/(inicio)?$/);

    // School C keeps 1º ANO C, now beside 1º ANO D.
    await page.goto('/consulta-escola');
    const table = page.getByRole('table', { name: 'Turmas da escola' });
    await expect(table.getByText('1º ANO C')).toBeVisible({ timeout: 20_000 });
    await expect(table.getByText('1º ANO D')).toBeVisible();
  });
});
