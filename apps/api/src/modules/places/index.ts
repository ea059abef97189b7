/**
 * The public face of the places module: what other modules and the composition root (`app.ts`,
 * `app-deps.ts`, `main.ts`, `config.ts`) may import. Everything else in the folder is internal
 * (eslint's module-borders rule).
 */
export {
  findMunicipios,
  findMunicipiosByCodigos,
  findMunicipiosByRegionais,
  findRegionais,
} from './places.repository';
export type { Municipio, Regional } from './places.repository';
export { placesRoutes } from './places.routes';
