import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/testing/test-app';

describe('benchmark reference routes', () => {
  let off: TestApp;
  let on: TestApp;
  beforeAll(async () => {
    off = await createTestApp();
    on = await createTestApp({ config: { benchRoutes: true } });
  });
  afterAll(async () => {
    await off.close();
    await on.close();
  });

  it('are not served by default', async () => {
    expect((await off.app.inject('/bench/bare')).statusCode).toBe(404);
    expect((await off.app.inject('/bench/pk/1')).statusCode).toBe(404);
  });

  it('answer without a token when BENCH_ROUTES is on: a bare answer and one student by primary key', async () => {
    const bare = await on.app.inject('/bench/bare');
    expect(bare.statusCode).toBe(200);
    expect(bare.json()).toEqual({ ok: true });
    const pk = await on.app.inject('/bench/pk/1');
    expect(pk.statusCode).toBe(200);
    expect(pk.json()).toMatchObject({ id: 1 });
    expect((await on.app.inject('/bench/pk/999999999')).statusCode).toBe(404);
    expect((await on.app.inject('/bench/pk/x')).statusCode).toBe(400);
  });

  it('the audited pk lookup records the student in the access audit before answering', async () => {
    const res = await on.app.inject('/bench/pk-audited/1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 1 });
    const { rows } = (await on.db.execute(
      sql`select usuario_cpf, acao, aluno_ids from student_access_log where detalhe = 'bench: leitura de referência'`,
    )) as unknown as { rows: unknown[] };
    expect(rows).toEqual([{ usuario_cpf: '00000000001', acao: 'consultar', aluno_ids: [1] }]);
    expect((await on.app.inject('/bench/pk-audited/999999999')).statusCode).toBe(404);
    expect((await off.app.inject('/bench/pk-audited/1')).statusCode).toBe(404);
  });

  it('write one row, or two in a transaction, into a table of their own; bad input is refused', async () => {
    const one = await on.app.inject({ method: 'POST', url: '/bench/write', payload: { n: 7 } });
    expect(one.statusCode).toBe(201);
    const tx = await on.app.inject({ method: 'POST', url: '/bench/write-tx', payload: { n: 8 } });
    expect(tx.statusCode).toBe(201);
    const bad = await on.app.inject({ method: 'POST', url: '/bench/write', payload: { n: 'x' } });
    expect(bad.statusCode).toBe(400);
    const { rows } = (await on.db.execute(sql`select n, what from bench_write order by id`)) as unknown as {
      rows: unknown[];
    };
    expect(rows).toEqual([
      { n: 7, what: null },
      { n: 8, what: null },
      { n: 8, what: { audit: 8 } },
    ]);
    expect(
      (await off.app.inject({ method: 'POST', url: '/bench/write', payload: { n: 1 } })).statusCode,
    ).toBe(404);
  });
});
