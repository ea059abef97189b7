import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../../app-deps';
import { idField } from '../../lib/params';
import { callerOf } from '../auth';
import { createPairingService, PAIRING_INEP_INVALID } from './pairing.service';

export const ANO_PREMIO_ID_INVALIDO = 'Ano Prêmio inválido.';

const pairedSchool = z.object({ id: z.number().int(), codigoInep: z.string(), nomeEscola: z.string() });
const pairingSchema = z
  .object({
    id: z.number().int(),
    anoPremioId: z.number().int(),
    escolaPremiada: pairedSchool,
    escolaFomentada: pairedSchool,
  })
  .meta({ id: 'PareamentoEscolas' });

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
        params: z.object({
          anoPremioId: idField(ANO_PREMIO_ID_INVALIDO),
          schoolInep: z.string().regex(/^\d{8}$/, { error: PAIRING_INEP_INVALID }),
        }),
        response: { 200: pairingSchema },
      },
      onRequest: guards.requireFeature('parfi.visit'),
    },
    (request) => service.ofSchool(callerOf(request), request.params.anoPremioId, request.params.schoolInep),
  );
};
