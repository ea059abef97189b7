import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  studentListPageSchema,
  studentListQuerySchema,
  type StudentListPage,
  type StudentListQuery,
} from '@siam/domain/contracts/student-list';
import { studentListSheet } from '@siam/domain/exports/students';
import type { RouteDeps } from '../../app-deps';
import { callerOf } from '../auth';
import { createStudentListService, studentListDetail } from './student-list.service';

/**
 * GET /api/Alunos/Lista (not in the spec; issue 17 item 3, decision 130): 'Lista de estudantes', the
 * students of a school, municipality or regional in the caller's scope, paged and sorted by the
 * server. Each page read is recorded as 'listar'; `?formato=csv|xlsx` streams the whole filtered list,
 * recorded chunk by chunk as 'exportar'.
 */
export const studentListRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, guards }) => {
  const service = createStudentListService(db);

  app.get(
    '/Alunos/Lista',
    {
      schema: {
        tags: ['Estudantes'],
        summary:
          'Lista de estudantes de uma escola (escolaId), município (municipio) ou regional, com filtros (nome, serie, turmaId), paginada (pagina, tamanhoPagina ≤ 100) e ordenada (ordenar=nome|dataNascimento|turma, ordem); ?formato=csv|xlsx exporta todas as linhas do filtro',
        querystring: studentListQuerySchema,
        response: { 200: studentListPageSchema },
      },
      config: {
        studentAccess: {
          read: 'listar',
          detail: (request) => studentListDetail(request.query as StudentListQuery),
          ids: (payload) => (payload as StudentListPage).itens.map((s) => s.id),
        },
        export: { sheet: studentListSheet, rows: (payload) => (payload as StudentListPage).itens },
      },
      onRequest: guards.requireFeature('student.consult'),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      if (request.exporting) {
        const pages = await service.exportPages(
          { caller, ip: request.ip, format: request.exporting.format },
          request.query,
          request.exporting.sort,
        );
        return reply.sendExport(studentListSheet, pages);
      }
      return service.page(caller, request.query);
    },
  );
};
