/**
 * The PARFI flow of issue 6 in the browser, on the demo data: Diego Diretor Rocha (school A) plans an
 * action, executes it with a budget and a fiscal document (a small generated PDF) and sends it for
 * approval; Marta (Articuladora Municipal, level 1) refuses it with a reason; Diego sends it again;
 * Marta, Artur (Articulador Regional, level 2) and Eva (Equipe de Articulação Estadual, level 3) approve
 * it, and the execution is closed. The action has a random value, so it is found again by its id and
 * never meets the demo actions other tests read.
 */
import { expect, test, type Page } from '@playwright/test';
import { PARFI_USERS, YEARS, pageAs, rowOfId, selectOption, smallPdf, toast } from './parfi-helpers';
import { shot, typeDate } from './students-helpers';

const CNPJ = '12.ABC.345/01DE-35';

/** Decides every document of the deferral screen, then saves. */
async function decideAll(page: Page, decision: 'Deferir' | 'Indeferir') {
  const docs = page.getByRole('list', { name: 'Documentos da execução' });
  await expect(docs).toBeVisible({ timeout: 20_000 });
  const items = docs.getByRole('listitem');
  const n = await items.count();
  expect(n).toBe(2);
  for (let i = 0; i < n; i++) {
    const item = items.nth(i);
    await item.getByRole('button', { name: decision, exact: true }).click();
    if (decision === 'Indeferir') {
      await selectOption(page, item, 'Tipo de motivo', /./);
      await item
        .getByRole('textbox', { name: 'Detalhamento' })
        .fill('Documento sem a assinatura do fornecedor.');
    }
  }
}

/** Sends the open execution for approval, confirming the dialog. */
async function sendForApproval(page: Page) {
  await page.getByRole('button', { name: 'Enviar para deferimento' }).click();
  await page
    .getByRole('dialog', { name: 'Enviar para deferimento' })
    .getByRole('button', { name: 'Enviar' })
    .click();
  await expect(toast(page, 'Execução finalizada com sucesso')).toBeVisible();
}

async function openFromApprovalList(page: Page, id: number) {
  await page.goto(`/premio/deferimento-parfi${YEARS}`);
  const table = page.getByRole('table', { name: 'Ações aguardando deferimento' });
  const row = rowOfId(table, id);
  await expect(row).toBeVisible({ timeout: 20_000 });
  await row.click();
  await expect(page).toHaveURL(/\/premio\/deferir-execucao-parfi\?/);
}

async function includeDocument(
  page: Page,
  doc: { tipo: string; valor?: string; numero?: string; data: string; file: string },
) {
  await selectOption(page, page, /^Tipo de documento/, doc.tipo);
  await page.getByRole('textbox', { name: /^CPF\/CNPJ/ }).fill(CNPJ);
  if (doc.valor) await page.getByRole('textbox', { name: /^Valor( \*)?$/ }).fill(doc.valor);
  if (doc.numero) await page.getByRole('textbox', { name: /^Número do documento/ }).fill(doc.numero);
  await typeDate(page, 'Data de execução', doc.data);
  await page.getByLabel('Arquivo do documento').setInputFiles(smallPdf(doc.file));
  await expect(page.getByText(doc.file)).toBeVisible();
  await page.getByRole('button', { name: 'Incluir', exact: true }).click();
  await expect(toast(page, 'Execução registrada com sucesso.')).toBeVisible();
  await expect(page.getByRole('listitem', { name: new RegExp(doc.file.replace('.', '\\.')) })).toBeVisible();
}

test('a director plans, executes and sends an action; approvers refuse it, then approve it through the three levels', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const cents = 100_000 + Math.floor(Math.random() * 90_000); // R$ 1.000,00 to R$ 1.899,99
  const valor = (c: number) =>
    `${Math.floor(c / 100).toLocaleString('pt-BR')},${String(c % 100).padStart(2, '0')}`;

  // --- Diego plans the action.
  const diego = await pageAs(browser, PARFI_USERS.diretor);
  await diego.goto('/premio/consultar-parfi');
  await expect(diego.getByLabel(/^Valor Prêmio:/)).toHaveText('R$ 50.000,00', { timeout: 20_000 });
  await shot(diego, 'parfi-consult');
  await diego.getByRole('button', { name: 'Adicionar ação' }).click();
  await expect(diego).toHaveURL(/\/premio\/cadastrar-parfi\?anoPremio=2025&anoParfi=2025$/);
  await diego.getByRole('region', { name: 'Meta' }).getByRole('button').click();
  await expect(toast(diego, 'Selecione um objetivo')).toBeVisible();
  await diego.getByRole('region', { name: 'Objetivo' }).getByRole('radio', { name: /^4 - / }).click();
  await diego.getByRole('region', { name: 'Meta' }).getByRole('radio').first().click();
  await diego.getByRole('region', { name: 'Ação' }).getByRole('radio').first().click();
  await expect(diego.getByRole('textbox', { name: 'Orientações' })).not.toHaveValue('');
  await diego.getByRole('textbox', { name: /^Valor/ }).fill(String(cents));
  await typeDate(diego, 'Data Início', '01032025');
  await typeDate(diego, 'Data Fim', '30062025');
  await shot(diego, 'parfi-register');
  await diego.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(diego, 'PARFI registrado com sucesso.')).toBeVisible();
  await expect(diego).toHaveURL(/\/premio\/consultar-parfi\?anoPremio=2025&anoParfi=2025$/);

  // --- Diego executes it: a budget and a fiscal document, then sends it.
  await diego.goto(`/premio/executar-parfi${YEARS}`);
  const actions = diego.getByRole('table', { name: 'Ações do PARFI' });
  const row = actions.getByRole('row').filter({ hasText: `R$ ${valor(cents)}` });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText('Não enviada para deferimento');
  await row.click();
  await expect(diego).toHaveURL(/\/premio\/execucao-do-parfi\?/);
  const id = Number(new URL(diego.url()).searchParams.get('planoAcaoId'));
  expect(id).toBeGreaterThan(0);
  await expect(diego.getByText('Nenhum documento anexado.')).toBeVisible({ timeout: 20_000 });
  await expect(diego.getByRole('button', { name: 'Enviar para deferimento' })).toBeDisabled();

  await includeDocument(diego, {
    tipo: 'Orçamento 1',
    valor: String(cents),
    data: '01042025',
    file: 'orcamento-1.pdf',
  });
  await includeDocument(diego, {
    tipo: 'Documento Fiscal',
    valor: String(cents - 100),
    numero: '123456',
    data: '02042025',
    file: 'nota-fiscal.pdf',
  });
  const tab = diego.context().waitForEvent('page');
  await diego.getByRole('button', { name: /^Abrir Documento Fiscal/ }).click();
  await (await tab).close();
  await shot(diego, 'parfi-execution');
  await sendForApproval(diego);
  await expect(diego.getByText('Enviada para deferimento', { exact: true })).toBeVisible();

  // --- Level 1 refuses it with a reason.
  const marta = await pageAs(browser, PARFI_USERS.municipal);
  await openFromApprovalList(marta, id);
  await marta.getByRole('button', { name: 'Salvar' }).click();
  await expect(
    marta.getByText('Todos os documentos não finalizados devem ser avaliados.').first(),
  ).toBeVisible();
  await decideAll(marta, 'Indeferir');
  await shot(marta, 'parfi-defer-refuse');
  await marta.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(marta, 'Execução deferida com sucesso')).toBeVisible();
  await expect(marta).toHaveURL(/\/premio\/deferimento-parfi/);

  // --- Diego sees the refusal and sends again.
  await diego.reload();
  await expect(diego.getByText('Indeferida nível 1', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(diego.getByText('Documento sem a assinatura do fornecedor.').first()).toBeVisible();
  await diego.getByRole('button', { name: 'Histórico' }).click();
  await expect(
    diego.getByRole('list', { name: 'Histórico de deferimento' }).getByText('Indeferido'),
  ).toBeVisible();
  await diego.getByRole('button', { name: 'Documentos' }).click();
  await sendForApproval(diego);

  // --- Levels 1 and 2 approve it.
  await openFromApprovalList(marta, id);
  await decideAll(marta, 'Deferir');
  await marta.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(marta, 'Execução deferida com sucesso')).toBeVisible();

  const artur = await pageAs(browser, PARFI_USERS.regional);
  await openFromApprovalList(artur, id);
  await expect(artur.getByText(/Nível 2 de deferimento/)).toBeVisible();
  await decideAll(artur, 'Deferir');
  await artur.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(artur, 'Execução deferida com sucesso')).toBeVisible();

  // --- Level 3 (state team) finds it through the execution search and approves it.
  const eva = await pageAs(browser, PARFI_USERS.estadual);
  await eva.goto('/premio/buscar-execucao-parfi');
  await expect(eva.getByRole('heading', { name: 'Deferir Execução do PARFI' })).toBeVisible();
  const schools = eva.getByRole('table', { name: 'Escolas com ações aguardando deferimento' });
  await schools.getByRole('row', { name: /27012345/ }).click({ timeout: 20_000 });
  await shot(eva, 'parfi-search');
  await rowOfId(eva.getByRole('table', { name: 'Ações da escola' }), id).click();
  await expect(eva.getByText(/Nível 3 de deferimento/)).toBeVisible({ timeout: 20_000 });
  await decideAll(eva, 'Deferir');
  await eva.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(eva, 'Execução deferida com sucesso')).toBeVisible();
  await expect(eva).toHaveURL(/\/premio\/buscar-execucao-parfi/);

  // --- The execution is closed.
  await diego.reload();
  await expect(diego.getByText('Fechada', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(diego.getByRole('button', { name: 'Enviar para deferimento' })).toBeDisabled();
  await shot(diego, 'parfi-closed');
});
