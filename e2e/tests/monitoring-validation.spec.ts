/**
 * Browser tests of the monitoring consultation and validation screens (spec 02 §2.10-2.14) on the
 * demo data. Shared database rules (see /tmp notes of the monitoring engineers):
 * - the demo learning monitoring of class 1004 (bimestre 4) is only rejected, never deleted;
 * - the activity monitoring Carla validates is created here, through the API with Paulo's login, in
 *   the current year's bimestre 3 (an activity period around today is added by the administrator when
 *   bimestre 3 has none), so the teacher-entry tests keep bimestre 4 of 1001/1002 for themselves;
 * - the administrator recalculates and deletes a learning monitoring of an extra (non-core) school.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiAs, chooseOption, login, today, USERS } from './helpers';
import { adminAtSchool, shot } from './students-helpers';

const SCHOOL_A = { inep: '27012345', nome: 'Escola Estadual Santa Aurora' };
const CORE_INEPS = ['27012345', '27012346', '27099999'];

function shift(days: number): string {
  const d = new Date(`${today()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
const YEAR = Number(today().slice(0, 4));

interface Row {
  turmaId: number;
  nomeTurma: string;
  acompanhamentoId: number | null;
  status: boolean | null;
  validado: boolean | null;
}

/**
 * Gives class 1001 (INF V A, Paulo) a finished activity monitoring in bimestre 3 of this year, awaiting
 * validation. Idempotent: reuses what an earlier run of this test left.
 */
async function finishedActivityInBimestre3(request: APIRequestContext): Promise<void> {
  const admin = await apiAs(request, USERS.admin.cpf, 1);
  const periods = await admin.call<{ bimestre: number }[]>(
    'GET',
    `/Periodo?ano=${YEAR}&bimestre=3&fichaId=2`,
  );
  if (periods.body.length === 0) {
    const created = await admin.call('POST', '/Periodo', {
      ano: YEAR,
      bimestre: 3,
      fichaAcompanhamentoId: 2,
      acompanhamentoDataInicio: shift(-20),
      acompanhamentoDataFim: shift(20),
      validacaoDataInicio: shift(-20),
      validacaoDataFim: shift(20),
    });
    expect([201, 409]).toContain(created.status);
  }
  const schools = await admin.call<{ id: number }[]>('GET', `/Escolas?IdInep=${SCHOOL_A.inep}`);
  const schoolId = schools.body[0]!.id;

  const paulo = await apiAs(request, USERS.professor.cpf, 17);
  const list = await paulo.call<Row[]>(
    'GET',
    `/AcompanhamentoAtividadeTurma/Escola/Turmas?escolaId=${schoolId}&ano=${YEAR}&bimestre=3`,
  );
  expect(list.status).toBe(200);
  const infV = list.body.find((r) => r.nomeTurma === 'INF V A')!;
  let id = infV.acompanhamentoId;
  if (id === null) {
    const started = await paulo.call<{ acompanhamentoId: number }>('POST', '/AcompanhamentoAtividadeTurma', {
      turmaId: infV.turmaId,
      ano: YEAR,
      bimestre: 3,
      responsavel: paulo.cpf,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    id = started.body.acompanhamentoId;
  }
  if (!infV.status) {
    const skills = await paulo.call<
      { id: number; estruturaId: number; categoriaId: number; criterios: { id: number; nivel: number }[] }[]
    >('GET', `/AcompanhamentoAtividadeTurma/Turma?acompanhamentoId=${id}`);
    expect(skills.body.length).toBeGreaterThan(0);
    const answers = skills.body.map((s, i) => {
      const criterio = s.criterios.find((c) => c.nivel === (i % 4) + 1) ?? s.criterios[0]!;
      return {
        criterioId: criterio.id,
        acompanhamentoAtividadeTurmaId: id,
        fichaId: 2,
        estruturaId: s.estruturaId,
        categoriaId: s.categoriaId,
        habilidadeId: s.id,
      };
    });
    const answered = await paulo.call<{ situacao: number }>(
      'POST',
      '/AcompanhamentoAtividadeTurma/Resposta',
      answers,
    );
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const finished = await paulo.call('PUT', '/AcompanhamentoAtividadeTurma', {
      acompanhamentoId: id,
      status: true,
    });
    expect(finished.status, JSON.stringify(finished.body)).toBe(200);
  }
}

/** An INEP of a non-core school with a started learning monitoring in bimestre 4, and its class. */
async function extraLearningMonitoring(request: APIRequestContext): Promise<{ inep: string; turma: string }> {
  const admin = await apiAs(request, USERS.admin.cpf, 1);
  for (const regional of [1, 2]) {
    const schools = await admin.call<{ id: number; codigoInep: string }[]>(
      'GET',
      `/Escolas?codigoRegional=${regional}`,
    );
    for (const s of schools.body.filter((x) => !CORE_INEPS.includes(x.codigoInep))) {
      const list = await admin.call<Row[]>(
        'GET',
        `/AcompanhamentoAprendizagem/Escola/Turmas?escolaId=${s.id}&ano=${YEAR}&bimestre=4`,
      );
      const started = list.body.find((r) => r.acompanhamentoId !== null);
      if (started) return { inep: s.codigoInep, turma: started.nomeTurma };
    }
  }
  throw new Error('No learning monitoring in bimestre 4 outside the core schools');
}

/** Carla opens a consultation screen and picks school A among her two schools. */
async function carlaAtSchoolA(page: Page, path: string) {
  await login(page, USERS.coordenadora.cpf);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Selecione a escola' })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(SCHOOL_A.inep) }).click();
  await expect(page.getByTestId('consult-school')).toHaveText(`${SCHOOL_A.inep} - ${SCHOOL_A.nome}`);
  await expect(page.getByRole('button', { name: 'Alterar escola' })).toBeVisible();
}

const classRow = (page: Page, turma: string) =>
  page.getByRole('table', { name: 'Turmas e acompanhamentos' }).getByRole('row').filter({ hasText: turma });

test.describe('consultar e validar acompanhamento', () => {
  test.slow();

  test('Carla rejects the finished learning monitoring of 3º ANO A, the reason first', async ({ page }) => {
    await carlaAtSchoolA(page, '/consultar-acompanhamento-aprendizagem');
    await chooseOption(page, 'Bimestre', 'Quarto');
    const row = classRow(page, '3º ANO A');
    await expect(row).toContainText('Aguardando');
    await expect(row).toContainText('100%');
    await shot(page, 'consultar-aprendizagem-bimestre4');
    await row.click();

    await expect(page).toHaveURL(/\/validar-acompanhamento-aprendizagem$/);
    const header = page.getByRole('region', { name: 'Dados da turma' });
    await expect(header).toContainText('3º ANO A');
    await expect(header).toContainText('Vespertino');
    await expect(header).toContainText(SCHOOL_A.nome);
    await expect(page.getByRole('table', { name: 'Habilidades' }).getByRole('row')).not.toHaveCount(1);
    await shot(page, 'validar-aprendizagem');

    await page.getByRole('button', { name: 'Gêneros textuais' }).click();
    const genres = page.getByRole('dialog', { name: 'Gêneros textuais' });
    await expect(genres.getByRole('checkbox').first()).toBeVisible();
    await shot(page, 'validar-aprendizagem-generos');
    await genres.getByRole('button', { name: 'Fechar' }).last().click();
    await expect(genres).toBeHidden();

    await page.getByRole('table', { name: 'Habilidades' }).getByRole('row').nth(1).click();
    const detail = page.getByRole('dialog', { name: 'Detalhes da habilidade' });
    await expect(detail.getByText('Nível 4', { exact: true })).toBeVisible();
    await shot(page, 'validar-aprendizagem-habilidade');
    await detail.getByRole('button', { name: 'Fechar' }).last().click();
    await expect(detail).toBeHidden();

    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('É necessário fornecer o motivo da não validação.')).toBeVisible();
    await shot(page, 'validar-aprendizagem-motivo');
    await page
      .getByRole('textbox', { name: 'Motivo da não validação' })
      .fill('Faltam os registros dos gêneros textuais trabalhados em sala.');
    await expect(page.getByTestId('reason-counter')).toHaveText('61/200 caracteres');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Acompanhamento validado com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/\/consultar-acompanhamento-aprendizagem\?.*bimestre=4/, { timeout: 5000 });
    await expect(classRow(page, '3º ANO A')).toContainText('Não');

    await classRow(page, '3º ANO A').click();
    await expect(
      page.getByText('Faltam os registros dos gêneros textuais trabalhados em sala.').first(),
    ).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Válido' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await shot(page, 'validar-aprendizagem-rejeitado');
  });

  test('Carla validates a finished activity monitoring (created by Paulo through the API)', async ({
    page,
    request,
  }) => {
    await finishedActivityInBimestre3(request);
    await carlaAtSchoolA(page, '/consultar-acompanhamento-atividade');
    await chooseOption(page, 'Bimestre', 'Terceiro');
    const row = classRow(page, 'INF V A');
    await expect(row).toContainText('Aguardando');
    await shot(page, 'consultar-atividade-bimestre3');
    await row.click();

    await expect(page).toHaveURL(/\/validar-acompanhamento-atividade$/);
    await expect(page.getByRole('region', { name: 'Dados da turma' })).toContainText(
      'Paulo Professor Santos',
    );
    await expect(page.getByRole('figure', { name: /Níveis na categoria/ })).toBeVisible();
    await shot(page, 'validar-atividade');
    await page.getByRole('checkbox', { name: 'Válido' }).check();
    await expect(page.getByRole('textbox', { name: 'Motivo da não validação' })).toBeDisabled();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Acompanhamento validado com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/\/consultar-acompanhamento-atividade\?/, { timeout: 5000 });
    await expect(classRow(page, 'INF V A')).toContainText('Sim');
  });

  test('a class not started says so; bimestre 1 is outside the validation window', async ({ page }) => {
    await carlaAtSchoolA(page, '/consultar-acompanhamento-aprendizagem');
    await chooseOption(page, 'Bimestre', 'Quarto');
    await classRow(page, '2º ANO A').click();
    await expect(page.getByText('Não existe acompanhamento iniciado para essa turma')).toBeVisible();
    await expect(page).toHaveURL(/\/consultar-acompanhamento-aprendizagem/);
    await shot(page, 'consultar-nao-iniciado');

    await chooseOption(page, 'Bimestre', 'Primeiro');
    await expect(page.getByText(/Fora do período de validação ano\/bimestre informados!/)).toBeVisible();
    await shot(page, 'consultar-fora-do-periodo');
    // The validated monitoring of 1º ANO A in bimestre 1: read-only.
    await classRow(page, '1º ANO A').click();
    await expect(page.getByText('Este acompanhamento foi validado.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  });

  test('the administrator recalculates and deletes a learning monitoring, with confirmations', async ({
    page,
    request,
  }) => {
    const target = await extraLearningMonitoring(request);
    await login(page, USERS.admin.cpf);
    await adminAtSchool(page, target.inep);
    await page.goto('/consultar-acompanhamento-aprendizagem?bimestre=4');
    await classRow(page, target.turma).click();
    await expect(page).toHaveURL(/\/validar-acompanhamento-aprendizagem$/);
    await expect(
      page.getByText('O administrador não valida acompanhamentos; pode recalcular ou excluir.'),
    ).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Válido' })).toHaveCount(0);
    await shot(page, 'validar-aprendizagem-admin');

    await page.getByRole('button', { name: 'Recalcular' }).click();
    let dialog = page.getByRole('dialog', { name: 'Recalcular acompanhamento?' });
    await expect(dialog).toBeVisible();
    await shot(page, 'validar-aprendizagem-recalcular');
    await dialog.getByRole('button', { name: 'Recalcular' }).click();
    await expect(page.getByText('Acompanhamento foi atualizado com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/\/consultar-acompanhamento-aprendizagem\?/, { timeout: 5000 });

    await classRow(page, target.turma).click();
    await page.getByRole('button', { name: 'Excluir' }).click();
    dialog = page.getByRole('dialog', { name: 'Excluir acompanhamento?' });
    await expect(dialog).toBeVisible();
    await shot(page, 'validar-aprendizagem-excluir');
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Acompanhamento foi excluído com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/\/consultar-acompanhamento-aprendizagem\?/, { timeout: 5000 });
  });

  test('the student drill-down shows a student evaluated skills', async ({ page }) => {
    await login(page, USERS.admin.cpf);
    await adminAtSchool(page, SCHOOL_A.inep);
    await page.goto('/consultar-acompanhamento-aprendizagem-estudante');
    await chooseOption(page, 'Ano de escolaridade', '3º ano');
    await chooseOption(page, 'Bimestre', 'Quarto');
    await page.getByRole('table', { name: 'Turmas do ano de escolaridade' }).getByText('3º ANO A').click();
    const students = page.getByRole('table', { name: 'Estudantes da turma 3º ANO A' });
    await expect(students.getByRole('row')).not.toHaveCount(1);
    await students
      .getByRole('row')
      .filter({ hasText: /Não\s*\d+%/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: /Habilidades avaliadas/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Excluir registro do estudante' })).toBeVisible();
    await shot(page, 'consultar-aprendizagem-estudante');
  });

  test('the municipal screen lists the schools with their counts and cannot finish yet', async ({ page }) => {
    await login(page, '847.362.910-87');
    await page.goto('/validar-acompanhamento-atividade-municipal');
    await expect(page.getByRole('table', { name: 'Escolas e seus acompanhamentos' })).toContainText(
      SCHOOL_A.nome,
      { timeout: 20_000 },
    );
    await expect(page.getByRole('button', { name: 'Finalizar acompanhamento' })).toBeDisabled();
    await shot(page, 'validar-atividade-municipal');
  });
});
