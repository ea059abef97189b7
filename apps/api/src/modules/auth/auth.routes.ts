import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginSchema } from '@siam/domain/login';
import { parseRoleId } from '@siam/domain/roles';
import type { RouteDeps } from '../../app-deps';
import { sessionOf } from './guards';

const perfilSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  idRegional: z.number().int().nullable(),
  idMunicipio: z.number().int().nullable(),
  nomeRegional: z.string().nullable(),
  nomeMunicipio: z.string().nullable(),
});

const loginAnswerSchema = z.object({
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

export const authRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { auth, guards }) => {
  app.post(
    '/Auth',
    {
      schema: {
        tags: ['Autenticação'],
        summary: 'Login com CPF (com ou sem máscara) e senha',
        body: loginSchema,
        response: { 200: loginAnswerSchema },
      },
      // The limits (per address, per account and address, per account) are the service's, in the
      // database, so that every instance counts the same failures (decision 013 addendum).
    },
    (request) => auth.login(request.body, request.ip),
  );

  app.post(
    '/Auth/Sair',
    {
      schema: { tags: ['Autenticação'], summary: 'Logout: revoga o token', response: { 204: z.null() } },
      onRequest: guards.requireAuth,
    },
    async (request, reply) => {
      const header = request.headers.perfil;
      await auth.logout(
        sessionOf(request),
        parseRoleId(Array.isArray(header) ? header[0] : header),
        request.ip,
      );
      return reply.code(204).send(null);
    },
  );
};
