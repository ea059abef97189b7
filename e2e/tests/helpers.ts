import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'senha123';

/** Today in the product's time zone (America/Maceio), as YYYY-MM-DD. */
export function today(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Maceio',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

/** Demo users of ../shared/demo-data.md (CPF, name, role names). */
export const USERS = {
  admin: { cpf: '111.444.777-35', nome: 'Ana Administradora Silva' },
  professor: { cpf: '529.982.247-25', nome: 'Paulo Professor Santos' },
  coordenadora: { cpf: '123.456.789-09', nome: 'Carla Coordenadora Lima' },
  diretor: { cpf: '987.654.321-00', nome: 'Diego Diretor Rocha' },
  cadastro: { cpf: '390.533.447-05', nome: 'Cecília Cadastro Alves' },
} as const;

export async function login(page: Page, cpf: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Usuário').fill(cpf);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/inicio$/);
}

/** Every demo user of ../shared/demo-data.md with the role that is active right after login. */
export const DEMO_USERS: { cpf: string; nome: string; role: number }[] = [
  { cpf: '111.444.777-35', nome: 'Ana Administradora Silva', role: 1 },
  { cpf: '529.982.247-25', nome: 'Paulo Professor Santos', role: 17 },
  { cpf: '123.456.789-09', nome: 'Carla Coordenadora Lima', role: 16 },
  { cpf: '987.654.321-00', nome: 'Diego Diretor Rocha', role: 15 },
  { cpf: '390.533.447-05', nome: 'Cecília Cadastro Alves', role: 19 },
  { cpf: '714.602.380-01', nome: 'Eva Articulação Estadual', role: 7 },
  { cpf: '281.469.307-78', nome: 'Rita Regional Moura', role: 8 },
  { cpf: '058.623.719-40', nome: 'Artur Articulador Regional', role: 9 },
  { cpf: '847.362.910-87', nome: 'Sérgio Secretário Municipal', role: 11 },
  { cpf: '412.907.385-05', nome: 'Marta Articuladora Municipal', role: 12 },
  { cpf: '665.201.478-50', nome: 'Pedro Prefeito Nunes', role: 18 },
  { cpf: '302.918.476-50', nome: 'Silvia Superintendente Reis', role: 2 },
  { cpf: '190.837.264-87', nome: 'Ulisses Unidade Executora', role: 14 },
  { cpf: '756.120.398-59', nome: 'Fábio Formador Regional', role: 10 },
  { cpf: '483.920.175-79', nome: 'Flávia Formadora Municipal', role: 13 },
  { cpf: '218.375.640-35', nome: 'Gustavo Gerência Articulação', role: 3 },
  { cpf: '934.816.205-51', nome: 'Camila Apoio Municípios', role: 4 },
  { cpf: '570.294.183-79', nome: 'Alice Alfabetização Infantil', role: 5 },
  { cpf: '641.503.927-06', nome: 'Fernando Fundamental Iniciais', role: 6 },
];

/** Opens the 'Configurações' flyout of the header. */
export async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Configurações' }).click();
  const dialog = page.getByRole('dialog', { name: 'Configurações' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The labels of the side menu's links, in order. */
export async function menuLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(nav).toBeVisible();
  return (await nav.getByRole('link').allInnerTexts()).map((t) => t.trim());
}

/**
 * Picks the option named exactly `option` of the MUI select labelled `label`, and waits until its menu
 * is closed. On a busy machine a click can land while the menu is still opening and be lost, leaving
 * the menu open (and the rest of the page hidden from the accessibility tree): then it chooses again.
 */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  const box = page.getByRole('combobox', { name: label });
  const listbox = page.getByRole('listbox');
  await expect(async () => {
    if (!(await listbox.isVisible())) await box.click({ timeout: 5_000 });
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 5_000 });
    await expect(listbox).toBeHidden({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/** One call of `apiAs`: the status and the body (JSON when it parses, else the text). */
export type ApiCall = <T>(
  method: string,
  path: string,
  data?: unknown,
) => Promise<{ status: number; body: T }>;

/** A tiny API client with one user's token and role (test set-up through the API). */
export async function apiAs(
  request: APIRequestContext,
  cpf: string,
  perfil: number,
): Promise<{ cpf: string; call: ApiCall }> {
  const auth = await request.post('/api/Auth', { data: { user: cpf, password: PASSWORD } });
  expect(auth.ok(), await auth.text()).toBeTruthy();
  const { token, usuario } = (await auth.json()) as { token: string; usuario: { cpf: string } };
  const headers = { Authorization: `Bearer ${token}`, Perfil: String(perfil) };
  const call: ApiCall = async <T>(method: string, path: string, data?: unknown) => {
    const res = await request.fetch(`/api${path}`, { method, headers, data });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // a plain-text message
    }
    return { status: res.status(), body: body as T };
  };
  return { cpf: usuario.cpf, call };
}
