import cluster from 'node:cluster';
import { buildApp } from './app';
import { runPrimary, WORKER_ENV } from './cluster';
import { loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { DataDirLockedError } from './db/lock';
import { seedIfEmpty } from './db/seed/seed';
import { shareHashThreads } from './lib/password';
import { resolveJwtSecret } from './modules/auth';

/**
 * Cluster mode (API_PROCESSES > 1, decision 135): the primary migrates, seeds an empty database and
 * makes sure the JWT key exists, once, before any worker starts; the workers only serve.
 */
async function prepareDatabase(config: Config): Promise<string> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: null,
    poolMax: 2,
    preparedStatements: config.databasePreparedStatements,
  });
  try {
    await database.migrate();
    const seed = await seedIfEmpty(database.db);
    if (seed.seeded) console.log(`Dados de demonstração carregados: ${JSON.stringify(seed.counts)}`);
    await resolveJwtSecret({ jwtSecret: config.jwtSecret, db: database.db, dataDir: null });
  } finally {
    await database.close();
  }
  return 'PostgreSQL';
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }

  if (config.apiProcesses > 1 && cluster.isPrimary) {
    await runPrimary({
      processes: config.apiProcesses,
      prepare: () => prepareDatabase(config),
      log: (line) => console.log(line),
      error: (line) => console.error(line),
    });
    return;
  }
  // A worker of the cluster: its share of the cores for password hashing; the primary migrated.
  const worker = cluster.isWorker ? Number(process.env[WORKER_ENV]) || cluster.worker?.id || 0 : null;
  if (worker !== null) shareHashThreads(config.apiProcesses);

  let database: Database;
  const dataDir = config.databaseUrl ? null : config.dataDir;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir,
      preparedStatements: config.databasePreparedStatements,
    });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const seed = worker === null ? (await database.migrate(), await seedIfEmpty(database.db)) : null;
  const jwtSecret = await resolveJwtSecret({ jwtSecret: config.jwtSecret, db: database.db, dataDir });
  const app = await buildApp({ config, db: database.db, jwtSecret, logger: true });
  if (seed?.seeded) app.log.info({ counts: seed.counts }, 'dados de demonstração carregados');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: encerrando`);
    try {
      await app.close();
      await app.whenIdle(10_000);
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  if (worker !== null) {
    app.log.info(
      `Processo ${worker} de ${config.apiProcesses} atendendo na porta ${port} (pid ${process.pid})`,
    );
    return;
  }
  app.log.info(
    `SIAM pronto em http://localhost:${port} (banco: ${database.driver === 'pg' ? 'PostgreSQL' : dataDir})`,
  );
}

main().catch((err: unknown) => {
  console.error('Falha ao iniciar o servidor:', err instanceof Error ? err.message : err);
  process.exit(1);
});
