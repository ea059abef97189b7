/**
 * Group commit of the reads' records (createAccessRecorder, decision 104 addendum): requests that
 * arrive while an insert is in flight share the next one; every request waits for its own rows; a
 * failed insert fails exactly the requests of its batch.
 */
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/types';
import { createAccessRecorder } from './student-access';

/** A database whose inserts take a few milliseconds and are counted; `failNext` makes one fail. */
function fakeDb() {
  const inserts: { rows: { u: string; a: number[] }[] }[] = [];
  let failNext = false;
  const db = {
    execute: async (query: SQL) => {
      await new Promise((r) => setTimeout(r, 5));
      if (failNext) {
        failNext = false;
        throw new Error('disk full');
      }
      const { params } = new PgDialect().sqlToQuery(query);
      inserts.push({ rows: JSON.parse(params[0] as string) as { u: string; a: number[] }[] });
    },
  } as unknown as Db;
  return { db, inserts, failNextInsert: () => (failNext = true) };
}

const who = (n: number) => ({ usuarioCpf: `user${n}`, perfilId: 1, ip: '127.0.0.1' });
const row = (alunoId: number) => ({ alunoIds: [alunoId], acao: 'consultar', detalhe: 'Busca por CPF' });

describe('read records: group commit', () => {
  it('records alone at once, and gathers the requests that arrive during an insert', async () => {
    const { db, inserts } = fakeDb();
    const record = createAccessRecorder(db);
    await record(who(0), [row(1)]);
    expect(inserts).toHaveLength(1);

    const first = record(who(1), [row(10)]); // starts an insert at once
    const rest = Array.from({ length: 49 }, (_, i) => record(who(i + 2), [row(100 + i), row(200 + i)]));
    await Promise.all([first, ...rest]);
    expect(inserts).toHaveLength(3); // the one alone, the first, then the 49 together
    expect(inserts[1]!.rows).toEqual([
      { u: 'user1', p: 1, i: '127.0.0.1', a: [10], c: 'consultar', d: 'Busca por CPF' },
    ]);
    expect(inserts[2]!.rows).toHaveLength(98);
    expect(new Set(inserts[2]!.rows.map((r) => r.u)).size).toBe(49);
  });

  it('never splits a request and keeps batches under the limit', async () => {
    const { db, inserts } = fakeDb();
    const record = createAccessRecorder(db, 10);
    const first = record(who(1), [row(1)]);
    const big = record(
      who(2),
      Array.from({ length: 25 }, (_, i) => row(i)),
    ); // alone over the limit
    const small = [3, 4, 5].map((n) => record(who(n), [row(n), row(n), row(n), row(n)]));
    await Promise.all([first, big, ...small]);
    expect(inserts.map((b) => b.rows.length)).toEqual([1, 25, 8, 4]);
  });

  it('fails the requests of a failed insert, and only those', async () => {
    const { db, inserts, failNextInsert } = fakeDb();
    const record = createAccessRecorder(db);
    const first = record(who(1), [row(1)]);
    failNextInsert(); // set while the first insert runs: it fails
    const batch = [2, 3].map((n) => record(who(n), [row(n)]));
    await expect(first).rejects.toThrow('disk full');
    await expect(Promise.all(batch)).resolves.toBeDefined();
    expect(inserts).toHaveLength(1);
  });
});
