import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './e2e/chromium';
import { SLOTS, currentSlot, dataDir, mailDir, slotPort, smtpPort } from './e2e/slots';

// Each worker talks to its slot's app node (the config is read again in every worker, where Playwright names the slot).
const BASE = `http://localhost:${slotPort(currentSlot())}`;
const slots = Array.from({ length: SLOTS }, (_, slot) => slot);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: SLOTS,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: BASE,
    locale: 'en-GB',
    launchOptions: CHROMIUM_LAUNCH,
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  webServer: slots.flatMap((slot): NonNullable<PlaywrightTestConfig['webServer']> => [
    {
      // A real SMTP peer: the slot's app node's e-mails land in its mail folder.
      command: 'node e2e/smtp-peer.mjs',
      port: smtpPort(slot),
      reuseExistingServer: false,
      env: { SMTP_PORT: String(smtpPort(slot)), MAIL_DIR: mailDir(slot) },
    },
    {
      // A fresh embedded database with demo data for every run.
      command: `rm -rf ${dataDir(slot)} && tsx server/src/server.ts`,
      url: `http://localhost:${slotPort(slot)}/healthz`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        PORT: String(slotPort(slot)),
        PUBLIC_URL: `http://localhost:${slotPort(slot)}`,
        DATA_DIR: dataDir(slot),
        DEMO_DATA: 'true',
        LOG_LEVEL: 'warn',
        ANSWER_CHECK: 'strict',
        DATABASE_URL: '',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort(slot)}?ignoreTLS=true`,
      },
    },
  ]),
});
