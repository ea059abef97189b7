import { expect, test } from '@playwright/test';
import { login, USERS } from './helpers';
import {
  FREE,
  JOANA,
  LUCAS,
  PEDRO,
  adminAtSchool,
  createStudentViaApi,
  searchBy,
  shot,
  typeDate,
} from './students-helpers';

test.describe('consultar-estudante', () => {
  test.slow();
  test('the director sees the data, the current class and the history of a student of the school', async ({
    page,
  }) => {
    await login(page, USERS.diretor.cpf);
    await page.goto('/consultar-estudante');
    await expect(page.getByRole('heading', { level: 1, name: 'Consultar Estudante' })).toBeVisible();
    await shot(page, 'consultar-estudante-vazio');

    await searchBy(page, 'CPF', '35906821406');
    const personal = page.getByRole('region', { name: 'Dados pessoais' });
    await expect(personal).toBeVisible();
    await expect(personal.getByText(JOANA.nome)).toBeVisible();
    await expect(personal.getByText(JOANA.cpf)).toBeVisible();
    await expect(personal.getByText(JOANA.nascimento)).toBeVisible();
    await expect(personal.getByText('Feminino')).toBeVisible();
    await expect(personal.getByText(JOANA.mae)).toBeVisible();

    const current = page.getByRole('region', { name: 'Escola e turma atual' });
    await expect(current.getByText('27012345 - Escola Estadual Santa Aurora')).toBeVisible();
    await expect(current.getByText('1º ANO A')).toBeVisible();

    const history = page.getByRole('table', { name: 'Histórico de turmas' });
    await expect(history.getByRole('row')).not.toHaveCount(1);
    await expect(history.getByText('Enturmação Indevida')).toHaveCount(0);
    await shot(page, 'consultar-estudante-joana');
    await history.getByRole('row').nth(1).click();
    const panel = page.getByRole('dialog', { name: 'Detalhes da turma' });
    await expect(panel).toBeVisible();
    await expect(panel.getByText('Data de início')).toBeVisible();
    await shot(page, 'consultar-estudante-painel');
    await panel.getByRole('button', { name: 'Fechar' }).click();

    await expect(page.getByRole('button', { name: 'Editar' })).toBeEnabled();
    // Only Administrador deletes.
    await expect(page.getByRole('button', { name: 'Excluir estudante' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Editar' }).click();
    await expect(page).toHaveURL(/\/editar-estudante$/);
    await expect(page.getByRole('textbox', { name: /^Nome completo/ })).toHaveValue(JOANA.nome);
  });

  test('a student of another school cannot be edited by the director', async ({ page }) => {
    await login(page, USERS.diretor.cpf);
    await page.goto('/consultar-estudante');
    await searchBy(page, 'CPF', LUCAS.cpf);
    // Out of the director's area: only what enrolment needs (issue 15), no CPF, no personal data.
    const data = page.getByRole('region', { name: 'Dados para enturmação' });
    await expect(data.getByText(LUCAS.nome)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Dados pessoais' })).toHaveCount(0);
    await expect(page.getByText(LUCAS.cpf)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Editar' })).toBeDisabled();
    await expect(
      page.getByText(
        'Esta ação está disponível apenas para a edição de estudantes pertencentes à mesma escola.',
      ),
    ).toBeVisible();
    await shot(page, 'consultar-estudante-outra-escola');
  });

  test('search refusals and the empty answer', async ({ page }) => {
    await login(page, USERS.diretor.cpf);
    await page.goto('/consultar-estudante');
    const search = page.getByRole('search', { name: 'Buscar estudante' });
    await search.getByRole('button', { name: 'Buscar' }).click();
    await expect(search.getByText('Informe um filtro')).toBeVisible();

    await searchBy(page, 'CPF', '123.456.789-00');
    await expect(search.getByText('CPF inválido')).toBeVisible();

    await searchBy(page, 'Código INEP', '1234');
    await expect(search.getByText('Insira o código INEP válido')).toBeVisible();

    await page.getByRole('combobox', { name: 'Filtrar por' }).click();
    await page.getByRole('option', { name: 'Nome e data de nascimento' }).click();
    await page.getByRole('textbox', { name: 'Nome completo do estudante' }).fill('Pedro');
    await search.getByRole('button', { name: 'Buscar' }).click();
    await expect(search.getByText('Insira o nome completo')).toBeVisible();
    await expect(search.getByText('Informe a data de nascimento')).toBeVisible();
    await shot(page, 'consultar-estudante-erros');

    await searchBy(page, 'CPF', '826.471.039-50');
    await expect(page.getByText('Nenhum estudante encontrado')).toBeVisible();
  });

  test('search by name and birth date finds a student with no class', async ({ page }) => {
    await login(page, USERS.diretor.cpf);
    await page.goto('/consultar-estudante');
    await page.getByRole('combobox', { name: 'Filtrar por' }).click();
    await page.getByRole('option', { name: 'Nome e data de nascimento' }).click();
    await page.getByRole('textbox', { name: 'Nome completo do estudante' }).fill(PEDRO.nome);
    await typeDate(page, 'Data de nascimento', PEDRO.nascimento);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Dados pessoais' }).getByText(PEDRO.cpf)).toBeVisible();
    await expect(page.getByText('Sem turma atual')).toBeVisible();
    await expect(page.getByText('O estudante ainda não passou por nenhuma turma.')).toBeVisible();
    await shot(page, 'consultar-estudante-sem-turma');
  });

  test('the administrator deletes a student after confirming', async ({ page }) => {
    await login(page, USERS.admin.cpf);
    await adminAtSchool(page, '27012345');
    await createStudentViaApi(page, FREE.remove, 'Rafael Martins Prado');

    await page.goto('/consultar-estudante');
    await searchBy(page, 'CPF', FREE.remove);
    await expect(page.getByRole('region', { name: 'Dados pessoais' })).toBeVisible();
    await page.getByRole('button', { name: 'Excluir estudante' }).click();
    const dialog = page.getByRole('dialog', { name: 'Excluir estudante' });
    await expect(dialog.getByText('Rafael Martins Prado')).toBeVisible();
    await shot(page, 'consultar-estudante-excluir');
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Estudante excluído com sucesso.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Dados pessoais' })).toHaveCount(0);

    await searchBy(page, 'CPF', FREE.remove);
    await expect(page.getByText('Nenhum estudante encontrado')).toBeVisible();
  });
});
