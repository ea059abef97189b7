import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { NO_MONITORING_FOR_TERM, NOT_STARTED, OUTSIDE_VALIDATION } from '@siam/domain/monitoring';
import { resetSessionCache } from '../../../lib/session';
import { Wrapper, json, mockFetch, signIn } from '../../../test/helpers';
import { ActivityConsultPage, LearningConsultPage } from './consult-monitoring-page';
import { NO_MONITORING_FOR_SCHOOL } from './messages';
import type { ValidationState } from './route-state';
import { YEAR, admin, coordinator, fakeApi, row } from './test-data';

afterEach(() => resetSessionCache());

function StateProbe() {
  const state = useLocation().state as ValidationState;
  return (
    <>
      <p>Tela de validação</p>
      <pre data-testid="route-state">{JSON.stringify(state)}</pre>
    </>
  );
}
const routeState = () =>
  JSON.parse(screen.getByTestId('route-state').textContent ?? 'null') as ValidationState;

function renderPage(Component = LearningConsultPage, path = '/consultar-acompanhamento-aprendizagem') {
  const router = createMemoryRouter(
    [
      { path: '/consultar-acompanhamento-aprendizagem', Component },
      { path: '/consultar-acompanhamento-atividade', Component },
      { path: '/validar-acompanhamento-aprendizagem', Component: StateProbe },
      { path: '/validar-acompanhamento-atividade', Component: StateProbe },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />, { wrapper: Wrapper });
  return router;
}

describe('consultar-acompanhamento', { timeout: 60_000 }, () => {
  it('a coordinator of two schools picks one, sees the term being validated and opens a finished class', async () => {
    signIn(coordinator());
    const calls = mockFetch(fakeApi());
    const user = userEvent.setup();
    const router = renderPage();

    await user.click(await screen.findByRole('button', { name: /27012345 - Escola Estadual Santa Aurora/ }));
    const table = await screen.findByRole('table', { name: 'Turmas e acompanhamentos' });
    expect(screen.getByRole('button', { name: 'Alterar escola' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Bimestre' })).toHaveTextContent('Quarto');
    expect(within(table).getByText('Não iniciado')).toBeVisible();
    expect(within(table).getByText('Aguardando')).toBeVisible();
    const list = calls.find((c) => c.url.pathname === '/api/AcompanhamentoAprendizagem/Escola/Turmas')!;
    expect(Object.fromEntries(list.url.searchParams)).toEqual({
      escolaId: '1',
      ano: String(YEAR),
      bimestre: '4',
    });
    expect(screen.queryByText(OUTSIDE_VALIDATION, { exact: false })).toBeNull();

    // The text filter works over the shown values.
    await user.type(screen.getByRole('textbox', { name: 'Filtrar turmas' }), 'rui');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('2º ANO A')).toBeVisible();
    await user.clear(screen.getByRole('textbox', { name: 'Filtrar turmas' }));
    await user.type(screen.getByRole('textbox', { name: 'Filtrar turmas' }), 'zzz');
    expect(within(table).getByText('Nenhuma turma encontrada')).toBeVisible();
    await user.clear(screen.getByRole('textbox', { name: 'Filtrar turmas' }));

    // Not started: an information message, no navigation.
    await user.click(within(table).getByText('1º ANO A'));
    expect(await screen.findByText(NOT_STARTED)).toBeVisible();
    expect(router.state.location.pathname).toBe('/consultar-acompanhamento-aprendizagem');

    await user.click(within(table).getByText('3º ANO A'));
    await screen.findByText('Tela de validação');
    expect(routeState()).toMatchObject({
      finalizado: 'Sim',
      acompanhamentoId: 40,
      permissao: true,
      generos: [2],
      ano: YEAR,
      bimestre: 4,
      escola: { id: 1 },
      turma: row(),
    });
    expect(routeState().voltar).toContain('escola=1');
    expect(routeState().voltar).toContain('bimestre=4');
  });

  it('warns when the chosen term is outside the validation window', async () => {
    signIn(coordinator());
    mockFetch(fakeApi());
    const user = userEvent.setup();
    renderPage(LearningConsultPage, '/consultar-acompanhamento-aprendizagem?escola=1&bimestre=1');
    expect(await screen.findByText(OUTSIDE_VALIDATION, { exact: false })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Alterar escola' }));
    expect(await screen.findByRole('heading', { name: 'Selecione a escola' })).toBeVisible();
  });

  it('shows the empty states of the school and of the term', async () => {
    signIn(admin());
    mockFetch(
      fakeApi((url) =>
        url.pathname.endsWith('/Escola/Turmas')
          ? json(url.pathname.includes('Atividade') ? [] : [row({ acompanhamentoId: null, status: false })])
          : undefined,
      ),
    );
    renderPage(LearningConsultPage);
    expect(await screen.findByText(NO_MONITORING_FOR_TERM)).toBeVisible();
    // The administrator does not validate: no window warning, permissao false on click.
    expect(screen.queryByText(OUTSIDE_VALIDATION, { exact: false })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Alterar escola' })).toBeNull();
  });

  it('activities: the empty school list', async () => {
    signIn(admin());
    mockFetch(fakeApi((url) => (url.pathname.endsWith('/Escola/Turmas') ? json([]) : undefined)));
    renderPage(ActivityConsultPage, '/consultar-acompanhamento-atividade');
    expect(await screen.findByText(NO_MONITORING_FOR_SCHOOL)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Consultar Acompanhamento de Atividades',
    );
  });

  it('an own class goes to the screen without permission', async () => {
    signIn(coordinator());
    mockFetch(
      fakeApi((url) =>
        url.pathname.endsWith('/Escola/Turmas') ? json([row({ cpfProfessor: '123.456.789-09' })]) : undefined,
      ),
    );
    const user = userEvent.setup();
    renderPage(ActivityConsultPage, '/consultar-acompanhamento-atividade?escola=2');
    await user.click(await screen.findByText('3º ANO A'));
    await screen.findByText('Tela de validação');
    expect(routeState()).toMatchObject({ permissao: false, escola: { id: 2 } });
    expect(routeState().generos).toBeUndefined();
  });

  it('an administrator without an active school sees the prompt', async () => {
    signIn(admin(null));
    mockFetch(fakeApi());
    renderPage();
    expect(await screen.findByText('Selecione uma escola no menu de configurações')).toBeVisible();
  });
});
