/**
 * The public face of the parfi module: what other modules and the composition root (`app.ts`,
 * `app-deps.ts`, `main.ts`, `config.ts`) may import. Everything else in the folder is internal
 * (eslint's module-borders rule).
 */
export { findActionById } from './actions.repository';
export { approvalQueuePages, countApprovalQueue, findApprovalQueue } from './approval-queue.repository';
export type { QueueSort } from './approval-queue.repository';
export { findAwardCategories, findAwardYears, findPairingIds } from './award-years.repository';
export { findDocumentTypes, findRefusalReasons } from './catalogue.repository';
export {
  deleteExecution,
  deleteFile,
  findExecution,
  findFileById,
  findFilesOfExecution,
  insertExecution,
  insertFile,
  resetPendingFiles,
  setExecutionState,
  setFileDecision,
} from './executions.repository';
export { replaceMandatoryOfReport } from './mandatory.repository';
export { findParticipation } from './participation.repository';
export { insertPlan, recalculatePlan } from './plans.repository';
export type { ExecutionRow } from './executions.repository';
export type { PlanRow } from './plans.repository';
export { parfiRoutes } from './parfi.routes';
export type { MandatoryOfReportSource } from './parfi.service';
export type { createParfiService } from './parfi.service';
export { PARFI_DECIDERS, PARFI_READERS } from './parfi.features';
export { buildActionView, buildExecutionView, planInScope } from './parfi.views';
