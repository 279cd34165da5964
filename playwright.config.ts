import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './e2e/chromium';
import { MAIL_DIR } from './e2e/fixtures';

const PORT = Number(process.env.E2E_PORT ?? 8181);
const BASE = `http://localhost:${PORT}`;
const SMTP_PORT = PORT + 345;
// one data folder per port: runs on different ports never share a database
const DATA_DIR = PORT === 8181 ? '.tmp/e2e-data' : `.tmp/e2e-data-${PORT}`;

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
    launchOptions: CHROMIUM_LAUNCH,
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  webServer: [
    {
      // A real SMTP peer: the app's e-mails land in MAIL_DIR.
      command: 'node e2e/smtp-peer.mjs',
      port: SMTP_PORT,
      reuseExistingServer: false,
      env: { SMTP_PORT: String(SMTP_PORT), MAIL_DIR },
    },
    {
      // A fresh embedded database with demo data for every run.
      command: `rm -rf ${DATA_DIR} && tsx server/src/server.ts`,
      url: `${BASE}/healthz`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(PORT),
        PUBLIC_URL: BASE,
        DATA_DIR,
        DEMO_DATA: 'true',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}?ignoreTLS=true`,
      },
    },
  ],
});
