/**
 * Wire contract of the school import from the state register (GET/POST /api/Escolas/EscolaSGU,
 * DELETE /api/Escolas); the INEP rule and the texts are in ../school-import.ts.
 */
import { z } from 'zod';
import { SCHOOL_NOT_IN_SIAM, schoolInepSchema } from '../school-import';
import { idField } from './params';

/** The school of GET /api/Escolas/EscolaSGU (spec 03 §3, register import). */
export const registerSchoolSchema = z
  .object({
    codigoInep: z.string(),
    /** Linked to the school-management system (SIGE). */
    sige: z.boolean(),
    nomeEscola: z.string(),
    /** Name of the municipality. */
    municipio: z.string(),
    codigoMunicipio: z.number().int(),
    /** REDES id. */
    rede: z.number().int(),
    localizacao: z.number().int(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    /** The school is registered in the product. */
    siam: z.boolean(),
    /** The product's id of the school, null when not registered. */
    id: z.number().int().nullable(),
    /** How many classes the school has in the product (any year). */
    turma: z.number().int(),
  })
  .meta({ id: 'EscolaSGU' });

export type RegisterSchool = z.output<typeof registerSchoolSchema>;

export const saveResultSchema = z
  .object({ mensagem: z.string(), escola: registerSchoolSchema })
  .meta({ id: 'EscolaSGUSalva' });

export type RegisterSaveResult = z.output<typeof saveResultSchema>;

export const messageSchema = z.object({ mensagem: z.string() });

/** GET /api/Escolas/EscolaSGU?codigoInep= */
export const registerSchoolQuery = z.object({ codigoInep: schoolInepSchema });

/** POST /api/Escolas/EscolaSGU: import or update, and the link to SIGE. */
export const registerSaveBody = z.object({ codigoInep: schoolInepSchema, sige: z.boolean().default(false) });

export type RegisterSaveBody = z.input<typeof registerSaveBody>;

/** DELETE /api/Escolas: the imported school without classes. */
export const registerDeleteBody = z.object(
  { id: idField(SCHOOL_NOT_IN_SIAM) },
  { error: SCHOOL_NOT_IN_SIAM },
);
