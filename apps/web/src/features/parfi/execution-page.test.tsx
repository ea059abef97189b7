import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PARFI_MSG } from '@siam/domain/parfi';
import { resetSessionCache } from '../../lib/session';
import { Wrapper, json, mockFetch, signIn } from '../../test/helpers';
import { action, admin, deferral, director, execution, fakeApi, file } from '../../test/parfi-data';
import ExecutionPage from './execution-page';
import { DELETE_HISTORY_TITLE, SEND_TITLE } from './messages';

afterEach(() => resetSessionCache());

const PATH = '/premio/execucao-do-parfi?anoPremio=2025&anoParfi=2025&planoAcaoId=11';

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/premio/execucao-do-parfi', Component: ExecutionPage },
      { path: '/premio/executar-parfi', element: <p>Lista</p> },
    ],
    { initialEntries: [PATH] },
  );
  render(<RouterProvider router={router} />, { wrapper: Wrapper });
  return router;
}

const pdf = (name = 'nota.pdf', size?: number) => {
  const f = new File(['%PDF-1.4 teste'], name, { type: 'application/pdf' });
  if (size) Object.defineProperty(f, 'size', { value: size });
  return f;
};

async function chooseType(user: UserEvent, name: string) {
  await user.click(screen.getByRole('combobox', { name: /Tipo de documento/ }));
  await user.click(await screen.findByRole('option', { name }));
}

async function typeDate(user: UserEvent, label: string, digits: string) {
  const group = screen.getByRole('group', { name: new RegExp(`^${label}`) });
  await user.click(within(group).getAllByRole('spinbutton')[0]!);
  await user.keyboard(digits);
}

describe('execucao-do-parfi', { timeout: 120_000 }, () => {
  it('shows the action read-only with the budgeted value, and the empty states', async () => {
    signIn(director());
    mockFetch(fakeApi());
    const user = userEvent.setup();
    renderPage();
    const summary = await screen.findByRole('region', { name: 'Dados da ação' });
    expect(within(summary).getByRole('textbox', { name: 'Valor planejado' })).toHaveValue('R$ 4.500,00');
    expect(within(summary).getByRole('textbox', { name: /Valor orçado/ })).toHaveValue('R$ 5.175,00');
    expect(within(summary).getByRole('textbox', { name: 'Orientações' })).toHaveValue(
      'Orientação da ação 2.1.1',
    );
    expect(screen.getByText(PARFI_MSG.noDocuments)).toBeVisible();
    expect(screen.getByText('Não enviada para deferimento')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Enviar para deferimento' })).toBeDisabled();
    expect(await screen.findByRole('button', { name: 'Incluir' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Excluir' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Histórico' }));
    expect(screen.getByText(PARFI_MSG.noHistory)).toBeVisible();
  });

  it('hides the budgeted value for objectives 1, 8 and 9', async () => {
    signIn(director());
    mockFetch(fakeApi({ action: action({ objetivoId: 8, objetivoCodigo: 8, valorOrcado: null }) }));
    renderPage();
    const summary = await screen.findByRole('region', { name: 'Dados da ação' });
    expect(within(summary).queryByRole('textbox', { name: /Valor orçado/ })).toBeNull();
  });

  it('asks for the required data, shows the fields of each kind, and checks CPF/CNPJ while typing', async () => {
    signIn(director());
    const calls = mockFetch(fakeApi());
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Incluir' }));
    expect(await screen.findByText(PARFI_MSG.docTypeRequired)).toBeVisible();
    expect(screen.getAllByText(PARFI_MSG.fillRequired).length).toBeGreaterThan(0);

    await chooseType(user, 'Termo de referência');
    expect(screen.queryByRole('textbox', { name: /CPF\/CNPJ/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Valor( \*)?$/ })).toBeNull();
    await chooseType(user, 'Extrato Bancário');
    expect(screen.getByRole('textbox', { name: /^Valor( \*)?$/ })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /CPF\/CNPJ/ })).toBeNull();
    await chooseType(user, 'Documento Fiscal');
    expect(screen.getByRole('textbox', { name: /Número do documento/ })).toBeInTheDocument();
    await chooseType(user, 'Orçamento 1');
    expect(screen.queryByRole('textbox', { name: /Número do documento/ })).toBeNull();

    const cnpj = screen.getByRole('textbox', { name: /CPF\/CNPJ/ });
    await user.type(cnpj, '12345678900');
    expect(cnpj).toHaveValue('123.456.789-00');
    expect(screen.getByText(PARFI_MSG.cpfInvalid)).toBeVisible();
    await user.clear(cnpj);
    await user.type(cnpj, '12abc34501de35');
    expect(cnpj).toHaveValue('12.ABC.345/01DE-35');
    expect(screen.queryByText(PARFI_MSG.cnpjInvalid)).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /^Valor( \*)?$/ }), '300000');
    await typeDate(user, 'Data de execução', '01042025');
    await user.click(screen.getByRole('button', { name: 'Incluir' }));
    expect(await screen.findByText(PARFI_MSG.fileRequired)).toBeVisible();
    expect(calls.some((c) => c.init.method === 'POST')).toBe(false);
  });

  it('refuses a file above 10 MB with the size dialog', async () => {
    signIn(director());
    mockFetch(fakeApi());
    renderPage();
    const input = await screen.findByLabelText('Arquivo do documento');
    fireEvent.change(input, { target: { files: [pdf('grande.pdf', 11 * 1024 * 1024)] } });
    const dialog = await screen.findByRole('dialog', { name: PARFI_MSG.fileSizeDialogTitle });
    expect(dialog).toHaveTextContent(PARFI_MSG.fileSizeDialogText);
  });

  it("refuses 'CPF/CNPJ já anexado.' for a budget from a supplier already attached", async () => {
    signIn(director());
    const calls = mockFetch(fakeApi({ action: action({ execucaoAcao: [execution({ podeEnviar: true })] }) }));
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('button', { name: 'Incluir' });
    await chooseType(user, 'Orçamento 1');
    await user.type(screen.getByRole('textbox', { name: /CPF\/CNPJ/ }), '12ABC34501DE35');
    await user.type(screen.getByRole('textbox', { name: /^Valor( \*)?$/ }), '300000');
    await typeDate(user, 'Data de execução', '01042025');
    fireEvent.change(screen.getByLabelText('Arquivo do documento'), { target: { files: [pdf()] } });
    await screen.findByText('nota.pdf');
    await user.click(screen.getByRole('button', { name: 'Incluir' }));
    expect(await screen.findByText(PARFI_MSG.cpfCnpjAttached, { selector: 'p' })).toBeVisible();
    expect(calls.some((c) => c.init.method === 'POST')).toBe(false);
  });

  it('uploads a fiscal document with the spec field names and shows the success message', async () => {
    signIn(director());
    let uploaded: FormData | null = null;
    const calls = mockFetch(
      fakeApi({ action: action({ execucaoAcao: [execution()] }) }, (url, init) => {
        if (url.pathname === '/api/ArquivoAnexado' && init.method === 'POST') {
          uploaded = init.body as FormData;
          return json({ mensagem: PARFI_MSG.executionRegistered }, 201);
        }
        return undefined;
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('button', { name: 'Incluir' });
    await chooseType(user, 'Documento Fiscal');
    await user.type(screen.getByRole('textbox', { name: /CPF\/CNPJ/ }), '12ABC34501DE35');
    await user.type(screen.getByRole('textbox', { name: /^Valor( \*)?$/ }), '350000');
    await user.type(screen.getByRole('textbox', { name: /Número do documento/ }), '12a34');
    expect(screen.getByRole('textbox', { name: /Número do documento/ })).toHaveValue('1234');
    await typeDate(user, 'Data de execução', '02042025');
    fireEvent.change(screen.getByLabelText('Arquivo do documento'), { target: { files: [pdf()] } });
    await screen.findByText('nota.pdf');
    await user.click(screen.getByRole('button', { name: 'Incluir' }));
    expect(await screen.findByText(PARFI_MSG.executionRegistered)).toBeVisible();
    const post = calls.find((c) => c.init.method === 'POST')!;
    expect(Object.fromEntries(post.url.searchParams)).toEqual({ codigoInep: '27012345', ano: '2025' });
    const form = uploaded as unknown as FormData;
    expect(form.get('Cnpj')).toBe('12.ABC.345/01DE-35');
    expect(form.get('ValorOrcamento')).toBe('3.500,00');
    expect(form.get('NotaFiscal')).toBe('1234');
    expect(form.get('PlanoAcaoId')).toBe('11');
    expect(form.get('DocumentoId')).toBe('4');
    expect(form.get('DataExecucao')).toBe('2025-04-02');
    expect((form.get('Arquivo') as File).name).toBe('nota.pdf');
  });

  it('shows the bytes sent while uploading, and Cancelar aborts the upload (issue 17)', async () => {
    signIn(director());
    mockFetch(
      fakeApi({ action: action({ execucaoAcao: [execution()] }) }, (url, init) => {
        if (url.pathname === '/api/ArquivoAnexado' && init.method === 'POST') {
          // The server never answers: only Cancelar ends the upload.
          return new Promise<Response>((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))),
          );
        }
        return undefined;
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('button', { name: 'Incluir' });
    await chooseType(user, 'Documento Fiscal');
    await user.type(screen.getByRole('textbox', { name: /CPF\/CNPJ/ }), '12ABC34501DE35');
    await user.type(screen.getByRole('textbox', { name: /^Valor( \*)?$/ }), '350000');
    await user.type(screen.getByRole('textbox', { name: /Número do documento/ }), '1234');
    await typeDate(user, 'Data de execução', '02042025');
    fireEvent.change(screen.getByLabelText('Arquivo do documento'), { target: { files: [pdf()] } });
    await screen.findByText('nota.pdf');
    await user.click(screen.getByRole('button', { name: 'Incluir' }));
    const region = await screen.findByRole('region', { name: 'Envio do arquivo' });
    expect(within(region).getByText('Enviando nota.pdf')).toBeVisible();
    // The fake request reports every byte sent at once: Cancelar is then too late, and says so.
    expect(await within(region).findByText(/\(100 %\)/)).toBeVisible();
    expect(within(region).getByRole('progressbar', { name: 'Progresso do envio' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(within(region).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  });

  it('checks a fiscal document against the lowest budget', async () => {
    signIn(director());
    mockFetch(fakeApi({ action: action({ execucaoAcao: [execution()] }) }));
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('button', { name: 'Incluir' });
    await chooseType(user, 'Documento Fiscal');
    await user.type(screen.getByRole('textbox', { name: /CPF\/CNPJ/ }), '12ABC34501DE35');
    await user.type(screen.getByRole('textbox', { name: /^Valor( \*)?$/ }), '450000');
    await user.type(screen.getByRole('textbox', { name: /Número do documento/ }), '99');
    await typeDate(user, 'Data de execução', '02042025');
    fireEvent.change(screen.getByLabelText('Arquivo do documento'), { target: { files: [pdf()] } });
    await screen.findByText('nota.pdf');
    await user.click(screen.getByRole('button', { name: 'Incluir' }));
    expect(await screen.findByText(PARFI_MSG.fiscalAboveLowest, { selector: 'p' })).toBeVisible();
  });

  it('sends for approval after the confirmation and deletes a pending document', async () => {
    signIn(director());
    const calls = mockFetch(
      fakeApi({ action: action({ execucaoAcao: [execution()] }) }, (url, init) => {
        if (url.pathname === '/api/ExecucaoAcao/Finalizar')
          return json({ mensagem: PARFI_MSG.executionFinished });
        if (url.pathname === '/api/ArquivoAnexado' && init.method === 'DELETE')
          return json({ mensagem: PARFI_MSG.documentDeleted });
        return undefined;
      }),
    );
    const user = userEvent.setup();
    renderPage();
    const send = await screen.findByRole('button', { name: 'Enviar para deferimento' });
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    await user.click(
      within(await screen.findByRole('dialog', { name: SEND_TITLE })).getByRole('button', { name: 'Enviar' }),
    );
    expect(await screen.findByText(PARFI_MSG.executionFinished)).toBeVisible();
    expect(
      calls.find((c) => c.url.pathname === '/api/ExecucaoAcao/Finalizar')!.url.searchParams.get('execucaoId'),
    ).toBe('70');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Excluir Orçamento 1 orcamento.pdf' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(PARFI_MSG.documentDeleted)).toBeVisible();
    const del = calls.find((c) => c.init.method === 'DELETE')!;
    expect(Object.fromEntries(del.url.searchParams)).toEqual({
      arquivoId: '501',
      codigoInep: '27012345',
      ano: '2025',
    });
  });

  it('locks the documents while under analysis and shows a refused one with its reason', async () => {
    signIn(director());
    mockFetch(
      fakeApi({
        types: [],
        action: action({
          execucaoAcao: [
            execution({
              situacao: 0,
              status: 2,
              podeIncluir: false,
              podeEnviar: false,
              arquivosAnexado: [
                file({
                  deferido: false,
                  motivoIndeferimento: 'Valor divergente',
                  detalhamento: 'Refazer orçamento',
                }),
              ],
            }),
          ],
        }),
      }),
    );
    renderPage();
    expect(await screen.findByText('Enviada para deferimento')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Incluir' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Enviar para deferimento' })).toBeDisabled();
    expect(screen.getByText('Valor divergente')).toBeVisible();
    expect(screen.getByText('Refazer orçamento')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Excluir Orçamento/ })).toBeNull();
  });

  it('gives the administrator Excluir and the deletion of the last history entry', async () => {
    signIn(admin());
    const calls = mockFetch(
      fakeApi(
        {
          action: action({
            execucaoAcao: [
              execution({
                situacao: 2,
                deferirExecucoes: [
                  deferral(),
                  deferral({
                    id: 899,
                    data: '2025-04-20T10:00:00.000Z',
                    deferido: true,
                    motivoIndeferimentoId: null,
                    detalhamento: null,
                  }),
                ],
              }),
            ],
          }),
        },
        (url, init) => {
          if (url.pathname === '/api/DeferirExecucao' && init.method === 'DELETE')
            return json({ mensagem: PARFI_MSG.deferralDeleted });
          if (url.pathname === '/api/ExecucaoAcao' && init.method === 'DELETE')
            return json({ mensagem: PARFI_MSG.executionDeleted });
          return undefined;
        },
      ),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Histórico' }));
    const history = screen.getByRole('list', { name: 'Histórico de deferimento' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(2);
    expect(within(history).getByText('Valor divergente', { exact: false })).toBeVisible();
    expect(within(history).getAllByRole('button', { name: 'Excluir deferimento' })).toHaveLength(1);
    await user.click(within(history).getByRole('button', { name: 'Excluir deferimento' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: DELETE_HISTORY_TITLE })).getByRole('button', {
        name: 'Excluir',
      }),
    );
    expect(await screen.findByText(PARFI_MSG.deferralDeleted)).toBeVisible();
    expect(
      calls.find((c) => c.url.pathname === '/api/DeferirExecucao')!.url.searchParams.get('deferirId'),
    ).toBe('900');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(PARFI_MSG.executionDeleted)).toBeVisible();
  });

  it('Cancelar asks before going back to the execution list', async () => {
    signIn(director());
    mockFetch(fakeApi());
    const user = userEvent.setup();
    const router = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('dialog', { name: PARFI_MSG.discardExecutionTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(router.state.location.pathname).toBe('/premio/executar-parfi');
    expect(router.state.location.search).toBe('?anoPremio=2025&anoParfi=2025');
  });
});
