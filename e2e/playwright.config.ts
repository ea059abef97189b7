import { defineConfig, devices } from '@playwright/test';
import { fileURLToPath } from 'node:url';

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? '/tmp/siam-e2e-data';
const root = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'pt-BR',
    timezoneId: 'America/Maceio',
    // Recording a trace of every test costs CPU the two-core CI machine lacks; the retry keeps one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The app's service worker (decision 132) would answer a second navigation from its precache and
    // stand between the page and page.route(); only tests/pwa.spec.ts lets it register.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1366, height: 800 },
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node apps/api/dist/main.js',
    cwd: root,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e',
      LOG_LEVEL: 'warn',
      // Every browser test logs in from 127.0.0.1: the per-address limit (20 a minute, decision 013,
      // tested by the API suite) would refuse a fast run's logins ('Muitas tentativas de acesso').
      AUTH_ADDRESS_FAILURE_BURST: '1000',
      AUTH_ADDRESS_FAILURES_PER_MINUTE: '1000',
      // The demo users search students in parallel specs; the per-user limit (30 a minute, decision
      // 121) is tested by the API suite.
      STUDENT_LOOKUP_RATE_LIMIT_PER_MINUTE: '1000',
    },
  },
});
