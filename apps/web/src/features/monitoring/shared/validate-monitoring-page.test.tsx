import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  MONITORING_DELETED,
  MONITORING_UPDATED,
  MONITORING_VALIDATED,
  OUTSIDE_VALIDATION,
  OWN_CLASS,
  REASON_REQUIRED,
} from '@siam/domain/monitoring';
import { resetSessionCache } from '../../../lib/session';
import { Wrapper, json, mockFetch, signIn, text } from '../../../test/helpers';
import { ADMIN_NO_VALIDATION, NO_VALIDATION_STATE, VALIDATE_ERROR } from './messages';
import type { ValidationState } from './route-state';
import { YEAR, acomp, admin, coordinator, fakeApi, row, schoolA } from './test-data';
import { ValidateActivityPage, ValidateLearningPage } from './validate-monitoring-page';

afterEach(() => resetSessionCache());

const BACK = '/consultar?escola=1&ano=2026&bimestre=4';

function state(overrides: Partial<ValidationState> = {}): ValidationState {
  return {
    finalizado: 'Sim',
    acompanhamentoId: 40,
    turma: row(),
    permissao: true,
    generos: [2],
    ano: YEAR,
    bimestre: 4,
    escola: { id: schoolA.id, nomeEscola: schoolA.nomeEscola },
    voltar: BACK,
    ...overrides,
  };
}

function renderPage(kind: 'atividade' | 'aprendizagem', routeState: unknown = state()) {
  const path =
    kind === 'atividade' ? '/validar-acompanhamento-atividade' : '/validar-acompanhamento-aprendizagem';
  const router = createMemoryRouter(
    [
      { path, Component: kind === 'atividade' ? ValidateActivityPage : ValidateLearningPage },
      { path: '/consultar', element: <p>Consulta</p> },
    ],
    { initialEntries: [{ pathname: path, state: routeState }] },
  );
  render(<RouterProvider router={router} />, { wrapper: Wrapper });
  return router;
}

const activityRow = (o = {}) =>
  row({ turmaId: 11, nomeTurma: 'INF V A', serie: 2, turno: 1, acompanhamentoId: 30, ...o });
const activityState = (o: Partial<ValidationState> = {}) =>
  state({ acompanhamentoId: 30, turma: activityRow(), generos: undefined, ...o });

describe('validar-acompanhamento-atividade', { timeout: 60_000 }, () => {
  it('shows the header, chart, skills and detail panel; asks for a reason; saves and goes back after 2 s', async () => {
    signIn(coordinator());
    const calls = mockFetch(
      fakeApi((url, init) =>
        url.pathname === '/api/AcompanhamentoAtividadeTurma/Validacao' && init.method === 'POST'
          ? json(acomp({ validado: false }))
          : undefined,
      ),
    );
    const user = userEvent.setup();
    const router = renderPage('atividade', activityState());

    const header = await screen.findByRole('region', { name: 'Dados da turma' });
    expect(within(header).getByText('Telma Professora Dias')).toBeVisible();
    expect(within(header).getByText(schoolA.nomeEscola)).toBeVisible();
    expect(within(header).getByText('Matutino')).toBeVisible();
    expect(within(header).getByText('INF V A')).toBeVisible();

    const skills = await screen.findByRole('table', { name: 'Habilidades' });
    expect(await within(skills).findByText('Habilidade 2 de leitura')).toBeVisible();
    expect(screen.getByRole('figure', { name: 'Níveis na categoria Compreensão' })).toHaveTextContent(
      'Nível 3: 1',
    );
    await user.click(within(skills).getByText('Habilidade 3 de leitura'));
    const panel = await screen.findByRole('dialog', { name: 'Detalhes da habilidade' });
    expect(within(panel).getByText('Critério nível 3 da habilidade 3').closest('li')).toHaveAttribute(
      'aria-current',
      'true',
    );
    await user.click(within(panel).getAllByRole('button', { name: 'Fechar' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Detalhes da habilidade' })).toBeNull());

    const save = screen.getByRole('button', { name: 'Salvar' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText(REASON_REQUIRED.atividade)).toBeVisible();

    // Checking 'Válido' clears the reason.
    const reason = screen.getByRole('textbox', { name: 'Motivo da não validação' });
    await user.type(reason, 'Faltam evidências');
    await user.click(screen.getByRole('checkbox', { name: 'Válido' }));
    expect(reason).toHaveValue('');
    expect(reason).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Válido' }));
    await user.type(reason, '  Faltam evidências das atividades  ');
    await user.click(save);

    expect(await screen.findByText(MONITORING_VALIDATED)).toBeVisible();
    const post = calls.find((c) => c.url.pathname === '/api/AcompanhamentoAtividadeTurma/Validacao')!;
    expect(JSON.parse(String(post.init.body))).toEqual({
      acompanhamentoAtividadeTurmaId: 30,
      validacao: false,
      justificativa: 'Faltam evidências das atividades',
      responsavel: '12345678909',
      nivel: 1,
    });
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    expect(router.state.location.pathname).toBe('/validar-acompanhamento-atividade');
    await waitFor(() => expect(router.state.location.pathname).toBe('/consultar'), { timeout: 3500 });
    expect(router.state.location.search).toBe('?escola=1&ano=2026&bimestre=4');
  });

  it('outside the validation window: warning and edits disabled', async () => {
    signIn(coordinator());
    mockFetch(fakeApi());
    renderPage('atividade', activityState({ bimestre: 1 }));
    expect(await screen.findByText(OUTSIDE_VALIDATION, { exact: false })).toHaveTextContent(
      /foi de \d\d\/\d\d\/\d{4} a/,
    );
    expect(screen.getByRole('checkbox', { name: 'Válido' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Motivo da não validação' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  });

  it('the own class cannot be validated', async () => {
    signIn(coordinator());
    mockFetch(
      fakeApi((url) =>
        url.pathname.endsWith('/Escola/Turmas')
          ? json([activityRow({ cpfProfessor: '12345678909' })])
          : undefined,
      ),
    );
    renderPage('atividade', activityState({ permissao: false }));
    expect(await screen.findByText(OWN_CLASS)).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled());
  });

  it('an unfinished activity monitoring has no Salvar', async () => {
    signIn(coordinator());
    mockFetch(
      fakeApi((url) =>
        url.pathname.endsWith('/Escola/Turmas')
          ? json([activityRow({ status: false, situacao: 40 })])
          : undefined,
      ),
    );
    renderPage('atividade', activityState({ finalizado: 'Não', turma: activityRow({ status: false }) }));
    expect(await screen.findByText('O acompanhamento ainda não foi finalizado.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeEnabled();
  });

  it('a rejected monitoring shows its reason, read-only', async () => {
    signIn(coordinator());
    const rejected = activityRow({ validado: false, justificativa: 'Faltou a categoria de escrita' });
    mockFetch(fakeApi((url) => (url.pathname.endsWith('/Escola/Turmas') ? json([rejected]) : undefined)));
    renderPage('atividade', activityState({ turma: rejected }));
    expect(await screen.findByText(/Faltou a categoria de escrita/, { selector: 'div' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Válido' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Motivo da não validação' })).toHaveValue(
      'Faltou a categoria de escrita',
    );
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  });

  it('without route state it points to the consultation', async () => {
    signIn(coordinator());
    mockFetch(fakeApi());
    renderPage('atividade', null);
    expect(await screen.findByText(NO_VALIDATION_STATE)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Abrir consulta' })).toHaveAttribute(
      'href',
      '/consultar-acompanhamento-atividade',
    );
  });
});

describe('validar-acompanhamento-aprendizagem', { timeout: 60_000 }, () => {
  it('counts per level, the genres panel, the 200-character reason and the default error', async () => {
    signIn(coordinator());
    mockFetch(
      fakeApi((url, init) =>
        url.pathname === '/api/AcompanhamentoAprendizagem/40/Validar' && init.method === 'POST'
          ? text('', 500)
          : undefined,
      ),
    );
    const user = userEvent.setup();
    renderPage('aprendizagem');

    const skills = await screen.findByRole('table', { name: 'Habilidades' });
    const first = await within(skills).findByText('Habilidade 1 de leitura');
    // Habilidade 1: 1 at level 1 plus 2 at level 1 = 3.
    expect(within(first.closest('tr')!).getAllByRole('cell')[2]).toHaveTextContent('3');

    await user.click(screen.getByRole('button', { name: 'Gêneros textuais' }));
    const panel = await screen.findByRole('dialog', { name: 'Gêneros textuais' });
    expect(await within(panel).findByRole('checkbox', { name: 'Conto' })).toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: 'Bilhete' })).toBeDisabled();
    await user.click(within(panel).getAllByRole('button', { name: 'Fechar' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Gêneros textuais' })).toBeNull());

    const save = screen.getByRole('button', { name: 'Salvar' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText(REASON_REQUIRED.aprendizagem)).toBeVisible();
    const reason = screen.getByRole('textbox', { name: 'Motivo da não validação' });
    await user.type(reason, 'x'.repeat(205));
    expect(reason).toHaveValue('x'.repeat(200));
    expect(screen.getByTestId('reason-counter')).toHaveTextContent('200/200 caracteres');
    await user.click(save);
    expect(await screen.findByText(VALIDATE_ERROR)).toBeVisible();
  });

  it('Salvar is disabled while the monitoring is not finished', async () => {
    signIn(coordinator());
    mockFetch(
      fakeApi((url, init) =>
        url.pathname === '/api/AcompanhamentoAprendizagem' && init.method === 'GET'
          ? json(acomp({ status: false, situacao: 35 }))
          : undefined,
      ),
    );
    renderPage('aprendizagem', state({ finalizado: 'Não', turma: row({ status: false }) }));
    expect(await screen.findByText('O acompanhamento ainda não foi finalizado.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  });

  it('the administrator recalculates and deletes with confirmations, and never validates', async () => {
    signIn(admin());
    const calls = mockFetch(
      fakeApi((url, init) => {
        if (url.pathname === '/api/AcompanhamentoAprendizagem/AjustarPorcentagem')
          return json({ situacao: 100 });
        if (url.pathname === '/api/AcompanhamentoAprendizagem' && init.method === 'DELETE')
          return new Response(null, { status: 204 });
        return undefined;
      }),
    );
    const user = userEvent.setup();
    const router = renderPage('aprendizagem', state({ permissao: false }));

    expect(await screen.findByText(ADMIN_NO_VALIDATION)).toBeVisible();
    expect(screen.queryByRole('checkbox', { name: 'Válido' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Recalcular' }));
    let dialog = await screen.findByRole('dialog', { name: 'Recalcular acompanhamento?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.url.pathname.endsWith('AjustarPorcentagem'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    dialog = await screen.findByRole('dialog', { name: 'Excluir acompanhamento?' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(MONITORING_DELETED)).toBeVisible();
    const del = calls.find((c) => c.init.method === 'DELETE')!;
    expect(del.url.searchParams.get('acompanhamentoId')).toBe('40');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Recalcular' })).toBeDisabled());
    await waitFor(() => expect(router.state.location.pathname).toBe('/consultar'), { timeout: 3500 });
  });

  it('Recalcular posts AjustarPorcentagem', async () => {
    signIn(admin());
    const calls = mockFetch(
      fakeApi((url) =>
        url.pathname === '/api/AcompanhamentoAprendizagem/AjustarPorcentagem'
          ? json({ situacao: 100 })
          : undefined,
      ),
    );
    const user = userEvent.setup();
    renderPage('aprendizagem', state({ permissao: false }));
    await user.click(await screen.findByRole('button', { name: 'Recalcular' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recalcular acompanhamento?' });
    await user.click(within(dialog).getByRole('button', { name: 'Recalcular' }));
    expect(await screen.findByText(MONITORING_UPDATED)).toBeVisible();
    const post = calls.find((c) => c.url.pathname.endsWith('AjustarPorcentagem'))!;
    expect(post.init.method).toBe('POST');
    expect(post.url.searchParams.get('acompApredizagemId')).toBe('40');
  });
});
