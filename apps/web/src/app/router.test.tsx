import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { SCREEN_FEATURE } from '@siam/domain/permissions';
import type { School } from '@siam/domain/contracts/schools';
import { routes, screenRoutes } from './router';
import { getSession, resetSessionCache } from '../lib/session';
import { closeSettings } from '../lib/settings-flyout';
import { Wrapper, json, makeSession, makeToken, mockFetch, perfil, signIn } from '../test/helpers';
import { testSchool } from '../test/schools';

const SCHOOL_A: School = testSchool({
  id: 1,
  escolaId: 1,
  codigoInep: '27012345',
  nomeEscola: 'Escola Estadual Santa Aurora',
  codigoMunicipio: 101,
  codigoRegional: 1,
  nomeMunicipio: 'Santa Aurora',
  siglaRegional: '1ª CRE',
  sige: false,
});

function apiMock(overrides: Record<string, () => Response> = {}) {
  return mockFetch((url) => {
    const handler = overrides[url.pathname];
    if (handler) return handler();
    if (url.pathname === '/api/Administracao/Videos') return json([]);
    if (url.pathname === '/api/Calendario/Eventos') return json([]);
    if (url.pathname === '/api/Usuario/Localizacoes')
      return json({ regional: [], municipio: [], escola: [] });
    if (url.pathname === '/api/Auth/Sair') return new Response(null, { status: 204 });
    return json([]);
  });
}

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />, { wrapper: Wrapper });
  return router;
}

function allPaths(list: RouteObject[], base = ''): string[] {
  return list.flatMap((r) => {
    const path = r.path ? (r.path.startsWith('/') ? r.path : `${base.replace(/\/$/, '')}/${r.path}`) : base;
    return [...(r.path ? [path] : []), ...allPaths(r.children ?? [], path || base)];
  });
}

afterEach(() => {
  closeSettings();
  resetSessionCache();
});

describe('route table', () => {
  it('declares every screen of the spec, each lazy', () => {
    const declared = allPaths(routes);
    for (const path of [...Object.keys(SCREEN_FEATURE), '/inicio', '/login']) {
      expect(declared, path).toContain(path);
    }
    for (const r of screenRoutes) expect(typeof r.lazy, r.path).toBe('function');
    // Every guarded screen has a feature.
    for (const r of screenRoutes) expect(SCREEN_FEATURE[`/${r.path}`], r.path).toBeDefined();
  });
});

describe('session guard', () => {
  it('sends a visitor without a session to /login', async () => {
    apiMock();
    const router = renderApp('/inicio');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('sends an expired token to /login and forgets it', async () => {
    apiMock();
    signIn(makeSession({ token: makeToken(-60) }));
    const router = renderApp('/consultar-estudante');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem('siam.session')).toBeNull();
  });

  it('checks the expiry again on every navigation', async () => {
    apiMock();
    signIn(makeSession({ token: makeToken(60) }));
    const router = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/inicio'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Início' })).toBeInTheDocument();
    // Only the clock moves past the expiry (not the timers), so a slow machine cannot expire it early.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61_000);
      await router.navigate('/treinamento-siam');
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('layout', () => {
  it('shows the menu of the active role, the header and the home page', async () => {
    apiMock();
    signIn();
    renderApp('/inicio');
    expect(await screen.findByRole('heading', { level: 1, name: 'Início' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(nav).getByRole('link', { name: 'Importar Escola do SGU' })).toHaveAttribute(
      'href',
      '/importar-escola-sgu',
    );
    expect(within(nav).getByRole('link', { name: 'Início' })).toHaveClass('Mui-selected');
    expect(screen.getByTestId('header-context')).toHaveTextContent('Administrador');
    expect(screen.getByText('Ana Administradora Silva')).toBeInTheDocument();
    expect(await screen.findByText('Nenhum video encontrado')).toBeInTheDocument();
    expect(screen.getByText('Não há eventos para a data selecionada.')).toBeInTheDocument();
  });

  it("shows the active school as 'INEP - nome'", async () => {
    apiMock();
    signIn(makeSession({ activeConfig: { role: 15, region: null, city: null, school: SCHOOL_A } }));
    renderApp('/inicio');
    expect(await screen.findByTestId('header-context')).toHaveTextContent(
      '27012345 - Escola Estadual Santa Aurora',
    );
    expect(screen.queryByRole('link', { name: 'Importar Escola do SGU' })).not.toBeInTheDocument();
  });

  it('shows the no-access screen to a role without the screen', async () => {
    apiMock();
    signIn(
      makeSession({
        roles: [perfil(17, 'Professor Escola')],
        activeConfig: { role: 17, region: null, city: null, school: null },
      }),
    );
    renderApp('/consulta-escola');
    expect(await screen.findByRole('heading', { name: 'Acesso indisponível' })).toBeInTheDocument();
    expect(screen.getByText(/não tem acesso a esta tela/)).toBeInTheDocument();
  });

  it('routes the visit-report list to its screen, which needs an active school', async () => {
    apiMock();
    signIn();
    renderApp('/premio/listar-visita-parfi');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Relatório de Visita do Prêmio' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Acesso indisponível' })).toBeInTheDocument();
  });

  it('shows a not-found page that links back to /inicio', async () => {
    apiMock();
    signIn();
    renderApp('/nao-existe');
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/inicio');
  });

  it('Sair calls Auth/Sair, clears the session and goes to /login', async () => {
    const calls = apiMock();
    signIn();
    const user = userEvent.setup();
    const router = renderApp('/inicio');
    await user.click(await screen.findByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.some((c) => c.url.pathname === '/api/Auth/Sair' && c.init.method === 'POST')).toBe(true);
    expect(getSession()).toBeNull();
    expect(sessionStorage.getItem('siam.session')).toBeNull();
  });

  it('goes to /login when a call answers 401', async () => {
    apiMock({ '/api/Administracao/Videos': () => new Response('Sessão expirada', { status: 401 }) });
    signIn();
    const router = renderApp('/inicio');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('teacher home', () => {
  it('shows the teacher dashboard with the counters', async () => {
    apiMock({
      '/api/Servidor/Professor/Estatisticas': () =>
        json({ estatisticaAcompanhamentos: { naoIniciados: 2, emAndamento: 1, completos: 3, validados: 4 } }),
    });
    signIn(
      makeSession({
        nome: 'Paulo Professor Santos',
        cpf: '52998224725',
        emailPessoal: null,
        roles: [perfil(17, 'Professor Escola')],
        activeConfig: { role: 17, region: null, city: null, school: null },
      }),
    );
    renderApp('/inicio');
    expect(await screen.findByText('529.982.247-25')).toBeInTheDocument();
    expect(screen.getByText('Email não informado')).toBeInTheDocument();
    for (const label of ['Acompanhamentos Não Iniciados', 'Em Andamento', 'Completos', 'Validados']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    const card = (label: string) => screen.getByText(label).closest('.MuiCard-root') as HTMLElement;
    await waitFor(() => expect(card('Completos')).toHaveTextContent('Completos3'));
    expect(card('Validados')).toHaveTextContent('Validados4');
    expect(card('Acompanhamentos Não Iniciados')).toHaveTextContent('2');
    expect(screen.getByText('Módulo III')).toBeInTheDocument();
    expect(screen.queryByLabelText('Vídeo')).not.toBeInTheDocument();
  });
});
