/**
 * Enturmar Estudante and Movimentar Estudante in the browser, on the demo data (demo-data.md).
 * Students are only added to the classes whose demo contract says "at least N" (1001, 1002), and the
 * students moved or finished are created by the test itself, so other suites' expectations hold.
 */
import { expect, test, type Page } from '@playwright/test';
import { login, USERS } from './helpers';
import {
  adminAtSchool,
  cpfFromBase,
  createStudentViaApi,
  JOANA,
  LUCAS,
  PEDRO,
  searchBy,
  shot,
} from './students-helpers';

const MARIA = { cpf: '485.710.362-17', nome: 'Maria Eduarda Lima' };

async function chooseOption(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Signed in as Diretor Diego (school A is preselected) on /enturmar-estudante with a class open. */
async function openClass(page: Page, serie: string, turma: string): Promise<void> {
  await login(page, USERS.diretor.cpf);
  await page.goto('/enturmar-estudante');
  await chooseOption(page, 'Série', serie);
  await page.getByRole('table', { name: 'Turmas da série' }).getByText(turma, { exact: true }).click();
  await expect(page.getByRole('heading', { name: `Turma ${turma}` })).toBeVisible();
}

/** The current students of a demo class of the active school, through the API with the page's session. */
async function studentsOfClass(
  page: Page,
  codigoTurma: string,
): Promise<{ id: number; cpf: string; nome: string }[]> {
  return page.evaluate(async (codigo) => {
    const session = JSON.parse(sessionStorage.getItem('siam.session') ?? 'null');
    const headers = { Authorization: `Bearer ${session.token}`, Perfil: String(session.activeConfig.role) };
    const school = session.activeConfig.school;
    const turmas = await (await fetch(`/api/Escolas/${school.id}/turmas?situacao=1`, { headers })).json();
    const turma = turmas.find((t: { codigoTurma: string | number }) => String(t.codigoTurma) === codigo);
    return (await fetch(`/api/turmas/${turma.id}/alunos`, { headers })).json();
  }, codigoTurma);
}

/** Enrols a student (by CPF) in a demo class of the active school, through the API. */
async function enrolViaApi(page: Page, cpf: string, codigoTurma: string): Promise<void> {
  const status = await page.evaluate(
    async ({ cpf, codigo }) => {
      const session = JSON.parse(sessionStorage.getItem('siam.session') ?? 'null');
      const headers = {
        Authorization: `Bearer ${session.token}`,
        Perfil: String(session.activeConfig.role),
        'Content-Type': 'application/json',
      };
      const school = session.activeConfig.school;
      const turmas = await (await fetch(`/api/Escolas/${school.id}/turmas?situacao=1`, { headers })).json();
      const turma = turmas.find((t: { codigoTurma: string | number }) => String(t.codigoTurma) === codigo);
      const [aluno] = await (await fetch(`/api/Alunos?cpf=${cpf.replace(/\D/g, '')}`, { headers })).json();
      const res = await fetch('/api/Alunos/Enturmar', {
        method: 'POST',
        headers,
        body: JSON.stringify({ turmaId: turma.id, alunoId: aluno.id }),
      });
      return res.status;
    },
    { cpf, codigo: codigoTurma },
  );
  expect(status).toBe(200);
}

/**
 * The students created by the tests are born in June 2019: fit for the 1º ano from April to December,
 * too young from January to March (the reference year is the previous one), when the age warning shows.
 */
async function continueIfAgeWarning(page: Page): Promise<void> {
  const warning = page.getByRole('dialog', { name: 'Atenção' });
  const shown = await warning
    .waitFor({ timeout: 1500 })
    .then(() => true)
    .catch(() => false);
  if (shown) await warning.getByRole('button', { name: 'Continuar' }).click();
}

test.describe('enturmar estudante', () => {
  test('enrols a student found by CPF after the age warning, and the class list shows them', async ({
    page,
  }) => {
    await openClass(page, 'Infantil V', 'INF V A');
    const details = page.getByRole('region', { name: 'Detalhes da turma' });
    await expect(details).toContainText('1001');
    await expect(details).toContainText('Matutino');
    await expect(details).toContainText('Paulo Professor Santos');
    const students = page.getByRole('table', { name: 'Estudantes da turma INF V A' });
    await expect(students.getByRole('row')).not.toHaveCount(1);
    await shot(page, 'enturmar-turma');

    await page.getByRole('button', { name: 'Adicionar estudante' }).click();
    const panel = page.getByRole('dialog', { name: 'Adicionar estudante à turma INF V A' });
    await expect(panel.getByRole('button', { name: 'Inserir' })).toBeDisabled();
    await searchBy(page, 'CPF', MARIA.cpf);
    await expect(panel.getByLabel('Nome', { exact: true })).toHaveValue(MARIA.nome);
    await expect(panel.getByLabel('Nome', { exact: true })).toBeDisabled();
    await expect(panel.getByLabel('Turma atual')).toHaveValue('Sem turma atual');
    await shot(page, 'enturmar-painel');

    // Born in January 2019, she is older than Infantil V asks: a warning that lets the user go on.
    await panel.getByRole('button', { name: 'Inserir' }).click();
    const warning = page.getByRole('dialog', { name: 'Atenção' });
    await expect(warning).toContainText(
      'O estudante está fora da faixa de idade da turma. Deseja continuar?',
    );
    await shot(page, 'enturmar-aviso-idade');
    await warning.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByText('Estudante enturmado com sucesso!')).toBeVisible();
    // The class has more students than one page shows.
    await page.getByRole('combobox', { name: /Linhas por página/ }).click();
    await page.getByRole('option', { name: '50' }).click();
    await expect(students.getByText(MARIA.nome)).toBeVisible();
  });

  test('enrols two students in one opening of the panel and ends with the enrolment-done message', async ({
    page,
  }) => {
    await login(page, USERS.diretor.cpf);
    const retry = test.info().retry;
    const first = cpfFromBase(String(842615370 + retry));
    const second = cpfFromBase(String(842615380 + retry));
    await createStudentViaApi(page, first, 'Bruno Lote Almeida');
    await createStudentViaApi(page, second, 'Clara Lote Almeida');
    await openClass(page, '1º ano', '1º ANO A');

    await page.getByRole('button', { name: 'Adicionar estudante' }).click();
    const panel = page.getByRole('dialog', { name: 'Adicionar estudante à turma 1º ANO A' });
    await searchBy(page, 'CPF', first);
    await expect(panel.getByLabel('Nome', { exact: true })).toHaveValue('Bruno Lote Almeida');
    await panel.getByRole('button', { name: 'Enturmar e buscar outro' }).click();
    await continueIfAgeWarning(page);
    await expect(page.getByText('Estudante enturmado com sucesso!')).toBeVisible();
    await expect(panel.getByRole('status')).toContainText('Bruno Lote Almeida');

    await searchBy(page, 'CPF', second);
    await expect(panel.getByLabel('Nome', { exact: true })).toHaveValue('Clara Lote Almeida');
    await shot(page, 'enturmar-varios');
    await panel.getByRole('button', { name: 'Inserir', exact: true }).click();
    await continueIfAgeWarning(page);
    await expect(page.getByText('Enturmação concluída com sucesso!')).toBeVisible();
    await expect(panel).toBeHidden();
  });

  test('shows the refusal of a student who already has a class', async ({ page }) => {
    await openClass(page, '1º ano', '1º ANO A');
    await page.getByRole('button', { name: 'Adicionar estudante' }).click();
    const panel = page.getByRole('dialog', { name: /Adicionar estudante/ });
    await searchBy(page, 'CPF', JOANA.cpf);
    await expect(panel.getByText(/atualmente na turma 1º ANO A/)).toBeVisible();
    await panel.getByRole('button', { name: 'Inserir' }).click();
    await expect(page.getByText('Estudante já se encontra enturmado.')).toBeVisible();
  });

  test('says when a série has no class', async ({ page }) => {
    await login(page, USERS.diretor.cpf);
    await page.goto('/enturmar-estudante');
    await chooseOption(page, 'Série', 'Infantil IV');
    await expect(page.getByText('Não há turmas disponíveis para essa série.')).toBeVisible();
  });

  test('asks for a school, and shows the SIGE notice for a school of the external system', async ({
    page,
  }) => {
    await login(page, USERS.admin.cpf);
    await page.goto('/enturmar-estudante');
    await expect(page.getByText('Selecione uma escola no menu de configurações')).toBeVisible();
    await adminAtSchool(page, '27099999');
    await expect(
      page.getByText('Esta escola foi cadastrada pelo SIGE e não pode ser alterada no SIAM.'),
    ).toBeVisible();
    await chooseOption(page, 'Série', '1º ano');
    await page.getByRole('table', { name: 'Turmas da série' }).getByText('1º ANO C').click();
    await expect(page.getByRole('button', { name: 'Adicionar estudante' })).toBeDisabled();
  });
});

test.describe('movimentar estudante', () => {
  test('reshuffles a student to another class after the age warning, then finalizes the stay', async ({
    page,
  }) => {
    await login(page, USERS.diretor.cpf);
    const cpf = cpfFromBase(String(731904562 + test.info().retry));
    await createStudentViaApi(page, cpf, 'Rafael Movido Teixeira');
    await enrolViaApi(page, cpf, '1002');

    await page.goto('/movimentar-estudante');
    await searchBy(page, 'CPF', cpf);
    await expect(page.getByLabel('Turma atual')).toHaveValue(/1º ANO A/);
    await chooseOption(page, 'Motivo', 'Remanejar');
    await chooseOption(page, 'Série da nova turma', 'Infantil V');
    await chooseOption(page, 'Nova turma', /^1001 - INF V A/);
    await shot(page, 'movimentar-remanejar');
    await page.getByRole('button', { name: 'Movimentar' }).click();
    const warning = page.getByRole('dialog', { name: 'Atenção' });
    await expect(warning).toContainText(
      'O estudante está fora da faixa de idade da turma. Deseja continuar?',
    );
    await warning.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByText('Movimentação concluída com sucesso!')).toBeVisible();
    await expect(page.getByLabel('Turma atual')).toHaveValue(/INF V A/);

    await chooseOption(page, 'Motivo', 'Transferir');
    await page.getByRole('button', { name: 'Finalizar' }).click();
    await expect(page.getByText('Estudante finalizado com sucesso!')).toBeVisible();
    await expect(page.getByLabel('Turma atual')).toHaveValue('Sem turma atual');
    await expect(
      page.getByText('Estudante não está em uma turma, é necessário enturmar antes de prosseguir.'),
    ).toBeVisible();
  });

  test('a student with open monitoring asks before losing it', async ({ page }) => {
    await login(page, USERS.diretor.cpf);
    const [student] = await studentsOfClass(page, '1004');
    expect(student).toBeTruthy();
    await page.goto('/movimentar-estudante');
    await searchBy(page, 'CPF', student!.cpf);
    await chooseOption(page, 'Motivo', 'Deixou de frequentar');
    await page.getByRole('button', { name: 'Finalizar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Atenção' });
    await expect(dialog).toContainText(
      'Caso continue, o acompanhamento da turma será perdido. Deseja continuar?',
    );
    await shot(page, 'movimentar-acompanhamento');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByLabel('Turma atual')).toHaveValue(/3º ANO A/);
  });

  test('refuses a student without class and a student of another school', async ({ page }) => {
    await login(page, USERS.diretor.cpf);
    await page.goto('/movimentar-estudante');
    await searchBy(page, 'CPF', PEDRO.cpf);
    await expect(
      page.getByText('Estudante não está em uma turma, é necessário enturmar antes de prosseguir.'),
    ).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Motivo' })).toHaveCount(0);

    await searchBy(page, 'CPF', LUCAS.cpf);
    await expect(
      page.getByText(
        'Esta ação está disponível apenas para a edição de estudantes pertencentes à mesma escola.',
      ),
    ).toBeVisible();
    await shot(page, 'movimentar-outra-escola');
  });

  test('says when the school has no other class for a reshuffle', async ({ page }) => {
    await login(page, USERS.admin.cpf);
    await page.goto('/movimentar-estudante');
    await searchBy(page, 'CPF', LUCAS.cpf);
    await chooseOption(page, 'Motivo', 'Remanejar');
    await expect(
      page.getByText('Não foram encontradas turmas disponíveis para esse aluno nesta escola!'),
    ).toBeVisible();
  });
});
