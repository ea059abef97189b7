/**
 * The public face of the monitoring module: what other modules and the composition root (`app.ts`,
 * `app-deps.ts`, `main.ts`, `config.ts`) may import. Everything else in the folder is internal
 * (eslint's module-borders rule).
 */
export { monitoringActivitiesRoutes } from './activities/activities.routes';
export { monitoringLearningRoutes } from './learning/learning.routes';
export { detachStudentFromOpenMonitoring } from './learning/learning.service';
