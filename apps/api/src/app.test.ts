import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, CPF, type TestApp } from '../test/testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PLAIN = 'text/plain; charset=utf-8';

describe('app foundation', () => {
  it('answers health and the public login configuration', async () => {
    const health = await t.app.inject('/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const config = await t.app.inject('/api/config');
    expect(config.statusCode).toBe(200);
    expect(Object.keys(config.json() as object).sort()).toEqual([
      'dominiosInstitucionais',
      'forgotPasswordUrl',
      'learnMoreUrl',
    ]);
    expect(config.json().dominiosInstitucionais).toEqual(['educacao.gov.br']);
  });

  it('matches paths case-insensitively', async () => {
    expect((await t.app.inject('/API/HEALTH')).statusCode).toBe(200);
    const res = await t.as(CPF.ana, 1)('/api/administracao/videos');
    expect(res.statusCode).toBe(200);
  });

  it('answers an unknown /api path 404 in plain text', async () => {
    const res = await t.app.inject('/api/nao-existe');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe(PLAIN);
    expect(res.body).toBe('Recurso não encontrado.');
    const post = await t.app.inject({ method: 'POST', url: '/api/nada', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('never answers 500 for malformed input', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/Auth',
      headers: { 'content-type': 'application/json' },
      payload: '{"user": "111',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.headers['content-type']).toBe(PLAIN);
    expect(malformed.body).toBe('Requisição inválida.');

    const notObject = await t.app.inject({
      method: 'POST',
      url: '/api/Auth',
      headers: { 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(notObject.statusCode).toBe(400);

    const text = await t.app.inject({
      method: 'POST',
      url: '/api/Auth',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(400);
    expect(text.body).toBe('Requisição inválida.');

    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/Auth',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.body).toBe('Tipo de conteúdo não suportado.');

    const proto = await t.app.inject({
      method: 'POST',
      url: '/api/Auth',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"x": 1}, "user": "1", "password": "123456"}',
    });
    expect(proto.statusCode).toBe(400);

    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/Auth',
      payload: { user: 'x'.repeat(2 * 1024 * 1024), password: 'senha123' },
    });
    expect(huge.statusCode).toBe(413);

    const ana = t.as(CPF.ana, 1);
    for (const url of [
      '/api/Municipios?codigoRegional=abc',
      '/api/Municipios?codigoRegional=99999999999999999999',
      '/api/Calendario/Eventos?ano=20x6',
      '/api/Usuario/Localizacoes?regionId=-1',
      '/api/Usuario/PerfilAbaixo/99999999999999999999999',
      '/api/Usuario/abc/Escolas',
      '/api/Servidor/Coordenador?cpf=%00%ff',
      '/api/Escolas?IdInep=' + '9'.repeat(500),
    ]) {
      const res = await ana(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.headers['content-type'], url).toBe(PLAIN);
    }
  });

  it('sends helmet headers with a CSP that allows the YouTube players', async () => {
    const res = await t.app.inject('/api/health');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain('frame-src https://www.youtube.com https://www.youtube-nocookie.com');
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('publishes the OpenAPI document and the reference page', async () => {
    const doc = await t.app.inject('/api/openapi.json');
    expect(doc.statusCode).toBe(200);
    const spec = doc.json() as { openapi: string; paths: Record<string, unknown> };
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/Auth', '/api/Usuario/Localizacoes', '/api/Escolas']),
    );
    const page = await t.app.inject('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
    const init = await t.app.inject('/api/docs/static/swagger-initializer.js');
    expect(init.statusCode).toBe(200);
  });

  it('compresses large answers when asked', async () => {
    const res = await t.as(
      CPF.ana,
      1,
    )({
      method: 'GET',
      url: '/api/Calendario/Eventos?ano=2023',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('serving the web app', () => {
  let web: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'siam-web-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>SIAM</title><div id="root"></div>');
    writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(dir, 'workbox-1a2b3c4d.js'), 'define([], () => {});');
    writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"SIAM","start_url":"/"}');
    writeFileSync(join(dir, 'pwa-192x192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
    web = await createTestApp({ config: { webDist: dir } });
  });
  afterAll(async () => {
    await web.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves index.html at / and for every screen route (SPA fallback), never cached', async () => {
    for (const url of ['/', '/login', '/inicio', '/premio/deferimento-parfi', '/consultar-estudante?x=1']) {
      const res = await web.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache and 404s a missing file', async () => {
    const asset = await web.app.inject('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await web.app.inject('/assets/missing-123.js')).statusCode).toBe(404);
  });

  it('serves the service worker and the manifest with their types, the worker never cached (decision 132)', async () => {
    const sw = await web.app.inject('/sw.js');
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');
    const runtime = await web.app.inject('/workbox-1a2b3c4d.js');
    expect(runtime.statusCode).toBe(200);
    expect(runtime.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    const manifest = await web.app.inject('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toMatchObject({ name: 'SIAM' });
    const icon = await web.app.inject('/pwa-192x192.png');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    // A missing file at the root is a 404, not the SPA's index.html (a worker script must never be HTML).
    expect((await web.app.inject('/sw-missing.js')).statusCode).toBe(404);
  });

  it('keeps unknown /api paths a plain-text 404', async () => {
    for (const url of ['/api/nao-existe', '/API/Nada/Aqui']) {
      const res = await web.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe(PLAIN);
      expect(res.body).toBe('Recurso não encontrado.');
    }
    expect((await web.app.inject('/api/health')).statusCode).toBe(200);
  });
});
