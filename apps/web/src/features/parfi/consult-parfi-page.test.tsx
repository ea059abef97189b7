import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PARFI_MSG } from '@siam/domain/parfi';
import { resetSessionCache } from '../../lib/session';
import { Wrapper, json, mockFetch, signIn } from '../../test/helpers';
import { director, fakeApi, mandatory, plan, stateTeam } from '../../test/parfi-data';
import { ConsultParfiPage, ExecuteParfiPage } from './consult-parfi-page';
import { TOTAL_PLANNED_TOOLTIP } from './messages';

afterEach(() => resetSessionCache());

function renderPage(path = '/premio/consultar-parfi') {
  const router = createMemoryRouter(
    [
      { path: '/premio/consultar-parfi', Component: ConsultParfiPage },
      { path: '/premio/executar-parfi', Component: ExecuteParfiPage },
      { path: '/premio/cadastrar-parfi', element: <p>Cadastro</p> },
      { path: '/premio/editar-parfi', element: <p>Edição</p> },
      { path: '/premio/execucao-do-parfi', element: <p>Execução</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />, { wrapper: Wrapper });
  return router;
}

const figure = (label: string) => screen.findByLabelText(new RegExp(`^${label}:`));

describe('consultar-parfi', { timeout: 120_000 }, () => {
  it("shows the years, the instalment, the plan's figures and its actions; a row opens the edit screen", async () => {
    signIn(director());
    const calls = mockFetch(fakeApi());
    const user = userEvent.setup();
    const router = renderPage();
    expect(await figure('Valor Prêmio')).toHaveTextContent('R$ 50.000,00');
    expect(await figure('Saldo Disponível')).toHaveTextContent('R$ 20.500,00');
    expect(await figure('Valor Executado')).toHaveTextContent('R$ 0,00');
    expect(await figure('Total Planejado')).toHaveTextContent('R$ 4.500,00');
    expect(await figure('Ações Obrigatórias')).toHaveTextContent('N/A');
    expect(screen.getByTitle(TOTAL_PLANNED_TOOLTIP)).toBeInTheDocument();
    expect(screen.getByText('1ª parcela')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Ano Prêmio' })).toHaveTextContent('2025');
    expect(screen.getByRole('combobox', { name: 'Ano PARFI' })).toHaveTextContent('2025');
    const plano = calls.find((c) => c.url.pathname === '/api/PlanoParfi')!;
    expect(Object.fromEntries(plano.url.searchParams)).toEqual({
      escolaInep: '27012345',
      anoPremio: '2025',
      anoParfi: '2025',
    });

    const table = screen.getByRole('table', { name: 'Ações do PARFI' });
    for (const h of [
      'ID',
      'Objetivo',
      'Meta',
      'Ação',
      'Financiável',
      'Débito',
      'Modalidade',
      'Valor',
      'Status',
    ]) {
      expect(within(table).getByRole('columnheader', { name: h })).toBeInTheDocument();
    }
    const row = within(table).getByRole('row', { name: /Ação 2\.1\.1/ });
    expect(row).toHaveTextContent('Não enviada para deferimento');
    expect(row).toHaveTextContent('R$ 4.500,00');
    expect(row).toHaveTextContent('01/03/2025');
    await user.click(row);
    expect(router.state.location.pathname).toBe('/premio/editar-parfi');
    expect(router.state.location.search).toBe('?anoPremio=2025&anoParfi=2025&planoAcaoId=11');
  });

  it('shows the second instalment and clears the PARFI year when the award year changes', async () => {
    signIn(director());
    mockFetch(
      fakeApi({
        plan: plan({
          anoParfi: { id: 2, ano: 2026, parcela: 2, valorParfi: 25000, dataInicio: '2026-01-01' },
        }),
      }),
    );
    renderPage('/premio/consultar-parfi?anoPremio=2025&anoParfi=2026');
    expect(await screen.findByText('2ª parcela')).toBeVisible();
  });

  it('counts the mandatory actions filled/total and offers the add button to the director', async () => {
    signIn(director());
    mockFetch(
      fakeApi({ plan: plan({ acoesObrigatorias: { preenchidas: 1, total: 2 } }), mandatory: [mandatory()] }),
    );
    const user = userEvent.setup();
    const router = renderPage();
    expect(await figure('Ações Obrigatórias')).toHaveTextContent('1/2');
    await user.click(screen.getByRole('button', { name: 'Adicionar ação' }));
    expect(router.state.location.pathname).toBe('/premio/cadastrar-parfi');
    expect(router.state.location.search).toBe('?anoPremio=2025&anoParfi=2025');
  });

  it('hides the add button from the state articulation team', async () => {
    signIn(stateTeam());
    mockFetch(fakeApi());
    renderPage();
    expect(await figure('Valor Prêmio')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adicionar ação' })).toBeNull();
  });

  it("says 'Escola não participante do prêmio' for a school without award years", async () => {
    signIn(director());
    mockFetch(fakeApi({ years: [] }));
    renderPage();
    expect(await screen.findByText(PARFI_MSG.schoolNotInAward)).toBeVisible();
  });

  it("says 'Nenhum plano encontrado.' and lets the school create its plan", async () => {
    signIn(director());
    let created = false;
    const calls = mockFetch(
      fakeApi({ plan: null }, (url, init) => {
        if (url.pathname === '/api/PlanoParfi' && init.method === 'POST') {
          created = true;
          return json(plan({ planoAcao: [] }), 201);
        }
        if (url.pathname === '/api/PlanoParfi' && created) return json(plan({ planoAcao: [] }));
        return undefined;
      }),
    );
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText(PARFI_MSG.noPlan, { exact: false })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Adicionar ação' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Criar plano' }));
    expect(await screen.findByRole('button', { name: 'Adicionar ação' })).toBeVisible();
    const post = calls.find((c) => c.init.method === 'POST')!;
    expect(JSON.parse(String(post.init.body))).toEqual({
      escolaInep: '27012345',
      anoPremio: 2025,
      anoParfi: 2025,
    });
    expect(screen.getByText(PARFI_MSG.noPlan)).toBeVisible();
  });
});

describe('executar-parfi', { timeout: 120_000 }, () => {
  it('prints every action with its documents, has no add button, and a row opens the execution', async () => {
    signIn(director());
    const calls = mockFetch(fakeApi());
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const router = renderPage('/premio/executar-parfi');
    const table = await screen.findByRole('table', { name: 'Ações do PARFI' });
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(calls.some((c) => c.url.pathname === '/api/PlanoAcao')).toBe(true);
    const document = screen.getByTestId('documento-impressao');
    expect(document).toHaveTextContent('Execução do PARFI 2025');
    expect(document).toHaveTextContent('Documentos anexados');
    print.mockRestore();
    expect(screen.queryByRole('button', { name: 'Adicionar ação' })).toBeNull();
    await user.click(within(table).getByRole('row', { name: /Ação 2\.1\.1/ }));
    expect(router.state.location.pathname).toBe('/premio/execucao-do-parfi');
    expect(router.state.location.search).toBe('?anoPremio=2025&anoParfi=2025&planoAcaoId=11');
  });
});
