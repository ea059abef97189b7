/**
 * The main flows with the keyboard alone (issue 20, eMAG 2.1 and 4.4, WCAG 2.1.1, 2.4.3, 2.4.7,
 * 2.4.11, 2.4.13, 3.3.1; decision 138): after the first page.goto, only page.keyboard moves focus,
 * types, opens menus and presses buttons (the file chooser opened by Enter is answered with setFiles).
 * Every stop is checked for a visible focus indicator (keyboard-helpers.ts), and focus is checked not
 * to fall on <body> after a dialog closes or a list reloads. They are the keyboard twins of
 * login.spec.ts, parfi-helpers' settings step, enrolment.spec.ts, monitoring-entry/validation.spec.ts
 * and parfi-flow.spec.ts, on the demo data, with their own rows so the mouse specs keep theirs:
 * - a student created here (random CPF) is enrolled in INF V A (the class takes "at least N");
 * - the learning monitoring of 1º ANO A (1002) in bimestre 3 of this year is this file's own (the
 *   administrator adds its period around today when missing; no other spec uses learning bimestre 3);
 * - the PARFI action has a random value and gets one budget document, not sent for approval.
 */
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type FileChooser, type Page } from '@playwright/test';
import { apiAs, today, USERS } from './helpers';
import {
  expectFocusNotLost,
  expectVisibleFocus,
  pickOption,
  pressButton,
  readFocus,
  tabTo,
  toContent,
  typeDateByKeyboard,
  typeInto,
} from './keyboard-helpers';
import { PARFI_USERS, smallPdf, toast } from './parfi-helpers';
import { cpfFromBase, createStudentViaApi } from './students-helpers';

const SCREENSHOT = fileURLToPath(
  new URL('../../docs/screenshots/issue-20/form-error-focus.png', import.meta.url),
);
const YEAR = Number(today().slice(0, 4));
const SCHOOL_A = '27012345';

/**
 * Signs in on /login with the keyboard: the first Tab stop is the skip link 'Ir para o conteúdo'
 * (no field takes focus on arrival, decision 137), which leads to the form.
 */
async function keyboardLogin(page: Page, cpf: string): Promise<void> {
  await page.goto('/login');
  const user = page.getByRole('textbox', { name: 'Usuário' });
  await toContent(page);
  await tabTo(page, user);
  await page.keyboard.type(cpf);
  await tabTo(page, page.getByLabel('Senha', { exact: true }));
  await page.keyboard.type('senha123');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/inicio$/, { timeout: 20_000 });
}

/** Goes to `path` inside the signed-in app by its address (a new page load, as a bookmark would). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
}

function shift(days: number): string {
  const d = new Date(`${today()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

test.describe('fluxos pelo teclado', () => {
  test.slow();

  test('entrar: o formulário vazio enviado com Enter leva o foco ao primeiro campo inválido', async ({
    page,
  }) => {
    await page.goto('/login');
    const user = page.getByRole('textbox', { name: 'Usuário' });
    await toContent(page);
    await tabTo(page, user);
    // From the password field, Enter submits the empty form: focus goes back to the first invalid field.
    await tabTo(page, page.getByLabel('Senha', { exact: true }));
    await page.keyboard.press('Enter');
    await expect(user).toBeFocused();
    await expect(user).toHaveAttribute('aria-invalid', 'true');
    const describedBy = await user.getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    const message = (await page.locator(`[id="${describedBy}"]`).textContent())?.trim() ?? '';
    expect(message.length).toBeGreaterThan(0);
    await expect(user).toHaveAccessibleDescription(message);
    await expectVisibleFocus(page);
    await page.screenshot({ path: SCREENSHOT });

    await page.keyboard.type(USERS.diretor.cpf);
    await tabTo(page, page.getByLabel('Senha', { exact: true }));
    await page.keyboard.type('senha123');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/inicio$/, { timeout: 20_000 });
    // Where focus lands after a route change (the page's heading) is the shell's rule (issue 20,
    // branch a11y-shell); the flows below reach the content with toContent.
  });

  test('configurações: a Equipe Estadual escolhe a escola pelo painel lateral', async ({ page }) => {
    await keyboardLogin(page, PARFI_USERS.estadual);
    const settings = page.getByRole('button', { name: 'Configurações', exact: true });
    await pressButton(page, settings);
    const dialog = page.getByRole('dialog', { name: 'Configurações' });
    await expect(dialog).toBeVisible();
    for (const [label, option] of [
      ['Regionais', '1ª CRE'],
      ['Municípios', 'Santa Aurora'],
      ['Escolas', /Escola Estadual Santa Aurora/],
    ] as const) {
      const box = dialog.getByRole('combobox', { name: label });
      await expect(box).toBeEnabled();
      await tabTo(page, box);
      await pickOption(page, box, option);
    }
    await pressButton(page, dialog.getByRole('button', { name: 'Confirmar' }));
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('header-context')).toContainText(SCHOOL_A);
    // The drawer gives focus back to the button that opened it.
    await expectFocusNotLost(page);
    await expect(settings).toBeFocused();
    await expectVisibleFocus(page);
  });

  test('enturmar: o diretor encontra um estudante pelo CPF e o insere na turma INF V A', async ({ page }) => {
    await keyboardLogin(page, USERS.diretor.cpf);
    const base = String(100_000_000 + Math.floor(Math.random() * 800_000_000));
    const cpf = cpfFromBase(base);
    const nome = 'Otávio Teclado Prado';
    await createStudentViaApi(page, cpf, nome);

    await open(page, '/enturmar-estudante');
    await toContent(page);
    const serie = page.getByRole('combobox', { name: 'Série', exact: true });
    await tabTo(page, serie);
    await pickOption(page, serie, 'Infantil V');
    const classes = page.getByRole('table', { name: 'Turmas da série' });
    const row = classes.getByRole('row').filter({ hasText: 'INF V A' }).first();
    await tabTo(page, row);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Turma INF V A' })).toBeVisible();

    await pressButton(page, page.getByRole('button', { name: 'Adicionar estudante' }));
    const panel = page.getByRole('dialog', { name: 'Adicionar estudante à turma INF V A' });
    await expect(panel).toBeVisible();
    const filter = panel.getByRole('combobox', { name: 'Filtrar por' });
    await tabTo(page, filter);
    await pickOption(page, filter, 'CPF');
    await typeInto(page, panel.getByRole('textbox', { name: 'CPF do estudante' }), cpf);
    await pressButton(page, panel.getByRole('button', { name: 'Buscar', exact: true }));
    await expect(panel.getByLabel('Nome', { exact: true })).toHaveValue(nome);
    await expectFocusNotLost(page);

    await pressButton(page, panel.getByRole('button', { name: 'Inserir' }));
    // Born in June 2019: outside Infantil V's ages, a warning lets the user go on.
    const warning = page.getByRole('dialog', { name: 'Atenção' });
    await expect(warning).toBeVisible();
    await pressButton(page, warning.getByRole('button', { name: 'Continuar' }));
    await expect(page.getByText('Estudante enturmado com sucesso!').first()).toBeVisible();
    await expect(warning).toBeHidden();
    // The panel closed and the list reloaded: focus is not dropped on <body>.
    await expectFocusNotLost(page);
  });

  test.describe('acompanhamento de aprendizagem do 1º ANO A no 3º bimestre', () => {
    test.describe.configure({ mode: 'serial' });

    /** The learning period of bimestre 3 around today (the demo data has none). */
    async function learningPeriod(request: APIRequestContext) {
      const admin = await apiAs(request, USERS.admin.cpf, 1);
      const periods = await admin.call<unknown[]>('GET', `/Periodo?ano=${YEAR}&bimestre=3&fichaId=1`);
      if (periods.body.length > 0) return;
      const created = await admin.call('POST', '/Periodo', {
        ano: YEAR,
        bimestre: 3,
        fichaAcompanhamentoId: 1,
        acompanhamentoDataInicio: shift(-20),
        acompanhamentoDataFim: shift(20),
        validacaoDataInicio: shift(-20),
        validacaoDataFim: shift(20),
      });
      expect([201, 409]).toContain(created.status);
    }

    test('o professor inicia, abre a ficha de um estudante e responde habilidades', async ({
      page,
      request,
    }) => {
      await learningPeriod(request);
      await keyboardLogin(page, USERS.professor.cpf);
      await open(page, `/acompanhamento-aprendizagem?ano=${YEAR}&bimestre=3`);
      await toContent(page);
      const start = page.getByRole('button', { name: 'Iniciar acompanhamento' });
      if (await start.isVisible({ timeout: 10_000 }).catch(() => false)) {
        // Every listed student is confirmed with Space, then a textual genre in its dialog.
        const ticks = page.getByRole('table', { name: 'Estudantes da turma' }).getByRole('checkbox');
        const n = await ticks.count();
        for (let i = 0; i < n; i++) {
          await tabTo(page, ticks.nth(i));
          await page.keyboard.press('Space');
          await expect(ticks.nth(i)).toBeChecked();
        }
        const genresButton = page.getByRole('button', { name: 'Gêneros textuais' });
        await pressButton(page, genresButton);
        const genres = page.getByRole('dialog', { name: 'Gêneros textuais' });
        const first = genres.getByRole('checkbox').first();
        await tabTo(page, first);
        await page.keyboard.press('Space');
        await expect(first).toBeChecked();
        await page.keyboard.press('Escape');
        await expect(genres).toBeHidden();
        // The dialog returns focus to the button that opened it.
        await expectFocusNotLost(page);
        await expect(genresButton).toBeFocused();
        await pressButton(page, start);
        await expect(page.getByText('Acompanhamento criado com sucesso!').first()).toBeVisible();
        await expectFocusNotLost(page);
      }

      const table = page.getByRole('table', { name: 'Estudantes do acompanhamento' });
      await expect(table).toBeVisible();
      // Joana is evaluated (not marked as literate) in the demo data.
      await pressButton(page, table.getByRole('button', { name: 'Abrir ficha de Joana Maria Souza' }));
      await expect(page).toHaveURL(/\/acompanhamento-aprendizagem-estudante$/);
      await expect(page.getByRole('region', { name: 'Dados do estudante' })).toContainText(
        'Joana Maria Souza',
      );
      await toContent(page);
      // Each skill is a radio group: Tab enters it, the arrows choose a level.
      const skills = page.getByRole('list', { name: 'Habilidades' }).getByRole('radiogroup');
      await expect(skills.first()).toBeVisible();
      const count = await skills.count();
      for (let i = 0; i < count; i++) {
        await tabTo(page, skills.nth(i));
        const radio = skills.nth(i).getByRole('radio', { checked: true });
        if ((await radio.count()) === 0) await page.keyboard.press('Space');
        await page.keyboard.press('ArrowRight');
        await expect(skills.nth(i).getByRole('radio', { checked: true })).toHaveCount(1);
        await expectVisibleFocus(page);
      }
      await page.keyboard.press('ControlOrMeta+s');
      await expect(page.getByText('Acompanhamento salvo com sucesso!').first()).toBeVisible();
      await expect(page.getByText('Todas as respostas estão salvas.')).toBeVisible({ timeout: 15_000 });
      await expectFocusNotLost(page);
    });

    test('a coordenadora valida o acompanhamento finalizado', async ({ page, request }) => {
      await learningPeriod(request);
      await finishLearningBimestre3(request);
      await keyboardLogin(page, USERS.coordenadora.cpf);
      await open(page, '/consultar-acompanhamento-aprendizagem');
      await toContent(page);
      await pressButton(page, page.getByRole('button', { name: new RegExp(SCHOOL_A) }));
      await expect(page.getByTestId('consult-school')).toContainText(SCHOOL_A);
      await expectFocusNotLost(page);
      const bimestre = page.getByRole('combobox', { name: 'Bimestre' });
      await tabTo(page, bimestre);
      await pickOption(page, bimestre, 'Terceiro');
      const row = page
        .getByRole('table', { name: 'Turmas e acompanhamentos' })
        .getByRole('row')
        .filter({ hasText: '1º ANO A' });
      await expect(row).toContainText('Aguardando');
      await tabTo(page, row);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/validar-acompanhamento-aprendizagem$/);
      await toContent(page);
      const valid = page.getByRole('checkbox', { name: 'Válido' });
      await tabTo(page, valid);
      await page.keyboard.press('Space');
      await expect(valid).toBeChecked();
      await pressButton(page, page.getByRole('button', { name: 'Salvar' }));
      await expect(page.getByText('Acompanhamento validado com sucesso!').first()).toBeVisible();
      await expect(page).toHaveURL(/\/consultar-acompanhamento-aprendizagem\?/, { timeout: 10_000 });
      await expect(row).toContainText('Sim');
      await expectFocusNotLost(page);
    });
  });

  test('PARFI: o diretor adiciona uma ação e anexa um documento', async ({ page }) => {
    const cents = 100_000 + Math.floor(Math.random() * 90_000);
    const valor = `${Math.floor(cents / 100).toLocaleString('pt-BR')},${String(cents % 100).padStart(2, '0')}`;
    // Listening from the start: the file chooser's interception is on long before Enter opens it (a
    // listener added just before the key can lose the race on a busy machine).
    const choosers: FileChooser[] = [];
    page.on('filechooser', (chooser) => choosers.push(chooser));
    await keyboardLogin(page, PARFI_USERS.diretor);
    await open(page, '/premio/consultar-parfi?anoPremio=2025&anoParfi=2025');
    await toContent(page);
    await pressButton(page, page.getByRole('button', { name: 'Adicionar ação' }));
    await expect(page).toHaveURL(/\/premio\/cadastrar-parfi\?anoPremio=2025&anoParfi=2025$/);

    // Objective 4, then the first goal and the first action: Tab enters each group, arrows choose.
    const objective = page.getByRole('region', { name: 'Objetivo' });
    const four = objective.getByRole('radio', { name: /^4 - / });
    await tabTo(page, objective.getByRole('radio').first());
    for (let i = 0; i < 8; i++) {
      if (await four.evaluate((el) => el === document.activeElement)) break;
      await page.keyboard.press('ArrowDown');
    }
    await expect(four).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Space');
    await expect(four).toBeChecked();
    for (const name of ['Meta', 'Ação']) {
      const first = page.getByRole('region', { name }).getByRole('radio').first();
      await tabTo(page, first);
      await page.keyboard.press('Space');
      await expect(first).toBeChecked();
    }
    await expect(page.getByRole('textbox', { name: 'Orientações' })).not.toHaveValue('');
    await typeInto(page, page.getByRole('textbox', { name: /^Valor/ }), String(cents));
    await typeDateByKeyboard(page, page.getByRole('group', { name: 'Data Início' }), '01032025');
    await typeDateByKeyboard(page, page.getByRole('group', { name: 'Data Fim' }), '30062025');
    await pressButton(page, page.getByRole('button', { name: 'Salvar' }));
    await expect(toast(page, 'PARFI registrado com sucesso.')).toBeVisible();
    await expect(page).toHaveURL(/\/premio\/consultar-parfi\?anoPremio=2025&anoParfi=2025$/);

    await open(page, '/premio/executar-parfi?anoPremio=2025&anoParfi=2025');
    await toContent(page);
    const row = page
      .getByRole('table', { name: 'Ações do PARFI' })
      .getByRole('row')
      .filter({ hasText: `R$ ${valor}` });
    await tabTo(page, row);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/premio\/execucao-do-parfi\?/);
    await expect(page.getByText('Nenhum documento anexado.')).toBeVisible({ timeout: 20_000 });

    // An empty Incluir: the first invalid field takes focus and is described by its message.
    await toContent(page);
    const include = page.getByRole('button', { name: 'Incluir', exact: true });
    await tabTo(page, include);
    // Incluir is enabled only when the form can be sent; when it is, an empty send is refused.
    if (await include.isEnabled()) {
      await page.keyboard.press('Enter');
      const type = page.getByRole('combobox', { name: /^Tipo de documento/ });
      await expect(type).toBeFocused();
      await expect(type).toHaveAccessibleDescription(/Necessário selecionar tipo de documento\./);
    }

    const type = page.getByRole('combobox', { name: /^Tipo de documento/ });
    await tabTo(page, type, { back: true });
    await pickOption(page, type, 'Orçamento 1');
    await typeInto(page, page.getByRole('textbox', { name: /^CPF\/CNPJ/ }), '12ABC34501DE35');
    await typeInto(page, page.getByRole('textbox', { name: /^Valor( \*)?$/ }), String(cents));
    await typeDateByKeyboard(page, page.getByRole('group', { name: /^Data de execução/ }), '01042025');
    // The file chooser opens from the keyboard (Enter on 'Anexar arquivo'); the test answers it.
    const attach = page.getByRole('button', { name: 'Anexar arquivo' });
    await tabTo(page, attach);
    await page.keyboard.press('Enter');
    await expect.poll(() => choosers.length, { message: 'Enter abre o seletor de arquivos' }).toBe(1);
    await choosers[0]!.setFiles(smallPdf('orcamento-teclado.pdf'));
    await expect(page.getByText('orcamento-teclado.pdf')).toBeVisible();
    await expectFocusNotLost(page);
    await pressButton(page, page.getByRole('button', { name: 'Incluir', exact: true }));
    await expect(toast(page, 'Execução registrada com sucesso.')).toBeVisible();
    await expect(page.getByRole('listitem', { name: /orcamento-teclado\.pdf/ })).toBeVisible();
    // The form was reset and the list reloaded: focus stays on the page.
    await expectFocusNotLost(page);
    const info = await readFocus(page);
    expect(info.tag).not.toBe('body');
  });
});

/**
 * Paulo's learning monitoring of 1º ANO A in bimestre 3, answered for every evaluated student and
 * finished, through the API (the keyboard test above answered only one category of one student).
 */
async function finishLearningBimestre3(request: APIRequestContext): Promise<void> {
  const admin = await apiAs(request, USERS.admin.cpf, 1);
  const schools = await admin.call<{ id: number }[]>('GET', `/Escolas?IdInep=${SCHOOL_A}`);
  const schoolId = schools.body[0]!.id;
  const paulo = await apiAs(request, USERS.professor.cpf, 17);
  const list = await paulo.call<
    { turmaId: number; nomeTurma: string; acompanhamentoId: number | null; status: boolean | null }[]
  >('GET', `/AcompanhamentoAprendizagem/Escola/Turmas?escolaId=${schoolId}&ano=${YEAR}&bimestre=3`);
  expect(list.status).toBe(200);
  const turma = list.body.find((r) => r.nomeTurma === '1º ANO A')!;
  let id = turma.acompanhamentoId;
  if (id === null) {
    const started = await paulo.call<{ acompanhamentoId: number }>('POST', '/AcompanhamentoAprendizagem', {
      ano: YEAR,
      bimestre: 3,
      turmaId: turma.turmaId,
      responsavel: paulo.cpf,
      codigosGenerosTextuais: [1],
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    id = started.body.acompanhamentoId;
  }
  if (turma.status) return;
  const students = await paulo.call<{ id: number }[]>('GET', `/turmas/${turma.turmaId}/alunos`);
  for (const aluno of students.body) {
    const skills = await paulo.call<{ id: number; criterios: { id: number; nivel: number }[] }[]>(
      'POST',
      '/habilidadeficha/respondidas',
      { ano: YEAR, bimestre: 3, turmaId: turma.turmaId, alunoId: aluno.id },
    );
    if (skills.status !== 200) continue;
    const respostas = skills.body.map((h, i) => ({
      criterioId: (h.criterios.find((c) => c.nivel === (i % 4) + 1) ?? h.criterios[0]!).id,
      habilidadeId: h.id,
    }));
    // A student marked as literate is not evaluated (400): the others must all be answered.
    await paulo.call('POST', '/AcompanhamentoAprendizagemAluno/Respostas', {
      alunoId: aluno.id,
      acompanhamentoId: id,
      respostas,
    });
  }
  const finished = await paulo.call('PUT', '/AcompanhamentoAprendizagem', {
    acompanhamentoId: id,
    status: true,
  });
  expect(finished.status, JSON.stringify(finished.body)).toBe(200);
}
