/**
 * Every route the API registers, as `METHOD /api/path` (the onRoute hook; no HEAD duplicates, only
 * /api routes), from an app built without a database (routes do not touch it until called).
 */
import type { RouteOptions } from 'fastify';
import { buildApp } from '../app';
import { testConfig } from '../config';
import type { Db } from '../db/types';

/** Builds the app without a database, hands every route it registers to `onRoute`, and closes it. */
export async function visitRoutes(onRoute: (route: RouteOptions) => void): Promise<void> {
  const noDb = new Proxy({} as Db, {
    get() {
      throw new Error('listing routes does not use the database');
    },
  });
  const app = await buildApp({
    config: testConfig(),
    db: noDb,
    jwtSecret: 'registered-routes-'.padEnd(48, 'x'),
    onRoute,
  });
  await app.close();
}

/** The methods a route answers, without HEAD, or none when the route is not under /api. */
export function apiMethods(route: RouteOptions): string[] {
  if (!route.url.toLowerCase().startsWith('/api')) return [];
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.filter((m) => m !== 'HEAD');
}

export async function registeredRoutes(): Promise<string[]> {
  const lines = new Set<string>();
  await visitRoutes((route) => {
    for (const m of apiMethods(route)) lines.add(`${m} ${route.url}`);
  });
  return [...lines].sort();
}
