/**
 * The school-management system (SIGE): a school's classes of the current school year with their
 * students. Two adapters: the HTTP service (SIGE_URL; GET {SIGE_URL}/escolas/{codigoInep}/turmas
 * answers `{ codigoInep, turmas: [...] }`, 404 when the school is not there), a JSON snapshot
 * (SIGE_DEMO_FILE) and the bundled demo SIGE school (db/seed/demo-sige.ts), the default.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { SIGE_INVALID_ANSWER, SIGE_UNAVAILABLE } from '@siam/domain/school-import';
import type { Config } from '../../config';
import { externalUrl, getExternalJson, invalidAnswerError } from '../../lib/external-http';
import { sigeSchoolSchema, type SigeSchool } from '../../lib/sige-feed';

// The feed's shape lives outside the module: the demo SIGE (db/seed/demo-sige.ts) builds it too.
export type { SigeClass, SigeSchool, SigeStudent } from '../../lib/sige-feed';

export interface SigeAdapter {
  /** The school's current classes and students, or null when SIGE does not have the school. */
  getSchool(codigoInep: string): Promise<SigeSchool | null>;
}

/** Reads a SIGE snapshot from a JSON file `{ escolas: [{ codigoInep, turmas }] }`. */
export function fileSigeAdapter(data: unknown): SigeAdapter {
  const { escolas } = z.object({ escolas: z.array(sigeSchoolSchema) }).parse(data);
  return {
    getSchool: (codigoInep) => Promise.resolve(escolas.find((e) => e.codigoInep === codigoInep) ?? null),
  };
}

/** The bundled demo SIGE (db/seed/demo-sige.ts, demo data beside the seed it follows), as of today. */
export function demoSigeAdapter(now: () => Date): SigeAdapter {
  return {
    async getSchool(codigoInep) {
      const { demoSigeSchools } = await import('../../db/seed/demo-sige');
      return demoSigeSchools(now()).find((e) => e.codigoInep === codigoInep) ?? null;
    },
  };
}

export function httpSigeAdapter(baseUrl: string, timeoutMs: number): SigeAdapter {
  const messages = { unavailable: SIGE_UNAVAILABLE, invalid: SIGE_INVALID_ANSWER };
  return {
    async getSchool(codigoInep) {
      const url = externalUrl(baseUrl, `escolas/${encodeURIComponent(codigoInep)}/turmas`);
      const body = await getExternalJson(url, timeoutMs, messages);
      if (body === null) return null;
      const parsed = sigeSchoolSchema.safeParse(body);
      if (!parsed.success || parsed.data.codigoInep !== codigoInep) {
        throw invalidAnswerError(SIGE_INVALID_ANSWER);
      }
      return parsed.data;
    },
  };
}

/** SIGE_URL, else SIGE_DEMO_FILE, else the bundled demo SIGE school. */
export function sigeAdapterFor(config: Config, now: () => Date): SigeAdapter {
  if (config.sigeUrl) return httpSigeAdapter(config.sigeUrl, config.externalTimeoutMs);
  if (config.sigeDemoFile) return fileSigeAdapter(JSON.parse(readFileSync(config.sigeDemoFile, 'utf8')));
  return demoSigeAdapter(now);
}
