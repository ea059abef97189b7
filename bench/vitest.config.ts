import { defineConfig } from 'vitest/config';

// `TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx vitest run --config bench/vitest.config.ts`
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
