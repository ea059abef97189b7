/**
 * A write's unit of work (decision 122): the one context its repository calls take, and the way it
 * says "these statements go in one round trip".
 *
 * - `db` is the application's database object, the key of the queries built once (`builtOnce`);
 *   `tx` the connection the work runs on (the write's transaction, or `db` itself for work outside
 *   one). A repository function that runs a query built once takes the unit of work and calls
 *   `uow.built(name, build)`, instead of taking both `appDb` and `tx`; one that only runs statements
 *   takes a `Db` (the caller passes `uow.tx`).
 * - `batch([...])` runs data-modifying statements that are peers (a business change and its audit
 *   row) as ONE statement: all but the last become data-modifying CTEs of the last (PostgreSQL's
 *   `with w0 as (update ...), w1 as (insert ...) insert ...`). Inside a transaction a statement is a
 *   round trip while its row locks are held (decision 113), so a write's last changes and its audit
 *   row cost one. Peers only: the statements of one `with` run in no set order on one snapshot, so
 *   none may read another's change, nor may a trigger of one need to see another's (such statements
 *   stay separate `await`s). Parameters make a multi-statement text impossible on the extended
 *   protocol, which is why the peers are composed as CTEs rather than joined with `;`.
 *
 * Works on both drivers (PGlite and node-postgres): `built` relies on `inTransaction`, and a batch is
 * one `execute` of drizzle's `sql`.
 */
import { sql, type SQL } from 'drizzle-orm';
import { builtOnce, inTransaction } from './built-once';
import type { Db } from './types';

export interface UnitOfWork {
  /** The application's database object: where the queries built once are kept. */
  readonly db: Db;
  /** The connection the work runs on: the write's transaction, or `db` outside one. */
  readonly tx: Db;
  /** The query `build` makes on `db`, built once per name, run on `tx`. */
  built<Q extends object>(name: string, build: (db: Db) => Q): Q;
  /** Runs these peer statements in one statement (one round trip) on `tx`. */
  batch(statements: readonly SQL[]): Promise<void>;
}

/** The unit of work of `tx` (a transaction of `db`); without `tx`, work on `db` itself (the pool). */
export function unitOfWork(db: Db, tx: Db = db): UnitOfWork {
  return {
    db,
    tx,
    built(name, build) {
      const query = builtOnce(db, name, build);
      return tx === db ? query : inTransaction(tx, query);
    },
    batch: (statements) => batch(tx, statements),
  };
}

/** Runs `fn` in a transaction of `db`, with its unit of work. */
export function transaction<T>(db: Db, fn: (uow: UnitOfWork) => Promise<T>): Promise<T> {
  return db.transaction((tx) => fn(unitOfWork(db, tx)));
}

/**
 * The one statement of these peers: `with w0 as (s0), ..., wN-2 as (sN-2) sN-1` (the statement
 * itself when alone). Undefined when there is none.
 */
export function batched(statements: readonly SQL[]): SQL | undefined {
  if (statements.length <= 1) return statements[0];
  const ctes = statements.slice(0, -1).map((s, i) => sql`${sql.raw(`w${i}`)} as (${s})`);
  return sql`with ${sql.join(ctes, sql`, `)} ${statements[statements.length - 1]!}`;
}

/** Runs peer statements on `conn` as one statement (`batched`): one round trip, atomic by itself. */
export async function batch(conn: Db, statements: readonly SQL[]): Promise<void> {
  const one = batched(statements);
  if (one) await conn.execute(one);
}
