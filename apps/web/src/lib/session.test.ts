import { afterEach, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@siam/domain/contracts/auth';
import {
  SESSION_KEY,
  clearSession,
  collapseRoles,
  configForRole,
  decodeTokenPayload,
  defaultRole,
  getSession,
  isSessionValid,
  isTokenValid,
  placeOfSchool,
  resetSessionCache,
  sessionFromAuth,
  setActiveConfig,
  tokenExpiresAt,
} from './session';
import { makeSession, makeToken, perfil, signIn } from '../test/helpers';
import { schoolA } from '../test/school-data';

afterEach(() => resetSessionCache());

describe('token decoding and expiry', () => {
  it('decodes the base64url payload of a JWT', () => {
    const token = makeToken(60, { nome: 'Cecília' });
    expect(decodeTokenPayload(token)).toMatchObject({ sub: '11144477735', nome: 'Cecília' });
  });

  it('reads exp in seconds as epoch milliseconds', () => {
    const token = makeToken(120);
    const exp = decodeTokenPayload(token)?.exp as number;
    expect(tokenExpiresAt(token)).toBe(exp * 1000);
  });

  it('is valid only with exp in the future', () => {
    expect(isTokenValid(makeToken(60))).toBe(true);
    expect(isTokenValid(makeToken(-1))).toBe(false);
    const now = Date.now();
    const token = makeToken(10);
    expect(isTokenValid(token, now + 60_000)).toBe(false);
  });

  it('refuses tokens that do not decode or have no exp', () => {
    expect(isTokenValid('not-a-token')).toBe(false);
    expect(isTokenValid('a.b.c')).toBe(false);
    expect(isTokenValid(undefined)).toBe(false);
    const noExp = `${btoa('{}')}.${btoa(JSON.stringify({ sub: 'x' }))}.sig`;
    expect(isTokenValid(noExp)).toBe(false);
    const stringExp = `${btoa('{}')}.${btoa(JSON.stringify({ exp: '9999999999' }))}.sig`;
    expect(isTokenValid(stringExp)).toBe(false);
  });

  it('a session needs a cpf and a valid token', () => {
    expect(isSessionValid(null)).toBe(false);
    expect(isSessionValid(makeSession())).toBe(true);
    expect(isSessionValid(makeSession({ cpf: '' }))).toBe(false);
    expect(isSessionValid(makeSession({ token: makeToken(-30) }))).toBe(false);
  });
});

describe('roles', () => {
  it('defaults to Administrador when the user has it, otherwise the first role', () => {
    expect(defaultRole([perfil(15, 'Diretor Escola'), perfil(1, 'Administrador')])).toBe(1);
    expect(defaultRole([perfil(16, 'Coordenador Escola'), perfil(15, 'Diretor Escola')])).toBe(16);
    expect(defaultRole([])).toBeNull();
  });

  it('collapses duplicate teacher and coordinator roles into one', () => {
    const roles = collapseRoles([
      perfil(17, 'Professor Escola'),
      perfil(16, 'Coordenador Escola'),
      perfil(17, 'Professor Escola'),
      perfil(16, 'Coordenador Escola'),
      perfil(12, 'Articulador Municipal', { idMunicipio: 101 }),
      perfil(12, 'Articulador Municipal', { idMunicipio: 102 }),
    ]);
    expect(roles.map((r) => r.id)).toEqual([17, 16, 12, 12]);
  });

  it('a new role starts with no school; a regional or municipal link pre-fills its place', () => {
    const roles = [
      perfil(1, 'Administrador'),
      perfil(11, 'Secretário Municipal', {
        idRegional: 1,
        nomeRegional: '1ª CRE',
        idMunicipio: 101,
        nomeMunicipio: 'Santa Aurora',
      }),
    ];
    expect(configForRole(1, roles)).toEqual({ role: 1, region: null, city: null, school: null });
    expect(configForRole(11, roles)).toEqual({
      role: 11,
      region: { codigo: 1, sigla: '1ª CRE' },
      city: { codigo: 101, nome: 'Santa Aurora', regional: 1 },
      school: null,
    });
  });

  it('a school brings its regional and municipality', () => {
    const school = schoolA;
    expect(placeOfSchool(school)).toEqual({
      region: { codigo: 1, sigla: '1ª CRE' },
      city: { codigo: 101, nome: 'Santa Aurora', regional: 1 },
      school,
    });
  });
});

describe('session from the login answer', () => {
  const auth = (perfis: AuthResponse['usuario']['sistemas'][number]['perfis']): AuthResponse => ({
    token: makeToken(),
    expires: '2030-01-01T00:00:00Z',
    usuario: { nome: 'Ana', cpf: '11144477735', emailPessoal: null, tpUser: 1, sistemas: [{ perfis }] },
  });

  it('keeps the user data and picks the default role', () => {
    const s = sessionFromAuth(auth([perfil(15, 'Diretor Escola'), perfil(1, 'Administrador')]));
    expect(s).toMatchObject({ nome: 'Ana', cpf: '11144477735', tipo: 1, emailPessoal: null });
    expect(s?.activeConfig).toEqual({ role: 1, region: null, city: null, school: null });
    expect(s?.roles.map((r) => r.id)).toEqual([15, 1]);
  });

  it('gives no session without a usable user or role', () => {
    expect(sessionFromAuth(auth([]))).toBeNull();
    expect(
      sessionFromAuth({ ...auth([perfil(1, 'Administrador')]), usuario: undefined } as never),
    ).toBeNull();
  });
});

describe('the stored session', () => {
  it('is written to sessionStorage under siam.session and read back', () => {
    const s = signIn();
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? 'null')).toEqual(s);
    resetSessionCache();
    expect(getSession()).toEqual(s);
  });

  it('ignores a malformed stored value', () => {
    sessionStorage.setItem(SESSION_KEY, '{not json');
    resetSessionCache();
    expect(getSession()).toBeNull();
  });

  it('applies a new active configuration and clears everything on logout', () => {
    signIn();
    setActiveConfig({ role: 15, region: null, city: null, school: null });
    expect(getSession()?.activeConfig.role).toBe(15);
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? '{}').activeConfig.role).toBe(15);
    clearSession();
    expect(getSession()).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
  });
});
