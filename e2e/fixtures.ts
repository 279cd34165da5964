import { expect, type Page } from '@playwright/test';

export const DEMO = {
  super: 'super@paperdesk.test',
  master: 'master@demo.test',
  branch: 'branch@demo.test',
  clerk: 'clerk@demo.test',
} as const;
export const PASSWORD = 'paperdesk';
/** Where the SMTP peer of the browser tests writes what it receives (e2e/smtp-peer.mjs). */
export const MAIL_DIR = '.tmp/e2e-mail';

/** Signs in through the real sign-in page of the identity provider. */
export async function signIn(page: Page, email: string, path = '/') {
  await page.goto(path);
  await page.locator('#email').waitFor();
  await page.fill('#email', email);
  await page.fill('#password', PASSWORD);
  await page.click('#kc-login');
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 20_000 });
}

/** Chooses an interface language from the top bar. */
export async function chooseLanguage(page: Page, nativeName: string) {
  await page.getByRole('button', { name: /language|langue|sprache|язык|语言/i }).click();
  await page.getByRole('option', { name: nativeName }).click();
}
