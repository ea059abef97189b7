/**
 * The document form of the PARFI execution in the browser, without saving anything: the required
 * data, the live CPF/CNPJ check, the 10 MB dialog, a file that is not a PDF/image, and Cancelar. It
 * opens a demo action not sent for approval (objective 3) and leaves it unchanged.
 */
import { expect, test } from '@playwright/test';
import { login } from './helpers';
import { PARFI_USERS, YEARS, selectOption, toast } from './parfi-helpers';
import { shot } from './students-helpers';

test('the document form refuses missing data, an invalid CPF/CNPJ, a file over 10 MB and a false PDF', async ({
  page,
}) => {
  await login(page, PARFI_USERS.diretor);
  await page.goto(`/premio/executar-parfi${YEARS}`);
  const table = page.getByRole('table', { name: 'Ações do PARFI' });
  await table.getByRole('row').filter({ hasText: 'R$ 3.000,00' }).first().click({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/premio\/execucao-do-parfi\?/);
  await expect(page.getByRole('textbox', { name: /^Valor orçado/ })).toHaveValue('R$ 3.450,00');

  await page.getByRole('button', { name: 'Incluir', exact: true }).click();
  await expect(toast(page, 'Informe todos os dados obrigatórios.')).toBeVisible();
  await expect(page.getByText('Necessário selecionar tipo de documento.')).toBeVisible();

  await selectOption(page, page, /^Tipo de documento/, 'Orçamento 2');
  const doc = page.getByRole('textbox', { name: /^CPF\/CNPJ/ });
  await doc.fill('11111111111');
  await expect(page.getByText('CPF inválido.', { exact: true })).toBeVisible();
  await doc.fill('12ABC34501DE34');
  await expect(doc).toHaveValue('12.ABC.345/01DE-34');
  await expect(page.getByText('CNPJ inválido.', { exact: true })).toBeVisible();
  await doc.fill('12ABC34501DE35');
  await expect(page.getByText('CNPJ inválido.', { exact: true })).toHaveCount(0);

  const input = page.getByLabel('Arquivo do documento');
  await input.setInputFiles({
    name: 'grande.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x25),
  });
  const dialog = page.getByRole('dialog', { name: 'Tamanho do arquivo não permitido.' });
  await expect(dialog).toContainText('O arquivo ultrapassou o limite de 10 MB.');
  await shot(page, 'parfi-file-too-big');
  await dialog.getByRole('button', { name: 'Fechar' }).click();

  await input.setInputFiles({
    name: 'falso.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('não sou um pdf'),
  });
  await expect(
    toast(page, 'Tipo de arquivo não permitido. Envie um arquivo .jpeg, .jpg, .pdf ou .png.'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Cancelar' }).click();
  const discard = page.getByRole('dialog', { name: 'Descartar execução do PARFI' });
  await expect(discard).toContainText('Ao confirmar todas as alterações serão perdidas. Deseja continuar?');
  await discard.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(/\/premio\/executar-parfi\?anoPremio=2025&anoParfi=2025$/);
});
