import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../../app-deps';
import { createAccessRecorder } from '../audit';

/** Who the audited reference read is recorded as (no such user: a CPF with a wrong check digit). */
const BENCH_CPF = '00000000001';

/** The driver under drizzle: a `pg` Pool (or PGlite); both answer `query(text, params)`. */
interface RawClient {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  /** pg's Pool: a connection of its own for a transaction. */
  connect?: () => Promise<RawClient & { release(): void }>;
  /** PGlite: a transaction on its one connection. */
  transaction?: <T>(fn: (tx: RawClient) => Promise<T>) => Promise<T>;
}

/** One transaction on the raw driver, whichever it is. */
async function rawTransaction(client: RawClient, fn: (c: RawClient) => Promise<void>): Promise<void> {
  if (client.transaction) {
    await client.transaction(fn);
    return;
  }
  const c = await client.connect!();
  try {
    await c.query('begin');
    await fn(c);
    await c.query('commit');
  } catch (e) {
    await c.query('rollback').catch(() => undefined);
    throw e;
  } finally {
    c.release();
  }
}

/**
 * The reference routes of `npm run bench` (only with BENCH_ROUTES=1): what the process serves with no
 * authentication and no database, and with one primary-key lookup straight on the driver; every
 * product call is measured against them. Two more are the floor of a durable write on the same host:
 * one insert committed on its own (one round trip and a WAL flush), and a transaction of two inserts
 * (`begin`, a row, an audit-like row, `commit`: four round trips, the least a write with its audit row
 * in a transaction makes). They write to `bench_write`, a table of their own made on first use. And
 * the floor of an audited read: the pk lookup recorded in the student access audit (`pk-audited`).
 * Outside /api: not part of the product's API.
 */
export const benchRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  const client = (db as unknown as { $client: RawClient }).$client;

  app.get('/bench/bare', { schema: { hide: true } }, async () => ({ ok: true }));

  app.get(
    '/bench/pk/:id',
    { schema: { hide: true, params: z.object({ id: z.coerce.number().int().min(1).max(2147483647) }) } },
    async (request, reply) => {
      const { rows } = await client.query('select id, escola_id, serie from aluno where id = $1', [
        request.params.id,
      ]);
      if (rows.length === 0) return reply.code(404).type('text/plain; charset=utf-8').send('Não encontrado');
      return rows[0];
    },
  );

  // The floor of a read of a student's personal data: the same lookup, recorded in the student access
  // audit through the product's own recorder (group commit, decision 104) before the answer is sent,
  // as every such read must be. The audited reads are measured against it as well as against pk.
  const record = createAccessRecorder(db);
  app.get(
    '/bench/pk-audited/:id',
    { schema: { hide: true, params: z.object({ id: z.coerce.number().int().min(1).max(2147483647) }) } },
    async (request, reply) => {
      const { rows } = await client.query('select id, escola_id, serie from aluno where id = $1', [
        request.params.id,
      ]);
      const found = rows[0] as { id: number } | undefined;
      if (!found) return reply.code(404).type('text/plain; charset=utf-8').send('Não encontrado');
      await record({ usuarioCpf: BENCH_CPF, perfilId: 1, ip: request.ip }, [
        { alunoIds: [found.id], acao: 'consultar', detalhe: 'bench: leitura de referência' },
      ]);
      return found;
    },
  );

  let table: Promise<unknown> | null = null;
  const ensureTable = () =>
    (table ??= client.query(
      `create table if not exists bench_write (
         id bigserial primary key, n int not null, at timestamptz not null default now(), what jsonb)`,
    ));
  const body = z.object({ n: z.number().int().min(0).max(2147483647) });

  app.post('/bench/write', { schema: { hide: true, body } }, async (request, reply) => {
    await ensureTable();
    const { rows } = await client.query('insert into bench_write (n) values ($1) returning id', [
      request.body.n,
    ]);
    return reply.code(201).send(rows[0]);
  });

  app.post('/bench/write-tx', { schema: { hide: true, body } }, async (request, reply) => {
    await ensureTable();
    await rawTransaction(client, async (c) => {
      await c.query('insert into bench_write (n) values ($1)', [request.body.n]);
      await c.query(`insert into bench_write (n, what) values ($1, jsonb_build_object('audit', $1::int))`, [
        request.body.n,
      ]);
    });
    return reply.code(201).send({ ok: true });
  });
};
