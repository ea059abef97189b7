/**
 * Stands for vite-plugin-pwa's `virtual:pwa-register` in the unit tests (vitest.config.ts aliases it
 * here; the module exists only in a Vite build with the plugin): registers nothing. A test that needs
 * the registration mocks it (`vi.mock('virtual:pwa-register', …)`, app/pwa.test.tsx).
 */
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';

export function registerSW(_options?: RegisterSWOptions): (reloadPage?: boolean) => Promise<void> {
  return async () => {};
}
