/**
 * The migrations apply once, whoever starts (decision 135): again on a migrated database they change
 * nothing; on PostgreSQL (TEST_DATABASE_URL), two processes' worth of pools migrating a fresh database
 * at the same moment both succeed, and every migration is recorded once.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { migrationsFolder } from '../lib/paths';
import { openDatabase, type Database } from './client';

const serverUrl = process.env.TEST_DATABASE_URL;
const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
  entries: unknown[];
};

async function applied(database: Database): Promise<number> {
  const result = await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
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

describe('applyMigrations', () => {
  it.skipIf(serverUrl)('changes nothing on a migrated database (PGlite)', async () => {
    const dump = inject('pgliteDump');
    const database = dump
      ? await openDatabase({ dataDir: null, loadDataDir: new Blob([readFileSync(dump)]) })
      : await openDatabase({ dataDir: null });
    try {
      if (!dump) await database.migrate();
      expect(await applied(database)).toBe(journal.entries.length);
      await database.migrate();
      expect(await applied(database)).toBe(journal.entries.length);
    } finally {
      await database.close();
    }
  });

  it.skipIf(!serverUrl)('applies each migration once when two start together (PostgreSQL)', async () => {
    const name = `siam_migrate_${randomBytes(6).toString('hex')}`;
    await admin(serverUrl!, `create database ${name}`);
    const target = new URL(serverUrl!);
    target.pathname = `/${name}`;
    const a = await openDatabase({ databaseUrl: target.toString(), poolMax: 2 });
    const b = await openDatabase({ databaseUrl: target.toString(), poolMax: 2 });
    try {
      await Promise.all([a.migrate(), b.migrate()]);
      expect(await applied(a)).toBe(journal.entries.length);
      await b.migrate();
      expect(await applied(b)).toBe(journal.entries.length);
    } finally {
      await a.close();
      await b.close();
      await admin(serverUrl!, `drop database if exists ${name} with (force)`);
    }
  });
});
