/**
 * Wire contract of the user calls (/api/Usuario…): the user with its profile links, the directory
 * person, the profiles, the places in scope and the save body (its rules are in ../users.ts).
 */
import { z } from 'zod';
import { userSaveSchema } from '../users';
import { cpfParam, optionalIdParam } from './params';
import { municipioSchema, regionalSchema } from './places';
import { schoolSchema } from './schools';

export { userSaveSchema };

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

export type User = z.output<typeof userSchema>;
export type UserLink = z.output<typeof userLinkSchema>;
export type DirectoryPerson = z.output<typeof directoryPersonSchema>;
export type LinkSchool = UserLink['escolas'][number];

/** A profile of GET /api/Usuario/PerfilSistema and /PerfilAbaixo/{id}. */
export const profileItemSchema = z.object({ id: z.number().int(), nome: z.string() }).meta({ id: 'Perfil' });

export type ProfileItem = z.output<typeof profileItemSchema>;

/** The active profile of GET /api/Usuario/PerfilAbaixo/{id}. */
export const profilesBelowParams = z.object({ id: z.string() });

/** GET /api/Usuario/Localizacoes?cpf=&regionId=&cityId= */
export const localizacoesQuery = z.object({
  cpf: cpfParam.optional(),
  regionId: optionalIdParam(),
  cityId: optionalIdParam(),
});

/** GET /api/Usuario/Localizacoes: the regionals, municipalities and schools in the active profile's scope. */
export const localizacoesSchema = z.object({
  regional: z.array(regionalSchema),
  municipio: z.array(municipioSchema),
  escola: z.array(schoolSchema),
});

export type Localizacoes = z.output<typeof localizacoesSchema>;

/** The user of /api/Usuario/{cpf}/Escolas and /Vinculo. */
export const userCpfParams = z.object({ cpf: cpfParam });

/** GET /api/Usuario/Diretorio?cpf= */
export const directoryQuery = z.object({ cpf: cpfParam });

/** GET /api/Usuario/{cpf}/Escolas: the schools linked to the user in the active profile. */
export const userSchoolsSchema = z.object({ escolas: z.array(schoolSchema) });

export type UserSchools = z.output<typeof userSchoolsSchema>;

/** POST /api/Usuario as the screen sends it. */
export type UserSaveBody = z.input<typeof userSaveSchema>;
