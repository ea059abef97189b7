/**
 * Diretor, Coordenador, Equipe de Cadastro and Enturmar Professor in the browser, on the demo data
 * (demo-data.md). People allocated here get random valid CPFs and are removed again; the teacher is
 * assigned to a class the test creates itself, so the demo classes keep their teachers.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { login, USERS } from './helpers';
import { adminAtSchool, cpfFromBase, postInActiveSchool, shot, typeDate } from './students-helpers';

/** A valid CPF outside the demo data (random base). */
function randomCpf(): string {
  return cpfFromBase(String(Math.floor(100_000_000 + Math.random() * 899_999_999)));
}

async function searchCpf(page: Page, cpf: string, label = 'CPF do servidor', scope: Page | Locator = page) {
  await scope.getByRole('textbox', { name: new RegExp(`^${label}`) }).fill(cpf);
  await scope.getByRole('button', { name: 'Buscar', exact: true }).click();
}

/** Fills the common fields of the person form inside `panel`. */
async function fillPerson(page: Page, panel: Locator, nome: string, tag: string): Promise<void> {
  await panel.getByRole('textbox', { name: /^Nome completo/ }).fill(nome);
  await typeDate(page, 'Data de nascimento', '12041985', panel);
  await panel.getByRole('radio', { name: 'Feminino' }).check();
  await panel.getByRole('textbox', { name: /^Telefone/ }).fill('82999887766');
  await panel.getByRole('textbox', { name: /^E-mail institucional/ }).fill(`${tag}@educacao.gov.br`);
  await panel.getByRole('textbox', { name: /^E-mail alternativo/ }).fill(`${tag}@example.org`);
}

/** Creates a 4º ano class in the active school through the API; returns its name. */
async function createClassViaApi(page: Page): Promise<string> {
  const codigo = String(Math.floor(10_000_000 + Math.random() * 89_999_999));
  const nome = `4P${codigo.slice(-6)}`;
  const status = await postInActiveSchool(page, '/api/Turmas', {
    codigoTurma: codigo,
    nomeTurma: nome,
    nivelEnsino: 2,
    serie: 7,
    turno: 1,
    anexo: false,
    nomeAnexo: null,
  });
  expect(status).toBe(201);
  return nome;
}

test.describe('school staff', () => {
  test('the director adds a coordinator found by a new CPF and removes it', async ({ page }) => {
    test.setTimeout(60_000);
    await login(page, USERS.diretor.cpf);
    await page.goto('/consulta-coordenador');
    const table = page.getByRole('table', { name: 'Coordenadores atuais' });
    const carla = table.getByRole('row', { name: /Carla Coordenadora Lima/ });
    await expect(carla.getByText('123.456.789-09')).toBeVisible({ timeout: 20_000 });
    await expect(carla.getByText('Matutino')).toBeVisible();

    await searchCpf(page, '111.111.111-11');
    await expect(page.getByText('CPF inválido!').first()).toBeVisible();

    const cpf = randomCpf();
    await searchCpf(page, cpf);
    await expect(page.getByText('Servidor não encontrado')).toBeVisible();
    const panel = page.getByRole('dialog', { name: 'Alocar coordenador' });
    await expect(panel.getByRole('textbox', { name: /^CPF/ })).toHaveValue(cpf);
    await panel.getByRole('button', { name: 'Salvar' }).click();
    await expect(panel.getByText('Por favor, selecione um turno')).toBeVisible();
    await fillPerson(page, panel, 'Helena Coordenadora Braga', `helena${cpf.slice(0, 3)}`);
    await panel.getByRole('combobox', { name: /^Turno/ }).click();
    await page.getByRole('option', { name: 'Vespertino' }).click();
    await panel.getByRole('checkbox', { name: 'Possui especialização' }).check();
    await panel.getByRole('button', { name: 'Salvar' }).click();
    await expect(panel.getByText('Por favor, informe a área de especialização')).toBeVisible();
    await panel.getByRole('textbox', { name: /^Área da especialização/ }).fill('Alfabetização');
    await panel.getByRole('textbox', { name: /^Instituição da especialização/ }).fill('UFAL');
    await shot(page, 'consulta-coordenador-form');
    await panel.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Coordenador alocado com sucesso!')).toBeVisible();

    const helena = table.getByRole('row', { name: /Helena Coordenadora Braga/ });
    await expect(helena.getByText('Vespertino')).toBeVisible();
    await shot(page, 'consulta-coordenador');
    await helena.getByRole('button', { name: 'Remover Helena Coordenadora Braga' }).click();
    await page
      .getByRole('dialog', { name: 'Remover coordenador' })
      .getByRole('button', { name: 'Remover' })
      .click();
    await expect(page.getByText('Coordenador desalocado com sucesso!')).toBeVisible();
    await expect(helena).toHaveCount(0);
  });

  test('a looked-up person without an id is refused with the spec text', async ({ page }) => {
    await login(page, USERS.diretor.cpf);
    // The demo directory always answers people with an id: the answer is replaced here.
    await page.route(
      (url) => url.pathname === '/api/Servidor' && url.searchParams.has('cpf'),
      (route) =>
        route.fulfill({
          json: {
            id: null,
            nome: 'Pessoa Sem Registro',
            cpf: '82647103950',
            email: null,
            emailPessoal: null,
          },
        }),
    );
    await page.goto('/consulta-coordenador');
    await searchCpf(page, '826.471.039-50');
    await expect(
      page.getByText('Coordenador/Diretor/Cadastro não encontrado, tente novamente mais tarde!'),
    ).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Alocar coordenador' })).toHaveCount(0);
  });

  test('school A has a director, so the director search is not offered', async ({ page }) => {
    await login(page, USERS.diretor.cpf);
    await page.goto('/consulta-diretor');
    await expect(
      page.getByRole('table', { name: 'Diretor atual' }).getByText('Diego Diretor Rocha'),
    ).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('search', { name: 'Buscar servidor pelo CPF' })).toHaveCount(0);
    await expect(page.getByText(/A escola já possui um diretor/)).toBeVisible();
  });

  test('the administrator registers a director for school B and removes them', async ({ page }) => {
    test.setTimeout(60_000);
    await login(page, USERS.admin.cpf);
    await adminAtSchool(page, '27012346');
    await page.goto('/consulta-diretor');
    await expect(page.getByText('A escola não possui diretor no momento.')).toBeVisible({ timeout: 20_000 });
    const cpf = randomCpf();
    await searchCpf(page, cpf);
    const panel = page.getByRole('dialog', { name: 'Alocar diretor' });
    await fillPerson(page, panel, 'Otávio Diretor Lins', `otavio${cpf.slice(0, 3)}`);
    await panel.getByRole('checkbox', { name: 'Possui formação em gestão escolar' }).check();
    await panel.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Diretor cadastrado com sucesso!')).toBeVisible();

    const table = page.getByRole('table', { name: 'Diretor atual' });
    await expect(table.getByText('Otávio Diretor Lins')).toBeVisible();
    await expect(page.getByRole('search', { name: 'Buscar servidor pelo CPF' })).toHaveCount(0);
    await shot(page, 'consulta-diretor');
    await table.getByRole('button', { name: 'Remover Otávio Diretor Lins' }).click();
    await page
      .getByRole('dialog', { name: 'Remover diretor' })
      .getByRole('button', { name: 'Remover' })
      .click();
    await expect(page.getByText('Diretor desalocado com sucesso!')).toBeVisible();
    await expect(page.getByText('A escola não possui diretor no momento.')).toBeVisible();
  });

  test('the registration team finds a known person, then adds and removes a new member', async ({ page }) => {
    test.setTimeout(60_000);
    await login(page, USERS.cadastro.cpf);
    await page.goto('/consulta-equipe');
    await expect(
      page.getByRole('table', { name: 'Equipe de cadastro atual' }).getByText('Cecília Cadastro Alves'),
    ).toBeVisible({ timeout: 20_000 });

    // A person already registered: the form opens pre-filled.
    await searchCpf(page, USERS.professor.cpf);
    const panel = page.getByRole('dialog', { name: 'Alocar membro da equipe de cadastro' });
    await expect(panel.getByRole('textbox', { name: /^Nome completo/ })).toHaveValue(USERS.professor.nome);
    await expect(panel.getByText(/Pessoa já cadastrada/)).toBeVisible();
    await panel.getByRole('button', { name: 'Cancelar' }).click();
    await expect(panel).toBeHidden();

    const cpf = randomCpf();
    await page.getByRole('textbox', { name: /^CPF do servidor/ }).fill('');
    await searchCpf(page, cpf);
    await fillPerson(page, panel, 'Iara Cadastro Melo', `iara${cpf.slice(0, 3)}`);
    await panel.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Cadastrado alocado com sucesso!')).toBeVisible();
    const row = page
      .getByRole('table', { name: 'Equipe de cadastro atual' })
      .getByRole('row', { name: /Iara/ });
    await row.getByRole('button', { name: 'Remover Iara Cadastro Melo' }).click();
    await page
      .getByRole('dialog', { name: 'Remover membro da equipe de cadastro' })
      .getByRole('button', { name: 'Remover' })
      .click();
    await expect(page.getByText('Cadastro desalocado com sucesso!')).toBeVisible();
  });
});

test.describe('enturmar-professor', () => {
  test('the director assigns a new teacher, replaces them after confirming, and removes the teacher', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await login(page, USERS.diretor.cpf);
    await page.goto('/enturmar-professor');
    await expect(page.getByRole('combobox', { name: 'Série' })).toBeVisible({ timeout: 20_000 });
    const turma = await createClassViaApi(page);
    await page.getByRole('combobox', { name: 'Série' }).click();
    await page.getByRole('option', { name: '4º ano', exact: true }).click();
    const table = page.getByRole('table', { name: 'Turmas da série' });
    await table.getByText(turma, { exact: true }).click();
    await page.getByRole('button', { name: 'Cadastrar professor' }).click();

    const panel = page.getByRole('dialog', { name: `Professor da turma ${turma}` });
    const first = randomCpf();
    await searchCpf(page, first, 'CPF do professor', panel);
    await fillPerson(page, panel, 'Lívia Professora Nunes', `livia${first.slice(0, 3)}`);
    await panel.getByRole('checkbox', { name: 'Tem experiência como professor(a) alfabetizador(a)' }).check();
    await panel.getByRole('textbox', { name: /^Tempo de experiência em alfabetização/ }).fill('4 anos');
    await shot(page, 'enturmar-professor-form');
    await panel.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Professor cadastrado com sucesso!')).toBeVisible();
    await expect(
      table.getByRole('row', { name: new RegExp(turma) }).getByText('Lívia Professora Nunes'),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Substituir professor' }).click();
    const replace = page.getByRole('dialog', { name: `Substituir professor da turma ${turma}` });
    const second = randomCpf();
    await searchCpf(page, second, 'CPF do professor', replace);
    await fillPerson(page, replace, 'Caio Professor Teles', `caio${second.slice(0, 3)}`);
    await replace.getByRole('button', { name: 'Salvar' }).click();
    const confirm = page.getByRole('dialog', { name: 'Substituir professor', exact: true });
    await expect(confirm.getByText(/A turma já possui um professor/)).toBeVisible();
    await expect(confirm.getByText('Lívia Professora Nunes')).toBeVisible();
    await shot(page, 'enturmar-professor-substituir');
    // The assignment's toast gone first, so the one seen next is the replacement's own.
    await expect(page.getByText('Professor cadastrado com sucesso!')).toHaveCount(0);
    await confirm.getByRole('button', { name: 'Substituir' }).click();
    await expect(page.getByText('Professor cadastrado com sucesso!')).toBeVisible();
    await expect(
      table.getByRole('row', { name: new RegExp(turma) }).getByText('Caio Professor Teles'),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Remover professor' }).click();
    await page
      .getByRole('dialog', { name: 'Remover professor' })
      .getByRole('button', { name: 'Remover' })
      .click();
    await expect(page.getByText('Professor removido da turma com sucesso!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cadastrar professor' })).toBeVisible();
  });

  test('a sige school cannot assign teachers here', async ({ page }) => {
    await login(page, USERS.admin.cpf);
    await adminAtSchool(page, '27099999');
    await page.goto('/enturmar-professor');
    await expect(page.getByText(/Esta escola foi cadastrada pelo SIGE/)).toBeVisible({ timeout: 20_000 });
    await page.getByRole('combobox', { name: 'Série' }).click();
    await page.getByRole('option', { name: '1º ano', exact: true }).click();
    await page.getByRole('table', { name: 'Turmas da série' }).getByText('1º ANO C').click();
    await expect(page.getByRole('button', { name: 'Cadastrar professor' })).toBeDisabled();
    await shot(page, 'enturmar-professor-sige');
  });
});
