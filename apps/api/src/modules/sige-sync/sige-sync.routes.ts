import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { syncBody, syncQuery, syncRowSchema } from '@siam/domain/contracts/sige-sync';
import { INEP_REQUIRED } from '@siam/domain/school-import';
import type { RouteDeps } from '../../app-deps';
import { badRequest } from '../../lib/errors';
import { callerOf } from '../auth';
import { sigeAdapterFor, type SigeAdapter } from './sige.adapter';
import { createSigeSyncService } from './sige-sync.service';

/** Spec 03 §2.15 and §7.4: synchronise a school with SIGE (path chosen: decision 070). */
export const sigeSyncRoutes: FastifyPluginAsyncZod<RouteDeps & { sige?: SigeAdapter }> = async (
  app,
  { db, guards, config, now, sige },
) => {
  const service = createSigeSyncService(db, sige ?? sigeAdapterFor(config, now), now);

  app.post(
    '/Escolas/Sincronizar',
    {
      schema: {
        tags: ['Escolas'],
        summary:
          'Sincroniza as turmas do ano e seus estudantes com o SIGE (uma transação); responde uma linha ' +
          'por mudança (lista vazia: nada mudou)',
        // The spec's call: POST Escolas/Sincronizar?codigoInep={inep} (spec 01 §7); the body form
        // {codigoInep} stays accepted (issue 15). The query's value wins.
        querystring: syncQuery,
        body: syncBody,
        response: { 200: z.array(syncRowSchema) },
      },
      // Creates and changes students: recorded per student inside the sync's transaction (decision 104).
      config: { studentAccess: { write: 'sincronizar' } },
      onRequest: guards.requireFeature('school.sync'),
    },
    (request) => {
      const codigoInep = request.query.codigoInep ?? request.body?.codigoInep;
      if (codigoInep === undefined) throw badRequest(INEP_REQUIRED);
      return service.synchronize({ caller: callerOf(request), ip: request.ip }, codigoInep);
    },
  );
};
