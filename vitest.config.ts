import { defineConfig } from 'vitest/config';

// `npm test`: unit and API suites, no server, no browser.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/api', 'apps/web'],
  },
});
