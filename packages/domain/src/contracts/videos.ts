/** Wire contract of the training videos (/api/Administracao/Videos). */
import { z } from 'zod';

export const videoSchema = z
  .object({ id: z.number().int(), nome: z.string(), url: z.string() })
  .meta({ id: 'Video' });

export type Video = z.output<typeof videoSchema>;
