/**
 * Issue 15 item 5, the probe's findings on the HTTP surface: dates outside a sane range are a 400 (not
 * a 500), every /api answer carries `Cache-Control: no-store`, and the API reference is a setting
 * (API_DOCS, off in production).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_OUT_OF_RANGE } from '@siam/domain/dates';
import { loadConfig } from '../src/config';
import { createTestApp, CPF, DEMO_PASSWORD, type TestApp } from './testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const admin = () => t.as(CPF.ana, 1);

describe('dates outside 1900..2100', () => {
  it('GET /api/Alunos?nome=&dataNascimento=0000-01-01 answers 400 with a message, not 500', async () => {
    for (const d of ['0000-01-01', '0001-01-01', '1899-12-31', '2101-01-01', '9999-12-31']) {
      const res = await t.as(CPF.cecilia, 19)(`/api/Alunos?nome=Joana%20Maria%20Souza&dataNascimento=${d}`);
      expect(res.statusCode, d).toBe(400);
      expect(res.body, d).toBe(DATE_OUT_OF_RANGE);
    }
  });

  it('PUT /api/Servidor with dataNascimento 0000-01-01 answers 400, not 500', async () => {
    const person = (await admin()(`/api/Servidor?cpf=${CPF.diego}`)).json() as Record<string, unknown>;
    const res = await admin()({
      method: 'PUT',
      url: '/api/Servidor',
      payload: { ...person, dataNascimento: '0000-01-01' },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toBe(DATE_OUT_OF_RANGE);
  });

  it('refuses the out-of-range year on the other date fields of the routes', async () => {
    const [joana] = (await admin()('/api/Alunos?cpf=35906821406')).json() as Record<string, unknown>[];
    const cases: [string, string, object][] = [
      ['PUT', '/api/Alunos', { ...joana, dataNascimento: '0000-01-01' }],
      ['POST', '/api/Alunos', { ...joana, cpf: '82647103950', escolaId: 1, dataNascimento: '0000-01-01' }],
      [
        'POST',
        '/api/Periodo',
        {
          ano: 2026,
          bimestre: 1,
          fichaAcompanhamentoId: 1,
          acompanhamentoDataInicio: '0000-01-01',
          acompanhamentoDataFim: '2026-02-01',
          validacaoDataInicio: '2026-02-02',
          validacaoDataFim: '2026-02-03',
        },
      ],
      [
        'POST',
        '/api/RelatorioVisita',
        { tipoRelatorioId: 1, data: '0000-01-01', anoParfiId: 1, pareamentoEscolasId: 1 },
      ],
    ];
    for (const [method, url, payload] of cases) {
      const res = await admin()({ method: method as 'PUT', url, payload });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400);
      expect(res.body, `${method} ${url}`).toBe(DATE_OUT_OF_RANGE);
    }
  });
});

describe('Cache-Control: no-store on every /api answer', () => {
  it('marks the login (its token), data, errors and 404s no-store', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/Auth',
      payload: { user: CPF.ana, password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const answers = [
      login,
      await t.app.inject({
        method: 'POST',
        url: '/api/Auth',
        payload: { user: CPF.ana, password: 'errada' },
      }),
      await t.app.inject('/api/health'),
      await t.app.inject('/api/config'),
      await admin()('/api/Alunos?cpf=35906821406'),
      await admin()('/api/Alunos'),
      await t.app.inject('/api/Alunos?cpf=35906821406'),
      await t.as(CPF.paulo, 17)('/api/Alunos?cpf=35906821406'),
      await t.app.inject('/api/nao-existe'),
      await t.app.inject({
        method: 'POST',
        url: '/api/Auth',
        headers: { 'content-type': 'application/json' },
        payload: '{',
      }),
      await t.app.inject('/api/openapi.json'),
    ];
    for (const res of answers)
      expect(res.headers['cache-control'], `${res.statusCode} ${res.body.slice(0, 60)}`).toBe('no-store');
  });
});

describe('API_DOCS: the API reference as a setting', () => {
  it('is on by default in development and tests, off in production, and settable', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'on' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', API_DOCS: 'off' }).apiDocs).toBe(false);
    expect(() => loadConfig({ API_DOCS: 'talvez' })).toThrow(/API_DOCS/);
  });

  it('serves /api/docs and /api/openapi.json when on', async () => {
    expect((await t.app.inject('/api/openapi.json')).statusCode).toBe(200);
    expect((await t.app.inject('/api/docs')).statusCode).toBeLessThan(400);
  });

  it('answers 404 for every reference path when off (production default)', async () => {
    const off = await createTestApp({ config: { apiDocs: false } });
    try {
      for (const url of [
        '/api/openapi.json',
        '/api/docs',
        '/api/docs/json',
        '/api/docs/yaml',
        '/api/docs/static/index.html',
        '/api/docs/static/swagger-ui.css',
      ]) {
        const res = await off.app.inject(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['cache-control'], url).toBe('no-store');
      }
      // The rest of the API is unchanged.
      expect((await off.app.inject('/api/health')).statusCode).toBe(200);
    } finally {
      await off.close();
    }
  });
});
