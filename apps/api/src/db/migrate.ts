/**
 * Applies the committed migrations (drizzle-kit's SQL files and journal) once, whoever starts (decision
 * 135). drizzle's own migrator reads the last applied migration and then applies the newer ones in a
 * transaction, with nothing between two processes: two API processes starting together on a database
 * that lacks a migration both applied it, and the second failed on the first's objects ("relation
 * already exists") and stopped. Here the same steps run in one transaction behind a transaction-level
 * advisory lock: the second process waits for the first's commit, then finds nothing left to apply.
 * A transaction lock (not a session lock) also holds through PgBouncer in transaction mode. The
 * journal table and its rows are drizzle's (`drizzle.__drizzle_migrations`: hash, created_at), so a
 * database migrated before keeps its history.
 */
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Db } from './types';

/** The advisory lock of the migrations (the demo seed takes 427001). */
const MIGRATION_LOCK = 427000;

export async function applyMigrations(db: Db, migrationsFolder: string): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder });
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`select pg_advisory_xact_lock(${MIGRATION_LOCK})`));
    await tx.execute(sql`create schema if not exists "drizzle"`);
    await tx.execute(sql`
      create table if not exists "drizzle"."__drizzle_migrations" (
        id serial primary key,
        hash text not null,
        created_at bigint
      )`);
    const result = await tx.execute(
      sql`select created_at from "drizzle"."__drizzle_migrations" order by created_at desc limit 1`,
    );
    const [last] = (result as unknown as { rows: { created_at: string | number | null }[] }).rows;
    const lastMillis = last ? Number(last.created_at) : null;
    for (const migration of migrations) {
      if (lastMillis !== null && lastMillis >= migration.folderMillis) continue;
      for (const statement of migration.sql) await tx.execute(sql.raw(statement));
      await tx.execute(
        sql`insert into "drizzle"."__drizzle_migrations" ("hash", "created_at")
            values (${migration.hash}, ${migration.folderMillis})`,
      );
    }
  });
}
