import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// `npm test`: unit and API suites, no server, no browser.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/api', 'apps/web'],
    // Vitest leaves one core free by default, which on the two-core CI machine means one worker and
    // twice the time; the suites are CPU-bound, so use every core.
    maxWorkers: Math.max(availableParallelism(), 1),
  },
});
