/**
 * The public face of the audit module: what other modules and the composition root (`app.ts`,
 * `app-deps.ts`, `main.ts`, `config.ts`) may import. Everything else in the folder is internal
 * (eslint's module-borders rule).
 */
export { auditRoutes } from './audit.routes';
export { audit, auditStatements } from './audit.service';
export {
  createAccessRecorder,
  monitoringDetail,
  registerStudentAccessAudit,
  studentIds,
} from './student-access';
export { insertStudentAccess } from './student-access.repository';
export type { StudentAccessRule } from './student-access';
