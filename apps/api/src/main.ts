import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { DataDirLockedError } from './db/lock';
import { seedIfEmpty } from './db/seed/seed';
import { resolveJwtSecret } from './modules/auth';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }

  let database: Database;
  const dataDir = config.databaseUrl ? null : config.dataDir;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  await database.migrate();
  const seed = await seedIfEmpty(database.db);
  const jwtSecret = await resolveJwtSecret({ jwtSecret: config.jwtSecret, db: database.db, dataDir });
  const app = await buildApp({ config, db: database.db, jwtSecret, logger: true });
  if (seed.seeded) app.log.info({ counts: seed.counts }, 'dados de demonstração carregados');

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
  app.log.info(
    `SIAM pronto em http://localhost:${port} (banco: ${database.driver === 'pg' ? 'PostgreSQL' : dataDir})`,
  );
}

main().catch((err: unknown) => {
  console.error('Falha ao iniciar o servidor:', err instanceof Error ? err.message : err);
  process.exit(1);
});
