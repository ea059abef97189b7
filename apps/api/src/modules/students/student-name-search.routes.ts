import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StudentNameSearchQuery } from '@siam/domain/student-name-search';
import type { RouteDeps } from '../../app-deps';
import { studentIds } from '../audit';
import { callerOf } from '../auth';
import { alunoEncontradoSchema, studentNameSearchQuerySchema } from '@siam/domain/contracts/students';
import { createStudentNameSearchService } from './student-name-search.service';
import { studentLookupLimit } from './student-lookup-limit';

/** The audit's detail (decision 104): the place searched, never the name typed. */
function searchDetail(request: FastifyRequest): string {
  const q = request.query as StudentNameSearchQuery;
  const place = [
    q.escolaId !== null ? `escola ${q.escolaId}` : null,
    q.municipio !== null ? `município ${q.municipio}` : null,
  ];
  return `Busca aproximada por nome (${place.filter(Boolean).join(', ')})`;
}

/**
 * GET /api/Alunos/Buscar (not in the spec; docs/decisions/111): the fuzzy name search of issue 8,
 * for a suggestion list. Same feature as the exact lookups, but only inside the caller's scope.
 */
export const studentNameSearchRoutes: FastifyPluginAsyncZod<RouteDeps> = async (
  app,
  { db, guards, config },
) => {
  const service = createStudentNameSearchService(db);

  app.get(
    '/Alunos/Buscar',
    {
      schema: {
        tags: ['Estudantes'],
        summary:
          'Busca aproximada por parte do nome (sem acentos, com erros de digitação) numa escola (escolaId) ou num município (municipio): 20 por página (pagina 1 a 5), os mais parecidos primeiro, com data de nascimento, nome da mãe, escola e turma atual',
        querystring: studentNameSearchQuerySchema,
        response: { 200: z.array(alunoEncontradoSchema) },
      },
      // Every student of the answer is recorded as listed (one insert per request).
      config: {
        rateLimit: studentLookupLimit(config, 'alunos-buscar'),
        studentAccess: { read: 'listar', detail: searchDetail, ids: studentIds.list },
      },
      onRequest: guards.requireFeature('student.consult'),
    },
    (request) => service.search(callerOf(request), request.query),
  );
};
