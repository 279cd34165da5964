import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { UPLOADS } from '../server/test/fixtures/invoices';
import { currentSlot, mailDir } from './slots';

export const DEMO = {
  super: 'super@paperdesk.test',
  master: 'master@demo.test',
  branch: 'branch@demo.test',
  clerk: 'clerk@demo.test',
} as const;
export const PASSWORD = 'paperdesk';
/** The raw messages the SMTP peer of this worker's app node has received so far. */
export const receivedMails = () => {
  const dir = mailDir(currentSlot());
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
};

/** Signs in through the real sign-in page of the identity provider. */
export async function signIn(page: Page, email: string, path = '/') {
  await page.goto(path);
  await page.locator('#email').waitFor();
  await page.fill('#email', email);
  await page.fill('#password', PASSWORD);
  await page.click('#kc-login');
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 20_000 });
}

/** The invoices the browser tests upload (kept in the repository with the API tests' ones). */
export { UPLOADS };

/** Uploads files from the upload page and waits until each is saved (recognised). */
export async function upload(page: Page, files: string[], timeout = 90_000) {
  await page.goto('/documentmanagement/upload');
  await page.locator('input[type=file]').setInputFiles(files);
  await expect(
    page.getByRole('region', { name: 'Uploaded in this session' }).getByText(`${files.length} saved`),
  ).toBeVisible({ timeout });
}

/** Chooses an interface language from the top bar. */
export async function chooseLanguage(page: Page, nativeName: string) {
  await page.getByRole('button', { name: /language|langue|sprache|язык|语言/i }).click();
  await page.getByRole('option', { name: nativeName }).click();
}

/** Calls the API as the signed-in user of the page (its access token, as the app sends it). */
export async function callApi(
  page: Page,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<unknown> {
  return page.evaluate(
    async ({ path, init }) => {
      const stores = [sessionStorage, localStorage];
      const key = stores
        .flatMap((s) => Object.keys(s).map((k) => [s, k] as const))
        .find(([, k]) => k.startsWith('oidc.user:'));
      const token = key ? JSON.parse(key[0].getItem(key[1])!).access_token : undefined;
      const res = await fetch(`/paperdesk/api${path}`, {
        method: init.method ?? 'GET',
        headers: {
          authorization: `Bearer ${token}`,
          ...(init.body ? { 'content-type': 'application/json' } : {}),
          ...init.headers,
        },
        body: init.body ? JSON.stringify(init.body) : undefined,
      });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      const text = await res.text();
      return text ? JSON.parse(text) : undefined;
    },
    { path, init },
  );
}

/**
 * A second person confirms the suppliers' new bank details (the bank-detail guard: whoever typed an IBAN cannot
 * confirm it): the super administrator, acting in the master's account, in a browser of their own.
 */
export async function confirmBankDetails(browser: Browser, master: Page, supplierIds: string[]) {
  const { uuid: account } = (await callApi(master, '/companies/companyInfo')) as { uuid: string };
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, DEMO.super);
    for (const id of supplierIds) {
      const pending = (await callApi(page, `/suppliers/${id}/bankdetails`, { headers: { sauid: account } })) as {
        pending?: unknown;
      };
      if (pending.pending)
        await callApi(page, `/suppliers/${id}/bankdetails/confirm`, { method: 'POST', headers: { sauid: account } });
    }
  } finally {
    await context.close();
  }
}

/**
 * Signs users in on pages of their own beside the test's page (a width sets the viewport); the contexts are closed
 * after each test of the file: a page left open keeps polling and slows every later test.
 */
export function otherSignIns() {
  const opened: BrowserContext[] = [];
  test.afterEach(async () => {
    await Promise.all(opened.splice(0).map((c) => c.close()));
  });
  return async (browser: Browser, email: string, native?: string, width?: number) => {
    const context = await browser.newContext(width ? { viewport: { width, height: 900 } } : {});
    opened.push(context);
    const page = await context.newPage();
    await signIn(page, email);
    if (native) await chooseLanguage(page, native);
    return page;
  };
}
