import { z } from 'zod';
import { staffStaySchema } from '../staff/staff.schemas';

/** A school as every call answers it (spec 01 §3 and 02 §3). */
export const schoolSchema = z
  .object({
    id: z.number().int(),
    escolaId: z.number().int(),
    codigoInep: z.string(),
    nomeEscola: z.string(),
    codCre: z.number().int(),
    codMunicipio: z.number().int(),
    codigoMunicipio: z.number().int(),
    codigoRegional: z.number().int(),
    nomeMunicipio: z.string(),
    siglaRegional: z.string(),
    cre: z.string(),
    sige: z.boolean(),
    rede: z.number().int(),
    localizacao: z.number().int(),
    /** Codigo of the municipality (spec 02 §3 `municipio`). */
    municipio: z.number().int(),
    turno: z.number().int().nullable(),
  })
  .meta({ id: 'Escola' });

export type School = z.infer<typeof schoolSchema>;

/** A school with every staff stay, newest first (`dataFim` null = current holder). */
export const schoolDetailSchema = schoolSchema
  .extend({ historicoServidores: z.array(staffStaySchema) })
  .meta({ id: 'EscolaComHistorico' });

export type SchoolDetail = z.infer<typeof schoolDetailSchema>;
