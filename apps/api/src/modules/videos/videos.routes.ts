import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { videoSchema } from '@siam/domain/contracts/videos';
import type { RouteDeps } from '../../app-deps';
import { createVideosService } from './videos.service';

export const videosRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, guards }) => {
  const service = createVideosService(db);
  app.get(
    '/Administracao/Videos',
    {
      schema: { tags: ['Início'], summary: 'Vídeos de treinamento', response: { 200: z.array(videoSchema) } },
      onRequest: guards.requireFeature('home'),
    },
    () => service.list(),
  );
};
