/** Test helpers: tokens, sessions, and a render with the app's providers. */
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import type { Perfil } from '@siam/domain/contracts/auth';
import { DatesProvider } from '../app/dates-provider';
import { theme } from '../app/theme';
import { resetSessionCache, setSession, type SessionUser } from '../lib/session';

function base64Url(value: unknown): string {
  const utf8 = String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value)));
  return btoa(utf8).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** An unsigned JWT whose exp is `secondsFromNow` away (negative: expired). */
export function makeToken(secondsFromNow = 3600, extra: Record<string, unknown> = {}): string {
  const exp = Math.floor(Date.now() / 1000) + secondsFromNow;
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ sub: '11144477735', exp, ...extra })}.c2lnbmF0dXJl`;
}

export function perfil(id: Perfil['id'], nome: string, extra: Partial<Perfil> = {}): Perfil {
  return { id, nome, idRegional: null, idMunicipio: null, nomeRegional: null, nomeMunicipio: null, ...extra };
}

export function makeSession(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    nome: 'Ana Administradora Silva',
    cpf: '11144477735',
    token: makeToken(),
    expires: new Date(Date.now() + 3600_000).toISOString(),
    emailPessoal: 'ana@example.org',
    tipo: 1,
    roles: [perfil(1, 'Administrador'), perfil(15, 'Diretor Escola', { idRegional: 1, idMunicipio: 101 })],
    activeConfig: { role: 1, region: null, city: null, school: null },
    ...overrides,
  };
}

/** Stores a session (and resets the in-memory copy first). */
export function signIn(session: SessionUser = makeSession()): SessionUser {
  resetSessionCache();
  setSession(session);
  return session;
}

export function newQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export function Wrapper({ children, client }: { children: ReactNode; client?: QueryClient }) {
  return (
    <ThemeProvider theme={theme}>
      <DatesProvider>
        <QueryClientProvider client={client ?? newQueryClient()}>
          <SnackbarProvider>{children}</SnackbarProvider>
        </QueryClientProvider>
      </DatesProvider>
    </ThemeProvider>
  );
}

export function renderWithProviders(ui: ReactElement, client?: QueryClient) {
  const queryClient = client ?? newQueryClient();
  return render(ui, { wrapper: ({ children }) => <Wrapper client={queryClient}>{children}</Wrapper> });
}

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

/** Replaces fetch with `handler`; returns the recorded calls. */
export function mockFetch(handler: Handler) {
  const calls: { url: URL; init: RequestInit }[] = [];
  const fn = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push({ url, init });
    return handler(url, init);
  };
  globalThis.fetch = fn as typeof fetch;
  return calls;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
export const text = (body: string, status: number) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/** A test's own answer, before the fake API's (writes, errors); undefined lets the fake API answer. */
export type ExtraAnswer = (url: URL, init: RequestInit) => Response | Promise<Response> | undefined;

/**
 * A fake API for mockFetch: `extra` answers first, then `get` answers the GETs by lower-case path
 * (undefined for a path it does not know); anything else answers 500 `unexpected METHOD /path`.
 */
export function fakeApiWith(get: (path: string) => Response | undefined, extra?: ExtraAnswer) {
  return async (url: URL, init: RequestInit): Promise<Response> => {
    const answer = await extra?.(url, init);
    if (answer) return answer;
    const method = init.method ?? 'GET';
    const found = method === 'GET' ? get(url.pathname.toLowerCase()) : undefined;
    return found ?? text(`unexpected ${method} ${url.pathname}`, 500);
  };
}
