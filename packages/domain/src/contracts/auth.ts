/** Wire contract of the login calls (/api/Auth, /api/Auth/Sair); the login rules are in ../login.ts. */
import { z } from 'zod';
import { loginSchema } from '../login';
import type { RoleId } from '../roles';

export { loginSchema };

/** A profile link of the signed-in user (spec 01 §3). */
export const perfilSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  idRegional: z.number().int().nullable(),
  idMunicipio: z.number().int().nullable(),
  nomeRegional: z.string().nullable(),
  nomeMunicipio: z.string().nullable(),
});

/** The profile link as the screens hold it: the API only answers known role ids. */
export type Perfil = Omit<z.output<typeof perfilSchema>, 'id'> & { id: RoleId };

export const loginAnswerSchema = z.object({
  token: z.string(),
  expires: z.string(),
  usuario: z.object({
    nome: z.string(),
    cpf: z.string(),
    emailPessoal: z.string().nullable(),
    tpUser: z.number().int(),
    sistemas: z.array(z.object({ perfis: z.array(perfilSchema) })),
  }),
});

type LoginAnswer = z.output<typeof loginAnswerSchema>;

/** POST /api/Auth: the token and the user with its profile links. */
export type AuthResponse = Omit<LoginAnswer, 'usuario'> & {
  usuario: Omit<LoginAnswer['usuario'], 'sistemas'> & { sistemas: { perfis: Perfil[] }[] };
};

export type LoginBody = z.input<typeof loginSchema>;
