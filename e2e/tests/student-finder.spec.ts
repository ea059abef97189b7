/**
 * The search by part of a student's name (issue 17 item 4, decision 127): a school's director, its
 * secretary (Cadastro) and a state-level user type part of the demo student's name without accents and with a typo, see her
 * with what tells namesakes apart, and open her. Read-only: independent of other specs' data.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { login, USERS } from './helpers';
import { chooseSchoolInSettings } from './parfi-helpers';
import { JOANA, PEDRO } from './students-helpers';

const EQUIPE_ESTADUAL = '714.602.380-01';

/** A screenshot in /tmp/shots-finder when SHOTS is set. */
async function shot(page: Page, name: string): Promise<void> {
  if (!process.env.SHOTS) return;
  mkdirSync('/tmp/shots-finder', { recursive: true });
  await page.screenshot({ path: `/tmp/shots-finder/${name}.png`, fullPage: true });
}

/** Opens the 'Parte do nome' tab and types `text` in the finder. */
async function findByPartOfName(page: Page, text: string) {
  await page.getByRole('tab', { name: 'Parte do nome' }).click();
  const field = page.getByRole('textbox', { name: 'Buscar por parte do nome' });
  await expect(field).toBeVisible();
  await field.fill(text);
  const list = page.getByRole('list', { name: 'Estudantes encontrados pelo nome' });
  await expect(list).toBeVisible({ timeout: 20_000 });
  return list;
}

/** Joana's line: birth date, mother's name, class and school. */
function joanaIn(list: Locator) {
  return list.getByRole('button').filter({ hasText: JOANA.nome });
}

test.describe('StudentFinder', () => {
  test.slow();

  test('the director finds Joana by part of her name with a typo and opens her record', async ({ page }) => {
    await login(page, USERS.diretor.cpf);
    await page.goto('/consultar-estudante');
    await expect(page.getByRole('heading', { level: 1, name: 'Consultar Estudante' })).toBeVisible();
    // The spec's exact search is still the first tab.
    await expect(page.getByRole('combobox', { name: 'Filtrar por' })).toBeVisible();

    const list = await findByPartOfName(page, 'maria sousa');
    // A school role searches its school only: no place to choose.
    await expect(page.getByRole('group', { name: 'Onde buscar' })).toHaveCount(0);
    const joana = joanaIn(list);
    await expect(joana).toContainText(`Nascimento: ${JOANA.nascimento} · Mãe: ${JOANA.mae}`);
    await expect(joana).toContainText('Turma: 1º ANO A (1º ano, Matutino) · Escola Estadual Santa Aurora');
    await shot(page, 'consultar-diretor-lista');

    await joana.click();
    const personal = page.getByRole('region', { name: 'Dados pessoais' });
    await expect(personal.getByText(JOANA.cpf)).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Escola e turma atual' }).getByText('1º ANO A'),
    ).toBeVisible();
    await shot(page, 'consultar-diretor-aberta');

    // Nothing like the name: the empty state.
    await page.getByRole('textbox', { name: 'Buscar por parte do nome' }).fill('xwzkq yvbnm');
    await expect(page.getByText('Nenhum estudante encontrado com esse nome.')).toBeVisible({
      timeout: 20_000,
    });
  });

  test('a state-level user finds Joana in the municipality and may narrow to the school', async ({
    page,
  }) => {
    await login(page, EQUIPE_ESTADUAL);
    await chooseSchoolInSettings(page, '1ª CRE', 'Santa Aurora', /27012345/);
    await page.goto('/consultar-estudante');
    const list = await findByPartOfName(page, 'joana mria souza');
    const places = page.getByRole('group', { name: 'Onde buscar' });
    await expect(places.getByRole('button', { name: 'Município: Santa Aurora' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText(/encontrados? em Santa Aurora[.,]/)).toBeVisible();
    const joana = joanaIn(list);
    await expect(joana).toContainText(`Mãe: ${JOANA.mae}`);
    await expect(joana).toContainText('Escola Estadual Santa Aurora');
    await shot(page, 'consultar-estadual-municipio');

    await places.getByRole('button', { name: /^Escola: / }).click();
    await expect(joanaIn(list)).toBeVisible({ timeout: 20_000 });
    await joanaIn(list).click();
    await expect(page.getByRole('region', { name: 'Dados pessoais' }).getByText(JOANA.cpf)).toBeVisible();
    await shot(page, 'consultar-estadual-aberta');
  });

  test('the school secretary (Cadastro) finds Joana without accents and opens her record', async ({
    page,
  }) => {
    await login(page, USERS.cadastro.cpf);
    await page.goto('/consultar-estudante');
    const list = await findByPartOfName(page, 'joana mria souza');
    const joana = joanaIn(list);
    await expect(joana).toContainText(`Mãe: ${JOANA.mae}`);
    await joana.click();
    await expect(page.getByRole('region', { name: 'Dados pessoais' }).getByText(JOANA.cpf)).toBeVisible();
  });

  test('the director picks Joana by part of her name on movimentar-estudante', async ({ page }) => {
    await login(page, USERS.diretor.cpf);
    await page.goto('/movimentar-estudante');
    await expect(page.getByRole('heading', { level: 1, name: 'Movimentar Estudante' })).toBeVisible();
    const list = await findByPartOfName(page, 'joana marai');
    await joanaIn(list).click();
    await expect(page.getByRole('textbox', { name: 'CPF' })).toHaveValue(JOANA.cpf);
    await shot(page, 'movimentar-diretor');
  });

  test("the director picks a student without class in enturmar-estudante's panel (not enrolled here)", async ({
    page,
  }) => {
    await login(page, USERS.diretor.cpf);
    await page.goto('/enturmar-estudante');
    await page.getByRole('combobox', { name: 'Série', exact: true }).click();
    await page.getByRole('option', { name: '2º ano', exact: true }).click();
    await page.getByRole('table', { name: 'Turmas da série' }).getByText('2º ANO A', { exact: true }).click();
    await page.getByRole('button', { name: 'Adicionar estudante' }).click();
    const panel = page.getByRole('dialog', { name: 'Adicionar estudante à turma 2º ANO A' });
    await expect(panel).toBeVisible();
    const list = await findByPartOfName(page, 'pedro enrique');
    const pedro = list.getByRole('button').filter({ hasText: PEDRO.nome });
    await expect(pedro).toContainText('Nascimento: 20/02/2021 · Mãe: Ana Costa Pereira');
    await expect(pedro).toContainText('Sem turma · Escola Estadual Santa Aurora');
    await pedro.click();
    await expect(panel.getByLabel('Nome', { exact: true })).toHaveValue(PEDRO.nome);
    await expect(panel.getByLabel('Turma atual')).toHaveValue('Sem turma atual');
    await expect(panel.getByRole('button', { name: 'Inserir' })).toBeEnabled();
    await shot(page, 'enturmar-painel-diretor');
    // Read-only: the student stays without class for the other specs.
    await panel.getByRole('button', { name: 'Cancelar' }).click();
    await expect(panel).toBeHidden();
  });
});
