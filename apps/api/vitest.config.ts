import { defineProject } from 'vitest/config';

// The API suite: `npx vitest run --project api` (TEST_DATABASE_URL=postgres://... to run it on a server).
export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/testing/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
