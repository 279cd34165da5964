import type { LaunchOptions } from '@playwright/test';

/**
 * How the browser tests (playwright.config.ts) and the browser bench start Chromium: Debian's (CHROMIUM_PATH,
 * else /usr/bin/chromium), without sandbox, GPU or background traffic.
 */
export const CHROMIUM_LAUNCH: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
