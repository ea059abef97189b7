/**
 * Queries built once per database object (drizzle's `.prepare()` with `sql.placeholder` values).
 * Building a query's SQL text from drizzle's builder was about a quarter of a hot read's CPU on the
 * 1 M-student bench (docs/performance.md); a prepared query keeps its text and column mapping and
 * only sends the values. On PostgreSQL the name is also the server's prepared statement name
 * (prepared once per pooled connection, db/prepared-client.ts); on PGlite it is ignored.
 *
 * Only for the application's own database object: a transaction's `tx` is a new object each time
 * and would gain nothing (its queries are built as usual).
 */
import type { Db } from './types';

const built = new WeakMap<Db, Map<string, unknown>>();

export function builtOnce<T>(db: Db, name: string, build: (db: Db) => T): T {
  let queries = built.get(db);
  if (!queries) {
    queries = new Map();
    built.set(db, queries);
  }
  let query = queries.get(name) as T | undefined;
  if (query === undefined) {
    query = build(db);
    queries.set(name, query);
  }
  return query;
}
