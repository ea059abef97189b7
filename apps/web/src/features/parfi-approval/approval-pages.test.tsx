import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PARFI_MSG } from '@siam/domain/parfi';
import { resetSessionCache, type SessionUser } from '../../lib/session';
import { Wrapper, json, makeSession, mockFetch, perfil, signIn, text } from '../../test/helpers';
import { admin, deferral, file, prizeYears, reasons, stateTeam } from '../../test/parfi-data';
import ApprovalListPage from './approval-list-page';
import DeferExecutionPage from './defer-execution-page';
import type { AwaitingAction, DeferralRecord, SchoolAwaiting } from '@siam/domain/contracts/deferral';
import SearchExecutionPage from './search-execution-page';

afterEach(() => resetSessionCache());

function municipal(): SessionUser {
  return makeSession({
    nome: 'Marta Articuladora Municipal',
    cpf: '41290738505',
    roles: [perfil(12, 'Articulador Municipal', { idRegional: 1, idMunicipio: 101 })],
    activeConfig: {
      role: 12,
      region: { codigo: 1, sigla: '1ª CRE' },
      city: { codigo: 101, nome: 'Santa Aurora', regional: 1 },
      school: null,
    },
  });
}

const awaiting: AwaitingAction = {
  planoAcaoId: 12,
  execucaoAcaoId: 70,
  codigoInep: '27012345',
  nomeEscola: 'Escola Estadual Santa Aurora',
  codigoRegional: 1,
  siglaRegional: '1ª CRE',
  codigoMunicipio: 101,
  nomeMunicipio: 'Santa Aurora',
  objetivo: 'Objetivo 2',
  meta: 'Meta 2.1',
  acao: 'Ação 2.1.1',
  descricao: 'Compra de livros',
  valor: 4500,
  dataInicio: '2025-03-01',
  dataFim: '2025-06-30',
  situacao: 0,
  status: 'Enviada para deferimento',
  nivelDeferimentoId: 1,
};

const schoolRow: SchoolAwaiting = {
  codigoInep: '27012345',
  nomeEscola: 'Escola Estadual Santa Aurora',
  codigoRegional: 1,
  siglaRegional: '1ª CRE',
  codigoMunicio: 101,
  nomeMunicipio: 'Santa Aurora',
  quantidadeAcoes: 1,
  acoes: [
    {
      planoAcaoId: 12,
      descricao: 'Compra de livros',
      dataInicio: '2025-03-01',
      dataFim: '2025-06-30',
      valor: 4500,
      situacao: 3,
      status: 'Deferida nível 2',
    },
  ],
};

const record = (overrides: Partial<DeferralRecord> = {}): DeferralRecord => ({
  id: 950,
  execucaoAcaoId: 70,
  planoAcaoId: 12,
  nivelDeferimentoId: 1,
  codigoInep: '27012345',
  nomeEscola: 'Escola Estadual Santa Aurora',
  anoPremio: 2025,
  anoParfi: 2025,
  objetivoId: 2,
  objetivo: '2 - Objetivo 2',
  metaId: 20,
  meta: '2.1 - Meta 2.1',
  acaoId: 200,
  acao: '2.1.1 - Ação 2.1.1',
  orientacao: 'Orientação',
  valor: 4500,
  dataInicio: '2025-03-01',
  dataFim: '2025-06-30',
  situacao: 0,
  status: 2,
  arquivosAnexado: [
    file(),
    file({
      id: 502,
      documentoId: 4,
      tipoDocumento: 'Documento Fiscal',
      tipo: 2,
      nome: 'nota.pdf',
      notaFiscal: '1234',
    }),
  ],
  deferimentos: [],
  ...overrides,
});

type Extra = (url: URL, init: RequestInit) => Response | undefined;

function api(extra?: Extra, data: { list?: AwaitingAction[]; schools?: SchoolAwaiting[] } = {}) {
  return (url: URL, init: RequestInit) => {
    const a = extra?.(url, init);
    if (a) return a;
    const p = url.pathname.toLowerCase();
    if (p === '/api/premioleia/anopremio') return json(prizeYears);
    if (p === '/api/regionais')
      return json([
        { codigo: 1, sigla: '1ª CRE' },
        { codigo: 2, sigla: '2ª CRE' },
      ]);
    if (p === '/api/municipios') return json([{ codigo: 101, nome: 'Santa Aurora', regional: 1 }]);
    if (p === '/api/deferirexecucao/listagem') return json(data.list ?? [awaiting]);
    if (p === '/api/deferirexecucao/quantidade')
      return json({ quantidade: (data.list ?? [awaiting]).length });
    if (p === '/api/deferirexecucao/deferimentos') return json(data.schools ?? [schoolRow]);
    if (p === '/api/enums/motivoindeferimentoenum') return json({ dadosEnum: reasons });
    if (p === '/api/deferirexecucao/obter-ou-criar') return json(record());
    return text(`unexpected ${url.pathname}`, 500);
  };
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/premio/deferimento-parfi', Component: ApprovalListPage },
      { path: '/premio/buscar-execucao-parfi', Component: SearchExecutionPage },
      { path: '/premio/deferir-execucao-parfi', Component: DeferExecutionPage },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />, { wrapper: Wrapper });
  return router;
}

describe('deferimento-parfi', { timeout: 120_000 }, () => {
  it("lists the actions waiting for the municipal articulator's level, filtered by the active place", async () => {
    signIn(municipal());
    const calls = mockFetch(api());
    const user = userEvent.setup();
    const router = renderAt('/premio/deferimento-parfi');
    const table = await screen.findByRole('table', { name: 'Ações aguardando deferimento' });
    const row = await within(table).findByRole('row', { name: /Compra de livros/ });
    expect(row).toHaveTextContent('Nível 1');
    expect(screen.getByText('1 ação aguardando deferimento')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Município' })).toHaveAttribute('aria-disabled', 'true');
    const list = calls.find((c) => c.url.pathname === '/api/DeferirExecucao/Listagem')!;
    expect(Object.fromEntries(list.url.searchParams)).toEqual({
      anoPremio: '2025',
      anoParfi: '2025',
      codigoRegional: '1',
      codigoMunicipio: '101',
      pagina: '1',
      tamanhoPagina: '10',
    });
    await user.click(row);
    expect(router.state.location.pathname).toBe('/premio/deferir-execucao-parfi');
    expect(new URLSearchParams(router.state.location.search).get('planoAcaoId')).toBe('12');
  });

  it('asks the server for the sorted page and shows its total (X-Total-Count), with Exportar', async () => {
    signIn(municipal());
    const fake = api();
    const calls = mockFetch(async (url, init) => {
      const answer = await fake(url, init);
      if (url.pathname !== '/api/DeferirExecucao/Listagem') return answer;
      return new Response(await answer.text(), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json', 'X-Total-Count': '37' },
      });
    });
    const user = userEvent.setup();
    renderAt('/premio/deferimento-parfi');
    const table = await screen.findByRole('table', { name: 'Ações aguardando deferimento' });
    await within(table).findByRole('row', { name: /Compra de livros/ });
    expect(await screen.findByText('1–10 de 37')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Exportar ações aguardando deferimento' })).toBeEnabled();
    await user.click(within(table).getByRole('button', { name: 'Escola' }));
    await waitFor(() => {
      const last = calls.filter((c) => c.url.pathname === '/api/DeferirExecucao/Listagem').at(-1)!;
      expect(last.url.searchParams.get('ordenar')).toBe('nomeEscola');
      expect(last.url.searchParams.get('ordem')).toBe('asc');
    });
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => {
      const last = calls.filter((c) => c.url.pathname === '/api/DeferirExecucao/Listagem').at(-1)!;
      expect(last.url.searchParams.get('pagina')).toBe('2');
      expect(last.url.searchParams.get('ordenar')).toBe('nomeEscola');
    });
  });

  it("says 'Nenhuma ação encontrada para deferimento.' when nothing waits", async () => {
    signIn(municipal());
    mockFetch(api(undefined, { list: [] }));
    renderAt('/premio/deferimento-parfi');
    expect(await screen.findByText(PARFI_MSG.noActionToDefer)).toBeVisible();
  });
});

describe('buscar-execucao-parfi', { timeout: 120_000 }, () => {
  it('gives the state team the Regional autocomplete, a filterable school table and the school actions', async () => {
    signIn(stateTeam());
    const user = userEvent.setup();
    mockFetch(api());
    const router = renderAt('/premio/buscar-execucao-parfi');
    expect(await screen.findByRole('heading', { name: 'Deferir Execução do PARFI' })).toBeVisible();
    expect(await screen.findByRole('combobox', { name: 'Regional' })).toBeEnabled();
    const schools = await screen.findByRole('table', { name: 'Escolas com ações aguardando deferimento' });
    const row = await within(schools).findByRole('row', { name: /Escola Estadual Santa Aurora/ });
    expect(row).toHaveTextContent('1ª CRE');
    await user.type(screen.getByRole('textbox', { name: 'Filtrar escolas' }), 'zzz');
    expect(await screen.findByText(PARFI_MSG.noSchoolForFilter)).toBeVisible();
    await user.clear(screen.getByRole('textbox', { name: 'Filtrar escolas' }));
    await user.type(screen.getByRole('textbox', { name: 'Filtrar escolas' }), 'aurora');
    await user.click(within(schools).getByRole('row', { name: /Escola Estadual Santa Aurora/ }));
    const actions = screen.getByRole('table', { name: 'Ações da escola' });
    for (const h of ['ID', 'Descrição', 'Data início', 'Data Fim', 'Valor', 'Status']) {
      expect(within(actions).getByRole('columnheader', { name: h })).toBeInTheDocument();
    }
    await user.click(within(actions).getByRole('row', { name: /Compra de livros/ }));
    expect(router.state.location.pathname).toBe('/premio/deferir-execucao-parfi');
  });

  it("opens 'Regional não localizada.' when the chosen regional has no school", async () => {
    signIn(stateTeam());
    const user = userEvent.setup();
    mockFetch(
      api((url) =>
        url.pathname === '/api/DeferirExecucao/Deferimentos' && url.searchParams.get('codigoRegional') === '2'
          ? json([])
          : undefined,
      ),
    );
    renderAt('/premio/buscar-execucao-parfi');
    const regional = await screen.findByRole('combobox', { name: 'Regional' });
    await user.click(regional);
    await user.click(await screen.findByRole('option', { name: '2ª CRE' }));
    const dialog = await screen.findByRole('dialog', { name: PARFI_MSG.regionalNotFoundTitle });
    expect(dialog).toHaveTextContent(PARFI_MSG.regionalNotFoundText);
  });

  it('shows no Regional selector to the administrator', async () => {
    signIn(admin());
    mockFetch(api());
    renderAt('/premio/buscar-execucao-parfi');
    await screen.findByRole('table', { name: 'Escolas com ações aguardando deferimento' });
    expect(screen.queryByRole('combobox', { name: 'Regional' })).toBeNull();
  });
});

describe('deferir-execucao-parfi', { timeout: 120_000 }, () => {
  const PATH = '/premio/deferir-execucao-parfi?planoAcaoId=12&origem=lista&anoPremio=2025&anoParfi=2025';

  it('checks every document is evaluated, then reasons before details, and saves the decision', async () => {
    signIn(municipal());
    const calls = mockFetch(
      api((url, init) =>
        url.pathname === '/api/DeferirExecucao' && init.method === 'PUT'
          ? json({ mensagem: PARFI_MSG.executionDeferred, situacao: 2, status: 0 })
          : undefined,
      ),
    );
    const user = userEvent.setup();
    const router = renderAt(PATH);
    expect(await screen.findByText(/27012345 - Escola Estadual Santa Aurora/)).toBeVisible();
    const post = calls.find((c) => c.url.pathname === '/api/DeferirExecucao/obter-ou-criar')!;
    expect(JSON.parse(String(post.init.body))).toEqual({ planoAcaoId: 12 });
    const docs = screen.getByRole('list', { name: 'Documentos da execução' });
    const [budget, fiscal] = within(docs).getAllByRole('listitem');

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findAllByText(PARFI_MSG.allDocumentsRequired)).not.toHaveLength(0);

    await user.click(within(budget!).getByRole('button', { name: 'Indeferir' }));
    await user.click(within(fiscal!).getByRole('button', { name: 'Indeferir' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findAllByText(PARFI_MSG.reasonsRequired)).not.toHaveLength(0);

    await user.click(within(fiscal!).getByRole('button', { name: 'Deferir' }));
    expect(within(fiscal!).queryByRole('combobox', { name: 'Tipo de motivo' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findAllByText(PARFI_MSG.reasonRequired)).not.toHaveLength(0);

    await user.click(within(budget!).getByRole('combobox', { name: 'Tipo de motivo' }));
    await user.click(await screen.findByRole('option', { name: 'Valor divergente' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findAllByText(PARFI_MSG.detailRequired)).not.toHaveLength(0);

    await user.type(within(budget!).getByRole('textbox', { name: 'Detalhamento' }), 'Valor acima do orçado');
    expect(within(budget!).getByText('21/5000')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(PARFI_MSG.executionDeferred)).toBeVisible();
    const put = calls.find((c) => c.init.method === 'PUT')!;
    expect(JSON.parse(String(put.init.body))).toEqual({
      id: 950,
      deferido: false,
      deferirArquivos: [
        {
          id: 0,
          arquivoAnexadoId: 501,
          deferido: false,
          motivoIndeferimentoId: 2,
          detalhamento: 'Valor acima do orçado',
        },
        { id: 0, arquivoAnexadoId: 502, deferido: true, motivoIndeferimentoId: null, detalhamento: null },
      ],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/premio/deferimento-parfi'));
    expect(router.state.location.search).toBe('?anoPremio=2025&anoParfi=2025');
  });

  it('filters the documents by evaluation and shows the history', async () => {
    signIn(municipal());
    mockFetch(api());
    const user = userEvent.setup();
    renderAt(PATH);
    const docs = await screen.findByRole('list', { name: 'Documentos da execução' });
    await user.click(
      within(within(docs).getAllByRole('listitem')[0]!).getByRole('button', { name: 'Deferir' }),
    );
    await user.click(screen.getByRole('combobox', { name: 'Mostrar' }));
    await user.click(await screen.findByRole('option', { name: 'Avaliados' }));
    expect(within(docs).getAllByRole('listitem')).toHaveLength(1);
    await user.click(screen.getByRole('combobox', { name: 'Mostrar' }));
    await user.click(await screen.findByRole('option', { name: 'Não avaliados' }));
    expect(within(docs).getByRole('listitem')).toHaveTextContent('Documento Fiscal');
    await user.click(screen.getByRole('button', { name: 'Histórico' }));
    expect(screen.getByText(PARFI_MSG.noHistory)).toBeVisible();
  });

  it('keeps a finalised document read-only and lists earlier decisions in the history', async () => {
    signIn(municipal());
    mockFetch(
      api((url) =>
        url.pathname === '/api/DeferirExecucao/obter-ou-criar'
          ? json(
              record({
                arquivosAnexado: [file({ finalizado: true, deferido: true })],
                deferimentos: [deferral()],
              }),
            )
          : undefined,
      ),
    );
    const user = userEvent.setup();
    renderAt(PATH);
    const docs = await screen.findByRole('list', { name: 'Documentos da execução' });
    expect(within(docs).getByRole('button', { name: 'Deferir' })).toBeDisabled();
    expect(within(docs).queryByRole('combobox', { name: 'Tipo de motivo' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Histórico' }));
    expect(screen.getByText('Nível 1')).toBeVisible();
    expect(screen.getByText(/Orçamento ilegível/)).toBeVisible();
  });

  it("says 'Não há arquivos disponíveis no momento.' without documents", async () => {
    signIn(municipal());
    mockFetch(
      api((url) =>
        url.pathname === '/api/DeferirExecucao/obter-ou-criar'
          ? json(record({ arquivosAnexado: [] }))
          : undefined,
      ),
    );
    renderAt(PATH);
    expect(await screen.findByText(PARFI_MSG.noFiles)).toBeVisible();
  });

  it('Cancelar asks, drops the open record and returns to the list', async () => {
    signIn(municipal());
    const calls = mockFetch(
      api((url) =>
        url.pathname === '/api/ExecucaoAcao/RetornarStatus'
          ? json({ mensagem: PARFI_MSG.deferralCancelled })
          : undefined,
      ),
    );
    const user = userEvent.setup();
    const router = renderAt(PATH);
    await screen.findByRole('list', { name: 'Documentos da execução' });
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('dialog', { name: PARFI_MSG.discardExecutionTitle });
    expect(dialog).toHaveTextContent(PARFI_MSG.discardText);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/premio/deferimento-parfi'));
    const cancel = calls.find((c) => c.url.pathname === '/api/ExecucaoAcao/RetornarStatus')!;
    expect(cancel.url.searchParams.get('deferirId')).toBe('950');
    expect(cancel.init.method).toBe('PUT');
  });

  it("shows the server's refusal when the action is not awaiting this level", async () => {
    signIn(municipal());
    mockFetch(
      api((url) =>
        url.pathname === '/api/DeferirExecucao/obter-ou-criar'
          ? text(PARFI_MSG.notAwaitingDeferral, 409)
          : undefined,
      ),
    );
    renderAt(PATH);
    expect(await screen.findByText(PARFI_MSG.notAwaitingDeferral)).toBeVisible();
  });
});
