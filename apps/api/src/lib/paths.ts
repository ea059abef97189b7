import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The root folder of this package (apps/api), found by walking up from the running file, so the same
 * code works from `src/` under tsx or Vitest and from the esbuild bundle in `dist/`.
 */
export function apiPackageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg)) {
      const name = (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name;
      if (name === '@siam/api') return dir;
    }
    dir = dirname(dir);
  }
  throw new Error('Não foi possível localizar a pasta do pacote @siam/api.');
}

/** The committed SQL migrations (apps/api/drizzle). */
export function migrationsFolder(): string {
  return join(apiPackageRoot(), 'drizzle');
}
