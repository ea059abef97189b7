/**
 * Browser tests of offline monitoring entry (issue 18, decision 134) on a phone-sized screen: the
 * answers given offline wait in the device's outbox (IndexedDB), survive a closed browser, reach the
 * server once when the same teacher signs in again; a refusal stays visible with the server's message;
 * starting a monitoring needs the network; 'Sair' with waiting answers asks first and leaves nothing.
 *
 * Shared database rules: every test makes its own Educação Infantil classes in school A (random codes,
 * so a CI retry makes new ones), makes Paulo their teacher through the API and starts (or not) their
 * activity monitoring in bimestre 4 of the current year. The demo classes (1001, 1002) are not touched.
 * The names start with 'OFL' so no other spec's class name (INF V A, 1º ANO A) matches them.
 */
import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { apiAs, chooseOption, login, today, USERS, type ApiCall } from './helpers';
import { mkdirSync } from 'node:fs';

const YEAR = Number(today().slice(0, 4));
const SCHOOL_A_INEP = '27012345';
const PHONE = { width: 390, height: 844 };
const ACTIVITY_SHEET = 2;
const OFFLINE_NOTICE =
  'Sem conexão com a internet. As respostas do acompanhamento ficam guardadas neste aparelho e serão enviadas quando a conexão voltar.';
const NEEDS_NETWORK =
  'Sem conexão com a internet: iniciar ou finalizar um acompanhamento precisa de conexão.';
const ALREADY_FINISHED = 'O acompanhamento já foi finalizado e não pode ser alterado.';

test.use({ viewport: PHONE });

// ---------------------------------------------------------------- API fixture

type Call = ApiCall;

/** The API as one user (`apiAs` of helpers.ts), its call only. */
async function callAs(request: APIRequestContext, cpf: string, perfil: number): Promise<Call> {
  return (await apiAs(request, cpf, perfil)).call;
}

interface Skill {
  id: number;
  estruturaId: number;
  categoriaId: number;
  descricao: string;
  nivelSelecionado: number | null;
  criterios: { id: number; nivel: number }[];
}

interface OwnClass {
  turmaId: number;
  nome: string;
  acompanhamentoId: number | null;
}

/**
 * `count` new Educação Infantil classes (Infantil V) of school A, Paulo their teacher; the first
 * `started` of them with Paulo's activity monitoring of bimestre 4 started.
 */
async function ownClasses(request: APIRequestContext, count: number, started: number): Promise<OwnClass[]> {
  const admin = await callAs(request, USERS.admin.cpf, 1);
  const paulo = await callAs(request, USERS.professor.cpf, 17);
  const schools = await admin<{ id: number }[]>('GET', `/Escolas?IdInep=${SCHOOL_A_INEP}`);
  expect(schools.status).toBe(200);
  const escolaId = schools.body[0]!.id;
  // Paulo's stored person data, sent back unchanged with each assignment.
  const person = await admin<Record<string, unknown>>('GET', `/Servidor?cpf=${USERS.professor.cpf}`);
  expect(person.status, JSON.stringify(person.body)).toBe(200);
  const { nome, cpf, email, emailPessoal, dataNascimento, sexo, telefone } = person.body;
  const base = Math.floor(1_000_000 + Math.random() * 8_999_999);
  const out: OwnClass[] = [];
  for (let i = 0; i < count; i++) {
    const codigo = `${base}${i}`;
    const nomeTurma = `OFL${codigo.slice(-6)}`;
    const created = await admin<{ id: number }>('POST', '/Turmas', {
      codigoTurma: codigo,
      nomeTurma,
      nivelEnsino: 1,
      serie: 2,
      turno: 1,
      anexo: false,
      nomeAnexo: null,
      escolaId,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const turmaId = created.body.id;
    const assigned = await admin('POST', '/servidor/professor/enturmar', {
      nome,
      cpf,
      email,
      emailPessoal,
      dataNascimento,
      sexo,
      telefone,
      turmaId,
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    let acompanhamentoId: number | null = null;
    if (i < started) {
      const m = await paulo<{ acompanhamentoId: number }>('POST', '/AcompanhamentoAtividadeTurma', {
        turmaId,
        ano: YEAR,
        bimestre: 4,
        responsavel: String(cpf),
      });
      expect(m.status, JSON.stringify(m.body)).toBe(201);
      acompanhamentoId = m.body.acompanhamentoId;
    }
    out.push({ turmaId, nome: nomeTurma, acompanhamentoId });
  }
  return out;
}

/** The skills of a monitoring as the server has them (with the level chosen so far). */
async function serverSkills(request: APIRequestContext, acompanhamentoId: number): Promise<Skill[]> {
  const paulo = await callAs(request, USERS.professor.cpf, 17);
  const res = await paulo<Skill[]>(
    'GET',
    `/AcompanhamentoAtividadeTurma/Turma?acompanhamentoId=${acompanhamentoId}`,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

interface SheetCategory {
  estrutura: string;
  categoria: string;
  skills: Skill[];
}

/** The activity sheet's categories in the pickers' order, each with its skills. */
async function sheetCategories(
  request: APIRequestContext,
  acompanhamentoId: number,
): Promise<SheetCategory[]> {
  const paulo = await callAs(request, USERS.professor.cpf, 17);
  const skills = await serverSkills(request, acompanhamentoId);
  const structures = await paulo<{ id: number; descricao: string }[]>(
    'GET',
    `/EstruturaFicha?fichaId=${ACTIVITY_SHEET}`,
  );
  const out: SheetCategory[] = [];
  for (const s of structures.body) {
    const categories = await paulo<{ id: number; descricao: string }[]>(
      'GET',
      `/CategoriaFicha?fichaId=${ACTIVITY_SHEET}&estruturaId=${s.id}`,
    );
    for (const c of categories.body) {
      out.push({
        estrutura: s.descricao,
        categoria: c.descricao,
        skills: skills.filter((k) => k.categoriaId === c.id),
      });
    }
  }
  return out;
}

// ---------------------------------------------------------------- the device's store

/**
 * Reads the app's IndexedDB store in the page: how many answers the outbox holds, and how many
 * categories of a monitoring's skills the kept query cache holds. Never creates the database (an
 * empty one would stop the app's own upgrade from creating its stores).
 */
async function deviceStore(page: Page, acompanhamentoId = 0): Promise<{ outbox: number; kept: number }> {
  return page.evaluate(async (id) => {
    const dbs = await indexedDB.databases();
    if (!dbs.some((d) => d.name === 'siam-offline')) return { outbox: 0, kept: 0 };
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const r = indexedDB.open('siam-offline');
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
    const get = <T>(store: string, fn: (s: IDBObjectStore) => IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        const r = fn(db.transaction(store).objectStore(store));
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error);
      });
    try {
      if (!db.objectStoreNames.contains('outbox')) return { outbox: 0, kept: 0 };
      const outbox = await get('outbox', (s) => s.count());
      const entry = (await get('consultas', (s) => s.get('entrada'))) as { data: string } | undefined;
      const queries = entry ? (JSON.parse(entry.data) as { queries: { queryKey: unknown[] }[] }).queries : [];
      const kept = queries.filter(
        (q) =>
          q.queryKey[0] === 'acompanhamento-entrada' &&
          q.queryKey[1] === 'habilidades' &&
          q.queryKey[2] === id,
      ).length;
      return { outbox, kept };
    } finally {
      db.close();
    }
  }, acompanhamentoId);
}

// ---------------------------------------------------------------- screens

function classCard(page: Page, turma: string): Locator {
  return page.getByRole('listitem', { name: `Turma ${turma}`, exact: true });
}

function strip(page: Page): Locator {
  return page.getByTestId('outbox-status');
}

function skillItem(page: Page, skill: Skill): Locator {
  return page
    .getByRole('list', { name: 'Habilidades' })
    .getByRole('listitem')
    .filter({ hasText: skill.descricao });
}

function levelRadio(item: Locator, nivel: number): Locator {
  return item.getByRole('radio', { name: new RegExp(`^Nível ${nivel}\\b`) });
}

async function openActivities(page: Page): Promise<void> {
  await page.goto(`/acompanhamento-atividades?ano=${YEAR}&bimestre=4`);
  await expect(page.getByRole('heading', { level: 1, name: 'Acompanhamento de Atividades' })).toBeVisible({
    timeout: 20_000,
  });
}

/**
 * Opens a class's sheet from the list (online) and waits until the background read has kept every
 * category of it on the device (features/monitoring/shared/keep-offline.ts).
 */
async function openSheetAndKeep(page: Page, turma: OwnClass, categories: number): Promise<void> {
  await classCard(page, turma.nome)
    .getByRole('button', { name: `Abrir acompanhamento da turma ${turma.nome}` })
    .click();
  await expect(page).toHaveURL(/\/acompanhamento-atividades-turma$/);
  await expect(page.getByRole('region', { name: 'Dados da turma' })).toContainText(turma.nome);
  await expect(page.getByRole('list', { name: 'Habilidades' }).getByRole('radiogroup').first()).toBeVisible();
  await expect
    .poll(async () => (await deviceStore(page, turma.acompanhamentoId!)).kept, { timeout: 30_000 })
    .toBe(categories);
}

/** Offline: picks the category and gives each of its skills a level; each waits to be sent. */
async function answerCategory(page: Page, cat: SheetCategory, levelOf: (skill: Skill) => number) {
  await chooseOption(page, 'Estrutura', cat.estrutura);
  await chooseOption(page, 'Categoria', cat.categoria);
  for (const skill of cat.skills) {
    const item = skillItem(page, skill);
    const radio = levelRadio(item, levelOf(skill));
    // The radio is controlled by the outbox: it shows checked once the answer is stored.
    await radio.click();
    await expect(radio).toBeChecked();
    await expect(item.getByText('Aguardando envio', { exact: true })).toBeVisible();
  }
}

/** Clicks 'Sair' of the side menu, opening it first (phone layout) when it is closed. */
async function clickSair(page: Page): Promise<void> {
  const sair = page.getByRole('button', { name: 'Sair', exact: true });
  if (!(await sair.isVisible())) await page.getByRole('button', { name: 'Abrir menu' }).click();
  await sair.click();
}

/** A screenshot in /tmp/shots, with the dialogs' and toasts' transitions finished. */
async function shot(page: Page, name: string): Promise<void> {
  mkdirSync('/tmp/shots', { recursive: true });
  await page.screenshot({ path: `/tmp/shots/${name}.png`, animations: 'disabled' });
}

const RESPOSTA_URL = '**/api/AcompanhamentoAtividadeTurma/Resposta';

test.describe('acompanhamento offline (celular)', () => {
  // The offline reload needs the app's service worker (the suite blocks workers elsewhere).
  test.use({ serviceWorkers: 'allow' });
  test('offline: 30 answers survive a reload and a closed browser, and reach the server once', async ({
    page,
    context,
    browser,
    request,
  }) => {
    test.setTimeout(300_000);
    const classes = await ownClasses(request, 2, 2);
    const sheets = await Promise.all(classes.map((c) => sheetCategories(request, c.acompanhamentoId!)));
    expect(sheets[0]!.length).toBe(6);
    // 15 skills of each class (every category but the last); the level varies per skill and class.
    const chosen = classes.map(() => new Map<number, number>());
    const answered = sheets.map((cats) => cats.slice(0, cats.length - 1));
    answered.forEach((cats, c) =>
      cats
        .flatMap((cat) => cat.skills)
        .forEach((skill, i) => chosen[c]!.set(skill.id, ((i + 2 * c) % 4) + 1)),
    );
    expect(chosen.map((m) => m.size)).toEqual([15, 15]);

    await login(page, USERS.professor.cpf);
    await openActivities(page);
    // The service worker installs after the first load; the next load is under its control.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Acompanhamento de Atividades' })).toBeVisible({
      timeout: 20_000,
    });
    await openSheetAndKeep(page, classes[0]!, sheets[0]!.length);
    await page.getByRole('button', { name: 'Voltar' }).click();
    await openSheetAndKeep(page, classes[1]!, sheets[1]!.length);
    await shot(page, 'offline-online-entrada');

    // Offline in the middle of the entry: a choice of class 2 made online is still a draft; offline,
    // Salvar keeps it on the device. Then the rest of class 2, back to the list, and class 1.
    const draft = answered[1]![0]!.skills[0]!;
    const draftItem = skillItem(page, draft);
    await levelRadio(draftItem, chosen[1]!.get(draft.id)!).click();
    await expect(draftItem.getByText('Não salvo', { exact: true })).toBeVisible();
    await context.setOffline(true);
    await expect(strip(page)).toContainText(OFFLINE_NOTICE);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(
      page.getByText(
        'Sem conexão: 1 resposta guardada neste aparelho. Serão enviadas quando a conexão voltar.',
      ),
    ).toBeVisible();
    await expect(draftItem.getByText('Aguardando envio', { exact: true })).toBeVisible();
    await expect(strip(page)).toContainText('1 resposta aguardando envio');
    for (const cat of answered[1]!) await answerCategory(page, cat, (s) => chosen[1]!.get(s.id)!);
    await expect(strip(page)).toContainText('15 respostas aguardando envio');
    await page.getByRole('button', { name: 'Voltar' }).click();
    await classCard(page, classes[0]!.nome)
      .getByRole('button', { name: `Abrir acompanhamento da turma ${classes[0]!.nome}` })
      .click();
    await expect(page.getByRole('region', { name: 'Dados da turma' })).toContainText(classes[0]!.nome);
    for (const cat of answered[0]!) await answerCategory(page, cat, (s) => chosen[0]!.get(s.id)!);
    await expect(strip(page)).toContainText('30 respostas aguardando envio');
    await expect(strip(page)).toContainText(OFFLINE_NOTICE);
    await expect(strip(page).getByRole('button', { name: 'Enviar agora' })).toBeDisabled();
    await expect(page.getByText(/15 respostas aguardando envio\.$/)).toBeVisible();
    expect((await deviceStore(page)).outbox).toBe(30);
    await shot(page, 'offline-aguardando-habilidades');
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'offline-aguardando-topo');
    await strip(page).getByRole('button', { name: 'Ver respostas' }).click();
    const review = page.getByRole('dialog', { name: 'Respostas guardadas neste aparelho' });
    await expect(review.getByRole('heading', { name: '30 respostas aguardando envio' })).toBeVisible();
    await expect(review.getByText(classes[1]!.nome, { exact: true })).toHaveCount(15);
    await shot(page, 'offline-ver-respostas');
    await review.getByRole('button', { name: 'Fechar' }).click();
    await expect(review).toBeHidden();

    // A reload offline: the page comes from the service worker (decision 132), the answers and the
    // sheet from the device's store.
    expect(await page.evaluate(() => !!navigator.serviceWorker?.controller)).toBe(true);
    await page.reload();
    await expect(strip(page)).toContainText('30 respostas aguardando envio', { timeout: 20_000 });
    await expect(page.getByRole('region', { name: 'Dados da turma' })).toContainText(classes[0]!.nome);
    // The sheet opens on its first category again: its skills are marked as waiting.
    await expect(
      skillItem(page, answered[0]![0]!.skills[0]!).getByText('Aguardando envio', { exact: true }),
    ).toBeVisible();

    // The browser closes with the answers still on the device; a new one opens with its storage.
    const state = await context.storageState({ indexedDB: true });
    // The snapshot's IndexedDB part is not in Playwright's declared return type.
    const origins = state.origins as {
      indexedDB?: { name: string; stores: { name: string; records: unknown[] }[] }[];
    }[];
    const origin = origins.find((o) => o.indexedDB?.some((d) => d.name === 'siam-offline'));
    const keptOutbox = origin?.indexedDB
      ?.find((d) => d.name === 'siam-offline')
      ?.stores.find((s) => s.name === 'outbox');
    expect(keptOutbox?.records.length).toBe(30);
    await context.close();
    const use = test.info().project.use;
    const second: BrowserContext = await browser.newContext({
      storageState: state,
      viewport: PHONE,
      baseURL: use.baseURL,
      locale: use.locale,
      timezoneId: use.timezoneId,
    });
    try {
      const page2 = await second.newPage();
      // The first answer call reaches the server but its answer is lost: the app sends it again.
      const sent: { status: number; body: unknown }[] = [];
      let lost = false;
      await page2.route(RESPOSTA_URL, async (route) => {
        const response = await route.fetch();
        const body: unknown = await response.json().catch(() => null);
        sent.push({ status: response.status(), body });
        if (!lost) {
          lost = true;
          await route.abort('connectionreset');
          return;
        }
        await route.fulfill({ response });
      });
      await login(page2, USERS.professor.cpf);
      await expect
        .poll(async () => (await deviceStore(page2)).outbox, {
          timeout: 60_000,
          intervals: [500, 1000, 2000],
        })
        .toBe(0);
      await expect(strip(page2)).toHaveCount(0);
      // Two classes: one call each, and the lost one again.
      expect(sent.length).toBe(3);
      expect(sent.every((s) => s.status === 200)).toBe(true);
      // The server applies an answer id once (decision 133): the lost call applied its 15 answers,
      // and its retry was a repeat of all of them, applying none.
      const lostCall = sent[0]!.body as { aplicadas: string[]; repetidas: string[] };
      const retried = sent[1]!.body as { aplicadas: string[]; repetidas: string[] };
      expect(lostCall.aplicadas).toHaveLength(15);
      expect(retried.aplicadas).toEqual([]);
      expect([...retried.repetidas].sort()).toEqual([...lostCall.aplicadas].sort());
      await page2.evaluate(() => window.scrollTo(0, 0));
      await shot(page2, 'offline-enviadas');
    } finally {
      await second.close();
    }

    // On the server: exactly the 30 skills, with the levels chosen; the others none.
    for (const [c, turma] of classes.entries()) {
      const skills = await serverSkills(request, turma.acompanhamentoId!);
      expect(skills.length).toBe(18);
      expect(skills.map((s) => [s.id, s.nivelSelecionado])).toEqual(
        skills.map((s) => [s.id, chosen[c]!.get(s.id) ?? null]),
      );
    }
  });

  test("offline: an answer refused because the monitoring was finished meanwhile stays visible with the server's message", async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const [turma] = await ownClasses(request, 1, 1);
    const id = turma!.acompanhamentoId!;
    const paulo = await callAs(request, USERS.professor.cpf, 17);
    const skills = await serverSkills(request, id);
    const all = await paulo<{ situacao: number }>(
      'POST',
      '/AcompanhamentoAtividadeTurma/Resposta',
      skills.map((s) => ({
        criterioId: s.criterios.find((c) => c.nivel === 1)!.id,
        acompanhamentoAtividadeTurmaId: id,
        fichaId: ACTIVITY_SHEET,
        estruturaId: s.estruturaId,
        categoriaId: s.categoriaId,
        habilidadeId: s.id,
      })),
    );
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.situacao).toBe(100);

    await login(page, USERS.professor.cpf);
    await openActivities(page);
    await classCard(page, turma!.nome)
      .getByRole('button', { name: `Abrir acompanhamento da turma ${turma!.nome}` })
      .click();
    const first = skills[0]!;
    const item = skillItem(page, first);
    await expect(levelRadio(item, 1)).toBeChecked({ timeout: 20_000 });

    await context.setOffline(true);
    await levelRadio(item, 3).click();
    await expect(levelRadio(item, 3)).toBeChecked();
    await expect(item.getByText('Aguardando envio', { exact: true })).toBeVisible();
    await expect(strip(page)).toContainText('1 resposta aguardando envio');

    // Meanwhile, elsewhere, the monitoring is finished.
    const finished = await paulo('PUT', '/AcompanhamentoAtividadeTurma', {
      acompanhamentoId: id,
      status: true,
    });
    expect(finished.status, JSON.stringify(finished.body)).toBe(200);

    await context.setOffline(false);
    await expect(item.getByText('Recusada', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(item.getByRole('alert')).toHaveText(`Nível 3 recusado pelo servidor: ${ALREADY_FINISHED}`);
    await expect(strip(page)).toContainText('1 resposta recusada');
    await expect(strip(page)).not.toContainText('aguardando envio');
    await item.scrollIntoViewIfNeeded();
    await shot(page, 'offline-recusada-habilidade');
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'offline-recusada-topo');
    await strip(page).getByRole('button', { name: 'Ver respostas' }).click();
    const review = page.getByRole('dialog', { name: 'Respostas guardadas neste aparelho' });
    await expect(review.getByRole('heading', { name: '1 resposta recusada' })).toBeVisible();
    await expect(review.getByText(turma!.nome, { exact: true })).toBeVisible();
    await expect(review.getByText('Recusada', { exact: true })).toBeVisible();
    await expect(review.getByText(ALREADY_FINISHED)).toBeVisible();
    await expect(review.getByText('Nenhuma resposta aguardando envio.')).toBeVisible();
    await shot(page, 'offline-recusada-dialogo');

    // The server kept the finished monitoring as it was.
    const after = await serverSkills(request, id);
    expect(after.find((s) => s.id === first.id)!.nivelSelecionado).toBe(1);
  });

  test('offline: starting a monitoring needs the network', async ({ page, context, request }) => {
    test.setTimeout(90_000);
    const [turma] = await ownClasses(request, 1, 0);
    await login(page, USERS.professor.cpf);
    await openActivities(page);
    const card = classCard(page, turma!.nome);
    await expect(card.getByText('Não iniciado')).toBeVisible({ timeout: 20_000 });

    await context.setOffline(true);
    await expect(strip(page)).toContainText(OFFLINE_NOTICE);
    await card.getByRole('button', { name: `Iniciar acompanhamento da turma ${turma!.nome}` }).click();
    await expect(card.getByRole('alert').filter({ hasText: NEEDS_NETWORK })).toBeVisible();
    await expect(card.getByText('Não iniciado')).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'offline-iniciar');
    await context.setOffline(false);
    await expect(strip(page)).toHaveCount(0);

    const paulo = await callAs(request, USERS.professor.cpf, 17);
    const list = await paulo<{ turmaId: number; acompanhamentoId: number | null }[]>(
      'GET',
      `/AcompanhamentoAtividadeTurma/Escola/Turmas?escolaId=${await ownSchoolId(request)}&ano=${YEAR}&bimestre=4`,
    );
    expect(list.body.find((r) => r.turmaId === turma!.turmaId)?.acompanhamentoId ?? null).toBeNull();
  });

  test("offline: 'Sair' with waiting answers asks first, and the device keeps nothing", async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const [turma] = await ownClasses(request, 1, 1);
    const skills = await serverSkills(request, turma!.acompanhamentoId!);
    await login(page, USERS.professor.cpf);
    await openActivities(page);
    await classCard(page, turma!.nome)
      .getByRole('button', { name: `Abrir acompanhamento da turma ${turma!.nome}` })
      .click();
    const item = skillItem(page, skills[0]!);
    await expect(levelRadio(item, 2)).toBeVisible({ timeout: 20_000 });

    await context.setOffline(true);
    await levelRadio(item, 2).click();
    await expect(levelRadio(item, 2)).toBeChecked();
    await expect(strip(page)).toContainText('1 resposta aguardando envio');

    const ask = page.getByRole('dialog', { name: 'Há respostas aguardando envio' });
    await clickSair(page);
    await expect(ask).toContainText(
      '1 resposta aguardando envio. Se sair agora, elas serão apagadas deste aparelho e não chegarão ao servidor.',
    );
    await shot(page, 'offline-sair');
    await ask.getByRole('button', { name: 'Continuar conectado' }).click();
    await expect(ask).toBeHidden();
    await expect(strip(page)).toContainText('1 resposta aguardando envio');
    expect((await deviceStore(page)).outbox).toBe(1);

    await clickSair(page);
    await ask.getByRole('button', { name: 'Sair e descartar' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(async () => (await deviceStore(page)).outbox).toBe(0);

    // Online again, another user signs in and out, then Paulo: nothing waits, nothing was sent.
    await context.setOffline(false);
    await login(page, USERS.coordenadora.cpf);
    await expect(strip(page)).toHaveCount(0);
    await clickSair(page);
    await expect(page).toHaveURL(/\/login$/);
    await login(page, USERS.professor.cpf);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(strip(page)).toHaveCount(0);
    expect((await deviceStore(page)).outbox).toBe(0);
    const after = await serverSkills(request, turma!.acompanhamentoId!);
    expect(after.every((s) => s.nivelSelecionado === null)).toBe(true);
  });
});

async function ownSchoolId(request: APIRequestContext): Promise<number> {
  const admin = await callAs(request, USERS.admin.cpf, 1);
  const schools = await admin<{ id: number }[]>('GET', `/Escolas?IdInep=${SCHOOL_A_INEP}`);
  return schools.body[0]!.id;
}
