/**
 * Issue 19 item 3 (decision 135): the API past one process. Two real API processes (the sources
 * through tsx, like the crash test) on ONE fresh PostgreSQL database, started at the same moment
 * (so they also migrate and seed it together):
 * (a) a logout on instance 1 is refused on instance 2 within SESSION_CACHE_MS;
 * (b) the login limits hold across both: failures spread over the two instances lock as the policy
 *     says, per address (the burst), per account and address (the backoff), per account (the hourly
 *     ceiling);
 * (c) a profile removed through the users API on instance 1 is seen on instance 2 within the cache
 *     time;
 * (d) the student lookup limit per user holds across both (one shared counter).
 * Then cluster mode: API_PROCESSES=2 answers, and its primary restarts a killed worker. PostgreSQL
 * only (skipped without TEST_DATABASE_URL); the refusal of cluster mode on the embedded database runs
 * everywhere.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDENT_LOOKUP_LIMIT } from '@siam/domain/students';
import type { User } from '@siam/domain/contracts/users';
import { API_PROCESSES_NEED_SERVER } from '../../src/config';
import { MSG } from '../../src/lib/errors';
import { CPF, DEMO_PASSWORD, JWT_SECRET } from '../testing/test-app';
import { cpfSeries } from './resilience-fixtures';
import { ServerExitError, startServer, stopServer, type ServerProcess } from './server-process';

const serverUrl = process.env.TEST_DATABASE_URL;
const CACHE_MS = 2000;
/** Polling step and the slack over the cache time (a request's own time, the two clocks). */
const POLL_MS = 100;
const MARGIN_MS = 1500;
const ADDRESS_BURST = 6;
const LOOKUPS_PER_MINUTE = 8;
const LUCAS_CPF = '96238150777';

const figures: Record<string, number> = {};

interface Answer {
  status: number;
  text: string;
}

interface CallOptions {
  method?: string;
  token?: string;
  perfil?: number;
  body?: unknown;
  /** The client address, through X-Forwarded-For (TRUST_PROXY=true). */
  from?: string;
}

async function call(base: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.perfil !== undefined) headers.perfil = String(options.perfil);
  if (options.from) headers['x-forwarded-for'] = options.from;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${path}`, {
    method: options.method ?? 'GET',
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  return { status: res.status, text: await res.text() };
}

const login = (base: string, user: string, password: string, from: string) =>
  call(base, '/api/Auth', { method: 'POST', body: { user, password }, from });

async function token(base: string, user: string, from: string): Promise<string> {
  const res = await login(base, user, DEMO_PASSWORD, from);
  expect(res.status, res.text).toBe(200);
  return (JSON.parse(res.text) as { token: string }).token;
}

/** Polls until `refused` holds of an answer; answers the time it took (or fails past `limitMs`). */
async function refusedWithin(
  send: () => Promise<Answer>,
  refused: (a: Answer) => boolean,
  limitMs: number,
): Promise<number> {
  const t0 = Date.now();
  for (;;) {
    const answer = await send();
    const elapsed = Date.now() - t0;
    if (refused(answer)) return elapsed;
    if (elapsed > limitMs) throw new Error(`still ${answer.status} after ${elapsed} ms: ${answer.text}`);
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

async function admin(url: string, statement: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(statement);
  } finally {
    await c.end();
  }
}

// In `npm test` (PGlite); the PostgreSQL suite has the two-process tests instead.
describe.skipIf(serverUrl)('API_PROCESSES on the embedded database', () => {
  it('refuses to start, with the reason', async () => {
    const started = startServer({ API_PROCESSES: '2', DATA_DIR: '/nonexistent/siam-multi' }, 30_000);
    const error = await started.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ServerExitError);
    expect((error as ServerExitError).code).toBe(1);
    expect((error as ServerExitError).output).toContain(API_PROCESSES_NEED_SERVER);
  });
});

describe.skipIf(!serverUrl)('two API processes on one PostgreSQL database', { timeout: 60_000 }, () => {
  const name = `siam_multi_${randomBytes(6).toString('hex')}`;
  let databaseUrl = '';
  let env: Record<string, string> = {};
  const servers: ServerProcess[] = [];
  const one = () => servers[0]!.url;
  const two = () => servers[1]!.url;
  /** Alternates the instances: the i-th request goes to instance 1 + (i mod 2). */
  const either = (i: number) => servers[i % 2]!.url;

  beforeAll(async () => {
    await admin(serverUrl!, `create database ${name}`);
    const target = new URL(serverUrl!);
    target.pathname = `/${name}`;
    databaseUrl = target.toString();
    env = {
      DATABASE_URL: databaseUrl,
      JWT_SECRET,
      SESSION_CACHE_MS: String(CACHE_MS),
      TRUST_PROXY: 'true',
      AUTH_ADDRESS_FAILURE_BURST: String(ADDRESS_BURST),
      AUTH_ADDRESS_FAILURES_PER_MINUTE: '1',
      STUDENT_LOOKUP_RATE_LIMIT_PER_MINUTE: String(LOOKUPS_PER_MINUTE),
    };
    const t0 = Date.now();
    // At the same moment, on a database with no table yet: both migrate and seed it (one wins).
    servers.push(...(await Promise.all([startServer(env), startServer(env)])));
    figures.twoStartsMs = Date.now() - t0;
  }, 120_000);

  afterAll(async () => {
    for (const s of servers) await stopServer(s, 'SIGTERM');
    if (serverUrl) await admin(serverUrl, `drop database if exists ${name} with (force)`);
    console.info('multi-instance test:', figures);
  });

  it('(a) refuses on instance 2 a token logged out on instance 1, within the cache time', async () => {
    const from = '10.1.0.1';
    const ana = await token(one(), CPF.ana, from);
    const use = (base: string) => call(base, '/api/Usuario/PerfilSistema', { token: ana, perfil: 1, from });
    expect((await use(two())).status).toBe(200); // instance 2 now holds the session in its cache
    const out = await call(one(), '/api/Auth/Sair', { method: 'POST', token: ana, from });
    expect(out.status, out.text).toBe(204);
    expect((await use(one())).status).toBe(401); // at once where it was served
    figures.logoutSeenMs = await refusedWithin(
      () => use(two()),
      (a) => a.status === 401,
      CACHE_MS + MARGIN_MS,
    );
  });

  it('(b) locks an address after its burst of failures, whichever instance took them', async () => {
    const from = '10.2.0.1';
    const unknown = cpfSeries(930);
    for (let i = 0; i < ADDRESS_BURST; i++) {
      const res = await login(either(i), unknown(), 'errada', from);
      expect(res.status, `${i}: ${res.text}`).toBe(401);
    }
    for (const base of [one(), two()]) {
      const res = await login(base, CPF.ana, DEMO_PASSWORD, from);
      expect(res.status).toBe(429);
      expect(res.text).toBe(MSG.tooManyLogins);
    }
    expect((await login(two(), CPF.ana, DEMO_PASSWORD, '10.2.0.2')).status).toBe(200);
  });

  it('(b) backs an address off an account after 5 failures spread over both', async () => {
    const from = '10.3.0.1';
    for (let i = 0; i < 5; i++)
      expect((await login(either(i), CPF.rita, 'errada', from)).status, `failure ${i}`).toBe(401);
    for (const base of [one(), two()]) {
      const res = await login(base, CPF.rita, DEMO_PASSWORD, from);
      expect(res.status).toBe(429);
      expect(res.text).toBe(MSG.tooManyLogins);
    }
    // The owner, from another address, signs in.
    expect((await login(one(), CPF.rita, DEMO_PASSWORD, '10.3.0.2')).status).toBe(200);
  });

  it('(b) closes an account after 100 failures in the hour, from every address and both instances', async () => {
    const t0 = Date.now();
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          login(either(i), CPF.sergio, 'errada', `10.4.${batch}.${i + 1}`),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(401));
    }
    figures.hundredFailuresMs = Date.now() - t0;
    for (const [base, from] of [
      [one(), '10.4.20.1'],
      [two(), '10.4.20.2'],
    ] as const) {
      const res = await login(base, CPF.sergio, DEMO_PASSWORD, from);
      expect(res.status).toBe(429);
      expect(res.text).toBe(MSG.tooManyLogins);
    }
  });

  it('(c) sees on instance 2 a profile removed through instance 1, within the cache time', async () => {
    const ana = await token(one(), CPF.ana, '10.5.0.2');
    const asAdmin = { token: ana, perfil: 1, from: '10.5.0.2' };
    const before = JSON.parse((await call(one(), `/api/Usuario/${CPF.artur}/Vinculo`, asAdmin)).text) as User;
    // Articulador Regional (9) of regional 1; Professor Formador Regional (10) given, then taken back.
    const save = (perfis: number[]) =>
      call(one(), '/api/Usuario', {
        ...asAdmin,
        method: 'POST',
        body: {
          cpf: CPF.artur,
          nome: before.nome,
          emailPessoal: 'artur.multi@email.com',
          telefonePessoal: '(82) 99888-7766',
          perfisVinculo: [{ idRegional: 1, idMunicipio: null, idPerfilSistema: perfis }],
        },
      });
    const given = await save([9, 10]);
    expect(given.status, given.text).toBe(200);
    const artur = await token(two(), CPF.artur, '10.5.0.1');
    const use = () =>
      call(two(), '/api/Usuario/PerfilSistema', { token: artur, perfil: 10, from: '10.5.0.1' });
    expect((await use()).status).toBe(200); // cached on instance 2
    const taken = await save([9]);
    expect(taken.status, taken.text).toBe(200);
    figures.profileChangeSeenMs = await refusedWithin(
      use,
      (a) => a.status === 401 || a.status === 403,
      CACHE_MS + MARGIN_MS,
    );
  });

  it('(d) counts one student lookup limit per user across both instances', async () => {
    const from = '10.6.0.1';
    const cecilia = await token(one(), CPF.cecilia, from);
    const lookup = (base: string) =>
      call(base, `/api/Alunos?cpf=${LUCAS_CPF}`, { token: cecilia, perfil: 19, from });
    for (let i = 0; i < LOOKUPS_PER_MINUTE; i++) {
      const res = await lookup(either(i));
      expect(res.status, `${i}: ${res.text}`).toBe(200);
    }
    for (const base of [one(), two()]) {
      const res = await lookup(base);
      expect(res.status).toBe(429);
      expect(res.text).toBe(STUDENT_LOOKUP_LIMIT);
    }
  });

  it('cluster mode: API_PROCESSES=2 serves, restarts a killed worker, stops on SIGTERM', async () => {
    const t0 = Date.now();
    const cluster = await startServer({ ...env, API_PROCESSES: '2' });
    figures.clusterStartMs = Date.now() - t0;
    try {
      expect(cluster.output()).toMatch(
        /SIAM pronto em http:\/\/localhost:\d+ \(2 processos; banco: PostgreSQL\)/,
      );
      const pids = () =>
        [...cluster.output().matchAll(/Processo (\d) de 2 atendendo na porta \d+ \(pid (\d+)\)/g)].map(
          (m) => ({
            slot: Number(m[1]),
            pid: Number(m[2]),
          }),
        );
      // Each worker writes its line once it listens; the primary's ready line may come first.
      while (pids().length < 2 && Date.now() - t0 < 30_000) await new Promise((r) => setTimeout(r, 50));
      expect(
        pids()
          .map((p) => p.slot)
          .sort(),
      ).toEqual([1, 2]);
      expect((await call(cluster.url, '/api/health')).status).toBe(200);
      await token(cluster.url, CPF.ana, '10.7.0.1');

      const victim = pids().find((p) => p.slot === 1)!;
      const killedAt = Date.now();
      process.kill(victim.pid, 'SIGKILL');
      const restarted = new RegExp(
        `Processo 1 \\(pid ${victim.pid}\\) terminou \\(sinal SIGKILL\\); reiniciando`,
      );
      while (!/Processo 1 reiniciado \(pid \d+\)/.test(cluster.output())) {
        if (Date.now() - killedAt > 20_000) throw new Error(`no restart:\n${cluster.output()}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      figures.workerRestartMs = Date.now() - killedAt;
      expect(cluster.output()).toMatch(restarted);
      for (let i = 0; i < 4; i++) expect((await call(cluster.url, '/api/health')).status).toBe(200);
      await token(cluster.url, CPF.ana, '10.7.0.2');

      const workers = pids().map((p) => p.pid);
      expect(await stopServer(cluster, 'SIGTERM')).toBe(0);
      for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow(); // none left behind
    } finally {
      await stopServer(cluster, 'SIGKILL');
    }
  });
});
