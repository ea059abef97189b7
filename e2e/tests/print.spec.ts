/**
 * Printing (issue 17 item 2, docs/decisions/124) on the demo data: the PARFI plan and its execution
 * (Diego, school A), a visit report of the 2025 pairing (school A visits school B), the learning
 * monitoring of class 3º ANO A (Carla, bimestre 4) and the students of 1º ANO A. Each view is checked
 * under `emulateMedia({ media: 'print' })`: the menu and the app bar are hidden, the print header names
 * the school, its INEP code and the user. The PARFI plan's and the visit report's PDFs are downloaded
 * through 'Baixar PDF' and their text read back. 'Imprimir' calls a stubbed window.print (counted).
 * With SHOTS set, each print view is saved under /tmp/shots-print/.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { pdfText } from '../../apps/api/test/testing/pdf-text';
import { USERS, chooseOption, login } from './helpers';
import { YEARS } from './parfi-helpers';

const SCHOOL_A = { inep: '27012345', nome: 'Escola Estadual Santa Aurora' };

/** Counts window.print() instead of opening the browser's dialog. */
async function stubPrint(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __prints: number };
    w.__prints = 0;
    window.print = () => {
      w.__prints += 1;
    };
  });
}

const prints = (page: Page) => page.evaluate(() => (window as unknown as { __prints: number }).__prints);

/** The page as printed: no menu, no app bar, the print header with school, INEP and user. */
async function expectPrintView(
  page: Page,
  name: string,
  user: string,
  checks: (doc: Locator) => Promise<void>,
  school = SCHOOL_A,
) {
  await page.emulateMedia({ media: 'print' });
  const doc = page.getByTestId('documento-impressao');
  await expect(doc).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Configurações' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  const header = doc.getByRole('banner', { name: 'Cabeçalho de impressão' });
  await expect(header).toContainText(school.nome);
  await expect(header).toContainText(`Código INEP: ${school.inep}`);
  await expect(header).toContainText(user);
  await expect(header).toContainText(/Impresso em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/);
  await checks(doc);
  if (process.env.SHOTS) {
    mkdirSync('/tmp/shots-print', { recursive: true });
    await page.screenshot({ path: `/tmp/shots-print/${name}.png`, fullPage: true });
  }
  await page.emulateMedia({ media: 'screen' });
  await expect(doc).toBeHidden();
}

/** Clicks 'Baixar PDF' and answers the downloaded file's name and text. */
async function downloadPdf(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Baixar PDF' }).click(),
  ]);
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return { name: download.suggestedFilename(), text: pdfText(bytes) };
}

test.describe('impressão', () => {
  test.slow();

  test('the PARFI plan prints and downloads as PDF; the execution prints with its documents', async ({
    page,
  }) => {
    await stubPrint(page);
    await login(page, USERS.diretor.cpf);
    await page.goto(`/premio/consultar-parfi${YEARS}`);
    const table = page.getByRole('table', { name: 'Ações do PARFI' });
    await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
    // A known action of the demo plan: the first row's 'Ação' cell (4th column).
    const action = (
      (await table.getByRole('row').nth(1).getByRole('cell').nth(3).textContent()) ?? ''
    ).trim();
    expect(action.length).toBeGreaterThan(3);

    await page.getByRole('button', { name: 'Imprimir' }).click();
    await expect.poll(() => prints(page)).toBe(1);
    await expectPrintView(page, '1-plano-parfi', USERS.diretor.nome, async (plan) => {
      await expect(plan.getByRole('heading', { name: 'Plano PARFI 2025' })).toBeVisible();
      await expect(plan.getByRole('region', { name: 'Valores do PARFI' })).toBeVisible();
      await expect(plan).toContainText(action);
      await expect(plan).toContainText(/R\$ \d{1,3}(\.\d{3})*,\d{2}/);
      await expect(plan.getByRole('region', { name: 'Assinaturas' })).toContainText(
        'Presidente do Conselho Escolar',
      );
    });

    const pdf = await downloadPdf(page);
    expect(pdf.name).toBe('plano-parfi-27012345-2025-2025.pdf');
    expect(pdf.text).toContain(SCHOOL_A.nome);
    expect(pdf.text).toContain(`Código INEP: ${SCHOOL_A.inep}`);
    expect(pdf.text).toContain(USERS.diretor.nome);
    expect(pdf.text).toContain(action.split(' ').slice(0, 2).join(' '));
    expect(pdf.text).toMatch(/R\$ \d{1,3}(\.\d{3})*,\d{2}/);

    // The execution list: 'Imprimir' reads every action's execution first, then prints.
    await page.goto(`/premio/executar-parfi${YEARS}`);
    await expect(page.getByRole('table', { name: 'Ações do PARFI' }).getByRole('row').nth(1)).toBeVisible({
      timeout: 20_000,
    });
    await page.getByRole('button', { name: 'Imprimir' }).click();
    await expect.poll(() => prints(page)).toBe(1);
    await expectPrintView(page, '2-execucao-parfi', USERS.diretor.nome, async (execution) => {
      await expect(execution).toContainText('Execução do PARFI 2025');
      await expect(execution).toContainText('Documentos anexados');
      // The demo action sent for approval has an attached document.
      await expect(execution.getByRole('columnheader', { name: 'Tipo de documento' }).first()).toBeVisible();
    });
  });

  test('a visit report prints and downloads as PDF', async ({ page }) => {
    await stubPrint(page);
    await login(page, USERS.diretor.cpf);
    const reportId = await page.evaluate(async () => {
      const session = JSON.parse(sessionStorage.getItem('siam.session') ?? 'null');
      const headers = {
        Authorization: `Bearer ${session.token}`,
        Perfil: String(session.activeConfig.role),
        'Content-Type': 'application/json',
      };
      const get = async (path: string) => (await fetch(`/api${path}`, { headers })).json();
      const years = (await get('/PremioLeia/AnoPremio?inep=27012345')) as {
        anoPremio: number;
        anoPremioId: number;
      }[];
      const award = years.find((y) => y.anoPremio === 2025)!.anoPremioId;
      const pairing = (await get(`/Escolas/Pareamento/${award}/27012345`)) as { id: number };
      const parfi = ((await get(`/AnoParfi?anoPremioId=${award}`)) as { id: number; ano: number }[]).find(
        (y) => y.ano === 2025,
      )!.id;
      const existing = (await get(`/RelatorioVisita/${pairing.id}/${award}/${parfi}`)) as { id: number }[];
      if (existing.length > 0) return existing[0]!.id;
      const d = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      for (const tipo of [1, 2, 3]) {
        const res = await fetch('/api/RelatorioVisita', {
          method: 'POST',
          headers,
          body: JSON.stringify({
            tipoRelatorioId: tipo,
            data: d,
            anoParfiId: parfi,
            pareamentoEscolasId: pairing.id,
            // No description: visit-reports.spec.ts may continue this open report and writes it.
          }),
        });
        if (res.status === 201) return (await res.json()) as number;
      }
      const again = (await get(`/RelatorioVisita/${pairing.id}/${award}/${parfi}`)) as { id: number }[];
      return again[0]!.id;
    });
    await page.goto(`/premio/editar-visita-parfi?anoPremio=2025&relatorioVisitaId=${reportId}`);
    await expect(page.getByRole('button', { name: 'Baixar PDF' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Imprimir' }).click();
    await expect.poll(() => prints(page)).toBe(1);
    await expectPrintView(page, '3-relatorio-visita', USERS.diretor.nome, async (report) => {
      await expect(report).toContainText(`nº ${reportId}`);
      await expect(report).toContainText('27012346 - Escola Municipal Rio Claro');
      await expect(report.getByRole('region', { name: 'Participantes' })).toBeVisible();
      await expect(report.getByRole('region', { name: 'Assinaturas' })).toContainText(
        'Diretor(a) da escola visitada',
      );
    });

    const pdf = await downloadPdf(page);
    expect(pdf.name).toBe(`relatorio-visita-${reportId}-27012346.pdf`);
    expect(pdf.text).toContain(SCHOOL_A.nome);
    expect(pdf.text).toContain('27012346 - Escola Municipal Rio Claro');
    expect(pdf.text).toContain(USERS.diretor.nome);
    expect(pdf.text).toContain('Identificação');
    expect(pdf.text).toMatch(/Data da visita\n\d{2}\/\d{2}\/\d{4}/);
  });

  test("a class's learning monitoring prints students × skills with levels", async ({ page }) => {
    await stubPrint(page);
    await login(page, USERS.coordenadora.cpf);
    await page.goto('/consultar-acompanhamento-aprendizagem');
    await expect(page.getByRole('heading', { name: 'Selecione a escola' })).toBeVisible();
    await page.getByRole('button', { name: new RegExp(SCHOOL_A.inep) }).click();
    await chooseOption(page, 'Bimestre', 'Quarto');
    await page
      .getByRole('table', { name: 'Turmas e acompanhamentos' })
      .getByRole('row')
      .filter({ hasText: '3º ANO A' })
      .click();
    await expect(page).toHaveURL(/\/validar-acompanhamento-aprendizagem$/);
    await page.getByRole('button', { name: 'Imprimir' }).click();
    await expect.poll(() => prints(page), { timeout: 20_000 }).toBe(1);
    await expectPrintView(page, '4-acompanhamento-aprendizagem', USERS.coordenadora.nome, async (doc) => {
      await expect(doc).toContainText('Acompanhamento da aprendizagem: turma 3º ANO A');
      const matrix = doc.getByRole('region', { name: 'Níveis por estudante e habilidade' });
      await expect(matrix.getByRole('columnheader', { name: 'H1', exact: true })).toBeVisible();
      // The demo monitoring is finished: students answered have a level 1 to 4 per skill.
      await expect(matrix.getByRole('cell', { name: /^[1-4]$/ }).first()).toBeVisible();
      await expect(doc.getByRole('region', { name: 'Assinaturas' })).toContainText(
        'Coordenador(a) pedagógico(a)',
      );
    });
  });

  test('the students of a class print from consulta-escola', async ({ page }) => {
    await stubPrint(page);
    await login(page, USERS.diretor.cpf);
    await page.goto('/consulta-escola');
    const classes = page.getByRole('table', { name: 'Turmas da escola' });
    await classes.getByText('1º ANO A', { exact: true }).click({ timeout: 20_000 });
    const region = page.getByRole('region', { name: 'Estudantes da turma 1º ANO A' });
    await expect(region.getByRole('table')).toBeVisible();
    await region.getByRole('button', { name: 'Imprimir' }).click();
    await expect.poll(() => prints(page)).toBe(1);
    await expectPrintView(page, '5-estudantes-turma', USERS.diretor.nome, async (doc) => {
      await expect(doc).toContainText('Estudantes da turma 1º ANO A');
      const joana = doc.getByRole('row').filter({ hasText: 'Joana Maria Souza' });
      await expect(joana).toContainText('15/01/2020');
      await expect(joana).toContainText('359.068.214-06');
    });
  });
});
