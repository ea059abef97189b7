import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * The drizzle database, whichever driver runs it (PGlite or node-postgres): the same query-builder
 * code works on both. A transaction (`db.transaction(async (tx) => ...)`) is also a `Db`.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
