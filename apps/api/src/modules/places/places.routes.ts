import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../../app-deps';
import { optionalIdParam } from '../../lib/params';
import { municipioSchema, regionalSchema } from './places.schemas';
import { createPlacesService } from './places.service';

export const placesRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, guards }) => {
  const service = createPlacesService(db);

  app.get(
    '/regionais',
    {
      schema: {
        tags: ['Localidades'],
        summary: 'Regionais (CRE)',
        response: { 200: z.array(regionalSchema) },
      },
      onRequest: guards.requireFeature('home'),
    },
    () => service.regionais(),
  );

  app.get(
    '/Municipios',
    {
      schema: {
        tags: ['Localidades'],
        summary: 'Municípios, todos ou de uma regional',
        querystring: z.object({ codigoRegional: optionalIdParam() }),
        response: { 200: z.array(municipioSchema) },
      },
      onRequest: guards.requireFeature('home'),
    },
    (request) => service.municipios(request.query.codigoRegional),
  );
};
