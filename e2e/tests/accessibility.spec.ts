/**
 * axe-core on every screen of the product (issue 15 item 6): each route of the web router is opened
 * as a demo user whose role may use it, the screen's content is waited for (no 'Aguarde...' spinner
 * left), and axe runs with the WCAG 2.0/2.1/2.2 A and AA rules: on the whole page (header and side
 * menu of that role) for each user's first screen, then on the screen (`main`), and on each dialog or
 * side panel opened (the main ones, where opening them is cheap). Routes with a parameter are reached
 * as a user reaches them (a row of the demo data is clicked), so they get a real id; the one the demo
 * data has no record for (a visit report) is noted, and visit-reports.spec.ts checks it. Nothing is
 * written: only demo records that other specs never change are opened.
 *
 * The routes are grouped by user so that each user logs in once, and screens are opened inside the
 * running app (no page load per screen). A failure lists, per route, the rule, its impact, the
 * selector and what axe says is wrong, for every violation of the group. The last test fails when a
 * route is added to the router without being listed here.
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { chooseOption, login, openSettings, USERS } from './helpers';
import { YEARS } from './parfi-helpers';
import { adminAtSchool, searchBy, JOANA } from './students-helpers';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const SCHOOL_A = '27012345';
const YEAR = Number(
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Maceio', year: 'numeric' }).format(new Date()),
);

/** The other demo users of demo-data.md this spec signs in as. */
const SECRETARIO_MUNICIPAL = '847.362.910-87';
const COORDENADOR_REGIONAL = '281.469.307-78';
const EQUIPE_ESTADUAL = '714.602.380-01';
const ARTICULADORA_MUNICIPAL = '412.907.385-05';

/** One axe run: `where` names the route (and the dialog, if any) in the failure message. */
async function audit(page: Page, where: string, failures: string[], include?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const t0 = Date.now();
  const result = await builder.analyze();
  if (process.env.A11Y_TIMING) console.log(`axe ${where}: ${Date.now() - t0} ms`);
  for (const v of result.violations) {
    for (const node of v.nodes) {
      const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
      failures.push(`${where} | ${v.id} (${v.impact ?? '?'}) | ${node.target.join(' ')} | ${summary}`);
    }
  }
}

/**
 * Opens `url` inside the running app, as a link does (a full page load per screen would cost a second
 * each): a history entry and a popstate, which the router follows. The h1 of the screen left is
 * marked, so that screenReady waits for the new screen's. A change of the query only reloads.
 */
async function go(page: Page, url: string, state: unknown = null): Promise<void> {
  const here = new URL(page.url());
  const there = new URL(url, here);
  const samePath = here.pathname.toLowerCase() === there.pathname.toLowerCase();
  if (here.pathname === '/login' || (samePath && state === null)) {
    await page.goto(url);
    return;
  }
  await page.evaluate(
    ({ to, usr }) => {
      for (const h of document.querySelectorAll('h1')) h.setAttribute('data-previous-screen', '');
      const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      window.history.pushState({ usr, key: `a11y${idx}`, idx }, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    { to: url, usr: state },
  );
  await expect(page.locator('h1:not([data-previous-screen])').first()).toBeVisible({ timeout: 20_000 });
}

/** The screen is drawn: its h1 is shown and no 'Aguarde...' spinner is left. */
async function screenReady(page: Page, heading?: string | RegExp): Promise<void> {
  const h1 = page.locator('h1:not([data-previous-screen])').filter(heading ? { hasText: heading } : {});
  await expect(h1.first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Aguarde...' })).toHaveCount(0, {
    timeout: 20_000,
  });
  // Toasts and transitions fade in: axe must see the settled page.
  await page.waitForTimeout(150);
}

interface Screen {
  /** The route as the router writes it (a parameterised route names its path here). */
  route: string;
  /**
   * Opens the screen (default: go(page, route)). 'absent': the demo data holds no record to open
   * (the test notes it; another spec covers that screen).
   */
  open?: (page: Page) => Promise<void | 'absent'>;
  /** The h1 to wait for (default: any h1). */
  heading?: string | RegExp;
  /** Something of the loaded content to wait for, beyond the h1. */
  ready?: (page: Page) => Locator;
  /** Dialogs or side panels to open and check after the screen itself. */
  dialogs?: { name: string; open: (page: Page) => Promise<Locator> }[];
}

const shellChecked = new WeakSet<Page>();

async function visit(page: Page, screen: Screen, failures: string[]): Promise<void> {
  if (screen.open) {
    if ((await screen.open(page)) === 'absent') {
      test.info().annotations.push({ type: 'not checked', description: `${screen.route}: no demo record` });
      return;
    }
  } else await go(page, screen.route);
  await screenReady(page, screen.heading);
  if (screen.ready) await expect(screen.ready(page).first()).toBeVisible({ timeout: 20_000 });
  // The shell (header, side menu) is checked once per user, on the first screen; then only the screen.
  await audit(page, screen.route, failures, shellChecked.has(page) ? 'main' : undefined);
  shellChecked.add(page);
  for (const d of screen.dialogs ?? []) {
    const dialog = await d.open(page);
    await expect(dialog).toBeVisible();
    await page.waitForTimeout(300);
    await audit(page, `${screen.route} [${d.name}]`, failures, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
}

/** Consultation screens of Carla (two schools): school A is chosen on the screen itself. */
async function chooseSchoolA(page: Page): Promise<void> {
  const prompt = page.getByRole('heading', { name: 'Selecione a escola' });
  await expect(prompt.or(page.getByRole('button', { name: 'Alterar escola' }))).toBeVisible({
    timeout: 20_000,
  });
  if (await prompt.isVisible()) await page.getByRole('button', { name: new RegExp(SCHOOL_A) }).click();
  await expect(page.getByRole('button', { name: 'Alterar escola' })).toBeVisible();
}

const classRow = (page: Page, turma: string) =>
  page.getByRole('table', { name: 'Turmas e acompanhamentos' }).getByRole('row').filter({ hasText: turma });

/** Opens the first data row of the table named `table`. */
async function openFirstRow(page: Page, table: string): Promise<void> {
  const rows = page.getByRole('table', { name: table }).getByRole('row');
  await expect(rows.nth(1)).toBeVisible({ timeout: 20_000 });
  await rows.nth(1).click();
}

const settingsFlyout = { name: 'Configurações', open: (page: Page) => openSettings(page) };

interface Group {
  title: string;
  cpf: string;
  /** After login: the school of the session, for users who must choose one. */
  setup?: (page: Page, failures: string[]) => Promise<void>;
  screens: Screen[];
}

const GROUPS: Group[] = [
  {
    title: 'Cadastro (school A): student, class and staff screens',
    cpf: USERS.cadastro.cpf,
    screens: [
      { route: '/inicio', dialogs: [settingsFlyout] },
      { route: '/treinamento-siam' },
      { route: '/consultar-estudante' },
      {
        route: '/lista-estudantes',
        ready: (page) => page.getByRole('table', { name: 'Lista de estudantes' }).getByRole('row').nth(1),
      },
      {
        route: '/editar-estudante',
        open: async (page) => {
          await go(page, '/consultar-estudante');
          await searchBy(page, 'CPF', JOANA.cpf);
          await page.getByRole('button', { name: 'Editar' }).click();
          await expect(page).toHaveURL(/\/editar-estudante$/);
        },
        ready: (page) => page.getByRole('form', { name: 'Dados do estudante' }),
      },
      { route: '/cadastrar-estudante' },
      { route: '/enturmar-estudante' },
      { route: '/movimentar-estudante' },
      { route: '/enturmar-professor' },
      { route: '/consulta-escola' },
      { route: '/cadastrar-turma' },
      { route: '/editar-turma' },
      { route: '/consulta-coordenador' },
      { route: '/consulta-equipe' },
      { route: '/sincronizar-escola' },
      { route: '/painel-siam' },
    ],
  },
  {
    title: 'Diretor Escola (school A): director and PARFI screens',
    cpf: USERS.diretor.cpf,
    screens: [
      { route: '/consulta-diretor' },
      {
        route: '/premio/consultar-parfi',
        open: (page) => go(page, `/premio/consultar-parfi${YEARS}`),
      },
      {
        route: '/premio/cadastrar-parfi',
        open: (page) => go(page, `/premio/cadastrar-parfi${YEARS}`),
      },
      {
        route: '/premio/editar-parfi',
        open: async (page) => {
          await go(page, `/premio/consultar-parfi${YEARS}`);
          await openFirstRow(page, 'Ações do PARFI');
          await expect(page).toHaveURL(/\/premio\/editar-parfi\?.*planoAcaoId=\d+/);
        },
      },
      { route: '/premio/executar-parfi', open: (page) => go(page, `/premio/executar-parfi${YEARS}`) },
      {
        route: '/premio/execucao-do-parfi',
        open: async (page) => {
          await go(page, `/premio/executar-parfi${YEARS}`);
          await openFirstRow(page, 'Ações do PARFI');
          await expect(page).toHaveURL(/\/premio\/execucao-do-parfi\?.*planoAcaoId=\d+/);
        },
      },
      {
        route: '/premio/listar-visita-parfi',
        open: (page) => go(page, '/premio/listar-visita-parfi?anoPremio=2025'),
      },
      {
        route: '/premio/cadastrar-visita-parfi',
        open: (page) => go(page, '/premio/cadastrar-visita-parfi?anoPremio=2025'),
      },
      {
        // The demo data holds no visit report (visit-reports.spec.ts writes one and runs axe on this
        // screen and its panels); when one exists (a whole-suite run), it is checked here too.
        route: '/premio/editar-visita-parfi',
        open: async (page) => {
          await go(page, '/premio/listar-visita-parfi?anoPremio=2025');
          const table = page.getByRole('table', { name: 'Relatórios de visita' });
          await expect(table).toBeVisible({ timeout: 20_000 });
          await expect(page.getByRole('status').filter({ hasText: 'Aguarde...' })).toHaveCount(0);
          const button = table.getByRole('button', { name: /^(Editar|Visualizar) relatório \d+$/ }).first();
          if ((await button.count()) === 0) return 'absent';
          await button.click();
          await expect(page).toHaveURL(/\/premio\/editar-visita-parfi\?.*relatorioVisitaId=\d+/);
        },
      },
    ],
  },
  {
    title: 'Professor Escola: monitoring entry (the validated monitorings of bimestre 1)',
    cpf: USERS.professor.cpf,
    screens: [
      { route: '/inicio' },
      {
        route: '/acompanhamento-atividades',
        open: (page) => go(page, `/acompanhamento-atividades?ano=${YEAR}&bimestre=1`),
        ready: (page) => page.getByRole('listitem', { name: 'Turma INF V A' }),
      },
      {
        route: '/acompanhamento-atividades-turma',
        open: async (page) => {
          await go(page, `/acompanhamento-atividades?ano=${YEAR}&bimestre=1`);
          await page
            .getByRole('listitem', { name: 'Turma INF V A' })
            .getByRole('button', { name: 'Abrir acompanhamento da turma INF V A' })
            .click({ timeout: 20_000 });
          await expect(page).toHaveURL(/\/acompanhamento-atividades-turma$/);
        },
        ready: (page) => page.getByRole('region', { name: 'Dados da turma' }),
      },
      {
        route: '/acompanhamento-aprendizagem',
        open: (page) => go(page, `/acompanhamento-aprendizagem?ano=${YEAR}&bimestre=1`),
        ready: (page) => page.getByRole('table', { name: 'Estudantes do acompanhamento' }),
      },
      {
        route: '/acompanhamento-aprendizagem-estudante',
        open: async (page) => {
          await go(page, `/acompanhamento-aprendizagem?ano=${YEAR}&bimestre=1`);
          const open = page
            .getByRole('table', { name: 'Estudantes do acompanhamento' })
            .getByRole('button', { name: /^Abrir ficha de / })
            .first();
          await open.click({ timeout: 20_000 });
          await expect(page).toHaveURL(/\/acompanhamento-aprendizagem-estudante$/);
        },
        ready: (page) => page.getByRole('region', { name: 'Dados do estudante' }),
      },
    ],
  },
  {
    title: 'Coordenador Escola (schools A and B): consultation and validation',
    cpf: USERS.coordenadora.cpf,
    screens: [
      {
        route: '/consultar-acompanhamento-aprendizagem',
        open: async (page) => {
          await go(page, '/consultar-acompanhamento-aprendizagem');
          await chooseSchoolA(page);
          await chooseOption(page, 'Bimestre', 'Primeiro');
        },
        ready: (page) => classRow(page, '1º ANO A'),
      },
      {
        route: '/validar-acompanhamento-aprendizagem',
        open: async (page) => {
          await classRow(page, '1º ANO A').click();
          await expect(page).toHaveURL(/\/validar-acompanhamento-aprendizagem$/);
        },
        ready: (page) => page.getByRole('table', { name: 'Habilidades' }),
        dialogs: [
          {
            name: 'Gêneros textuais',
            open: async (page) => {
              await page.getByRole('button', { name: 'Gêneros textuais' }).click();
              return page.getByRole('dialog', { name: 'Gêneros textuais' });
            },
          },
          {
            name: 'Detalhes da habilidade',
            open: async (page) => {
              await page.getByRole('table', { name: 'Habilidades' }).getByRole('row').nth(1).click();
              return page.getByRole('dialog', { name: 'Detalhes da habilidade' });
            },
          },
        ],
      },
      {
        route: '/consultar-acompanhamento-atividade',
        open: async (page) => {
          await go(page, '/consultar-acompanhamento-atividade');
          await chooseSchoolA(page);
          await chooseOption(page, 'Bimestre', 'Primeiro');
        },
        ready: (page) => classRow(page, 'INF V A'),
      },
      {
        route: '/validar-acompanhamento-atividade',
        open: async (page) => {
          await classRow(page, 'INF V A').click();
          await expect(page).toHaveURL(/\/validar-acompanhamento-atividade$/);
        },
        ready: (page) => page.getByRole('region', { name: 'Dados da turma' }),
      },
      {
        route: '/consultar-acompanhamento-aprendizagem-estudante',
        open: async (page) => {
          await go(page, '/consultar-acompanhamento-aprendizagem-estudante');
          await chooseSchoolA(page);
          await chooseOption(page, 'Ano de escolaridade', '1º ano');
          await chooseOption(page, 'Bimestre', 'Primeiro');
          await page
            .getByRole('table', { name: 'Turmas do ano de escolaridade' })
            .getByText('1º ANO A')
            .click({ timeout: 20_000 });
          await openFirstRow(page, 'Estudantes da turma 1º ANO A');
        },
        ready: (page) => page.getByRole('heading', { name: /Habilidades avaliadas/ }),
      },
      { route: '/inicio', dialogs: [settingsFlyout] },
    ],
  },
  {
    title: 'Administrador: registers, users, audit, the synchronisation result and the not-found page',
    cpf: USERS.admin.cpf,
    setup: async (page, failures) => {
      // The administrator's flyout (with 'Buscar escola') is checked before choosing school A.
      await openSettings(page);
      await page.waitForTimeout(300);
      await audit(page, '/inicio [Configurações do administrador]', failures, '[role="dialog"]');
      await page.keyboard.press('Escape');
      await adminAtSchool(page, SCHOOL_A);
    },
    screens: [
      { route: '/manter-usuario' },
      { route: '/importar-escola-sgu' },
      { route: '/cadastrar-periodo' },
      { route: '/importar-fichas' },
      { route: '/cadastrar-premio' },
      { route: '/auditoria-estudante' },
      {
        route: '/sincronizar-escola-result',
        // The result travels in the router state from /sincronizar-escola; running a synchronisation
        // here would change school C under school-import.spec.ts, so the state is handed over as the
        // screen receives it (a class created from SIGE, and a student moved into it).
        open: async (page) => {
          await go(page, '/sincronizar-escola-result', {
            escola: '27099999 - Escola Estadual Integrada Palmeira',
            rows: [
              {
                codigo_Turma: '3002',
                nome_Turma: '1º ANO D',
                serie: 4,
                turno: 1,
                identificador: null,
                nome_Aluno: null,
                cpf_Aluno: null,
                mensagem: 'Turma criada a partir do SIGE.',
              },
              {
                codigo_Turma: '3002',
                nome_Turma: '1º ANO D',
                serie: 4,
                turno: 1,
                identificador: '900001',
                nome_Aluno: 'Bianca Sousa Prado',
                cpf_Aluno: null,
                mensagem: 'Estudante enturmado a partir do SIGE.',
              },
            ],
          });
          await expect(page).toHaveURL(/\/sincronizar-escola-result$/);
          await page.getByRole('table', { name: 'Turmas sincronizadas' }).getByText('1º ANO D').click();
        },
        ready: (page) => page.getByRole('table', { name: 'Turmas sincronizadas' }),
      },
      { route: '/rota-que-nao-existe (not found)', open: (page) => go(page, '/rota-que-nao-existe') },
    ],
  },
  {
    title: 'Secretário Municipal: the municipal sign-off',
    cpf: SECRETARIO_MUNICIPAL,
    screens: [{ route: '/validar-acompanhamento-atividade-municipal' }],
  },
  {
    title: 'Coordenador Regional: the regional sign-off and the six panels of Painel SIAM',
    cpf: COORDENADOR_REGIONAL,
    screens: [
      { route: '/validar-acompanhamento-atividade-Regional' },
      ...[1, 2, 3, 4, 5, 6].map((n): Screen => ({
        route: `/painel-siam?painel=${n}`,
        ready: (page) => page.getByRole('figure').or(page.getByRole('table')),
      })),
    ],
  },
  {
    title: 'Equipe de Articulação Estadual: the state sign-off and the execution search',
    cpf: EQUIPE_ESTADUAL,
    screens: [
      { route: '/validar-acompanhamento-atividade-estadual' },
      { route: '/premio/buscar-execucao-parfi' },
    ],
  },
  {
    title: 'Articuladora Municipal: the approval list and the deferral of an action',
    cpf: ARTICULADORA_MUNICIPAL,
    screens: [
      {
        route: '/premio/deferimento-parfi',
        open: (page) => go(page, `/premio/deferimento-parfi${YEARS}`),
        ready: (page) =>
          page.getByRole('table', { name: 'Ações aguardando deferimento' }).getByRole('row').nth(1),
      },
      {
        route: '/premio/deferir-execucao-parfi',
        open: async (page) => {
          await openFirstRow(page, 'Ações aguardando deferimento');
          await expect(page).toHaveURL(/\/premio\/deferir-execucao-parfi\?.*planoAcaoId=\d+/);
        },
        ready: (page) => page.getByRole('list', { name: 'Documentos da execução' }),
      },
    ],
  },
];

test.describe('axe-core on every screen (WCAG 2.0/2.1/2.2 A and AA)', () => {
  test('the login screen', async ({ page }) => {
    const failures: string[] = [];
    await page.goto('/login');
    await screenReady(page);
    await audit(page, '/login', failures);
    // With the refusal shown.
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForTimeout(300);
    await audit(page, '/login [campos obrigatórios]', failures);
    expect(failures, failures.join('\n')).toEqual([]);
  });

  for (const group of GROUPS) {
    test(group.title, async ({ page }) => {
      test.setTimeout(120_000);
      const failures: string[] = [];
      await login(page, group.cpf);
      if (group.setup) await group.setup(page, failures);
      for (const screen of group.screens) {
        // A screen that does not open is listed with the violations, and the next one is still checked.
        await test.step(screen.route, () =>
          visit(page, screen, failures).catch((e: unknown) => {
            const message = e instanceof Error ? e.message.split('\n')[0] : String(e);
            failures.push(`${screen.route} | did not open | ${message}`);
          }),
        );
      }
      expect(failures, `axe-core violations:\n${failures.join('\n')}`).toEqual([]);
    });
  }

  test('every screen route of the router is checked above', () => {
    const router = readFileSync(new URL('../../apps/web/src/app/router.tsx', import.meta.url), 'utf8');
    const declared = [...router.matchAll(/path: '([^'*:]+)'/g)]
      .map((m) => `/${m[1]!.replace(/^\//, '')}`)
      .filter((p) => p !== '/');
    const checked = new Set(['/login', ...GROUPS.flatMap((g) => g.screens.map((s) => s.route))]);
    expect(declared.filter((p) => !checked.has(p))).toEqual([]);
  });
});
