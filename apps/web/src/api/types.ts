/**
 * The wire types of the place and school answers, re-exported for the screens that still import them
 * from here. Every wire type comes from the shared contracts (`@siam/domain/contracts/<area>`), never
 * written by hand in the web app (issue 16; src/test/wire-types.test.ts checks it).
 */
export type { Municipio, Regional } from '@siam/domain/contracts/places';
export type { School } from '@siam/domain/contracts/schools';
