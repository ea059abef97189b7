/**
 * The public face of the students module: what other modules and the composition root (`app.ts`,
 * `app-deps.ts`, `main.ts`, `config.ts`) may import. Everything else in the folder is internal
 * (eslint's module-borders rule).
 */
export { studentNameSearchRoutes } from './student-name-search.routes';
export { studentsRoutes } from './students.routes';
export type { StudentLeftClassListener } from './students.service';
export { studentListRoutes } from './student-list.routes';
