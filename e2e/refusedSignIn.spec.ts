import { expect, test, type Browser } from '@playwright/test';
import { DEMO } from './fixtures';
import { freePort, startAppNode, type AppNode } from './appNode';
import { startThirdPartyProvider, type ThirdPartyProvider } from './thirdPartyProvider';

/**
 * A node whose API does not accept the provider's tokens (OIDC_AUDIENCE names another audience): the provider signs
 * the user in, the API answers 401, and instead of signing in again in circles the app says so, with the API's
 * reason, in the browser's language.
 */
let provider: ThirdPartyProvider;
let app: AppNode;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  const port = await freePort();
  provider = await startThirdPartyProvider(`http://localhost:${port}`);
  app = await startAppNode({ OIDC_ISSUER: provider.issuer, OIDC_AUDIENCE: 'another-api' }, port);
});
test.afterAll(async () => {
  await app?.close();
  await provider?.close();
});

async function signInRefused(browser: Browser, locale: string) {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  const authorizations: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(provider.issuer) && r.url().includes('/auth')) authorizations.push(r.url());
  });
  await page.goto(`${app.base}/`);
  await page.locator('input[name=login]').fill(DEMO.master, { timeout: 20_000 });
  await page.locator('input[name=password]').fill('any');
  await page.locator('button[type=submit]').click();
  const next = page.getByRole('button', { name: 'Continue' });
  const refused = page.getByRole('alert');
  for (let i = 0; i < 4 && !(await refused.isVisible()); i += 1) {
    await expect(refused.or(next)).toBeVisible({ timeout: 30_000 });
    if (await next.isVisible()) await next.click();
  }
  await expect(page).toHaveURL(/\/signin-refused$/);
  return { page, context, authorizations };
}

test('the API refusing the provider’s tokens is said, with its reason, instead of signing in again (en, fr)', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const en = await signInRefused(browser, 'en-GB');
  await expect(en.page.getByRole('heading', { name: 'Signed in, but refused by Paperdesk' })).toBeVisible();
  await expect(en.page.getByText(/"aud" claim/)).toBeVisible(); // the API's reason names the claim
  await en.page.waitForTimeout(3_000);
  const count = en.authorizations.length;
  await en.page.waitForTimeout(3_000);
  expect(en.authorizations.length).toBe(count); // no more round trips to the provider
  await en.page.screenshot({ path: '.tmp/signin-refused-en-1280.png' });
  await en.context.close();

  const fr = await signInRefused(browser, 'fr-FR');
  await expect(fr.page.getByRole('heading', { name: 'Connecté, mais refusé par Paperdesk' })).toBeVisible();
  await expect(fr.page.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  await fr.page.setViewportSize({ width: 420, height: 900 });
  await fr.page.screenshot({ path: '.tmp/signin-refused-fr-420.png' });
  await fr.context.close();
});
