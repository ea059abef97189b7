import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, publicConfigSchema } from '@siam/domain/contracts/health';
import type { RouteDeps } from '../../app-deps';

export const healthRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { config }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['Sistema'],
        summary: 'Pronto para atender (migrado e com dados iniciais)',
        response: { 200: healthSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/config',
    {
      schema: {
        tags: ['Sistema'],
        summary: 'Configuração pública: endereços da tela de login e domínios de e-mail institucionais',
        response: { 200: publicConfigSchema },
      },
    },
    async () => ({
      forgotPasswordUrl: config.forgotPasswordUrl,
      learnMoreUrl: config.learnMoreUrl,
      dominiosInstitucionais: config.institutionalEmailDomains,
    }),
  );
};
