import { z } from 'zod';

/** GET /api/Escolas/EscolaSGU (spec 03 §3, register-import school). */
export const registerSchoolSchema = z
  .object({
    codigoInep: z.string(),
    sige: z.boolean(),
    nomeEscola: z.string(),
    municipio: z.string(),
    codigoMunicipio: z.number().int(),
    rede: z.number().int(),
    localizacao: z.number().int(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    siam: z.boolean(),
    id: z.number().int().nullable(),
    turma: z.number().int(),
  })
  .meta({ id: 'EscolaSGU' });

export const saveResultSchema = z
  .object({ mensagem: z.string(), escola: registerSchoolSchema })
  .meta({ id: 'EscolaSGUSalva' });

export const messageSchema = z.object({ mensagem: z.string() });
