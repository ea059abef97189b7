import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AuthResponse } from '@siam/domain/contracts/auth';
import LoginPage from './login-page';
import { getSession, resetSessionCache } from '../../lib/session';
import { Wrapper, json, makeToken, mockFetch, perfil, text } from '../../test/helpers';
import { NETWORK_ERROR } from '../../api/client';

const CONFIG = {
  forgotPasswordUrl: 'https://example.org/senha',
  learnMoreUrl: 'https://example.org/programa',
};

function authAnswer(): AuthResponse {
  return {
    token: makeToken(3600),
    expires: new Date(Date.now() + 3600_000).toISOString(),
    usuario: {
      nome: 'Ana Administradora Silva',
      cpf: '11144477735',
      emailPessoal: null,
      tpUser: 1,
      sistemas: [{ perfis: [perfil(15, 'Diretor Escola'), perfil(1, 'Administrador')] }],
    },
  };
}

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/login', Component: LoginPage },
      { path: '/inicio', element: <p>Página inicial</p> },
    ],
    { initialEntries: ['/login'] },
  );
  render(<RouterProvider router={router} />, { wrapper: Wrapper });
  return router;
}

afterEach(() => resetSessionCache());

describe('login page', () => {
  it('shows the validation messages in red under the fields', async () => {
    mockFetch(() => json(CONFIG));
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    const userMsg = await screen.findByText('Por favor, insira o nome de usuário.');
    expect(userMsg).toHaveClass('Mui-error');
    expect(screen.getByText('Por favor, insira a senha.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Usuário'), '11144477735');
    await user.type(screen.getByLabelText('Senha'), '12345');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('A senha deve conter pelo menos 6 caracteres.')).toBeInTheDocument();
    expect(screen.queryByText('Por favor, insira o nome de usuário.')).not.toBeInTheDocument();
  });

  it('masks the user as a CPF and toggles the password visibility', async () => {
    mockFetch(() => json(CONFIG));
    const user = userEvent.setup();
    renderLogin();
    const field = screen.getByLabelText('Usuário');
    await user.type(field, '5299');
    expect(field).toHaveValue('529.9');
    const password = screen.getByLabelText('Senha');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('links to the configured pages in a new tab', async () => {
    mockFetch(() => json(CONFIG));
    renderLogin();
    const forgot = await screen.findByRole('link', { name: 'Esqueci a senha' });
    expect(forgot).toHaveAttribute('href', CONFIG.forgotPasswordUrl);
    expect(forgot).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Saiba Mais' })).toHaveAttribute('href', CONFIG.learnMoreUrl);
  });

  it("shows the server's 401 text and 'Aguarde...' while waiting", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const calls = mockFetch(async (url) => {
      if (url.pathname === '/api/config') return json(CONFIG);
      await gate;
      return text('Usuário ou senha inválidos.', 401);
    });
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('Usuário'), '111.444.777-35');
    await user.type(screen.getByLabelText('Senha'), 'errada123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('button', { name: 'Aguarde...' })).toBeDisabled();
    release();
    const message = await screen.findByText('Usuário ou senha inválidos.');
    expect(message).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
    const auth = calls.find((c) => c.url.pathname === '/api/Auth');
    expect(JSON.parse(String(auth?.init.body))).toEqual({ user: '111.444.777-35', password: 'errada123' });
  });

  it("never says 'Usuário não cadastrado' (ARCHITECTURE deviation): no answer is a connection problem", async () => {
    mockFetch(async (url) => {
      if (url.pathname === '/api/config') return json(CONFIG);
      throw new TypeError('Failed to fetch');
    });
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('Usuário'), '82647103950');
    await user.type(screen.getByLabelText('Senha'), 'senha123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText(NETWORK_ERROR)).toBeInTheDocument();
    expect(screen.queryByText('Usuário não cadastrado')).toBeNull();
  });

  it("an answer without a session says 'Usuário ou senha inválidos.'", async () => {
    mockFetch(async (url) => {
      if (url.pathname === '/api/config') return json(CONFIG);
      return new Response(null, { status: 204 });
    });
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('Usuário'), '82647103950');
    await user.type(screen.getByLabelText('Senha'), 'senha123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Usuário ou senha inválidos.')).toBeInTheDocument();
  });

  it('stores the session with Administrador active and goes to /inicio', async () => {
    mockFetch((url) => {
      if (url.pathname === '/api/config') return json(CONFIG);
      if (url.pathname === '/api/Auth') return json(authAnswer());
      return json({});
    });
    const user = userEvent.setup();
    const router = renderLogin();
    await user.type(screen.getByLabelText('Usuário'), '11144477735');
    await user.type(screen.getByLabelText('Senha'), 'senha123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Página inicial')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/inicio');
    const stored = JSON.parse(sessionStorage.getItem('siam.session') ?? '{}');
    expect(stored).toMatchObject({ nome: 'Ana Administradora Silva', cpf: '11144477735', tipo: 1 });
    expect(stored.activeConfig).toEqual({ role: 1, region: null, city: null, school: null });
    await waitFor(() => expect(getSession()?.activeConfig.role).toBe(1));
  });
});
