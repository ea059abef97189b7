/**
 * Every route the API registers, as `METHOD /api/path` (the onRoute hook; no HEAD duplicates, only
 * /api routes), from an app built without a database (routes do not touch it until called).
 */
import { buildApp } from '../app';
import { testConfig } from '../config';
import type { Db } from '../db/types';

export async function registeredRoutes(): Promise<string[]> {
  const lines = new Set<string>();
  const noDb = new Proxy({} as Db, {
    get() {
      throw new Error('listing routes does not use the database');
    },
  });
  const app = await buildApp({
    config: testConfig(),
    db: noDb,
    jwtSecret: 'registered-routes-'.padEnd(48, 'x'),
    onRoute(route) {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const m of methods) {
        if (m === 'HEAD') continue;
        if (!route.url.toLowerCase().startsWith('/api')) continue;
        lines.add(`${m} ${route.url}`);
      }
    },
  });
  await app.close();
  return [...lines].sort();
}
