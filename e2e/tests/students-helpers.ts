/** Helpers of the student screens' browser tests (students-*.spec.ts). */
import { expect, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';

export const JOANA = {
  cpf: '359.068.214-06',
  nome: 'Joana Maria Souza',
  nascimento: '15/01/2020',
  mae: 'Maria Souza Lima',
};
export const PEDRO = { cpf: '107.425.836-35', nome: 'Pedro Henrique Costa', nascimento: '20022021' };
export const LUCAS = { cpf: '962.381.507-77', nome: 'Lucas Gabriel Ferreira' };

/** Free CPFs of demo-data.md, one per test that creates a student (so parallel tests never meet). */
export const FREE = {
  register: '314.675.920-99',
  remove: '231.569.840-51',
  edit: '635.120.487-90',
  editCancel: '798.234.156-09',
};

/** A valid CPF built from a 9-digit base (modulo-11 check digits), outside the demo data. */
export function cpfFromBase(base9: string): string {
  const dv = (digits: string) => {
    let sum = 0;
    for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (digits.length + 1 - i);
    const r = sum % 11;
    return r < 2 ? 0 : 11 - r;
  };
  const d1 = dv(base9);
  const d2 = dv(base9 + d1);
  const all = `${base9}${d1}${d2}`;
  return `${all.slice(0, 3)}.${all.slice(3, 6)}.${all.slice(6, 9)}-${all.slice(9)}`;
}

export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync('/tmp/shots', { recursive: true });
  await page.screenshot({ path: `/tmp/shots/${name}.png` });
}

/** Administrador: picks a school by its INEP code in the settings flyout. */
export async function adminAtSchool(page: Page, inep: string): Promise<void> {
  await page.getByRole('button', { name: 'Configurações', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Configurações' });
  await dialog.getByLabel('Buscar escola').fill(inep);
  await expect(dialog.getByLabel('Escolas')).toHaveValue(/\S/);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByTestId('header-context')).toContainText(inep);
}

/** Runs the student search of the page. */
export async function searchBy(page: Page, tipo: 'CPF' | 'Código INEP', value: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Filtrar por' }).click();
  await page.getByRole('option', { name: tipo, exact: true }).click();
  const label = tipo === 'CPF' ? 'CPF do estudante' : 'Código INEP do estudante';
  await page.getByRole('textbox', { name: label }).fill(value);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
}

/** Types a dd/mm/aaaa date into the MUI X date field labelled `label`. */
export async function typeDate(
  page: Page,
  label: string,
  digits: string,
  scope: Page | Locator = page,
): Promise<void> {
  const group = scope.getByRole('group', { name: label });
  await group.getByRole('spinbutton').first().click();
  await page.keyboard.type(digits);
}

/**
 * POSTs `body` to the API from the page, with its session's token and active role, and the active
 * school's id as `escolaId`; answers the status.
 */
export async function postInActiveSchool(
  page: Page,
  url: string,
  body: Record<string, unknown>,
): Promise<number> {
  return page.evaluate(
    async ({ url, body }) => {
      const session = JSON.parse(sessionStorage.getItem('siam.session') ?? 'null');
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${session.token}`,
          Perfil: String(session.activeConfig.role),
        },
        body: JSON.stringify({ ...body, escolaId: session.activeConfig.school.id }),
      });
      return res.status;
    },
    { url, body },
  );
}

/** Registers a student through the API with the page's session (fast set-up for edit/delete tests). */
export async function createStudentViaApi(page: Page, cpf: string, nome: string): Promise<void> {
  const status = await postInActiveSchool(page, '/api/Alunos', {
    nome,
    cpf,
    sexo: 'M',
    cor: 1,
    transporte: 1,
    dataNascimento: '2019-06-20',
    nomeMae: 'Helena Martins Prado',
    nomePai: null,
    codigoInep: null,
    nivelEnsino: null,
    serie: null,
    pessoaComDeficiencia: false,
    descricaoDeficiencia: null,
    participaAee: false,
    contraturno: false,
    dificuldadePedagogica: false,
    estudanteAlfabetizado: false,
  });
  expect(status).toBe(201);
}
