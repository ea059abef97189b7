import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../../app-deps';

/** The driver under drizzle: a `pg` Pool (or PGlite); both answer `query(text, params)`. */
interface RawClient {
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * The two reference routes of `npm run bench` (only with BENCH_ROUTES=1): what the process serves
 * with no authentication and no database, and with one primary-key lookup straight on the driver.
 * Every product call is measured against them. Outside /api: not part of the product's API.
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
};
