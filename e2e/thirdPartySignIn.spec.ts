import { expect, test, type Page } from '@playwright/test';
import { DEMO } from './fixtures';
import { freePort, startAppNode, type AppNode } from './appNode';
import { ACCESS_TOKEN_TTL, AUDIENCE, startThirdPartyProvider, type ThirdPartyProvider } from './thirdPartyProvider';

/**
 * Sign-in through a provider no one here wrote (e2e/thirdPartyProvider.ts: no offline_access, no realm_access,
 * its own audience, stock sign-in and consent pages), with the app as shipped: a node whose OIDC_ISSUER is it.
 */
let provider: ThirdPartyProvider;
let app: AppNode;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  const port = await freePort();
  provider = await startThirdPartyProvider(`http://localhost:${port}`);
  app = await startAppNode({ OIDC_ISSUER: provider.issuer, OIDC_AUDIENCE: AUDIENCE }, port);
});
test.afterAll(async () => {
  await app?.close();
  await provider?.close();
});

const session = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    return key
      ? (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string; refresh_token?: string; scope?: string })
      : undefined;
  });
const claims = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8'));

/** Opens the app, signs in at the provider, and clicks "Continue" while the provider asks (at most 4 times). */
async function signInThere(page: Page, email: string): Promise<number> {
  await page.goto(`${app.base}/`);
  await page.locator('input[name=login]').fill(email, { timeout: 20_000 });
  await page.locator('input[name=password]').fill('any');
  await page.locator('button[type=submit]').click();
  const banner = page.getByRole('banner');
  const next = page.getByRole('button', { name: 'Continue' });
  let continues = 0;
  for (; continues < 4; continues += 1) {
    await expect(banner.or(next)).toBeVisible({ timeout: 20_000 });
    if (await banner.isVisible()) break;
    await next.click();
  }
  return continues;
}

test('signs in past one "Continue" and renews the session through the provider, with no refresh token', async ({
  page,
}) => {
  test.setTimeout(90_000);
  provider.unknownScopes = 'consent';
  provider.requests.length = 0;
  const continues = await signInThere(page, DEMO.master);
  await expect(page.getByRole('banner')).toBeVisible();
  expect(continues).toBe(1);
  expect(provider.requests[0].scope.split(' ').sort()).toEqual(['email', 'openid', 'profile']);

  const first = (await session(page))!;
  expect(first.refresh_token).toBeUndefined();
  const at = claims(first.access_token);
  expect(at).toMatchObject({ iss: provider.issuer, aud: AUDIENCE, email: DEMO.master });
  expect(at.realm_access).toBeUndefined();
  expect(at.exp - at.iat).toBe(ACCESS_TOKEN_TTL);

  // the renewal: a new access token from the provider's session (a hidden frame, prompt=none), without leaving
  const left: string[] = [];
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame() && !f.url().startsWith(app.base)) left.push(f.url());
  });
  await expect.poll(async () => (await session(page))?.access_token, { timeout: 30_000 }).not.toBe(first.access_token);
  expect(provider.requests.at(-1)).toMatchObject({ prompt: 'none' });
  expect((await session(page))!.refresh_token).toBeUndefined();
  await page.getByRole('link', { name: 'Upload' }).click();
  await expect(page).toHaveURL(/\/documentmanagement\/upload$/);
  const token = (await session(page))!.access_token;
  const me = await page.request.get(`${app.base}/paperdesk/api/users/userInfo`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ email: DEMO.master, master: true });
  expect(left).toEqual([]);
});

test('signs in through a provider that refuses scopes it does not define (as Google does)', async ({ page }) => {
  provider.unknownScopes = 'refuse';
  expect(await signInThere(page, DEMO.branch)).toBe(1);
  await expect(page.getByRole('banner')).toBeVisible();
  expect(provider.requests.every((r) => !r.scope.includes('offline_access'))).toBe(true);
});
