import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from './client';
import { batch, batched, transaction, unitOfWork } from './unit-of-work';

// PGlite in memory, or the server of TEST_DATABASE_URL (a table of its own, dropped after).
let database: Database;
const table = sql.raw(`uow_test_${randomBytes(4).toString('hex')}`);
const rows = async () =>
  (
    (await database.db.execute(sql`select id, v from ${table} order by id`)) as unknown as {
      rows: { id: number; v: string }[];
    }
  ).rows.map((r) => [Number(r.id), r.v]);

beforeAll(async () => {
  database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir: null });
  await database.db.execute(sql`create table ${table} (id int primary key, v text not null)`);
});
afterAll(async () => {
  await database.db.execute(sql`drop table if exists ${table}`);
  await database.close();
});

describe('batched', () => {
  it('composes peers as the CTEs of the last statement, one statement', () => {
    const text = (s: ReturnType<typeof batched>) => (s ? new PgDialect().sqlToQuery(s) : undefined);
    expect(batched([])).toBeUndefined();
    const alone = sql`delete from t where id = ${1}`;
    expect(batched([alone])).toBe(alone);
    expect(
      text(batched([sql`update a set x = ${1}`, sql`delete from b`, sql`insert into c values (${2})`])),
    ).toMatchObject({
      sql: 'with w0 as (update a set x = $1), w1 as (delete from b) insert into c values ($2)',
      params: [1, 2],
    });
  });
});

describe('unit of work', () => {
  it('runs a batch in one round trip, every peer applied', async () => {
    const execute = vi.spyOn(database.db, 'execute');
    await batch(database.db, [
      sql`insert into ${table} (id, v) values (1, 'a')`,
      sql`insert into ${table} (id, v) values (2, 'b')`,
      sql`insert into ${table} (id, v) values (3, 'c')`,
    ]);
    expect(execute).toHaveBeenCalledTimes(1);
    execute.mockRestore();
    await unitOfWork(database.db).batch([
      sql`update ${table} set v = 'x' where id = 1`,
      sql`delete from ${table} where id = 2`,
    ]);
    expect(await rows()).toEqual([
      [1, 'x'],
      [3, 'c'],
    ]);
  });

  it('builds a query once on the application database and runs it on the transaction', async () => {
    const prepared = vi.fn((d: Database['db']) =>
      d
        .select({ v: sql<string>`v` })
        .from(sql`${table}`)
        .where(sql`id = ${sql.placeholder('id')}`)
        .prepare('uow_test_select'),
    );
    // The pool's unit of work answers the query itself.
    const pool = unitOfWork(database.db);
    expect(pool.built('uow_test_select', prepared)).toBe(pool.built('uow_test_select', prepared));
    // In a transaction it sees the transaction's uncommitted row; the rollback discards it.
    await expect(
      transaction(database.db, async (uow) => {
        await uow.batch([sql`insert into ${table} (id, v) values (9, 'tx')`]);
        expect(await uow.built('uow_test_select', prepared).execute({ id: 9 })).toEqual([{ v: 'tx' }]);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(prepared).toHaveBeenCalledTimes(1);
    expect(await pool.built('uow_test_select', prepared).execute({ id: 9 })).toEqual([]);
  });
});
