/**
 * A `pg` client that prepares each parameterised statement once per connection (a named statement
 * per query text), so PostgreSQL stops parsing and planning the same query on every call: on the
 * state-size data set the planning ("bind") of the hot lookups took 0.3-1.3 ms each, more than their
 * execution (docs/performance.md). Drizzle sends its queries unnamed; the name is the text's hash.
 *
 * Only queries with parameters are named (they already use the extended protocol; a query without
 * parameters, such as a migration's multi-statement text, must stay on the simple protocol). At most
 * `MAX_NAMED` distinct texts are named per process, so a stream of one-off texts (IN lists of every
 * length) cannot grow each server connection's statement cache without bound: past that, texts run
 * unnamed as before.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';

export const MAX_NAMED = 1000;
const names = new Map<string, string>();

/** The statement name of a query text, or undefined when the text should run unnamed. */
export function statementName(text: string): string | undefined {
  const known = names.get(text);
  if (known !== undefined) return known;
  if (names.size >= MAX_NAMED) return undefined;
  const name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
  names.set(text, name);
  return name;
}

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
  values?: unknown;
}

function withName(config: unknown, values: unknown): unknown {
  if (typeof config !== 'object' || config === null) return config;
  const c = config as QueryConfigLike;
  if (typeof c.text !== 'string' || c.name) return config;
  const params = Array.isArray(values) ? values : c.values;
  if (!Array.isArray(params) || params.length === 0) return config;
  const name = statementName(c.text);
  return name === undefined ? config : { ...c, name };
}

export class PreparingClient extends pg.Client {
  // pg's query() has many overloads; this one only adds a name to a config object and passes the
  // rest through untouched.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(config: any, values?: any, callback?: any): any {
    return super.query(withName(config, values) as never, values, callback);
  }
}

/**
 * A `pg` client that sends every statement unnamed, drizzle's prepared queries included
 * (`DATABASE_PREPARED_STATEMENTS=off`, decision 135): for a connection pooler in transaction mode that
 * does not follow named statements across server connections (PgBouncer before 1.21, or with
 * `max_prepared_statements = 0`), where a name prepared on one server connection is missing on the
 * next ('prepared statement "s_…" does not exist') or already there ('… already exists'). Each
 * statement is then parsed and planned on every call, as before decision 114.
 */
export class UnnamedClient extends pg.Client {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(config: any, values?: any, callback?: any): any {
    return super.query(withoutName(config) as never, values, callback);
  }
}

function withoutName(config: unknown): unknown {
  if (typeof config !== 'object' || config === null) return config;
  const c = config as QueryConfigLike;
  if (typeof c.text !== 'string' || !c.name) return config;
  const { name: _name, ...rest } = c;
  return rest;
}
