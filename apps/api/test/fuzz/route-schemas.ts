/**
 * Every API route with its zod schemas (params, querystring, body, response per status), read with
 * the onRoute hook from an app built without a database (routes do not touch it until called).
 */
import type { z } from 'zod';
import { apiMethods, visitRoutes } from '../../src/lib/registered-routes';

export interface RouteSchemas {
  /** `METHOD /api/path`, as `npm run -s routes` prints it (the matrix's key). */
  route: string;
  method: string;
  url: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response: Record<number, z.ZodType>;
}

export async function routeSchemas(): Promise<Map<string, RouteSchemas>> {
  const routes = new Map<string, RouteSchemas>();
  await visitRoutes((route) => {
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    const response: Record<number, z.ZodType> = {};
    for (const [status, s] of Object.entries((schema.response ?? {}) as Record<string, z.ZodType>)) {
      if (/^\d{3}$/.test(status)) response[Number(status)] = s;
    }
    for (const m of apiMethods(route)) {
      const key = `${m} ${route.url}`;
      routes.set(key, {
        route: key,
        method: m,
        url: route.url,
        ...(schema.params ? { params: schema.params as z.ZodType } : {}),
        ...(schema.querystring ? { querystring: schema.querystring as z.ZodType } : {}),
        ...(schema.body ? { body: schema.body as z.ZodType } : {}),
        response,
      });
    }
  });
  return routes;
}
