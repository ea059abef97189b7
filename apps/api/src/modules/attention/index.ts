/**
 * The public face of the attention module ('O que aguarda você', GET /api/Pendencias): what other
 * modules and the composition root may import. Everything else in the folder is internal.
 */
export { attentionRoutes } from './attention.routes';
