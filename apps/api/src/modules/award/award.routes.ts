import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../../app-deps';
import { callerOf } from '../auth';
import { createAwardService } from './award.service';

const tags = ['Prêmio'];
/** The body is checked field by field in the service, in the editor's order (§5.8). */
const body = z.unknown();

/** Award-year setup (cadastrar-premio, spec 03 §2.14, §5.8, §9): POST and PUT AnoPremio. */
export const awardRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, guards }) => {
  const service = createAwardService(db);
  const admin = guards.requireFeature('register.award');
  const ctx = (request: Parameters<typeof callerOf>[0]) => ({ caller: callerOf(request), ip: request.ip });

  app.post(
    '/AnoPremio',
    { schema: { tags, summary: 'Cadastra um ano prêmio (valores padrão do §9)', body }, onRequest: admin },
    async (request, reply) => reply.code(201).send(await service.create(ctx(request), request.body)),
  );
  app.put(
    '/AnoPremio',
    {
      schema: { tags, summary: 'Altera valores, parcela e quantidades de um ano prêmio', body },
      onRequest: admin,
    },
    (request) => service.update(ctx(request), request.body),
  );
};
