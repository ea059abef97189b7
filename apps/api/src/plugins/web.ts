import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** True when the built web app is there to serve. */
export function hasWebDist(webDist: string | null): webDist is string {
  return webDist !== null && existsSync(join(webDist, 'index.html'));
}

/**
 * Serves the built web app at `/`: hashed assets cached for a year, everything else at the root
 * (index.html, the service worker sw.js and its workbox runtime, manifest.webmanifest, the icons)
 * `no-cache`, so a new version is seen on the next visit (decision 132: the browser checks sw.js
 * against the server on every navigation). Types come from the file names (sw.js JavaScript, the
 * manifest application/manifest+json). Paths that are not files fall back to index.html (the SPA
 * router handles them) in the not-found handler; a missing file with an extension is a 404.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    index: ['index.html'],
    cacheControl: false,
    setHeaders(reply, path) {
      if (/[\\/]assets[\\/]/.test(path)) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      else reply.header('Cache-Control', 'no-cache');
    },
  });
}
