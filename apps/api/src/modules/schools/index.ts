/**
 * The public face of the schools module: what other modules and the composition root (`app.ts`,
 * `app-deps.ts`, `main.ts`, `config.ts`) may import. Everything else in the folder is internal
 * (eslint's module-borders rule).
 */
export { findSchoolsByIds, findSchoolsByMunicipios } from './schools.repository';
export { schoolsRoutes } from './schools.routes';
