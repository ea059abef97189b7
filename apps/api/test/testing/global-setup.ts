/**
 * Vitest global setup of the API suite. On PGlite, creating a cluster (initdb in WebAssembly) takes
 * seconds; so it is done once here: migrate, seed, dump to a temporary file. Each test file then
 * starts its own in-memory PGlite from that dump (fresh data per file, in well under a second).
 * With TEST_DATABASE_URL nothing is shared: every test file creates its own database on the server.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client';
import { seedIfEmpty } from '../../src/db/seed/seed';
import { startLogScan } from '../privacy/test-log';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string | null;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  // After the run: no log line may hold a CPF or a token (fails the run otherwise).
  const scanLogs = startLogScan(project);
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteDump', null);
    return scanLogs;
  }
  const dir = mkdtempSync(join(tmpdir(), 'siam-api-test-'));
  const database = await openDatabase({ dataDir: null });
  await database.migrate();
  await seedIfEmpty(database.db);
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = join(dir, 'seeded.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  return () => {
    rmSync(dir, { recursive: true, force: true });
    scanLogs();
  };
}
