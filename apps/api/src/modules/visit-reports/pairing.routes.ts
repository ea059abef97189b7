import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pairingParams, pairingSchema } from '@siam/domain/contracts/visit-reports';
import type { RouteDeps } from '../../app-deps';
import { callerOf } from '../auth';
import { createPairingService } from './pairing.service';

/** The award pairings the visit reports stand on (spec 03 §7.5). */
export const pairingRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, guards }) => {
  const service = createPairingService(db);
  app.get(
    '/Escolas/Pareamento/:anoPremioId/:schoolInep',
    {
      schema: {
        tags: ['Relatório de visita'],
        summary:
          'Pareamento da escola no ano prêmio (escola premiada que visita e escola fomentada visitada)',
        params: pairingParams,
        response: { 200: pairingSchema },
      },
      onRequest: guards.requireFeature('parfi.visit'),
    },
    (request) => service.ofSchool(callerOf(request), request.params.anoPremioId, request.params.schoolInep),
  );
};
