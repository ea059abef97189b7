import { z } from 'zod';

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

/** A staff stay of a school (historicoServidores of GET /api/Escolas/{id}), newest first. */
export const staffStaySchema = z
  .object({
    id: z.number().int(),
    servidorFuncao: z.object({
      servidor: z.object({ id: z.number().int(), nome: z.string(), cpf: z.string() }),
      tipoFuncaoServidor: z.number().int(),
    }),
    turmaId: z.number().int().nullable(),
    dataInicio: z.string(),
    dataFim: z.string().nullable(),
    turnoServidor: z.number().int().nullable(),
  })
  .meta({ id: 'HistoricoServidor' });

export type StaffStay = z.infer<typeof staffStaySchema>;

/** A school with every staff stay, newest first (`dataFim` null = current holder). */
export const schoolDetailSchema = schoolSchema
  .extend({ historicoServidores: z.array(staffStaySchema) })
  .meta({ id: 'EscolaComHistorico' });

export type SchoolDetail = z.infer<typeof schoolDetailSchema>;
