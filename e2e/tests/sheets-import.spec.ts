/**
 * Importar Fichas (/importar-fichas) in the browser, on the demo data. Importing replaces a sheet that
 * other suites use at the same time, so this test never succeeds in replacing one: it previews a file,
 * sends it for the learning sheet, whose demo monitoring of class 1004 has answers and is never deleted
 * (monitoring-validation.spec.ts), so the server refuses; and it shows an invalid file's problem, which
 * is never sent.
 */
import { expect, test } from '@playwright/test';
import { login, USERS } from './helpers';
import { shot } from './students-helpers';

const CSV = [
  'estrutura;categoria;habilidade;nivel1;nivel2;nivel3;nivel4',
  'Leitura;Fluência;Lê palavras;Não lê;Lê silabando;Lê com hesitações;Lê com fluência',
  'Leitura;Fluência;"Lê frases; com pausa";Não lê;Lê silabando;Lê com hesitações;Lê com fluência',
  'Leitura;Compreensão;Localiza informação;Não localiza;Com ajuda;Às vezes;Sempre',
  'Escrita;Produção;Escreve bilhetes;Não escreve;Com ajuda;Às vezes;Sempre',
].join('\n');

test.describe('importar fichas', () => {
  test('the administrator previews a CSV and the server refuses a sheet that has answers', async ({
    page,
  }) => {
    await login(page, USERS.admin.cpf);
    await page.getByRole('navigation').getByRole('link', { name: 'Importar Fichas' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Importar Fichas de Acompanhamento' }),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: 'Colunas do arquivo CSV' })).toContainText('nivel4');

    // An invalid file: its problem is shown and nothing can be sent.
    const input = page.getByLabel('Arquivo da ficha');
    await input.setInputFiles({ name: 'errado.csv', mimeType: 'text/csv', buffer: Buffer.from('a;b\nx;y') });
    const preview = page.getByRole('region', { name: 'Prévia' });
    await expect(preview.getByRole('alert')).toContainText('Arquivo CSV inválido.');
    await expect(preview.getByRole('button', { name: 'Importar' })).toHaveCount(0);

    await input.setInputFiles({ name: 'ficha.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    const counts = preview.getByLabel('Conteúdo do arquivo');
    await expect(counts).toContainText('Estruturas2');
    await expect(counts).toContainText('Categorias3');
    await expect(counts).toContainText('Habilidades4');
    await expect(preview.getByText('Leitura: Fluência (2), Compreensão (1)')).toBeVisible();
    await shot(page, 'importar-fichas-previa');

    // The learning sheet (the default choice) has answers: the server refuses the replacement.
    await expect(page.getByRole('combobox', { name: 'Ficha' })).toHaveText('Aprendizagem');
    await preview.getByRole('button', { name: 'Importar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Substituir o conteúdo da ficha?' });
    await dialog.getByRole('button', { name: 'Importar' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'A ficha já possui respostas e não pode ser substituída.' }),
    ).not.toHaveCount(0);
    await shot(page, 'importar-fichas-recusa');
  });

  test('only the administrator has the screen', async ({ page }) => {
    await login(page, USERS.diretor.cpf);
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Importar Fichas' })).toHaveCount(0);
  });
});
