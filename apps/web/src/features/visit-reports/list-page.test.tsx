import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PARFI_MSG } from '@siam/domain/parfi';
import { VISIT_MSG } from '@siam/domain/visit-reports';
import { resetSessionCache } from '../../lib/session';
import { Wrapper, json, makeSession, mockFetch, signIn } from '../../test/helpers';
import VisitReportListPage from './list-page';
import { admin, director, fakeVisitApi, report, visitedDirector } from './test-data';

afterEach(() => resetSessionCache());

function renderList(path = '/premio/listar-visita-parfi') {
  const router = createMemoryRouter(
    [
      { path: '/premio/listar-visita-parfi', Component: VisitReportListPage },
      { path: '/premio/cadastrar-visita-parfi', element: <p>Tela de cadastro</p> },
      { path: '/premio/editar-visita-parfi', element: <p>Tela de edição</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />, { wrapper: Wrapper });
  return router;
}

const finalized = (id: number, tipoRelatorioId: number) =>
  report({ id, tipoRelatorioId, finalizado: true, podeEditar: false });

describe('listar-visita-parfi', { timeout: 60_000 }, () => {
  it('shows the access-denied page without an active school', async () => {
    signIn(makeSession({ activeConfig: { role: 1, region: null, city: null, school: null } }));
    const calls = mockFetch(fakeVisitApi());
    renderList();
    expect(await screen.findByText('Acesso indisponível')).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it("says 'Escola não participante do prêmio' for a school outside the award", async () => {
    signIn(director());
    mockFetch(fakeVisitApi({ years: [] }));
    renderList();
    expect(await screen.findByText(PARFI_MSG.schoolNotInAward)).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists the reports with the visiting school add button and opens one to edit', async () => {
    signIn(director());
    mockFetch(fakeVisitApi({ reports: [finalized(1, 1), report({ id: 2, tipoRelatorioId: 2 })] }));
    const user = userEvent.setup();
    const router = renderList();
    const table = await screen.findByRole('table', { name: 'Relatórios de visita' });
    expect(screen.getByRole('textbox', { name: 'Ano PARFI' })).toHaveValue('2025');
    expect(screen.getByRole('textbox', { name: 'Ano PARFI' })).toBeDisabled();
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/1Escola Municipal Rio ClaroRelatório de Diagnóstico15\/09\/2025Sim/);
    expect(rows[2]).toHaveTextContent(/Relatório de Acompanhamento15\/09\/2025Não/);
    expect(screen.getByRole('button', { name: 'Cadastrar relatório' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Excluir relatório/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Editar relatório 2' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/premio/editar-visita-parfi'));
    expect(router.state.location.search).toBe('?anoPremio=2025&relatorioVisitaId=2');
  });

  it('shows the visited school the reports without the add button, to view only', async () => {
    signIn(visitedDirector());
    mockFetch(fakeVisitApi({ reports: [report({ id: 2, podeEditar: false })] }));
    renderList();
    const table = await screen.findByRole('table', { name: 'Relatórios de visita' });
    expect(within(table).getByRole('button', { name: 'Visualizar relatório 2' })).toBeVisible();
    expect(within(table).queryByRole('button', { name: /^Editar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cadastrar relatório' })).toBeNull();
  });

  it("refuses a fifth report with 'Já foram criados e finalizados os 4 tipos de relatórios necessários.'", async () => {
    signIn(director());
    mockFetch(
      fakeVisitApi({ reports: [finalized(1, 1), finalized(2, 2), finalized(3, 2), finalized(4, 3)] }),
    );
    const user = userEvent.setup();
    const router = renderList();
    await user.click(await screen.findByRole('button', { name: 'Cadastrar relatório' }));
    expect(await screen.findByText(VISIT_MSG.limitReached)).toBeVisible();
    expect(router.state.location.pathname).toBe('/premio/listar-visita-parfi');
  });

  it("shows 'Nenhum relatório encontrado.' when the pairing has no report", async () => {
    signIn(director());
    mockFetch(fakeVisitApi({ reports: [] }));
    renderList();
    expect(await screen.findByText('Nenhum relatório encontrado.')).toBeVisible();
  });

  it('lets the Administrador delete a report after the confirmation', async () => {
    signIn(admin());
    let reports = [report({ id: 2 })];
    const calls = mockFetch(
      fakeVisitApi({}, (url, init) => {
        if (init.method === 'DELETE') {
          reports = [];
          return json({ mensagem: VISIT_MSG.deleted });
        }
        if (url.pathname === '/api/RelatorioVisita/7/1/5') return json(reports);
        return undefined;
      }),
    );
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Excluir relatório 2' }));
    const dialog = screen.getByRole('dialog', { name: VISIT_MSG.deleteConfirmTitle });
    expect(dialog).toHaveTextContent(VISIT_MSG.deleteConfirmText);
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(VISIT_MSG.deleted)).toBeVisible();
    const del = calls.find((c) => c.init.method === 'DELETE')!;
    expect(del.url.searchParams.get('relatorioVisitaId')).toBe('2');
    expect(del.url.searchParams.get('pareamentoEscolasId')).toBe('7');
    expect(await screen.findByText('Nenhum relatório encontrado.')).toBeVisible();
  });
});
