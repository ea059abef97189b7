import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, GENERIC_ERROR, api, buildUrl, errorMessageFromBody, errorText } from './client';
import { getSession, resetSessionCache } from '../lib/session';
import { json, makeSession, mockFetch, signIn, text } from '../test/helpers';

afterEach(() => resetSessionCache());

describe('api client', () => {
  it('adds the token and the active role as Perfil', async () => {
    signIn(makeSession({ activeConfig: { role: 15, region: null, city: null, school: null } }));
    const calls = mockFetch(() => json([{ id: 1 }]));
    const data = await api.get<{ id: number }[]>('/Administracao/Videos');
    expect(data).toEqual([{ id: 1 }]);
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers.Authorization).toBe(`Bearer ${getSession()?.token}`);
    expect(headers.Perfil).toBe('15');
    expect(calls[0]?.url.pathname).toBe('/api/Administracao/Videos');
  });

  it('lets a call override Perfil and skips empty query values', async () => {
    signIn();
    const calls = mockFetch(() => json({ regional: [], municipio: [], escola: [] }));
    await api.get('/Usuario/Localizacoes', {
      query: { cpf: '111', regionId: undefined, cityId: null },
      perfil: 16,
    });
    expect(calls[0]?.url.search).toBe('?cpf=111');
    expect((calls[0]?.init.headers as Record<string, string>).Perfil).toBe('16');
  });

  it('sends no credentials when auth is false', async () => {
    signIn();
    const calls = mockFetch(() => json({ ok: true }));
    await api.post('/Auth', { user: 'x', password: 'y' }, { auth: false });
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
    expect(headers.Perfil).toBeUndefined();
    expect(calls[0]?.init.body).toBe(JSON.stringify({ user: 'x', password: 'y' }));
  });

  it('turns a plain-text error body into the error message', async () => {
    signIn();
    mockFetch(() => text('Funcionalidade não permitida', 403));
    const error = await api.get('/Escolas').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Funcionalidade não permitida');
    expect((error as ApiError).status).toBe(403);
    expect(errorText(error)).toBe('Funcionalidade não permitida');
    expect(getSession()).not.toBeNull();
  });

  it('a 401 clears the session', async () => {
    signIn();
    mockFetch(() => text('Sessão expirada', 401));
    await expect(api.get('/Calendario/Eventos')).rejects.toThrow('Sessão expirada');
    expect(getSession()).toBeNull();
    expect(sessionStorage.getItem('siam.session')).toBeNull();
  });

  it('a 401 on the login call does not touch the session', async () => {
    signIn();
    mockFetch(() => text('Usuário ou senha inválidos.', 401));
    await expect(api.post('/Auth', {}, { auth: false })).rejects.toThrow('Usuário ou senha inválidos.');
    expect(getSession()).not.toBeNull();
  });

  it('falls back to a generic message without a readable body; no answer is status 0', async () => {
    signIn();
    mockFetch(() => new Response('', { status: 500 }));
    const error = await api.get('/x').catch((e: unknown) => e);
    expect((error as ApiError).message).toBe(GENERIC_ERROR);
    expect(errorText(error, 'Outra')).toBe('Outra');
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const offline = await api.get('/x').catch((e: unknown) => e);
    expect((offline as ApiError).status).toBe(0);
  });

  it('parses JSON and answers undefined for 204', async () => {
    signIn();
    mockFetch(() => new Response(null, { status: 204 }));
    await expect(api.post('/Auth/Sair')).resolves.toBeUndefined();
  });

  it('reads messages from JSON strings and objects', () => {
    expect(errorMessageFromBody('"CPF inválido"', 'application/json')).toBe('CPF inválido');
    expect(errorMessageFromBody('{"message":"Erro X"}', 'application/json')).toBe('Erro X');
    expect(errorMessageFromBody('<!doctype html><p>Bad gateway</p>', 'text/html')).toBeNull();
    expect(errorMessageFromBody('   ', 'text/plain')).toBeNull();
    expect(buildUrl('Escolas', { IdInep: '27012345' })).toBe('/api/Escolas?IdInep=27012345');
  });
});
