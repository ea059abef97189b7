import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { studentAuditAnswerSchema, studentAuditQuerySchema } from '@siam/domain/contracts/audit';
import type { ExportSheet } from '@siam/domain/export';
import { studentAuditSheet } from '@siam/domain/exports/student-audit';
import type { RouteDeps } from '../../app-deps';
import { insertStudentAccess } from './student-access.repository';
import { createStudentAuditService } from './student-audit.service';

/** The detail of the export's own row in the audit. */
export const STUDENT_AUDIT_EXPORT_DETAIL = 'Auditoria de acessos do estudante';

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
      // Exported (decision 128): every entry of the student, all pages, streamed in keyset pages.
      config: { export: { sheet: studentAuditSheet as ExportSheet<never> } },
      onRequest: guards.requireFeature('student.audit'),
    },
    async (request, reply) => {
      const exporting = request.exporting;
      if (!exporting) return service.accesses(request.query);
      const { students, pages } = await service.allAccesses(request.query);
      // The export names the student: recorded in the student access audit before any row is sent.
      // The guard set the caller (audit does not import auth: auth depends on audit).
      const caller = request.caller!;
      await insertStudentAccess(db, { usuarioCpf: caller.cpf, perfilId: caller.role, ip: request.ip }, [
        {
          alunoIds: students.map((s) => s.id),
          acao: 'exportar',
          detalhe: `${STUDENT_AUDIT_EXPORT_DETAIL} (arquivo ${exporting.format.toUpperCase()})`,
        },
      ]);
      return reply.sendExport(studentAuditSheet, pages);
    },
  );
};
