import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SGU_INVALID_ANSWER, SGU_SCHOOL_NOT_FOUND, SGU_UNAVAILABLE } from '@siam/domain/school-import';
import { sendJson, startFakeServer, type FakeServer } from '../../../test/testing/fake-http-server';
import { createTestApp, CPF, type TestApp } from '../../../test/testing/test-app';
import { fileSguAdapter, httpSguAdapter } from './sgu.adapter';

const SCHOOL = {
  codigoInep: '27100011',
  nomeEscola: 'Escola Municipal José Lins do Rego',
  codigoMunicipio: 101,
  municipio: 'Santa Aurora',
  rede: 3,
  localizacao: 1,
  latitude: -9.6695,
  longitude: -35.7402,
  sige: false,
};

let server: FakeServer;
beforeAll(async () => {
  server = await startFakeServer((req, res) => {
    const code = /\/escolas\/(\d+)$/.exec(req.url ?? '')?.[1];
    if (code === '27100011') return sendJson(res, 200, SCHOOL);
    if (code === '27100012') return sendJson(res, 500, { erro: 'falha' });
    if (code === '27100013') return sendJson(res, 200, '{"codigoInep": ');
    if (code === '27100014') return sendJson(res, 200, { ...SCHOOL, codigoInep: '27100014', rede: 9 });
    if (code === '27100015') return void setTimeout(() => sendJson(res, 200, SCHOOL), 5_000);
    return sendJson(res, 404, { erro: 'não encontrada' });
  });
});
afterAll(() => server.close());

describe('the SGU HTTP adapter', () => {
  const sgu = () => httpSguAdapter(server.url, 2_000);

  it('reads a school from GET {base}/escolas/{inep}', async () => {
    expect(await sgu().findSchool('27100011')).toEqual(SCHOOL);
    expect(server.requests).toContain('/api/escolas/27100011');
  });

  it('answers null when the register does not know the code', async () => {
    expect(await sgu().findSchool('11111111')).toBeNull();
  });

  it('reports a clear message when the register fails, times out or is not there', async () => {
    await expect(sgu().findSchool('27100012')).rejects.toMatchObject({
      statusCode: 503,
      message: SGU_UNAVAILABLE,
    });
    await expect(sgu().findSchool('27100015')).rejects.toMatchObject({
      statusCode: 503,
      message: SGU_UNAVAILABLE,
    });
    const down = httpSguAdapter('http://127.0.0.1:1/', 2_000);
    await expect(down.findSchool('27100011')).rejects.toMatchObject({
      statusCode: 503,
      message: SGU_UNAVAILABLE,
    });
  });

  it('refuses an answer that is not a school', async () => {
    await expect(sgu().findSchool('27100013')).rejects.toMatchObject({
      statusCode: 502,
      message: SGU_INVALID_ANSWER,
    });
    await expect(sgu().findSchool('27100014')).rejects.toMatchObject({
      statusCode: 502,
      message: SGU_INVALID_ANSWER,
    });
  });
});

describe('the demo register', () => {
  it('has the demo schools, and answers null for others', async () => {
    const demo = fileSguAdapter();
    expect(await demo.findSchool('27100011')).toMatchObject({ nomeEscola: SCHOOL.nomeEscola });
    expect(await demo.findSchool('27099999')).toMatchObject({ sige: true, codigoMunicipio: 201 });
    expect(await demo.findSchool('11111111')).toBeNull();
  });
});

describe('GET /api/Escolas/EscolaSGU with SGU_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { sguUrl: server.url, externalTimeoutMs: 2_000 } });
  });
  afterAll(() => t.close());

  it('asks the HTTP register and turns its failures into Portuguese messages', async () => {
    const ok = await t.as(CPF.ana, 1)('/api/Escolas/EscolaSGU?codigoInep=27100011');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ nomeEscola: SCHOOL.nomeEscola, siam: false });
    const missing = await t.as(CPF.ana, 1)('/api/Escolas/EscolaSGU?codigoInep=11111111');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(SGU_SCHOOL_NOT_FOUND);
    const slow = await t.as(CPF.ana, 1)('/api/Escolas/EscolaSGU?codigoInep=27100015');
    expect(slow.statusCode).toBe(503);
    expect(slow.body).toBe(SGU_UNAVAILABLE);
  });
});
