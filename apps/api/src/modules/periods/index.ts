/**
 * The public face of the periods module: what other modules and the composition root (`app.ts`,
 * `app-deps.ts`, `main.ts`, `config.ts`) may import. Everything else in the folder is internal
 * (eslint's module-borders rule).
 */
export { findPeriod } from './periods.repository';
export { periodsRoutes } from './periods.routes';
export { MONITORING_FEATURES } from './monitoring-features';
