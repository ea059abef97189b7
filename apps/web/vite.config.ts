import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Vendor chunks for what every page needs and rarely changes: React, the router, the styling engine
 * (emotion, stylis) and TanStack Query with notistack. @mui/system and @mui/utils, MUI components, the
 * date pickers, zod and react-hook-form are left to automatic splitting, so each lazy route loads only
 * the modules it uses and the login screen's first load stays small (a group takes every module it
 * matches that any page uses: with @mui/system in it, the login loaded Grid and the CSS-variables
 * provider; decision 131).
 */
const nm = (pattern: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${pattern})[\\\\/]`);
const vendorGroups = [
  { name: 'react', test: nm('react|react-dom|scheduler'), priority: 40 },
  { name: 'router', test: nm('react-router|cookie|set-cookie-parser'), priority: 30 },
  {
    name: 'mui-core',
    test: nm(
      '@mui[\\\\/](styled-engine|private-theming)|@emotion|@babel[\\\\/]runtime|stylis|react-is|clsx|prop-types|hoist-non-react-statics',
    ),
    priority: 20,
  },
  { name: 'query', test: nm('@tanstack|notistack|goober'), priority: 10 },
];

/**
 * The installable app (decision 132): the manifest, and a service worker (generateSW) that precaches
 * the shell and every built file, each lazy screen's chunk included, so a screen opened offline has its
 * code. Navigations fall back to index.html, except the server's own paths (/api, /bench); no runtime
 * caching, so no /api answer is ever kept by the worker (the data cache is IndexedDB's). 'prompt': a
 * new version waits until the user accepts it (src/app/pwa.tsx registers it after the first paint).
 */
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: ['favicon.svg'],
  manifest: {
    name: 'SIAM — Sistema Integrado de Acompanhamento e Monitoramento',
    short_name: 'SIAM',
    description: 'SIAM: Sistema Integrado de Acompanhamento e Monitoramento',
    lang: 'pt-BR',
    dir: 'ltr',
    theme_color: '#0b3a6e',
    background_color: '#f3f5f9',
    display: 'standalone',
    start_url: '/',
    scope: '/',
    icons: [
      { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/pwa-maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,ico,woff,woff2,ttf,webmanifest}'],
    // Every chunk, however large: a screen whose code was left out would not open offline.
    maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [/^\/api(\/|$)/i, /^\/bench\//],
    runtimeCaching: [],
    cleanupOutdatedCaches: true,
    // Hashed names are their own version: no cache-busting query on /assets/.
    dontCacheBustURLsMatching: /^assets\//,
  },
});

export default defineConfig({
  plugins: [react(), pwa],
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: 'http://127.0.0.1:3001', changeOrigin: false } },
  },
  preview: { port: 4173, proxy: { '/api': { target: 'http://127.0.0.1:3001' } } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});
