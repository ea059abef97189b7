/** Wire contract of the place calls (/api/regionais, /api/Municipios). */
import { z } from 'zod';
import { optionalIdParam } from './params';

export const regionalSchema = z
  .object({ codigo: z.number().int(), sigla: z.string() })
  .meta({ id: 'Regional' });
export const municipioSchema = z
  .object({ codigo: z.number().int(), nome: z.string(), regional: z.number().int() })
  .meta({ id: 'Municipio' });

export type Regional = z.output<typeof regionalSchema>;
/** `regional` is the codigo of the regional. */
export type Municipio = z.output<typeof municipioSchema>;

/** GET /api/Municipios?codigoRegional= (absent: every municipality). */
export const municipiosQuery = z.object({ codigoRegional: optionalIdParam() });
