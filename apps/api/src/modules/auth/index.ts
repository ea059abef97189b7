/**
 * The public face of the auth module: what other modules and the composition root (`app.ts`,
 * `app-deps.ts`, `main.ts`, `config.ts`) may import. Everything else in the folder is internal
 * (eslint's module-borders rule).
 */
export { placeOfRows, schoolIdsOfMunicipios, schoolPlaceColumn } from './auth.repository';
export { authRoutes } from './auth.routes';
export { createAuthService } from './auth.service';
export type { AuthService } from './auth.service';
export { callerOf, createGuards } from './guards';
export type { Guards } from './guards';
export {
  assertSchoolInScope,
  assertSchoolPlaceInScope,
  enableSchoolPlaceCache,
  forgetSchoolPlaces,
  isPlaceInScope,
  isSchoolInScope,
  linkedSchoolIds,
  municipiosOf,
  regionaisOf,
  schoolIdsInScope,
  schoolPlace,
  seesEverything,
} from './scope';
export { placeInScope } from './place-scope';
export type { PlaceInScope, PlaceQuery } from './place-scope';
export { resolveJwtSecret } from './secret';
export { DEFAULT_ADDRESS_LIMIT } from './throttle';
export { TokenService } from './tokens';
