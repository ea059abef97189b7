/**
 * The log lines the API writes at the production level, for the ways a CPF or a token could reach
 * them: URLs and query strings, headers, bodies of failed requests, error messages logged with no
 * message of their own. Each line must pass the scanner of the test runs (`log-scan.ts`).
 */
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, CPF, type TestApp } from '../testing/test-app';
import { scanLine } from './log-scan';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  t = await createTestApp({ logger: stream, config: { logLevel: 'info' } });
});
afterAll(() => t.close());

/** The lines logged while `action` runs. */
async function logged(action: () => Promise<unknown>): Promise<string[]> {
  const from = lines.length;
  await action();
  await new Promise((resolve) => setImmediate(resolve));
  return lines.slice(from);
}

const expectClean = (out: string[]) => {
  expect(out.length).toBeGreaterThan(0);
  for (const line of out) expect(scanLine(line), line).toEqual([]);
};

describe('the API log at the production level', () => {
  it('logs every request with its URL, CPFs in paths and query strings redacted', async () => {
    const token = await t.login(CPF.ana);
    const out = await logged(async () => {
      for (const url of [
        `/api/Alunos?cpf=${CPF.carla}`,
        '/api/Alunos?cpf=123.456.789-09',
        '/api/Alunos?cpf=123%2E456%2E789%2D09',
        `/api/Usuario/${CPF.carla}/Vinculo`,
        `/api/Servidor?cpf=${CPF.paulo}&token=${token}`,
        `/api/nada/${CPF.carla}?access_token=${token}`,
      ]) {
        await t.app.inject({ url, headers: { authorization: `Bearer ${token}`, perfil: '1' } });
      }
    });
    expectClean(out);
    const urls = out
      .map((l) => (JSON.parse(l) as { req?: { url?: string } }).req?.url)
      .filter((u): u is string => u !== undefined);
    expect(urls).toContain('/api/Alunos?cpf=***********');
    expect(urls).toContain('/api/Usuario/***********/Vinculo');
  });

  it('never logs the Authorization header, nor a token or CPF in another header', async () => {
    const token = await t.login(CPF.ana);
    const out = await logged(() =>
      t.app.inject({
        url: '/api/Administracao/Videos',
        headers: {
          authorization: `Bearer ${token}`,
          perfil: '1',
          'user-agent': `robo/1.0 (${CPF.carla}; Bearer ${token})`,
          cookie: `siam=${token}`,
          'x-cpf': '123.456.789-09',
        },
      }),
    );
    expectClean(out);
  });

  it('redacts the login body and the CPF of a failed or refused login', async () => {
    const out = await logged(async () => {
      await t.app.inject({
        method: 'POST',
        url: '/api/Auth',
        payload: { user: '123.456.789-09', password: 'errada123' },
      });
      await t.app.inject({
        method: 'POST',
        url: '/api/Auth',
        payload: { user: CPF.carla, password: 'errada123' },
      });
      await t.app.inject({ method: 'POST', url: '/api/Auth', payload: `{"user":"${CPF.carla}",` });
    });
    expectClean(out);
  });

  it('redacts error messages, also when an error is logged without a message of its own', async () => {
    const token = await t.login(CPF.ana);
    const out = await logged(async () => {
      t.app.log.error(new Error(`falhou para ${CPF.carla} com Bearer ${token}`));
      t.app.log.error({ err: new Error(`falhou para 123.456.789-09`) });
      t.app.log.warn({ err: new Error(`token ${token}`), cpf: CPF.carla, n: Number(CPF.paulo) });
      t.app.log.info(`aluno %s`, CPF.carla);
      t.app.log.info({ body: { user: CPF.carla, password: 'senha123' } }, 'corpo');
    });
    expect(out).toHaveLength(5);
    expectClean(out);
    const first = JSON.parse(out[0]!) as { msg: string; err: { type: string; message: string } };
    expect(first.msg).toBe('falhou para *********** com Bearer [token]');
    expect(first.err).toMatchObject({ type: 'Error', message: first.msg });
    expect(out.join('\n')).not.toContain('senha123');
  });
});
