import { syncChangesSheet, syncResultsSheet } from '@siam/domain/exports/sige-sync';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  syncBody,
  syncQuery,
  syncResultItemSchema,
  syncResultParams,
  syncResultSchema,
  syncResultsQuery,
  syncRowSchema,
} from '@siam/domain/contracts/sige-sync';
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
    async (request, reply) => {
      const codigoInep = request.query.codigoInep ?? request.body?.codigoInep;
      if (codigoInep === undefined) throw badRequest(INEP_REQUIRED);
      const { rows, resultadoId } = await service.synchronize(
        { caller: callerOf(request), ip: request.ip },
        codigoInep,
      );
      // The answer keeps the spec's shape; where the kept result lives goes in a header (decision 126).
      return reply
        .header('Content-Location', `/api/Escolas/Sincronizar/Resultados/${resultadoId}`)
        .send(rows);
    },
  );

  app.get(
    '/Escolas/Sincronizar/Resultados',
    {
      schema: {
        tags: ['Escolas'],
        summary:
          'As sincronizações com o SIGE já feitas na escola, da mais recente à mais antiga (as 50 últimas): ' +
          'quem, quando e quanto mudou',
        querystring: syncResultsQuery,
        response: { 200: z.array(syncResultItemSchema) },
      },
      config: { export: { sheet: syncResultsSheet } },
      onRequest: guards.requireFeature('school.sync'),
    },
    (request) => service.listResults(callerOf(request), request.query.escolaId),
  );

  app.get(
    '/Escolas/Sincronizar/Resultados/:id',
    {
      schema: {
        tags: ['Escolas'],
        summary: 'Uma sincronização com o SIGE já feita, com as mudanças como foram respondidas',
        params: syncResultParams,
        response: { 200: syncResultSchema },
      },
      config: {
        studentAccess: {
          read: 'consultar',
          detail: (_request, payload) => {
            const p = payload as { codigoInep?: string; executadaEm?: string };
            return `Resultado da sincronização com o SIGE (escola ${p.codigoInep ?? '?'}, ${p.executadaEm ?? '?'})`;
          },
          ids: (payload) => (payload as { alunoIds?: number[] }).alunoIds ?? [],
        },
        export: {
          sheet: syncChangesSheet,
          rows: (payload) => (payload as { alteracoes: unknown[] }).alteracoes,
        },
      },
      onRequest: guards.requireFeature('school.sync'),
    },
    (request) => service.getResult(callerOf(request), request.params.id),
  );
};
