/**
 * Named statements (decision 114) and the unnamed mode for poolers that cannot follow them
 * (DATABASE_PREPARED_STATEMENTS=off, decision 135). The PostgreSQL check runs with TEST_DATABASE_URL.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from './client';
import { PreparingClient, UnnamedClient } from './prepared-client';

const serverUrl = process.env.TEST_DATABASE_URL;

afterEach(() => vi.restoreAllMocks());

function sent(client: pg.Client, config: object, values?: unknown[]): Record<string, unknown> {
  const query = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(() => undefined as never);
  client.query(config as never, values as never);
  const [first] = query.mock.calls.at(-1)!;
  query.mockRestore();
  return first as unknown as Record<string, unknown>;
}

describe('statement names', () => {
  it('PreparingClient names a parameterised text, keeps a name given, leaves a text without parameters', () => {
    const c = new PreparingClient();
    expect(sent(c, { text: 'select $1::int', values: [1] }).name).toMatch(/^s_[0-9a-f]{20}$/);
    expect(sent(c, { text: 'select $1::int', name: 'mine', values: [1] }).name).toBe('mine');
    expect(sent(c, { text: 'select 1' }).name).toBeUndefined();
  });

  it('UnnamedClient sends every statement unnamed, drizzle’s prepared names included', () => {
    const c = new UnnamedClient();
    const config = sent(c, { text: 'select $1::int', name: 'alunos_por_cpf', values: [1] });
    expect(config).toEqual({ text: 'select $1::int', values: [1] });
    expect(sent(c, { text: 'select 1' })).toEqual({ text: 'select 1' });
  });

  it.skipIf(!serverUrl)('leaves no prepared statement on the server connection when off', async () => {
    for (const preparedStatements of [true, false]) {
      const database = await openDatabase({ databaseUrl: serverUrl, poolMax: 1, preparedStatements });
      try {
        await database.db.execute(sql`select ${1}::int as one`);
        const result = await database.db.execute(sql`select count(*)::int as n from pg_prepared_statements`);
        const n = Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
        expect(n > 0).toBe(preparedStatements);
      } finally {
        await database.close();
      }
    }
  });
});
