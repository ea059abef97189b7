import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { studentAuditAnswerSchema, studentAuditQuerySchema } from '@siam/domain/contracts/audit';
import type { RouteDeps } from '../../app-deps';
import { createStudentAuditService } from './student-audit.service';

/**
 * GET /api/Auditoria/Estudante (decision 104; not in the spec, a deliberate addition): who saw or
 * changed a student's personal data, when, with which role. Administrador only.
 */
export const auditRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, guards }) => {
  const service = createStudentAuditService(db);

  app.get(
    '/Auditoria/Estudante',
    {
      schema: {
        tags: ['Auditoria'],
        summary:
          'Acessos aos dados pessoais de um estudante (?alunoId= | ?cpf=), do mais recente ao mais antigo, ' +
          'paginados (pagina, tamanho) — somente Administrador',
        querystring: studentAuditQuerySchema,
        response: { 200: studentAuditAnswerSchema },
      },
      onRequest: guards.requireFeature('student.audit'),
    },
    (request) => service.accesses(request.query),
  );
};
