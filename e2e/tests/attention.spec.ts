/**
 * 'O que aguarda você' on Início (issue 17 item 5, docs/decisions/125), for a teacher, a coordinator and
 * the administrator (PARFI approvals).
 *
 * Data: this spec only reads. The panel is compared with what GET /api/Pendencias answers the same user
 * at that moment (other specs of a full run start, finish and validate the demo monitorings, so the
 * counts are not fixed); on a fresh demo database Paulo has two items (bimestre 4 of classes 1001 and
 * 1002) and Carla one (the finished learning monitoring of class 1004).
 * Screenshots to /tmp/shots-attention/ when SHOTS is set.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { deadlineText } from '@siam/domain/attention';
import type { Pendencia } from '@siam/domain/contracts/attention';
import { PASSWORD, USERS, login } from './helpers';

async function pendingOf(request: APIRequestContext, cpf: string, perfil: number): Promise<Pendencia[]> {
  const auth = await request.post('/api/Auth', { data: { user: cpf, password: PASSWORD } });
  expect(auth.ok()).toBeTruthy();
  const { token } = (await auth.json()) as { token: string };
  const res = await request.get('/api/Pendencias', {
    headers: { Authorization: `Bearer ${token}`, Perfil: String(perfil) },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as Pendencia[];
}

/** The panel shows exactly the server's items: title, count and deadline wording, in order. */
async function expectPanel(page: Page, items: Pendencia[]) {
  const panel = page.getByRole('region', { name: 'O que aguarda você' });
  await expect(panel).toBeVisible();
  const rows = panel.getByTestId('pendencia');
  if (items.length === 0) {
    await expect(panel.getByText('Nada aguardando você no momento.')).toBeVisible();
    await expect(rows).toHaveCount(0);
    return panel;
  }
  await expect(rows).toHaveCount(items.length);
  for (const [i, item] of items.entries()) {
    const row = rows.nth(i);
    await expect(row.getByRole('heading', { level: 3 })).toHaveText(`${item.quantidade} ${item.titulo}`);
    if (item.prazo && typeof item.diasRestantes === 'number') {
      await expect(row).toContainText(deadlineText(item.prazo, item.diasRestantes));
    }
    await expect(row.getByRole('link')).toHaveAttribute('href', item.rota);
  }
  return panel;
}

async function shot(page: Page, name: string) {
  if (!process.env.SHOTS) return;
  const panel = page.getByRole('region', { name: 'O que aguarda você' });
  await panel.screenshot({ path: `/tmp/shots-attention/${name}-painel.png` });
  await page.screenshot({ path: `/tmp/shots-attention/${name}-inicio.png` });
}

test.describe("Início: 'O que aguarda você'", () => {
  test("Paulo (teacher) sees his classes' monitorings to fill in and opens the entry screen", async ({
    page,
    request,
  }) => {
    const items = await pendingOf(request, USERS.professor.cpf, 17);
    expect(items.every((i) => i.tipo === 'acompanhamento.preencher')).toBe(true);
    await login(page, USERS.professor.cpf);
    await expectPanel(page, items);
    // The home page keeps its content.
    await expect(page.getByRole('heading', { name: 'Meus acompanhamentos' })).toBeVisible();
    await shot(page, 'professor');

    if (items.length === 0) return; // every monitoring of his was finished by another spec of this run
    const first = items[0]!;
    await page.getByTestId('pendencia').first().getByRole('link').click();
    const url = new URL(first.rota, 'http://x');
    await expect(page).toHaveURL((u) => u.pathname === url.pathname && u.search === url.search);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Acompanhamento de');
  });

  test('Carla (coordinator) sees the monitorings awaiting her validation and opens the consultation', async ({
    page,
    request,
  }) => {
    const items = await pendingOf(request, USERS.coordenadora.cpf, 16);
    expect(items.every((i) => i.tipo === 'acompanhamento.validar')).toBe(true);
    await login(page, USERS.coordenadora.cpf);
    await expectPanel(page, items);
    // The home page keeps its content.
    await expect(page.getByRole('heading', { name: 'Vídeos de formação' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Calendário' })).toBeVisible();
    await shot(page, 'coordenadora');

    if (items.length === 0) return; // another spec of this run validated them
    const first = items[0]!;
    await page
      .getByTestId('pendencia')
      .first()
      .getByRole('link', { name: 'Validar acompanhamentos' })
      .click();
    const url = new URL(first.rota, 'http://x');
    await expect(page).toHaveURL((u) => u.pathname === url.pathname);
    for (const [k, v] of url.searchParams) await expect(page).toHaveURL(new RegExp(`[?&]${k}=${v}(&|$)`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Acompanhamento de');
  });

  test('Ana (administrator) sees the PARFI actions awaiting approval and opens the approval queue', async ({
    page,
    request,
  }) => {
    const items = await pendingOf(request, USERS.admin.cpf, 1);
    await login(page, USERS.admin.cpf);
    await expectPanel(page, items);
    await shot(page, 'administrador');

    const approvals = items.findIndex((i) => i.tipo.startsWith('parfi'));
    if (approvals < 0) return; // another spec of this run decided every action sent
    const item = items[approvals]!;
    await page.getByTestId('pendencia').nth(approvals).getByRole('link').click();
    const url = new URL(item.rota, 'http://x');
    await expect(page).toHaveURL((u) => u.pathname === url.pathname);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
