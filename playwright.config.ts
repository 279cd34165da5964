import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8181);
const BASE = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: BASE,
    locale: 'en-GB',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking',
        '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  webServer: {
    // A fresh embedded database with demo data for every run.
    command: `rm -rf .tmp/e2e-data && tsx server/src/server.ts`,
    url: `${BASE}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(PORT), PUBLIC_URL: BASE, DATA_DIR: '.tmp/e2e-data', DEMO_DATA: 'true', LOG_LEVEL: 'warn', DATABASE_URL: '' },
  },
});
