import { z } from 'zod';

export const regionalSchema = z
  .object({ codigo: z.number().int(), sigla: z.string() })
  .meta({ id: 'Regional' });
export const municipioSchema = z
  .object({ codigo: z.number().int(), nome: z.string(), regional: z.number().int() })
  .meta({ id: 'Municipio' });
