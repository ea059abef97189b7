import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, CPF, type TestApp } from '../../test/testing/test-app';
import { CPF_MASK, redactString, redactValue } from './redact';

describe('redactString', () => {
  it('hides 11-digit numbers, masked or not, and tokens', () => {
    expect(redactString('/api/Servidor/Coordenador?cpf=12345678909')).toBe(
      `/api/Servidor/Coordenador?cpf=${CPF_MASK}`,
    );
    expect(redactString('/api/Usuario/123.456.789-09/Escolas')).toBe(`/api/Usuario/${CPF_MASK}/Escolas`);
    expect(redactString('cpf=123%2E456%2E789%2D09')).toBe(`cpf=${CPF_MASK}`);
    expect(redactString('Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc')).toBe('Bearer [token]');
    expect(redactString('token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig-_x')).toBe('token [token]');
  });

  it('keeps other numbers', () => {
    expect(redactString('/api/Escolas?IdInep=27012345')).toBe('/api/Escolas?IdInep=27012345');
    expect(redactString('codigo 123456789012')).toBe('codigo 123456789012');
    expect(redactString('ano=2026&bimestre=4')).toBe('ano=2026&bimestre=4');
  });
});

describe('redactValue', () => {
  it('redacts request bodies deeply and hides secret fields', () => {
    expect(
      redactValue({
        user: '111.444.777-35',
        password: 'senha123',
        nested: [{ cpf: 11144477735, nome: 'Ana' }],
        authorization: 'Bearer x',
      }),
    ).toEqual({
      user: CPF_MASK,
      password: '[redacted]',
      nested: [{ cpf: CPF_MASK, nome: 'Ana' }],
      authorization: '[redacted]',
    });
  });
});

describe('request log', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
    t = await createTestApp({ logger: stream, config: { logLevel: 'trace' } });
  });
  afterAll(() => t.close());

  it('never holds a CPF or a token', async () => {
    const token = await t.login('111.444.777-35');
    await t.app.inject({
      method: 'POST',
      url: '/api/Auth',
      payload: { user: '123.456.789-09', password: 'errada123' },
    });
    await t.app.inject({
      method: 'GET',
      url: `/api/Servidor/Coordenador?cpf=123.456.789-09`,
      headers: { authorization: `Bearer ${token}`, perfil: '1' },
    });
    await t.app.inject({
      method: 'GET',
      url: `/api/Usuario/${CPF.carla}/Escolas`,
      headers: { authorization: `Bearer ${token}`, perfil: '1' },
    });
    await t.app.inject({ method: 'GET', url: `/api/nada/${CPF.carla}` });
    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(4);
    expect(log).toContain('/api/Servidor/Coordenador?cpf=***********');
    expect(log).toContain('/api/Usuario/***********/Escolas');
    for (const secret of [
      CPF.carla,
      '123.456.789-09',
      CPF.ana,
      '111.444.777-35',
      token,
      token.split('.')[2]!,
    ]) {
      expect(log).not.toContain(secret);
    }
    expect(log.toLowerCase()).not.toContain('bearer ey');
  });
});
