import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

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

export default defineConfig({
  plugins: [react()],
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
