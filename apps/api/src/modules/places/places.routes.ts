import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../../app-deps';
import { municipioSchema, municipiosQuery, regionalSchema } from '@siam/domain/contracts/places';
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
        querystring: municipiosQuery,
        response: { 200: z.array(municipioSchema) },
      },
      onRequest: guards.requireFeature('home'),
    },
    (request) => service.municipios(request.query.codigoRegional),
  );
};
