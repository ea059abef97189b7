/** Wire contract of the system calls (/api/health, /api/config). */
import { z } from 'zod';

export const healthSchema = z.object({ status: z.literal('ok') });

/** GET /api/config (public): the login screen's links and the institutional e-mail domains. */
export const publicConfigSchema = z.object({
  forgotPasswordUrl: z.string(),
  learnMoreUrl: z.string(),
  dominiosInstitucionais: z.array(z.string()),
});

export type PublicConfig = z.output<typeof publicConfigSchema>;
