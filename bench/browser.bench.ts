/**
 * The browser at size: in Debian's Chromium, time from the sign-in form to a usable main dashboard (its
 * figures on screen), to the first rows of the documents list, and the tab's JS heap after both.
 * Runs the real server (built client, built-in sign-in) on a seeded database:
 *
 *   npx vite build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/scale npx tsx bench/browser.bench.ts
 *
 * A command that prints, not a test. Targets: dashboard <= 3 s, first rows <= 2 s, heap <= 300 MB.
 */
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { originTypePath } from '../src/domain/originTypes/originType.model';
import { CHROMIUM_LAUNCH } from '../e2e/chromium';

const PORT = Number(process.env.BENCH_PORT ?? 8290);
const BASE = `http://localhost:${PORT}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(PORT), PUBLIC_URL: BASE, DEMO_DATA: 'false', LOG_LEVEL: 'warn' },
});

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

try {
  await waitForServer();
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const page = await browser.newPage({ locale: 'en-GB', viewport: { width: 1440, height: 900 } });
  await page.goto(BASE);
  await page.locator('#email').waitFor();
  await page.fill('#email', 'master@demo.test');
  await page.fill('#password', 'paperdesk');
  const signIn = performance.now();
  await page.click('#kc-login');
  // usable: the documents figures of the period are on screen
  await page.getByText('documents in the period').waitFor({ timeout: 60_000 });
  const dashboard = performance.now() - signIn;

  const origin = await page.evaluate(async () => {
    const key = Object.keys(sessionStorage)
      .concat(Object.keys(localStorage))
      .find((k) => k.startsWith('oidc.user:'))!;
    const token = JSON.parse((sessionStorage.getItem(key) ?? localStorage.getItem(key))!).access_token;
    const res = await fetch('/paperdesk/api/documents/origintypes', { headers: { authorization: `Bearer ${token}` } });
    return ((await res.json()) as Array<{ name: string; type: string }>).find((o) => o.type === 'SUPPLIER')!.name;
  });
  const path = `/documents/${originTypePath(origin)}/list`;
  const list = performance.now();
  await page.goto(`${BASE}${path}`);
  await page.getByRole('table', { name: 'Documents list' }).getByRole('row').nth(1).waitFor({ timeout: 60_000 });
  const firstRows = performance.now() - list;
  const heap = await page.evaluate(
    () => (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0,
  );
  const rows = await page.getByRole('table', { name: 'Documents list' }).getByRole('row').count();

  console.log(`\nPaperdesk in Chromium (${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database'})`);
  console.log(`sign-in to a usable main dashboard   ${seconds(dashboard)}   (target <= 3 s)`);
  console.log(
    `documents list, first rows           ${seconds(firstRows)}   (target <= 2 s; ${rows - 1} rows on the page)`,
  );
  console.log(`tab JS heap                          ${(heap / 1024 / 1024).toFixed(0)} MB   (target <= 300 MB)`);
  await browser.close();
} finally {
  server.kill('SIGTERM');
}
