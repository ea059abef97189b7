/**
 * The public face of the classes module: what other modules and the composition root (`app.ts`,
 * `app-deps.ts`, `main.ts`, `config.ts`) may import. Everything else in the folder is internal
 * (eslint's module-borders rule).
 */
export { findClassById } from './classes.repository';
export { classesRoutes } from './classes.routes';
