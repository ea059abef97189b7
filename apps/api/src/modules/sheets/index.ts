/**
 * The public face of the sheets module: what other modules and the composition root (`app.ts`,
 * `app-deps.ts`, `main.ts`, `config.ts`) may import. Everything else in the folder is internal
 * (eslint's module-borders rule).
 */
export { countSkills, findCriteria, findSkills, genresOfSerie } from './sheets.repository';
export { sheetsRoutes } from './sheets.routes';
export type { SkillRow } from './sheets.repository';
