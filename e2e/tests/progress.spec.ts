/**
 * Long work shows progress (issue 17 item 6, decision 126): the document upload of the PARFI
 * execution shows the bytes sent up to 100 % and can be cancelled mid-way (nothing is saved); a SIGE
 * synchronisation shows its stages, is kept on the server, its result page survives a reload and it
 * opens again from 'Sincronizações anteriores'.
 *
 * Data: the demo action of R$ 3.000,00 (objective 3, not sent) receives a 'Termo de referência' that
 * the test deletes at the end (a date-only kind: no CPF/CNPJ that a retry would find attached). The
 * synchronisation of school C is the one school-import.spec.ts runs too: whichever runs first makes
 * the changes, the other none; both read the kept results, so the order does not matter.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { USERS, login } from './helpers';
import { PARFI_USERS, YEARS, selectOption, toast } from './parfi-helpers';
import { adminAtSchool, typeDate } from './students-helpers';

const SHOTS = '/tmp/shots-progress';

async function shot(page: Page, name: string, fullPage = false) {
  if (!process.env.SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

/** A valid PDF of `mb` megabytes (the server checks the magic bytes). */
function bigPdf(name: string, mb: number) {
  const head = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%', 'latin1');
  const tail = Buffer.from('\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
  const body = Buffer.alloc(mb * 1024 * 1024 - head.length - tail.length, 0x20);
  return { name, mimeType: 'application/pdf', buffer: Buffer.concat([head, body, tail]) };
}

/** Records every value the upload's progress bar takes (the last ones flash by quickly). */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    const read = () => {
      const bar = document.querySelector('[aria-label="Progresso do envio"]');
      const v = bar?.getAttribute('aria-valuenow');
      if (v != null && seen.at(-1) !== Number(v)) seen.push(Number(v));
    };
    new MutationObserver(read).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });
}

const progressSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);

test('a document upload shows the bytes sent up to 100 %, and Cancelar stops one mid-way', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await login(page, PARFI_USERS.diretor);
  await page.goto(`/premio/executar-parfi${YEARS}`);
  const actions = page.getByRole('table', { name: 'Ações do PARFI' });
  await actions.getByRole('row').filter({ hasText: 'R$ 3.000,00' }).first().click({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/premio\/execucao-do-parfi\?/);
  const attached = page.getByRole('region', { name: 'Documentos anexados' });
  await expect(page.getByRole('button', { name: 'Incluir', exact: true })).toBeEnabled({ timeout: 20_000 });

  // Chromium sends at most 384 KB/s: a file of a few MB takes seconds, long enough to watch and cancel.
  // The files stay small for the server: the demo database (PGlite) writes a document in the event
  // loop, and a large one would slow the specs that run beside this one.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 384 * 1024,
  });

  const suffix = `${Date.now()}`.slice(-6);
  await selectOption(page, page, /^Tipo de documento/, 'Termo de referência');
  await typeDate(page, 'Data de execução', '10042025');

  // 1. Cancelled mid-way: nothing is saved.
  const cancelled = `cancelado-${suffix}.pdf`;
  await page.getByLabel('Arquivo do documento').setInputFiles(bigPdf(cancelled, 3));
  await expect(page.getByText(cancelled)).toBeVisible();
  await page.getByRole('button', { name: 'Incluir', exact: true }).click();
  const sending = page.getByRole('region', { name: 'Envio do arquivo' });
  const bar = sending.getByRole('progressbar', { name: 'Progresso do envio' });
  await expect(sending.getByText(`Enviando ${cancelled}`)).toBeVisible();
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(30);
  await expect(sending.getByText(/\d (KB|MB) de 3,0 MB \(\d+ %\)/)).toBeVisible();
  await shot(page, 'upload-progress');
  expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThan(100);
  await sending.getByRole('button', { name: 'Cancelar' }).click();
  await expect(toast(page, 'Envio cancelado. Nenhum documento foi salvo.')).toBeVisible();
  await expect(sending).toHaveCount(0);
  await expect(attached.getByText(cancelled)).toHaveCount(0);

  // 2. Sent whole: the bar goes up to 100 % and the document is saved.
  const whole = `termo-${suffix}.pdf`;
  await page.getByLabel('Arquivo do documento').setInputFiles(bigPdf(whole, 2));
  await expect(page.getByText(whole)).toBeVisible();
  await recordProgress(page);
  await page.getByRole('button', { name: 'Incluir', exact: true }).click();
  await expect(sending).toBeVisible();
  // 100 % shows only while the server checks and saves (a moment on a quiet machine): the values the
  // bar took are recorded (recordProgress) and checked after the save.
  await expect(toast(page, 'Execução registrada com sucesso.')).toBeVisible({ timeout: 90_000 });
  const seen = await progressSeen(page);
  expect(seen.at(-1)).toBe(100);
  expect(seen.some((v) => v > 0 && v < 100)).toBe(true);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  // After a reload: the whole one is there, the cancelled one is not.
  await page.reload();
  const item = attached.getByRole('listitem', { name: new RegExp(`Termo de referência termo-${suffix}`) });
  await expect(item).toBeVisible({ timeout: 20_000 });
  await expect(attached.getByText(cancelled)).toHaveCount(0);

  // Leave the demo action as it was.
  await item.getByRole('button', { name: /^Excluir Termo de referência/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(item).toHaveCount(0);
});

test('a synchronisation shows its stages, is kept, survives a reload and opens again from the list', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await login(page, USERS.admin.cpf);
  await adminAtSchool(page, '27099999');
  await page.goto('/sincronizar-escola');
  const stages = page.getByRole('group', { name: 'Etapas da sincronização' });
  await expect(stages.getByLabel('Etapa 1 de 3: Confirmar (atual)')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('table', { name: 'Sincronizações anteriores' })).toBeVisible();

  // The answer is held back a moment so that the running stage can be seen.
  await page.route(
    (url) => url.pathname === '/api/Escolas/Sincronizar',
    async (route) => {
      const response = await route.fetch();
      await new Promise((r) => setTimeout(r, 1500));
      await route.fulfill({ response });
    },
  );
  await page.getByRole('button', { name: 'Sincronizar' }).click();
  await expect(stages.getByLabel('Etapa 2 de 3: Consultar o SIGE e gravar (atual)')).toBeVisible();
  await expect(
    page.getByText(/Consultando o SIGE, conferindo os dados e gravando as mudanças/),
  ).toBeVisible();
  await shot(page, 'sync-running');

  await expect(page).toHaveURL(/\/sincronizar-escola-result\?id=\d+$/, { timeout: 30_000 });
  const resultUrl = page.url();
  const byline = page.getByText(/^Feita em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2} por Ana Administradora Silva/);
  await expect(byline).toBeVisible();
  await expect(
    page
      .getByRole('group', { name: 'Etapas da sincronização' })
      .getByLabel('Etapa 3 de 3: Concluído (concluída)'),
  ).toBeVisible();

  // A reload loads the kept result from the server.
  await page.reload();
  await expect(page).toHaveURL(resultUrl);
  await expect(byline).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByText('Resultado da sincronização: 27099999 - Escola Estadual Integrada Palmeira'),
  ).toBeVisible();

  // The list: newest first; the oldest kept synchronisation of school C is the one that made the changes.
  await page.getByRole('button', { name: 'Sincronizações anteriores' }).click();
  await expect(page).toHaveURL(/\/sincronizar-escola$/);
  const past = page.getByRole('table', { name: 'Sincronizações anteriores' });
  await expect(past.getByRole('row').nth(1)).toContainText('Ana Administradora Silva', { timeout: 20_000 });
  await shot(page, 'sync-past', true);
  const ourId = Number(new URL(resultUrl).searchParams.get('id'));
  await past.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/sincronizar-escola-result\?id=\d+$/);
  expect(Number(new URL(page.url()).searchParams.get('id'))).toBeGreaterThanOrEqual(ourId);
  await expect(byline).toBeVisible();

  await page.goto('/sincronizar-escola');
  await past.getByRole('row').last().click();
  const classes = page.getByRole('table', { name: 'Turmas sincronizadas' });
  await expect(classes.getByText('1º ANO D')).toBeVisible({ timeout: 20_000 });
  await expect(classes.getByText('Turma criada a partir do SIGE.')).toBeVisible();
  await shot(page, 'sync-kept-result');
});
