import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../../app-deps';

export const healthRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { config }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['Sistema'],
        summary: 'Pronto para atender (migrado e com dados iniciais)',
        response: { 200: z.object({ status: z.literal('ok') }) },
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
        response: {
          200: z.object({
            forgotPasswordUrl: z.string(),
            learnMoreUrl: z.string(),
            dominiosInstitucionais: z.array(z.string()),
          }),
        },
      },
    },
    async () => ({
      forgotPasswordUrl: config.forgotPasswordUrl,
      learnMoreUrl: config.learnMoreUrl,
      dominiosInstitucionais: config.institutionalEmailDomains,
    }),
  );
};
