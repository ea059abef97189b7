import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { migrationsFolder } from '../lib/paths';
import { lockDataDir } from './lock';
import { applyMigrations } from './migrate';
import { PreparingClient, UnnamedClient } from './prepared-client';
import { DURABLE_START_PARAMS, enableNodeFsync } from './pglite-durability';
import type { Db } from './types';

export interface Database {
  db: Db;
  driver: 'pglite' | 'pg';
  /** Applies the committed SQL migrations (idempotent; serialised between processes: db/migrate.ts). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL server URL; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory (its parent is locked); `null` for an in-memory database (tests). */
  dataDir?: string | null;
  /** Pool size for `pg`. */
  poolMax?: number;
  /**
   * `pg` only: name the parameterised statements so each connection prepares them once (default), or
   * send them all unnamed, for a pooler in transaction mode that cannot follow names (decision 135).
   */
  preparedStatements?: boolean;
  /** In-memory PGlite only: start from this dump (`dumpDataDir`) instead of an empty cluster. */
  loadDataDir?: Blob;
}

/** Opens the database: PGlite under DATA_DIR/pglite (locked) or a `pg` pool on DATABASE_URL. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const folder = migrationsFolder();
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolMax ?? 10,
      // Each parameterised query is prepared once per connection (prepared-client.ts), unless turned off.
      Client: options.preparedStatements === false ? UnnamedClient : PreparingClient,
    });
    // An idle connection the server ends (restart, failover, a dropped test database) emits 'error'
    // on the pool; without a listener that would crash the process. The pool replaces the connection.
    pool.on('error', (error) => {
      process.stderr.write(`PostgreSQL: conexão ociosa encerrada pelo servidor (${error.message}).\n`);
    });
    const db = drizzlePg({ client: pool }) as unknown as Db;
    return {
      db,
      driver: 'pg',
      migrate: () => applyMigrations(db, folder),
      close: () => pool.end(),
    };
  }

  let release: (() => void) | undefined;
  let client: PGlite;
  // Contrib extensions the migrations create (PGlite loads their files only when listed here; a data
  // directory or dump that has them cannot be opened without them). pg_trgm: the fuzzy student-name
  // search (migration 0009, decision 111).
  const extensions = { pg_trgm };
  if (options.dataDir) {
    release = lockDataDir(options.dataDir);
    const dir = join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    try {
      // Durable against a power loss, not only a killed process (decision 102).
      client = await PGlite.create({ dataDir: dir, extensions, startParams: DURABLE_START_PARAMS });
      enableNodeFsync(client);
    } catch (err) {
      release();
      throw err;
    }
  } else {
    client = await PGlite.create(
      options.loadDataDir ? { loadDataDir: options.loadDataDir, extensions } : { extensions },
    );
  }
  const db = drizzlePglite({ client }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    migrate: () => applyMigrations(db, folder),
    close: async () => {
      try {
        await client.close();
      } finally {
        release?.();
      }
    },
  };
}
