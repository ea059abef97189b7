/**
 * The state school register (SGU): find a school by its INEP code. Two adapters: the HTTP service
 * (SGU_URL; GET {SGU_URL}/escolas/{codigoInep} answers the school, 404 when unknown) and the
 * bundled demo register (or SGU_DEMO_FILE), the default, so the product works without the network.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { SGU_INVALID_ANSWER, SGU_UNAVAILABLE } from '@siam/domain/school-import';
import type { Config } from '../../config';
import { externalUrl, getExternalJson, invalidAnswerError } from '../../lib/external-http';
import demoRegister from './demo-sgu.json';

/** A school as the register describes it. */
export const sguSchoolSchema = z.object({
  codigoInep: z.string().regex(/^\d{8}$/),
  nomeEscola: z.string().trim().min(1).max(150),
  codigoMunicipio: z.number().int().positive(),
  municipio: z.string().trim().min(1),
  rede: z.number().int().min(1).max(5),
  localizacao: z.number().int().min(1).max(3).default(3),
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
  sige: z.boolean().default(false),
});
export type SguSchool = z.infer<typeof sguSchoolSchema>;

const registerFileSchema = z.object({ escolas: z.array(sguSchoolSchema) });

export interface SguAdapter {
  /** The school with this INEP code, or null when the register has none. */
  findSchool(codigoInep: string): Promise<SguSchool | null>;
}

/** Reads the register from a JSON file `{ escolas: [...] }` (or the bundled demo register). */
export function fileSguAdapter(data: unknown = demoRegister): SguAdapter {
  const { escolas } = registerFileSchema.parse(data);
  return {
    findSchool: (codigoInep) => Promise.resolve(escolas.find((e) => e.codigoInep === codigoInep) ?? null),
  };
}

export function httpSguAdapter(baseUrl: string, timeoutMs: number): SguAdapter {
  const messages = { unavailable: SGU_UNAVAILABLE, invalid: SGU_INVALID_ANSWER };
  return {
    async findSchool(codigoInep) {
      const url = externalUrl(baseUrl, `escolas/${encodeURIComponent(codigoInep)}`);
      const body = await getExternalJson(url, timeoutMs, messages);
      if (body === null) return null;
      const parsed = sguSchoolSchema.safeParse(body);
      if (!parsed.success || parsed.data.codigoInep !== codigoInep) {
        throw invalidAnswerError(SGU_INVALID_ANSWER);
      }
      return parsed.data;
    },
  };
}

/** The adapter the configuration asks for: SGU_URL, else SGU_DEMO_FILE, else the demo register. */
export function sguAdapterFor(config: Config): SguAdapter {
  if (config.sguUrl) return httpSguAdapter(config.sguUrl, config.externalTimeoutMs);
  if (config.sguDemoFile) return fileSguAdapter(JSON.parse(readFileSync(config.sguDemoFile, 'utf8')));
  return fileSguAdapter();
}
