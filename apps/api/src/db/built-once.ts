/**
 * Queries built once per database object (drizzle's `.prepare()` with `sql.placeholder` values).
 * Building a query's SQL text from drizzle's builder was about a quarter of a hot read's CPU on the
 * 1 M-student bench (docs/performance.md); a prepared query keeps its text and column mapping and
 * only sends the values. On PostgreSQL the name is also the server's prepared statement name
 * (prepared once per pooled connection, db/prepared-client.ts); on PGlite it is ignored.
 *
 * Only for the application's own database object: a transaction's `tx` is a new object each time
 * and would gain nothing. A write runs them on its transaction through its unit of work
 * (`uow.built(name, build)`, db/unit-of-work.ts).
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

/**
 * A query built once (`builtOnce` on the application's database object) run on a transaction's
 * connection: the same text, parameters and column mapping, only the driver client differs (the
 * pool's client checked out by the transaction, or PGlite's transaction). Inside `db.transaction`
 * the `tx` is a new object each time, so a write's hot statements would otherwise be built again on
 * every call. Repositories use it through `uow.built` (db/unit-of-work.ts). Relies on drizzle's
 * prepared queries reading their client from `this.client` (both drivers), checked by the write
 * tests on PGlite and PostgreSQL.
 */
export function inTransaction<Q extends object>(tx: Db, query: Q): Q {
  const client = (tx as unknown as { session: { client: unknown } }).session.client;
  return Object.create(query, { client: { value: client } }) as Q;
}
