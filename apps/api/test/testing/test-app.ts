/**
 * Builds the app on a fresh, migrated and seeded database for one test file: an in-memory PGlite
 * loaded from the global setup's dump, or, when TEST_DATABASE_URL is set, a new database
 * `siam_test_<random>` on that server (dropped in `close`).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app';
import { testConfig, type Config } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/client';
import { seedIfEmpty } from '../../src/db/seed/seed';
import type { Db } from '../../src/db/types';
import { TokenService } from '../../src/modules/auth/tokens';
import { openTestLog, TEST_LOG_LEVEL } from '../privacy/test-log';

export const DEMO_PASSWORD = 'senha123';
export const JWT_SECRET = 'test-secret-'.padEnd(48, 'k');

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  driver: 'pglite' | 'pg';
  config: Config;
  tokens: TokenService;
  /** Logs in (digits or masked CPF) and answers the token; throws unless 200. */
  login(cpf: string, password?: string): Promise<string>;
  /** Injects a request as `cpf` with the active role `perfil` (logs in once per CPF). */
  as(
    cpf: string,
    perfil: number | string | null,
  ): (options: InjectOptions | string) => Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

async function createServerDatabase(url: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  const name = `siam_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: target.toString(), poolMax: 4 });
  await database.migrate();
  await seedIfEmpty(database.db);
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

async function createPgliteDatabase(): Promise<Database> {
  const dump = inject('pgliteDump');
  if (dump) return openDatabase({ dataDir: null, loadDataDir: new Blob([readFileSync(dump)]) });
  const database = await openDatabase({ dataDir: null });
  await database.migrate();
  await seedIfEmpty(database.db);
  return database;
}

export async function createTestApp(
  options: {
    config?: Partial<Config>;
    logger?: NodeJS.WritableStream;
    now?: () => Date;
    /** Called for every registered route (it may wrap the handler: spec-calls.test.ts). */
    onRoute?: (route: RouteOptions) => void;
  } = {},
): Promise<TestApp> {
  const url = process.env.TEST_DATABASE_URL;
  let database: Database;
  let drop = async () => {};
  if (url) ({ database, drop } = await createServerDatabase(url));
  else database = await createPgliteDatabase();

  // Logs go to the run's log folder, scanned for CPFs and tokens after the run (privacy/test-log.ts).
  const logDir = options.logger ? null : inject('logDir');
  const logFile = logDir ? openTestLog(logDir) : null;
  // A high per-address limit of failed logins: tests fail logins many times from one address
  // (login-limits.test.ts checks the default).
  const config = testConfig({
    authAddressLimit: { burst: 1000, perMinute: 1000 },
    // Likewise for the per-user student lookups (student-lookup-privacy.test.ts checks the default).
    studentLookupRateLimitPerMinute: 1000,
    ...(logFile ? { logLevel: TEST_LOG_LEVEL } : {}),
    ...options.config,
  });
  const app = await buildApp({
    config,
    db: database.db,
    jwtSecret: JWT_SECRET,
    ...(options.logger ? { logger: options.logger } : logFile ? { logger: logFile.stream } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
  });
  const tokenCache = new Map<string, string>();

  async function login(cpf: string, password = DEMO_PASSWORD): Promise<string> {
    const res = await app.inject({ method: 'POST', url: '/api/Auth', payload: { user: cpf, password } });
    if (res.statusCode !== 200) throw new Error(`login ${cpf}: ${res.statusCode} ${res.body}`);
    return (res.json() as { token: string }).token;
  }

  return {
    app,
    db: database.db,
    driver: database.driver,
    config,
    tokens: new TokenService(JWT_SECRET, config.tokenTtlSeconds),
    login,
    as(cpf, perfil) {
      return async (opts) => {
        let token = tokenCache.get(cpf);
        if (!token) {
          token = await login(cpf);
          tokenCache.set(cpf, token);
        }
        const base: InjectOptions = typeof opts === 'string' ? { method: 'GET', url: opts } : opts;
        return app.inject({
          ...base,
          headers: {
            ...base.headers,
            authorization: `Bearer ${token}`,
            ...(perfil === null ? {} : { perfil: String(perfil) }),
          },
        });
      };
    },
    async close() {
      await app.close();
      logFile?.close();
      await database.close();
      await drop();
    },
  };
}

/** Demo CPFs by first name. */
export const CPF = {
  ana: '11144477735',
  paulo: '52998224725',
  carla: '12345678909',
  diego: '98765432100',
  cecilia: '39053344705',
  eva: '71460238001',
  rita: '28146930778',
  artur: '05862371940',
  sergio: '84736291087',
  marta: '41290738505',
  pedro: '66520147850',
  silvia: '30291847650',
  ulisses: '19083726487',
  fabio: '75612039859',
  flavia: '48392017579',
  gustavo: '21837564035',
  camila: '93481620551',
  alice: '57029418379',
  fernando: '64150392706',
} as const;
