import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INEP_REQUIRED, schoolInepSchema } from '@siam/domain/school-import';
import type { RouteDeps } from '../../app-deps';
import { badRequest } from '../../lib/errors';
import { emptyAsUndefined } from '../../lib/params';
import { callerOf } from '../auth';
import { sigeAdapterFor, type SigeAdapter } from './sige.adapter';
import { createSigeSyncService } from './sige-sync.service';

const syncRowSchema = z
  .object({
    codigo_Turma: z.string(),
    nome_Turma: z.string(),
    serie: z.number().int(),
    turno: z.number().int(),
    identificador: z.string().nullable(),
    nome_Aluno: z.string().nullable(),
    cpf_Aluno: z.string().nullable(),
    mensagem: z.string(),
  })
  .meta({ id: 'SincronizacaoLinha' });

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
        querystring: z.object({ codigoInep: z.preprocess(emptyAsUndefined, schoolInepSchema.optional()) }),
        body: z.object({ codigoInep: schoolInepSchema.optional() }).nullish(),
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
