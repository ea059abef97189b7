import { expect, test, type Page } from '@playwright/test';
import { chooseOption, login, USERS } from './helpers';
import {
  FREE,
  JOANA,
  adminAtSchool,
  cpfFromBase,
  createStudentViaApi,
  searchBy,
  shot,
  typeDate,
} from './students-helpers';

async function checkCpf(page: Page, cpf: string) {
  const field = page.getByRole('textbox', { name: /^CPF do estudante/ });
  await field.fill(cpf);
  await page.getByRole('button', { name: 'Verificar CPF' }).click();
}

test.describe('cadastrar-estudante', () => {
  test.slow();
  test('the CPF is checked first, then the director registers a new student', async ({ page }) => {
    await login(page, USERS.diretor.cpf);
    await page.goto('/cadastrar-estudante');
    await expect(page.getByRole('heading', { level: 1, name: 'Cadastrar Estudante' })).toBeVisible();

    await checkCpf(page, '123.456.789-00');
    await expect(page.getByText('CPF inválido')).toBeVisible();
    await checkCpf(page, JOANA.cpf);
    await expect(page.getByText('Estudante já está cadastrado')).toBeVisible();
    await shot(page, 'cadastrar-estudante-cpf-cadastrado');

    await checkCpf(page, FREE.register);
    const form = page.getByRole('form', { name: 'Dados do estudante' });
    await expect(form).toBeVisible();
    await expect(form.getByRole('textbox', { name: /^CPF/ })).toHaveValue(FREE.register);

    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(form.getByText('O nome é obrigatório')).toBeVisible();
    await expect(form.getByText('O nome da mãe é obrigatório')).toBeVisible();
    await expect(form.getByText('Sexo obrigatório')).toBeVisible();
    await expect(form.getByText('Selecione uma cor')).toBeVisible();
    await expect(form.getByText('Selecione um tipo de transporte')).toBeVisible();
    await expect(form.getByText('Informe a data de nascimento')).toBeVisible();
    await shot(page, 'cadastrar-estudante-erros');

    await form.getByRole('textbox', { name: /^Nome completo/ }).fill('Bruna');
    await form.getByRole('textbox', { name: /^Código INEP/ }).fill('12345');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(form.getByText('Informe o nome completo.')).toBeVisible();
    await expect(
      form.getByText('O código INEP deve conter exatamente 12 caracteres numéricos'),
    ).toBeVisible();

    await form.getByRole('textbox', { name: /^Nome completo/ }).fill('Bruna Alves Teixeira');
    await form.getByRole('textbox', { name: /^Código INEP/ }).fill('');
    await typeDate(page, 'Data de nascimento', '10032019', form);
    await form.getByRole('radio', { name: 'Feminino' }).check();
    await chooseOption(page, 'Cor/raça', 'Parda');
    await form.getByRole('textbox', { name: /^Nome da mãe/ }).fill('Lúcia Alves Teixeira');
    await chooseOption(page, 'Transporte escolar', 'Urbano');
    await chooseOption(page, 'Nível de ensino', 'Ensino Fundamental');
    await chooseOption(page, 'Série', '1º ano');
    await form.getByRole('checkbox', { name: 'Pessoa com deficiência' }).check();
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(form.getByText('Informe a descrição da deficiência')).toBeVisible();
    await form.getByRole('textbox', { name: /^Descrição da deficiência/ }).fill('Baixa visão');
    await shot(page, 'cadastrar-estudante-preenchido');
    await form.getByRole('button', { name: 'Salvar' }).click();

    await expect(page.getByText('Estudante cadastrado com sucesso!')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^CPF do estudante/ })).toHaveValue('');

    await page.goto('/consultar-estudante');
    await searchBy(page, 'CPF', FREE.register);
    const personal = page.getByRole('region', { name: 'Dados pessoais' });
    await expect(personal.getByText('Bruna Alves Teixeira')).toBeVisible();
    await expect(personal.getByText('10/03/2019')).toBeVisible();
    await expect(personal.getByText('Baixa visão')).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Escola e turma atual' })
        .getByText('27012345 - Escola Estadual Santa Aurora'),
    ).toBeVisible();
  });

  test('the administrator needs a school, and a sige school shows the notice without a form', async ({
    page,
  }) => {
    await login(page, USERS.admin.cpf);
    await page.goto('/cadastrar-estudante');
    await expect(page.getByText('Selecione uma escola no menu de configurações')).toBeVisible();

    await adminAtSchool(page, '27099999');
    await expect(
      page.getByText('Esta escola foi cadastrada pelo SIGE e não pode ser alterada no SIAM.'),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^CPF do estudante/ })).toHaveCount(0);
    await shot(page, 'cadastrar-estudante-sige');
  });
});

test.describe('editar-estudante', () => {
  test.slow();
  test('edits name and CPF, then goes back to the consult with the message', async ({ page }) => {
    await login(page, USERS.diretor.cpf);
    await createStudentViaApi(page, FREE.edit, 'Caio Martins Prado');
    await page.goto('/consultar-estudante');
    await searchBy(page, 'CPF', FREE.edit);
    await page.getByRole('button', { name: 'Editar' }).click();

    await expect(page).toHaveURL(/\/editar-estudante$/);
    const form = page.getByRole('form', { name: 'Dados do estudante' });
    await expect(form.getByRole('textbox', { name: /^Nome completo/ })).toHaveValue('Caio Martins Prado');
    await expect(form.getByRole('textbox', { name: 'Matrícula' })).toHaveAttribute('readonly', '');
    await expect(form.getByRole('radio', { name: 'Masculino' })).toBeChecked();
    await shot(page, 'editar-estudante');

    const newCpf = cpfFromBase(String(404505606 + test.info().retry));
    await form.getByRole('textbox', { name: /^Nome completo/ }).fill('Caio Martins Prado Filho');
    await form.getByRole('textbox', { name: /^CPF/ }).fill(newCpf);
    await form.getByRole('button', { name: 'Salvar' }).click();

    await expect(page).toHaveURL(/\/consultar-estudante$/);
    await expect(page.getByText('Estudante atualizado com sucesso!')).toBeVisible();
    const personal = page.getByRole('region', { name: 'Dados pessoais' });
    await expect(personal.getByText('Caio Martins Prado Filho')).toBeVisible();
    await expect(personal.getByText(newCpf)).toBeVisible();
    await shot(page, 'consultar-estudante-apos-editar');
  });

  test('Cancelar asks to discard the changes and goes back to the consult', async ({ page }) => {
    await login(page, USERS.diretor.cpf);
    await createStudentViaApi(page, FREE.editCancel, 'Davi Martins Prado');
    await page.goto('/consultar-estudante');
    await searchBy(page, 'CPF', FREE.editCancel);
    await page.getByRole('button', { name: 'Editar' }).click();
    const form = page.getByRole('form', { name: 'Dados do estudante' });
    await form.getByRole('textbox', { name: /^Nome completo/ }).fill('Outro Nome Qualquer');
    await form.getByRole('button', { name: 'Cancelar' }).click();

    const dialog = page.getByRole('dialog', { name: 'Você tem certeza que deseja cancelar as alterações?' });
    await expect(dialog.getByText('Todas as mudanças não salvas serão perdidas.')).toBeVisible();
    await shot(page, 'editar-estudante-cancelar');
    await dialog.getByRole('button', { name: 'Sim, descartar' }).click();

    await expect(page).toHaveURL(/\/consultar-estudante$/);
    await expect(
      page.getByRole('region', { name: 'Dados pessoais' }).getByText('Davi Martins Prado'),
    ).toBeVisible();
  });

  test('without a student chosen, the edit screen points to the consult', async ({ page }) => {
    await login(page, USERS.diretor.cpf);
    await page.goto('/editar-estudante');
    await expect(page.getByText('Nenhum estudante selecionado para edição')).toBeVisible();
  });
});
