/**
 * Exports and sorting (issue 17, decision 128) of the staff lists, a learning monitoring's results and
 * the student access audit: each file downloaded through 'Exportar' (CSV and XLSX), parsed and checked
 * against what the table shows; the coordinators' 'Nome' header sorts 'Álvaro' with the A's (pt-BR).
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { chooseOption, login, USERS } from './helpers';
import { downloadExport } from './export-helpers';
import { cpfFromBase, postInActiveSchool } from './students-helpers';

const SCHOOL_A = { inep: '27012345', nome: 'Escola Estadual Santa Aurora' };
const JOANA_CPF = '359.068.214-06';
const DATE = /^\d{2}\/\d{2}\/\d{4}$/;
const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

async function shot(page: Page, name: string): Promise<void> {
  if (!process.env.SHOTS) return;
  mkdirSync('/tmp/shots-exp-a', { recursive: true });
  await page.screenshot({ path: `/tmp/shots-exp-a/${name}.png`, fullPage: true });
}

/** The texts of one column of a table's body rows. */
async function column(page: Page, tableName: string | RegExp, index: number): Promise<string[]> {
  const rows = page.getByRole('table', { name: tableName }).getByRole('row');
  const n = await rows.count();
  const out: string[] = [];
  for (let i = 1; i < n; i += 1)
    out.push((await rows.nth(i).getByRole('cell').nth(index).innerText()).trim());
  return out;
}

test.describe('exportar e ordenar (equipe, acompanhamento, auditoria)', () => {
  test.slow();

  test('the director sorts the coordinators by name (pt-BR) and exports them as CSV and XLSX', async ({
    page,
  }) => {
    await login(page, USERS.diretor.cpf);
    // A coordinator whose name starts with an accented capital: 'Álvaro' sorts with the A's.
    const cpf = cpfFromBase(String(Math.floor(100_000_000 + Math.random() * 899_999_999)));
    // Digits only: the CPF is formatted ('123.456.789-09') and a '.' before '@' is no e-mail.
    const tag = cpf.replace(/\D/g, '').slice(0, 6);
    const surname = ['Braga', 'Lins', 'Melo', 'Rocha', 'Teles', 'Vilar'][Number(cpf[0]) % 6];
    const alvaro = `Álvaro Exportação ${surname}`;
    const status = await postInActiveSchool(page, '/api/Servidor/coordenador', {
      nome: alvaro,
      cpf,
      email: `alvaro${tag}@educacao.gov.br`,
      emailPessoal: `alvaro${tag}@example.org`,
      dataNascimento: '1985-04-12',
      sexo: 'M',
      telefone: '82999887766',
      turnoServidor: 2,
    });
    expect(status).toBe(201);

    await page.goto('/consulta-coordenador');
    const table = page.getByRole('table', { name: 'Coordenadores atuais' });
    await expect(table.getByRole('row', { name: new RegExp(alvaro) })).toBeVisible({ timeout: 20_000 });
    await table.getByRole('button', { name: 'Nome' }).click();
    await expect(table.getByRole('columnheader', { name: 'Nome' })).toHaveAttribute('aria-sort', 'ascending');
    const names = await column(page, 'Coordenadores atuais', 0);
    expect(names).toEqual([...names].sort(collator.compare));
    // By code points 'Á' would come after 'Z': here it comes before Carla.
    expect(names.indexOf(alvaro)).toBeLessThan(names.indexOf(USERS.coordenadora.nome));
    await shot(page, 'consulta-coordenador-exportar');

    const section = page.locator('section', { has: table });
    const csv = await downloadExport(page, 'csv', section);
    expect(csv.name).toMatch(/^coordenadores-atuais-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.rows[0]).toEqual(['Nome', 'CPF', 'Turno', 'Desde']);
    expect(csv.rows.slice(1).map((r) => r[0])).toEqual(names);
    const shownAlvaro = table.getByRole('row', { name: new RegExp(alvaro) });
    const row = csv.rows.find((r) => r[0] === alvaro)!;
    await expect(shownAlvaro).toContainText(row[1] as string);
    expect(row[2]).toBe('Vespertino');
    expect(row[3]).toMatch(DATE);
    await expect(shownAlvaro).toContainText(row[3] as string);

    const xlsx = await downloadExport(page, 'xlsx', section);
    expect(xlsx.rows.slice(1).map((r) => r[0])).toEqual(names);
    expect(xlsx.rows[1]![3]).toBeInstanceOf(Date);
    expect(xlsx.formats![3]).toBe('dd/mm/yyyy');

    // Leaves the school as it was.
    await table.getByRole('button', { name: `Remover ${alvaro}` }).click();
    await page
      .getByRole('dialog', { name: 'Remover coordenador' })
      .getByRole('button', { name: 'Remover' })
      .click();
    await expect(table.getByRole('row', { name: new RegExp(alvaro) })).toHaveCount(0);
  });

  test('the coordinator exports a class’s learning results: students × skills with levels', async ({
    page,
  }) => {
    await login(page, USERS.coordenadora.cpf);
    await page.goto('/consultar-acompanhamento-aprendizagem-estudante');
    await expect(page.getByRole('heading', { name: 'Selecione a escola' })).toBeVisible();
    await page.getByRole('button', { name: new RegExp(SCHOOL_A.inep) }).click();
    await chooseOption(page, 'Ano de escolaridade', '3º ano');
    await chooseOption(page, 'Bimestre', 'Quarto');
    await page
      .getByRole('table', { name: 'Turmas do ano de escolaridade' })
      .getByRole('row')
      .filter({ hasText: '3º ANO A' })
      .click();
    const students = page.getByRole('table', { name: 'Estudantes da turma 3º ANO A' });
    await expect(students.getByRole('row').nth(1)).toBeVisible();
    const shown = await column(page, 'Estudantes da turma 3º ANO A', 0);
    expect(shown.length).toBeGreaterThan(0);
    // The table shows 10 a page; the file holds every student ('1–10 de N').
    const section0 = page.locator('section', { has: students });
    const counter = await section0.getByText(/^\d+–\d+ de \d+$/).innerText();
    const total = Number(counter.split(' de ')[1]);
    await shot(page, 'resultados-aprendizagem-exportar');

    const section = page.locator('section', { has: students });
    const csv = await downloadExport(page, 'csv', section);
    expect(csv.name).toMatch(/^resultados-3-ano-a-/);
    const [header, ...rows] = csv.rows;
    expect(header!.slice(0, 3)).toEqual(['Estudante', 'Alfabetizado', 'Progresso (%)']);
    expect(header!.length).toBeGreaterThan(3 + 11);
    expect(rows).toHaveLength(total);
    const exported = rows.map((r) => String(r[0]));
    for (const name of shown) expect(exported).toContain(name);
    for (const r of rows) {
      expect(r[1]).toMatch(/^(Sim|Não)$/);
      for (const level of r.slice(3)) expect(level).toMatch(/^[1-4]?$/);
    }
    // The finished monitoring has every skill answered for its students who are evaluated.
    const evaluated = rows.find((r) => r[1] === 'Não')!;
    expect(evaluated.slice(3).every((l) => /^[1-4]$/.test(l as string))).toBe(true);

    const xlsx = await downloadExport(page, 'xlsx', section);
    expect(xlsx.rows.length).toBe(csv.rows.length);
    const typed = xlsx.rows.find((r) => r[0] === evaluated[0])!;
    expect(typeof typed[2]).toBe('number');
    expect(typed.slice(3).every((v) => typeof v === 'number' && v >= 1 && v <= 4)).toBe(true);
    expect(typed.slice(3).map(String)).toEqual(evaluated.slice(3));
  });

  test('the administrator exports every audit entry of a student (all pages), recorded as an export', async ({
    page,
  }) => {
    await login(page, USERS.admin.cpf);
    // More reads of Joana's data than one page of the audit (10): consultations by CPF.
    const reads = await page.evaluate(
      async (cpf) => {
        const session = JSON.parse(sessionStorage.getItem('siam.session') ?? 'null');
        const statuses: number[] = [];
        for (let i = 0; i < 12; i += 1) {
          const res = await fetch(`/api/Alunos?cpf=${cpf}`, {
            headers: { Authorization: `Bearer ${session.token}`, Perfil: String(session.activeConfig.role) },
          });
          statuses.push(res.status);
        }
        return statuses;
      },
      JOANA_CPF.replace(/\D/g, ''),
    );
    expect(reads.every((s) => s === 200)).toBe(true);
    await page.goto('/auditoria-estudante');
    await page.getByRole('textbox', { name: /CPF do estudante/ }).fill(JOANA_CPF);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    const table = page.getByRole('table', { name: 'Acessos aos dados do estudante' });
    await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
    const counter = await page.getByText(/^\d+–\d+ de \d+$/).innerText();
    const total = Number(counter.split(' de ')[1]);
    expect(total).toBeGreaterThan(10);
    const newest = await table.getByRole('row').nth(1).getByRole('cell').nth(4).innerText();

    // The page's only 'Exportar'.
    const csv = await downloadExport(page, 'csv');
    expect(csv.rows[0]).toEqual([
      'Quando',
      'Usuário',
      'CPF do usuário',
      'Perfil',
      'Ação',
      'Detalhe',
      'Endereço IP',
    ]);
    // Every entry, not only the 10 of the page, and the export's own record first.
    expect(csv.rows.length - 1).toBeGreaterThanOrEqual(total + 1);
    expect(csv.rows[1]![4]).toBe('Exportação');
    expect(csv.rows[1]![5]).toBe('Auditoria de acessos do estudante (arquivo CSV)');
    expect(csv.rows[1]![0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(csv.rows[1]![1]).toBe(USERS.admin.nome);
    expect(csv.rows[2]![5]).toBe(newest);

    const xlsx = await downloadExport(page, 'xlsx');
    expect(xlsx.rows.length).toBeGreaterThanOrEqual(csv.rows.length + 1);
    expect(xlsx.rows[1]![0]).toBeInstanceOf(Date);
    expect(xlsx.formats![0]).toBe('dd/mm/yyyy hh:mm');
    expect(xlsx.rows[1]![5]).toBe('Auditoria de acessos do estudante (arquivo XLSX)');
  });
});
