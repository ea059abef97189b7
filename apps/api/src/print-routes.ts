/**
 * `npm run -s routes`: every registered route as `METHOD /api/path`, one a line (no HEAD duplicates,
 * no other output). Builds the app without a database: routes do not touch it until called.
 */
import { buildApp } from './app';
import { testConfig } from './config';
import type { Db } from './db/types';

const lines = new Set<string>();
const noDb = new Proxy({} as Db, {
  get() {
    throw new Error('print-routes does not use the database');
  },
});

const app = await buildApp({
  config: testConfig(),
  db: noDb,
  jwtSecret: 'print-routes-'.padEnd(48, 'x'),
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
process.stdout.write([...lines].join('\n') + '\n');
