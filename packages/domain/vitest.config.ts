import { defineProject } from 'vitest/config';
export default defineProject({ test: { name: 'domain', environment: 'node', testTimeout: 20_000 } });
