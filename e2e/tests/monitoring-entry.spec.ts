/**
 * Browser tests of the teacher-entry and period screens (spec 02 §2.6-2.9, §2.14, §2.15) on the demo
 * data. Shared database rules (see the monitoring engineers' notes):
 * - Paulo's classes 1001 (activities) and 1002 (learning) are started and finished here in bimestre 4
 *   of the current year (the validation tests use bimestre 3 for 1001);
 * - the refusal to start uses bimestre 2 of the activity sheet, whose window this test makes end in the
 *   past when it has none;
 * - the period screen test creates and then updates bimestre 2 of the learning sheet, with dates in the
 *   past (so no window of any other test moves).
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { chooseOption, login, today, USERS } from './helpers';
import { shot, typeDate } from './students-helpers';

const PASSWORD = 'senha123';

const YEAR = Number(today().slice(0, 4));

async function adminApi(request: APIRequestContext) {
  const auth = await request.post('/api/Auth', { data: { user: USERS.admin.cpf, password: PASSWORD } });
  expect(auth.ok()).toBeTruthy();
  const { token } = (await auth.json()) as { token: string };
  return { Authorization: `Bearer ${token}`, Perfil: '1' };
}

/** Options of a MUI select (opens it, reads the options, closes it). */
async function optionsOf(page: Page, label: string): Promise<string[]> {
  const box = page.getByRole('combobox', { name: label });
  await expect(box).toBeEnabled();
  await box.click();
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  const names = (await listbox.getByRole('option').allInnerTexts()).map((t) => t.trim());
  await page.keyboard.press('Escape');
  await expect(listbox).toBeHidden();
  return names;
}

/**
 * Removes Paulo's learning monitoring of 1º ANO A (class 1002) in bimestre 4, when a previous attempt of
 * this test (a CI retry) left one, so the test starts from 'not started' every time.
 */
async function resetLearningMonitoring(request: APIRequestContext) {
  const headers = await adminApi(request);
  const schools = await request.get('/api/Escolas?IdInep=27012345', { headers });
  expect(schools.ok(), await schools.text()).toBeTruthy();
  const [school] = (await schools.json()) as { id: number }[];
  const list = await request.get(
    `/api/AcompanhamentoAprendizagem/Escola/Turmas?escolaId=${school!.id}&ano=${YEAR}&bimestre=4`,
    { headers },
  );
  expect(list.ok(), await list.text()).toBeTruthy();
  const rows = (await list.json()) as { nomeTurma: string; acompanhamentoId: number | null }[];
  const id = rows.find((r) => r.nomeTurma === '1º ANO A')?.acompanhamentoId ?? null;
  if (id === null) return;
  const removed = await request.delete(`/api/AcompanhamentoAprendizagem?acompanhamentoId=${id}`, { headers });
  expect(removed.status(), await removed.text()).toBe(204);
}

/** Gives every skill of the current category a level (1 to 4 in turn); returns how many. */
async function fillCategory(page: Page, offset: number): Promise<number> {
  const skills = page.getByRole('list', { name: 'Habilidades' }).getByRole('radiogroup');
  await expect(skills.first()).toBeVisible();
  const count = await skills.count();
  for (let i = 0; i < count; i++) {
    const level = ((i + offset) % 4) + 1;
    const radio = skills.nth(i).getByRole('radio', { name: new RegExp(`^Nível ${level}\\b`) });
    await radio.check();
  }
  return count;
}

/** Every structure and category of the sheet: fills each, saving with Ctrl+S or Salvar in turn. */
async function fillWholeSheet(page: Page, firstShot?: string): Promise<number> {
  let total = 0;
  let n = 0;
  for (const estrutura of await optionsOf(page, 'Estrutura')) {
    await chooseOption(page, 'Estrutura', estrutura);
    for (const categoria of await optionsOf(page, 'Categoria')) {
      await chooseOption(page, 'Categoria', categoria);
      await expect(page.getByRole('figure', { name: `Níveis na categoria ${categoria}` })).toBeVisible();
      total += await fillCategory(page, n);
      if (n === 0 && firstShot) await shot(page, firstShot);
      if (n % 2 === 0) await page.keyboard.press('ControlOrMeta+s');
      else await page.getByRole('button', { name: 'Salvar' }).click();
      // The toast of the first save is checked; later identical toasts may be merged by notistack.
      if (n === 0) await expect(page.getByText('Acompanhamento salvo com sucesso!').first()).toBeVisible();
      await expect(page.getByText('Todas as respostas estão salvas.')).toBeVisible({ timeout: 15_000 });
      n++;
    }
  }
  return total;
}

function classCard(page: Page, turma: string): Locator {
  return page.getByRole('listitem', { name: `Turma ${turma}` });
}

test.describe('acompanhamento: entrada do professor', () => {
  // Every skill of every category (and, for learning, of every student) is answered in the browser.
  test.describe.configure({ timeout: 420_000 });

  test('Paulo starts, fills in and finishes the activity monitoring of INF V A in bimestre 4', async ({
    page,
  }) => {
    await login(page, USERS.professor.cpf);
    await page.goto(`/acompanhamento-atividades?ano=${YEAR}&bimestre=4`);
    await expect(page.getByRole('heading', { level: 1, name: 'Acompanhamento de Atividades' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText(/Período de acompanhamento do quarto bimestre/)).toBeVisible();
    const card = classCard(page, 'INF V A');
    await expect(card).toBeVisible();
    // Only Educação Infantil classes: 1º ANO A (Ensino Fundamental) is not listed.
    await expect(classCard(page, '1º ANO A')).toHaveCount(0);
    await expect(card.getByText('Não iniciado')).toBeVisible();
    await shot(page, 'entrada-atividades-nao-iniciado');

    await card.getByRole('button', { name: 'Iniciar acompanhamento da turma INF V A' }).click();
    await expect(page.getByText('Acompanhamento criado com sucesso!')).toBeVisible();
    await expect(card.getByText('Em andamento')).toBeVisible();

    // Finishing below 100% is refused.
    await card.getByRole('button', { name: 'Finalizar acompanhamento da turma INF V A' }).click();
    await expect(
      card.getByText('O acompanhamento só pode ser finalizado com 100% preenchido.'),
    ).toBeVisible();
    await shot(page, 'entrada-atividades-finalizar-recusado');

    await card.getByRole('button', { name: 'Abrir acompanhamento da turma INF V A' }).click();
    await expect(page).toHaveURL(/\/acompanhamento-atividades-turma$/);
    await expect(page.getByRole('region', { name: 'Dados da turma' })).toContainText('INF V A');
    const skills = await fillWholeSheet(page, 'entrada-atividades-turma');
    expect(skills).toBeGreaterThanOrEqual(12);
    await expect(page.getByRole('progressbar', { name: 'Preenchimento do acompanhamento' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await shot(page, 'entrada-atividades-turma-100');

    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/\/acompanhamento-atividades\?ano=\d+&bimestre=4/);
    await card.getByRole('button', { name: 'Finalizar acompanhamento da turma INF V A' }).click();
    const dialog = page.getByRole('dialog', { name: 'Finalizar acompanhamento?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Finalizar' }).click();
    await expect(page.getByText('Acompanhamento finalizado com sucesso!')).toBeVisible();
    await expect(card.getByText('Finalizado', { exact: true })).toBeVisible();
    await shot(page, 'entrada-atividades-finalizado');

    // After finalisation the sheet is read-only.
    await card.getByRole('button', { name: 'Abrir acompanhamento da turma INF V A' }).click();
    await expect(page.getByText(/Este acompanhamento foi finalizado/)).toBeVisible();
    await expect(page.getByRole('radio').first()).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Salvar' })).toHaveCount(0);
  });

  test('starting after the window ended shows the server message', async ({ page, request }) => {
    const headers = await adminApi(request);
    const existing = await request.get(`/api/Periodo?ano=${YEAR}&bimestre=2&fichaId=2`, { headers });
    if (((await existing.json()) as unknown[]).length === 0) {
      const created = await request.post('/api/Periodo', {
        headers,
        data: {
          ano: YEAR,
          bimestre: 2,
          fichaAcompanhamentoId: 2,
          acompanhamentoDataInicio: `${YEAR}-05-01`,
          acompanhamentoDataFim: `${YEAR}-06-30`,
          validacaoDataInicio: `${YEAR}-07-01`,
          validacaoDataFim: `${YEAR}-07-15`,
        },
      });
      expect([201, 409]).toContain(created.status());
    }
    await login(page, USERS.professor.cpf);
    await page.goto(`/acompanhamento-atividades?ano=${YEAR}&bimestre=2`);
    await expect(classCard(page, 'INF V A')).toBeVisible({ timeout: 20_000 });
    const message = 'O prazo para iniciar o acompanhamento deste bimestre já terminou.';
    await expect(
      page.getByText(new RegExp(`${message} O período de acompanhamento do segundo`)),
    ).toBeVisible();
    const card = classCard(page, 'INF V A');
    await card.getByRole('button', { name: 'Iniciar acompanhamento da turma INF V A' }).click();
    await expect(card.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(card.getByText('Não iniciado')).toBeVisible();
    await shot(page, 'entrada-atividades-prazo-encerrado');
  });

  test('Paulo starts, evaluates every student and finishes the learning monitoring of 1º ANO A', async ({
    page,
    request,
  }) => {
    await resetLearningMonitoring(request);
    await login(page, USERS.professor.cpf);
    await page.goto(`/acompanhamento-aprendizagem?ano=${YEAR}&bimestre=4`);
    await expect(page.getByRole('heading', { level: 1, name: 'Acompanhamento de Aprendizagem' })).toBeVisible(
      {
        timeout: 20_000,
      },
    );
    await expect(page.getByRole('combobox', { name: 'Componente curricular' })).toHaveText(
      'Língua Portuguesa',
    );
    expect(await optionsOf(page, 'Componente curricular')).toEqual(['Língua Portuguesa']);
    // Only Ensino Fundamental classes.
    expect(await optionsOf(page, 'Turma')).toEqual(['1º ANO A (1002)']);

    const students = page.getByRole('table', { name: 'Estudantes da turma' });
    await expect(students.getByText('Joana Maria Souza')).toBeVisible();
    const ticks = students.getByRole('checkbox');
    const start = page.getByRole('button', { name: 'Iniciar acompanhamento' });
    await start.click();
    await expect(
      page.getByText(
        'Marque todos os estudantes listados como pertencentes à turma para iniciar o acompanhamento.',
      ),
    ).toBeVisible();
    for (let i = 0; i < (await ticks.count()); i++) await ticks.nth(i).check();
    await start.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Necessário pelo menos um gênero textual' }),
    ).toBeVisible();
    await shot(page, 'entrada-aprendizagem-nao-iniciado');

    await page.getByRole('button', { name: 'Gêneros textuais' }).click();
    const panel = page.getByRole('dialog', { name: 'Gêneros textuais' });
    await panel.getByRole('checkbox').first().check();
    await shot(page, 'entrada-aprendizagem-generos');
    await panel.getByRole('button', { name: 'Fechar' }).last().click();
    await expect(panel).toBeHidden();
    await start.click();
    await expect(page.getByText('Acompanhamento criado com sucesso!')).toBeVisible();

    // The genres stay editable until finalisation: add a second one, and the last one cannot go.
    await page.getByRole('button', { name: 'Gêneros textuais' }).click();
    const boxes = panel.getByRole('checkbox');
    await boxes.nth(1).check();
    await expect(boxes.nth(1)).toBeChecked();
    await expect(page.getByText('Alterações efetuadas com sucesso!').first()).toBeVisible();
    await boxes.nth(0).uncheck();
    await expect(boxes.nth(0)).not.toBeChecked();
    await boxes.nth(1).click();
    await expect(panel.getByText('Necessário pelo menos um gênero textual')).toBeVisible();
    await expect(boxes.nth(1)).toBeChecked();
    await panel.getByRole('button', { name: 'Fechar' }).last().click();

    // Finishing below 100% is refused.
    await page.getByRole('button', { name: 'Finalizar' }).click();
    await expect(
      page.getByText('O acompanhamento só pode ser finalizado com 100% preenchido.'),
    ).toBeVisible();

    const table = page.getByRole('table', { name: 'Estudantes do acompanhamento' });
    await expect(table.getByText('Joana Maria Souza')).toBeVisible();
    await shot(page, 'entrada-aprendizagem-iniciado');
    const names = (await table
      .getByRole('button', { name: /^Abrir ficha de / })
      .evaluateAll((els) =>
        els.map((e) => (e.getAttribute('aria-label') ?? '').replace('Abrir ficha de ', '')),
      )) as string[];
    expect(names.length).toBeGreaterThanOrEqual(3);
    let first = true;
    for (const nome of names) {
      await table.getByRole('button', { name: `Abrir ficha de ${nome}` }).click();
      await expect(page).toHaveURL(/\/acompanhamento-aprendizagem-estudante$/);
      await expect(page.getByRole('region', { name: 'Dados do estudante' })).toContainText(nome);
      if (await page.getByText(/está marcado como alfabetizado/).isVisible()) {
        await page.getByRole('button', { name: 'Voltar' }).click();
        continue;
      }
      await fillWholeSheet(page, first ? 'entrada-aprendizagem-estudante' : undefined);
      await expect(page.getByRole('progressbar', { name: `Preenchimento de ${nome}` })).toHaveAttribute(
        'aria-valuenow',
        '100',
      );
      if (first) {
        // Cancelar discards unsaved choices after a confirmation.
        const radio = page
          .getByRole('list', { name: 'Habilidades' })
          .getByRole('radio', { name: /^Nível 1\b/ });
        await radio.first().check();
        await expect(page.getByText(/Há respostas não salvas/)).toBeVisible();
        await page.getByRole('button', { name: 'Cancelar' }).click();
        const confirm = page.getByRole('dialog', { name: 'Descartar alterações?' });
        await confirm.getByRole('button', { name: 'Descartar' }).click();
        await expect(page.getByText('Todas as respostas estão salvas.')).toBeVisible();
        await shot(page, 'entrada-aprendizagem-estudante-100');
        first = false;
      }
      await page.getByRole('button', { name: 'Voltar' }).click();
      await expect(page).toHaveURL(/\/acompanhamento-aprendizagem\?/);
    }

    await expect(
      page.getByRole('progressbar', { name: 'Preenchimento do acompanhamento da turma' }),
    ).toHaveAttribute('aria-valuenow', '100');
    await page.getByRole('button', { name: 'Finalizar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Finalizar acompanhamento?' });
    await dialog.getByRole('button', { name: 'Finalizar' }).click();
    await expect(page.getByText('Acompanhamento finalizado com sucesso!')).toBeVisible();
    await expect(page.getByText(/Este acompanhamento foi finalizado/)).toBeVisible();
    await page.getByRole('button', { name: 'Gêneros textuais' }).click();
    await expect(panel.getByRole('checkbox', { checked: false }).first()).toBeDisabled();
    await panel.getByRole('button', { name: 'Fechar' }).last().click();
    await shot(page, 'entrada-aprendizagem-finalizado');
  });
});

test.describe('cadastrar-periodo', () => {
  test.slow();

  test('the administrator creates and updates bimestre 2 of the learning sheet', async ({ page }) => {
    await login(page, USERS.admin.cpf);
    await page.goto('/cadastrar-periodo');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Consultar Período de Acompanhamento' }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('combobox', { name: 'Ano' })).toHaveText(String(YEAR));
    expect(await optionsOf(page, 'Tipo de acompanhamento')).toEqual(['Aprendizagem', 'Atividades']);
    const table = page.getByRole('table', { name: `Períodos de Aprendizagem em ${YEAR}` });
    await expect(table.getByRole('row', { name: /Quarto/ })).toBeVisible();
    await shot(page, 'periodos-lista');

    // The form's messages.
    await page.getByRole('button', { name: 'Adicionar período' }).click();
    const panel = page.getByRole('dialog', { name: 'Período de Aprendizagem' });
    await expect(panel.getByRole('textbox', { name: 'Ano' })).toBeDisabled();
    await panel.getByRole('button', { name: 'Salvar' }).click();
    for (const m of [
      'Necessário informar o bimestre',
      'A data de início do acompanhamento é obrigatória',
      'A data fim do acompanhamento é obrigatória.',
      'A data de início da validação é obrigatória',
      'A data fim da validação é obrigatória.',
    ]) {
      await expect(panel.getByText(m, { exact: true })).toBeVisible();
    }
    await shot(page, 'periodos-form-mensagens');

    await chooseOption(page, 'Bimestre', 'Segundo');
    await typeDate(page, 'Início do acompanhamento', `1005${YEAR}`, panel);
    await typeDate(page, 'Fim do acompanhamento', `0105${YEAR}`, panel);
    await typeDate(page, 'Início da validação', `2006${YEAR}`, panel);
    await typeDate(page, 'Fim da validação', `2006${YEAR}`, panel);
    await panel.getByRole('button', { name: 'Salvar' }).click();
    await expect(
      panel.getByText('A data fim do acompanhamento deve ser superior a data de início.'),
    ).toBeVisible();
    await expect(
      panel.getByText('A data fim da validação deve ser superior a data de início.'),
    ).toBeVisible();
    await typeDate(page, 'Fim do acompanhamento', `3006${YEAR}`, panel);
    await typeDate(page, 'Fim da validação', `1507${YEAR}`, panel);
    await panel.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Período criado com sucesso.')).toBeVisible();
    await expect(panel).toBeHidden();
    const row = table.getByRole('row', { name: /Segundo/ });
    await expect(row).toContainText(`10/05/${YEAR}`);
    await expect(row).toContainText(`30/06/${YEAR}`);

    // Picking an existing bimestre loads its dates after 800 ms; Salvar updates it.
    await page.getByRole('button', { name: 'Adicionar período' }).click();
    await page.getByRole('combobox', { name: 'Bimestre' }).click();
    const picked = Date.now();
    await page.getByRole('option', { name: 'Segundo', exact: true }).click();
    await expect(panel.getByText(/já tem período/)).toBeVisible();
    // The dates of the existing period arrive only after the 800 ms wait.
    expect(Date.now() - picked).toBeGreaterThanOrEqual(800);
    await expect(panel.getByRole('group', { name: 'Início do acompanhamento' })).toContainText('10');
    await typeDate(page, 'Fim da validação', `2007${YEAR}`, panel);
    await shot(page, 'periodos-form-existente');
    await panel.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Período Atualizado com sucesso.')).toBeVisible();
    await expect(row).toContainText(`20/07/${YEAR}`);

    // Cancelar asks first; 'Não' keeps the form, 'Sim' closes it.
    await row.click();
    await expect(panel.getByRole('combobox', { name: 'Bimestre' })).toHaveText('Segundo');
    await panel.getByRole('button', { name: 'Cancelar' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancelar operação?' });
    await expect(
      confirm.getByText(
        'Tem certeza que deseja cancelar a operação? Após cancelar, as alterações não serão salvas.',
      ),
    ).toBeVisible();
    await shot(page, 'periodos-cancelar');
    await confirm.getByRole('button', { name: 'Não' }).click();
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'Cancelar' }).click();
    await confirm.getByRole('button', { name: 'Sim' }).click();
    await expect(panel).toBeHidden();
  });
});
