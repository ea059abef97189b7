/**
 * The first screen without the router (decision 131): a visit without a valid session shows the
 * login at once under /login; signing in hands over to the router at /inicio.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthResponse } from '@siam/domain/contracts/auth';
import { Start } from './start';
import { getSession, resetSessionCache } from '../lib/session';
import { Wrapper, json, makeSession, makeToken, mockFetch, perfil, signIn } from '../test/helpers';

// Under Vitest 'react-router/dom' resolves to the CommonJS build, whose router context is not the
// one of the ES build the routes use; the app's bundle has one copy. The ES build's provider stands in.
vi.mock('react-router/dom', async () => ({ RouterProvider: (await import('react-router')).RouterProvider }));

function authAnswer(): AuthResponse {
  return {
    token: makeToken(3600),
    expires: new Date(Date.now() + 3600_000).toISOString(),
    usuario: {
      nome: 'Ana Administradora Silva',
      cpf: '11144477735',
      emailPessoal: null,
      tpUser: 1,
      sistemas: [{ perfis: [perfil(1, 'Administrador')] }],
    },
  };
}

function apiMock() {
  return mockFetch((url) => {
    if (url.pathname === '/api/config') return json({ forgotPasswordUrl: 'a', learnMoreUrl: 'b' });
    if (url.pathname === '/api/Auth') return json(authAnswer());
    if (url.pathname === '/api/Usuario/Localizacoes')
      return json({ regional: [], municipio: [], escola: [] });
    return json([]);
  });
}

afterEach(() => {
  resetSessionCache();
  window.history.replaceState(null, '', '/');
});

describe('first screen', () => {
  it('shows the login under /login when a page is opened with an expired session, and forgets it', async () => {
    apiMock();
    signIn(makeSession({ token: makeToken(-60) }));
    window.history.replaceState(null, '', '/consultar-estudante');
    render(<Start />, { wrapper: Wrapper });
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(sessionStorage.getItem('siam.session')).toBeNull();
  });

  it('hands over to the router at /inicio after signing in', async () => {
    apiMock();
    window.history.replaceState(null, '', '/login');
    const user = userEvent.setup();
    render(<Start />, { wrapper: Wrapper });
    await user.type(await screen.findByLabelText('Usuário'), '11144477735');
    await user.type(screen.getByLabelText('Senha'), 'senha123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    // The router, the layout and the home page are transformed on first import: slow on a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Início' }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/inicio');
    await waitFor(() => expect(getSession()?.activeConfig.role).toBe(1));
  });
});
