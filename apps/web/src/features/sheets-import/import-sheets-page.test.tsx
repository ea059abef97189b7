import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SHEET_HAS_ANSWERS } from '@siam/domain/monitoring';
import { SHEET_IMPORTED, SHEET_IMPORT_MSG } from '@siam/domain/sheets';
import { resetSessionCache } from '../../lib/session';
import { Wrapper, json, mockFetch, signIn, text } from '../../test/helpers';
import ImportSheetsPage, { CONFIRM_TITLE, CSV_EXAMPLE } from './import-sheets-page';

afterEach(() => resetSessionCache());

const CSV = [
  'estrutura;categoria;habilidade;nivel1;nivel2;nivel3;nivel4',
  'Leitura;Fluência;Lê palavras;a;b;c;d',
  'Leitura;Fluência;"Lê frases; com pausa";a;b;c;d',
  'Leitura;Compreensão;Localiza informação;a;b;c;d',
  'Escrita;Produção;Escreve bilhetes;a;b;c;d',
].join('\n');

function renderPage() {
  const router = createMemoryRouter([{ path: '/', Component: ImportSheetsPage }]);
  render(<RouterProvider router={router} />, { wrapper: Wrapper });
}

function fileInput(): HTMLInputElement {
  return screen.getByLabelText('Arquivo da ficha', { selector: 'input' });
}

function counts() {
  const box = screen.getByRole('region', { name: 'Prévia' });
  const dl = within(box).getByLabelText('Conteúdo do arquivo');
  return [...dl.querySelectorAll('dd')].map((d) => d.textContent);
}

describe('importar-fichas', { timeout: 60_000 }, () => {
  it('previews a CSV file, asks before replacing, and shows the server refusal', async () => {
    signIn();
    const calls = mockFetch(() => text(SHEET_HAS_ANSWERS, 409));
    const user = userEvent.setup();
    renderPage();
    // The CSV format is on the screen, column by column.
    const columns = screen.getByRole('table', { name: 'Colunas do arquivo CSV' });
    for (const c of ['estrutura', 'categoria', 'habilidade', 'nivel1', 'nivel4']) {
      expect(within(columns).getByText(c)).toBeVisible();
    }
    expect(screen.getByText(CSV_EXAMPLE.split('\n')[0]!, { exact: false })).toBeVisible();
    expect(screen.getByRole('link', { name: 'formato do arquivo CSV' })).toHaveAttribute(
      'href',
      '#formato-csv',
    );

    await user.click(screen.getByRole('combobox', { name: 'Ficha' }));
    await user.click(screen.getByRole('option', { name: 'Atividades' }));
    await user.upload(fileInput(), new File([CSV], 'ficha.csv', { type: 'text/csv' }));
    await screen.findByRole('region', { name: 'Prévia' });
    expect(counts()).toEqual(['2', '3', '4']);
    expect(screen.getByText('Leitura: Fluência (2), Compreensão (1)')).toBeVisible();
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Importar' }));
    const dialog = await screen.findByRole('dialog', { name: CONFIRM_TITLE });
    await user.click(within(dialog).getByRole('button', { name: 'Importar' }));
    expect((await screen.findAllByText(SHEET_HAS_ANSWERS)).length).toBeGreaterThan(0);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.pathname).toBe('/api/Fichas/Importar');
    const body = JSON.parse(String(calls[0]!.init.body)) as { fichaId: number; estruturas: unknown[] };
    expect(body.fichaId).toBe(2);
    expect(body.estruturas).toHaveLength(2);
  });

  it('imports a JSON file for the chosen sheet and shows the counts the server answered', async () => {
    signIn();
    const calls = mockFetch(() =>
      json({ fichaId: 1, estruturas: 1, categorias: 1, habilidades: 1, criterios: 4 }),
    );
    const user = userEvent.setup();
    renderPage();
    const sheet = {
      fichaId: 2,
      estruturas: [
        {
          descricao: 'Leitura',
          categorias: [
            { descricao: 'Fluência', habilidades: [{ descricao: 'Lê', criterios: ['1', '2', '3', '4'] }] },
          ],
        },
      ],
    };
    await user.upload(
      fileInput(),
      new File([JSON.stringify(sheet)], 'ficha.json', { type: 'application/json' }),
    );
    await screen.findByRole('region', { name: 'Prévia' });
    expect(counts()).toEqual(['1', '1', '1']);
    await user.click(screen.getByRole('button', { name: 'Importar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: CONFIRM_TITLE })).getByRole('button', {
        name: 'Importar',
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      `${SHEET_IMPORTED} Ficha de Aprendizagem: 1 estruturas, 1 categorias, 1 habilidades e 4 critérios.`,
    );
    // The chosen sheet (Aprendizagem) wins over the file's own fichaId.
    expect(JSON.parse(String(calls[0]!.init.body))).toMatchObject({ fichaId: 1 });
  });

  it('refuses an invalid file before sending anything', async () => {
    signIn();
    const calls = mockFetch(() => text('?', 500));
    const user = userEvent.setup();
    renderPage();
    await user.upload(fileInput(), new File(['a;b\nx;y'], 'errado.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SHEET_IMPORT_MSG.csvInvalido);
    expect(screen.queryByRole('button', { name: 'Importar' })).toBeNull();

    const short = 'estrutura;categoria;habilidade;nivel1;nivel2;nivel3;nivel4\nLeitura;Fluência;Lê;a;b;c';
    await user.upload(fileInput(), new File([short], 'curto.csv', { type: 'text/csv' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Linha 2'));
    await user.upload(
      fileInput(),
      new File(['{"estruturas": []}'], 'vazio.json', { type: 'application/json' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(SHEET_IMPORT_MSG.fichaSemEstrutura),
    );
    expect(calls).toHaveLength(0);
  });
});
