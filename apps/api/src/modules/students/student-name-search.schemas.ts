import { z } from 'zod';

/** One student of the fuzzy name search: what a suggestion list shows (no CPF, no parents' names). */
export const alunoEncontradoSchema = z
  .object({
    id: z.number().int(),
    nome: z.string(),
    dataNascimento: z.string(),
    escola: z.object({
      id: z.number().int(),
      nomeEscola: z.string(),
      codigoInep: z.string(),
      nomeMunicipio: z.string(),
    }),
    turmaAtual: z
      .object({
        id: z.number().int(),
        nomeTurma: z.string(),
        serie: z.number().int(),
        turno: z.number().int(),
        anoTurma: z.number().int(),
      })
      .nullable(),
    /** pg_trgm word similarity of the name typed, 0..1 (two decimals). */
    similaridade: z.number(),
  })
  .meta({ id: 'AlunoEncontrado' });

export type AlunoEncontrado = z.infer<typeof alunoEncontradoSchema>;
