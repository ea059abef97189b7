import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginAnswerSchema, loginSchema } from '@siam/domain/contracts/auth';
import { parseRoleId } from '@siam/domain/roles';
import type { RouteDeps } from '../../app-deps';
import { sessionOf } from './guards';

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
