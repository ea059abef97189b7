import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../../db/types';
import { getOrCreateSecret } from './auth.repository';

const generate = () => randomBytes(48).toString('base64url');

/**
 * The HS256 key: JWT_SECRET when set; otherwise generated once and kept, in DATA_DIR/jwt-secret for
 * the embedded database, or in the `app_secret` table on a PostgreSQL server (every instance then
 * shares it).
 */
export async function resolveJwtSecret(options: {
  jwtSecret: string | undefined;
  db: Db;
  /** The PGlite data directory, or null when the database is a server (or in memory). */
  dataDir: string | null;
}): Promise<string> {
  if (options.jwtSecret) return options.jwtSecret;
  if (options.dataDir) {
    const file = join(options.dataDir, 'jwt-secret');
    if (!existsSync(file)) {
      mkdirSync(options.dataDir, { recursive: true });
      try {
        writeFileSync(file, generate(), { mode: 0o600, flag: 'wx' });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
    }
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
    throw new Error(`O arquivo ${file} não contém um segredo válido: apague-o para gerar outro.`);
  }
  return getOrCreateSecret(options.db, 'jwt', generate());
}
