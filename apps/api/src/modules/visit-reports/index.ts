/**
 * The public face of the visit-reports module: what other modules and the composition root (`app.ts`,
 * `app-deps.ts`, `main.ts`, `config.ts`) may import. Everything else in the folder is internal
 * (eslint's module-borders rule).
 */
export { pairingRoutes } from './pairing.routes';
export { visitReportsRoutes } from './visit-reports.routes';
export { createVisitReportsService } from './visit-reports.service';
