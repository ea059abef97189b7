/**
 * The public face of the parfi module: what other modules and the composition root (`app.ts`,
 * `app-deps.ts`, `main.ts`, `config.ts`) may import. Everything else in the folder is internal
 * (eslint's module-borders rule).
 */
export {
  centsText,
  dbCents,
  deleteExecution,
  deleteFile,
  findActionById,
  findApprovalQueue,
  findAwardCategories,
  findAwardYears,
  findDocumentTypes,
  findExecution,
  findFileById,
  findFilesOfExecution,
  findPairingIds,
  findParticipation,
  findRefusalReasons,
  insertExecution,
  insertFile,
  insertPlan,
  recalculatePlan,
  replaceMandatoryOfReport,
  resetPendingFiles,
  setExecutionState,
  setFileDecision,
} from './parfi.repository';
export type { ExecutionRow, PlanRow } from './parfi.repository';
export { parfiRoutes } from './parfi.routes';
export {
  ANO_PARFI_INVALIDO,
  ANO_PREMIO_INVALIDO,
  inepField,
  PARFI_DECIDERS,
  PARFI_READERS,
  yearField,
} from './parfi.schemas';
export { buildActionView, buildExecutionView, planInScope } from './parfi.views';
