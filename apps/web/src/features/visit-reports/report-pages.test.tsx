import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { VISIT_MSG } from '@siam/domain/visit-reports';
import { resetSessionCache } from '../../lib/session';
import { Wrapper, json, mockFetch, signIn } from '../../test/helpers';
import { CreateVisitReportPage, EditVisitReportPage } from './report-pages';
import {
  admin,
  answers,
  cecilia,
  director,
  fakeVisitApi,
  report,
  visitedDirector,
  type FakeVisitState,
} from './test-data';

afterEach(() => resetSessionCache());

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/premio/cadastrar-visita-parfi', Component: CreateVisitReportPage },
      { path: '/premio/editar-visita-parfi', Component: EditVisitReportPage },
      { path: '/premio/listar-visita-parfi', element: <p>Lista de relatórios</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />, { wrapper: Wrapper });
  return router;
}

const EDIT = '/premio/editar-visita-parfi?anoPremio=2025&relatorioVisitaId=31';
const full = (over: Parameters<typeof report>[0] = {}, rest: Partial<FakeVisitState['full']> = {}) => ({
  ...report(over),
  indicadores: [],
  participantes: [],
  ...rest,
});

async function chooseLevel(user: UserEvent, indicator: RegExp, level: number) {
  await user.click(screen.getByRole('button', { name: indicator }));
  const panel = screen.getByRole('region', { name: 'Critérios do indicador' });
  await user.click(within(panel).getByRole('radio', { name: new RegExp(`^Nível ${level}`) }));
}

/** The Finalizar button once the report, its indicators and participants have loaded. */
async function finalizeButton() {
  await screen.findByRole('list', { name: 'Indicadores da categoria' });
  const button = screen.getByRole('button', { name: 'Finalizar' });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

async function chooseCategory(user: UserEvent, name: RegExp) {
  await user.click(screen.getByRole('combobox', { name: 'Categoria' }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('cadastrar-visita-parfi', { timeout: 120_000 }, () => {
  it('offers the type by the number of finalized reports and shows the categories only after a date', async () => {
    signIn(director());
    mockFetch(fakeVisitApi({ reports: [report({ id: 1, finalizado: true, podeEditar: false })] }));
    const user = userEvent.setup();
    renderAt('/premio/cadastrar-visita-parfi?anoPremio=2025');
    const type = await screen.findByRole('combobox', { name: 'Tipo de relatório' });
    expect(type).toHaveTextContent('Relatório de Acompanhamento');
    await user.click(type);
    expect(screen.getByRole('option', { name: 'Relatório de Diagnóstico' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('option', { name: 'Relatório de Avaliação Final' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox', { name: 'Categoria' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Finalizar' })).toBeDisabled();

    const group = screen.getByRole('group', { name: /^Data da visita/ });
    await user.click(within(group).getAllByRole('spinbutton')[0]!);
    await user.keyboard('15092025');
    expect(await screen.findByRole('combobox', { name: 'Categoria' })).toHaveTextContent(
      '1. Gestão Escolar (0/2)',
    );
    expect(await screen.findByRole('button', { name: /^Indicador 1: A equipe.*\(Avaliar\)$/ })).toBeVisible();
  });

  it('offers only the final evaluation for award year 2023', async () => {
    signIn(director());
    mockFetch(
      fakeVisitApi({ years: [{ anoPremio: 2023, anoPremioId: 1, anoParfi: [2024], tipoEscolaId: 1 }] }),
    );
    renderAt('/premio/cadastrar-visita-parfi?anoPremio=2023');
    expect(await screen.findByRole('combobox', { name: 'Tipo de relatório' })).toHaveTextContent(
      'Relatório de Avaliação Final',
    );
    expect(screen.getByRole('textbox', { name: 'Ano PARFI' })).toHaveValue('2024');
  });

  it('goes to the open report of the type offered instead of creating another', async () => {
    signIn(director());
    mockFetch(fakeVisitApi({ reports: [report({ id: 9, tipoRelatorioId: 1 })] }));
    const router = renderAt('/premio/cadastrar-visita-parfi?anoPremio=2025');
    await waitFor(() => expect(router.state.location.pathname).toBe('/premio/editar-visita-parfi'));
    expect(router.state.location.search).toBe('?anoPremio=2025&relatorioVisitaId=9');
  });

  it("refuses a future visit date with 'A data da visita deve ser menor ou igual à data atual.'", async () => {
    signIn(director());
    const calls = mockFetch(fakeVisitApi());
    const user = userEvent.setup();
    renderAt('/premio/cadastrar-visita-parfi?anoPremio=2025');
    const group = await screen.findByRole('group', { name: /^Data da visita/ });
    await user.click(within(group).getAllByRole('spinbutton')[0]!);
    await user.keyboard('01012099');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(VISIT_MSG.futureDate)).toBeVisible();
    expect(calls.some((c) => c.init.method === 'POST')).toBe(false);
  });

  it('asks for the date, then creates the report with its answers and goes to the edit screen', async () => {
    signIn(director());
    const calls = mockFetch(
      fakeVisitApi({}, (url, init) =>
        init.method === 'POST' && url.pathname === '/api/RelatorioVisita' ? json(55, 201) : undefined,
      ),
    );
    const user = userEvent.setup();
    const router = renderAt('/premio/cadastrar-visita-parfi?anoPremio=2025');
    await user.click(await screen.findByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(VISIT_MSG.dateRequired)).toBeVisible();
    expect(calls.some((c) => c.init.method === 'POST')).toBe(false);

    const group = screen.getByRole('group', { name: /^Data da visita/ });
    await user.click(within(group).getAllByRole('spinbutton')[0]!);
    await user.keyboard('15092025');
    await screen.findByRole('list', { name: 'Indicadores da categoria' });
    await chooseLevel(user, /^Indicador 1: A equipe/, 3);
    expect(screen.getByRole('button', { name: /^Indicador 1: A equipe.*\(Nível 3\)$/ })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/premio/editar-visita-parfi'));
    expect(router.state.location.search).toBe('?anoPremio=2025&relatorioVisitaId=55');
    const post = calls.find((c) => c.init.method === 'POST')!;
    expect(JSON.parse(String(post.init.body))).toEqual({
      tipoRelatorioId: 1,
      data: '2025-09-15',
      descricaoDetalhada: '',
      anoParfiId: 5,
      pareamentoEscolasId: 7,
      indicadores: [{ relatorioVisitaId: 0, criterioId: 1013, indicadorId: 101, categoriaId: 11 }],
    });
  });
});

describe('editar-visita-parfi', { timeout: 120_000 }, () => {
  it('gives the hints in order and shows the description with its counter only when every indicator is answered', async () => {
    signIn(director());
    const state: FakeVisitState = { full: full(), participants: [] };
    mockFetch(fakeVisitApi(state));
    const user = userEvent.setup();
    renderAt(EDIT);
    expect(await screen.findByRole('heading', { name: 'Editar Relatório de Visita' })).toBeVisible();
    await screen.findByRole('list', { name: 'Indicadores da categoria' });
    expect(screen.getByText(VISIT_MSG.hintDescription)).toBeVisible();
    await chooseLevel(user, /^Indicador 1: A equipe/, 2);
    expect(screen.queryByRole('textbox', { name: 'Descrição detalhada' })).toBeNull();
    await chooseLevel(user, /^Indicador 2: A escola/, 2);
    await chooseCategory(user, /^2\. Ensino/);
    await chooseLevel(user, /^Indicador 1: Os professores/, 2);
    expect(screen.queryByRole('textbox', { name: 'Descrição detalhada' })).toBeNull();
    await chooseLevel(user, /^Indicador 2: Há leitura/, 2);
    const description = screen.getByRole('textbox', { name: 'Descrição detalhada' });
    expect(screen.getByText('0/3.000 caracteres.')).toBeVisible();
    await user.type(description, 'Visita boa');
    expect(screen.getByText('10/3.000 caracteres.')).toBeVisible();
    expect(screen.getByText(VISIT_MSG.hintParticipant)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Finalizar' })).toBeDisabled();
  });

  it('asks for every indicator when the description is there but an answer is missing, and enables Finalizar once complete', async () => {
    signIn(director());
    mockFetch(
      fakeVisitApi({
        full: full(
          { descricaoDetalhada: 'Descrição da visita com muitas letras.' },
          { indicadores: answers(2).slice(0, 3) },
        ),
        participants: [cecilia],
      }),
    );
    const user = userEvent.setup();
    renderAt(EDIT);
    expect(await screen.findByText(VISIT_MSG.hintIndicators)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Finalizar' })).toBeDisabled();
    await chooseCategory(user, /^2\. Ensino/);
    await chooseLevel(user, /^Indicador 2: Há leitura/, 1);
    expect(screen.queryByText(VISIT_MSG.hintIndicators)).toBeNull();
    expect(screen.getByRole('button', { name: 'Finalizar' })).toBeEnabled();
  });

  it("refuses every indicator at level 4 in the 'Atenção.' dialog, without calling the server", async () => {
    signIn(director());
    const calls = mockFetch(
      fakeVisitApi({
        full: full(
          { descricaoDetalhada: 'Descrição da visita com muitas letras.' },
          { indicadores: answers(4) },
        ),
        participants: [cecilia],
      }),
    );
    const user = userEvent.setup();
    renderAt(EDIT);
    await user.click(await finalizeButton());
    const dialog = await screen.findByRole('dialog', { name: VISIT_MSG.allLevelFourTitle });
    expect(dialog).toHaveTextContent(VISIT_MSG.allLevelFour);
    expect(calls.some((c) => c.init.method === 'PUT')).toBe(false);
  });

  it("refuses a description under 20 letters with 'Descrição muito curta.'", async () => {
    signIn(director());
    const calls = mockFetch(
      fakeVisitApi({
        full: full({ descricaoDetalhada: '12345 abc 67890 de' }, { indicadores: answers(2) }),
        participants: [cecilia],
      }),
    );
    const user = userEvent.setup();
    renderAt(EDIT);
    await user.click(await finalizeButton());
    expect(await screen.findByText(VISIT_MSG.descriptionTooShort)).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.init.method === 'PUT')).toBe(false);
  });

  it('finalizes after the confirmation with the answers, and then shows the report as finalized', async () => {
    signIn(director());
    const state: FakeVisitState = {
      full: full(
        { descricaoDetalhada: 'Descrição da visita com muitas letras.' },
        { indicadores: answers(2) },
      ),
      participants: [cecilia],
    };
    const calls = mockFetch(
      fakeVisitApi(state, (url, init) => {
        if (init.method !== 'PUT') return undefined;
        state.full = { ...state.full!, finalizado: true, podeEditar: false };
        return json({ mensagem: VISIT_MSG.saved, relatorio: state.full, objetivosObrigatorios: 1 });
      }),
    );
    const user = userEvent.setup();
    renderAt(EDIT);
    await user.click(await finalizeButton());
    await user.click(
      within(screen.getByRole('dialog', { name: 'Finalizar relatório' })).getByRole('button', {
        name: 'Finalizar',
      }),
    );
    expect(await screen.findByText(VISIT_MSG.saved)).toBeVisible();
    const body = JSON.parse(String(calls.find((c) => c.init.method === 'PUT')!.init.body));
    expect(body).toMatchObject({
      id: 31,
      finalizado: true,
      tipoRelatorioId: 1,
      anoParfiId: 5,
      pareamentoEscolasId: 7,
    });
    expect(body.indicadores).toHaveLength(4);
    expect(await screen.findByRole('heading', { name: 'Relatório de Visita (Finalizado)' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Finalizado' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
  });

  it('shows the visited school everything read-only, participants included', async () => {
    signIn(visitedDirector());
    mockFetch(
      fakeVisitApi({
        // podeEditar as the Administrador would get it: the web still goes by the active school (§6).
        full: full(
          { podeEditar: true, descricaoDetalhada: 'Descrição da visita.' },
          { indicadores: answers(2) },
        ),
        participants: [cecilia],
      }),
    );
    const user = userEvent.setup();
    renderAt(EDIT);
    await screen.findByRole('list', { name: 'Indicadores da categoria' });
    expect(screen.getByRole('heading', { name: 'Relatório de Visita' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Finalizar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Excluir' })).toBeNull();
    expect(screen.queryByText(VISIT_MSG.hintDescription)).toBeNull();
    const radios = within(screen.getByRole('region', { name: 'Critérios do indicador' })).getAllByRole(
      'radio',
    );
    for (const r of radios) expect(r).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Descrição detalhada' })).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: /^Participantes/ }));
    const panel = await screen.findByRole('dialog', { name: 'Participantes da visita' });
    expect(within(panel).getByRole('listitem', { name: cecilia.nome })).toBeVisible();
    expect(within(panel).queryByRole('heading', { name: 'Cadastrar Participante' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: /^Excluir participante/ })).toBeNull();
  });

  it('lets the Administrador delete the report and return to the list', async () => {
    signIn(admin());
    const calls = mockFetch(
      fakeVisitApi({ full: full() }, (_url, init) =>
        init.method === 'DELETE' ? json({ mensagem: VISIT_MSG.deleted }) : undefined,
      ),
    );
    const user = userEvent.setup();
    const router = renderAt(EDIT);
    await user.click(await screen.findByRole('button', { name: 'Excluir' }));
    const dialog = screen.getByRole('dialog', { name: VISIT_MSG.deleteConfirmTitle });
    expect(dialog).toHaveTextContent(VISIT_MSG.deleteConfirmText);
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/premio/listar-visita-parfi'));
    expect(await screen.findByText(VISIT_MSG.deleted)).toBeVisible();
    expect(calls.find((c) => c.init.method === 'DELETE')!.url.searchParams.get('relatorioVisitaId')).toBe(
      '31',
    );
  });
});
