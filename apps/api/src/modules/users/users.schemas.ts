import { z } from 'zod';

/** A link of the User answer: the profiles held in one place; school-role links list their schools. */
export const userLinkSchema = z
  .object({
    idRegional: z.number().int().nullable(),
    idMunicipio: z.number().int().nullable(),
    nomeRegional: z.string().nullable(),
    nomeMunicipio: z.string().nullable(),
    idPerfilSistema: z.array(z.number().int()),
    escolas: z.array(z.object({ id: z.number().int(), codigoInep: z.string(), nomeEscola: z.string() })),
  })
  .meta({ id: 'VinculoUsuario' });

export const userSchema = z
  .object({
    cpf: z.string(),
    nome: z.string(),
    emailPessoal: z.string().nullable(),
    telefonePessoal: z.string().nullable(),
    perfisVinculo: z.array(userLinkSchema),
  })
  .meta({ id: 'Usuario' });

export const directoryPersonSchema = z
  .object({
    cpf: z.string(),
    nome: z.string(),
    emailPessoal: z.string().nullable(),
    telefonePessoal: z.string().nullable(),
  })
  .meta({ id: 'PessoaDiretorio' });

export type User = z.infer<typeof userSchema>;
export type UserLink = z.infer<typeof userLinkSchema>;
export type DirectoryPerson = z.infer<typeof directoryPersonSchema>;
