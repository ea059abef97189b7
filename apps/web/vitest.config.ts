import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

export default defineProject({
  plugins: [react()],
  // The service worker's registration module exists only in a build with vite-plugin-pwa (decision 132).
  resolve: {
    alias: {
      'virtual:pwa-register': fileURLToPath(new URL('./src/test/pwa-register.ts', import.meta.url)),
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Component tests render MUI in jsdom: on a loaded two-core CI machine a test can take seconds.
    testTimeout: 60_000,
  },
});
