import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { callApi, DEMO, signIn } from './fixtures';

/**
 * Collects what the browser says about the Content-Security-Policy: console messages ("Refused to ...") and every
 * `securitypolicyviolation` event of every document of the page (reported to the console by an init script).
 */
function watchCsp(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (/content.security.policy|refused to|csp violation/i.test(m.text())) problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => {
    if (/content.security.policy|evalerror/i.test(String(e))) problems.push(`pageerror: ${e}`);
  });
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return problems;
}

/** The tokens this tab holds (oidc-client-ts' user record) and whether any sit in localStorage. */
const storedTokens = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    return {
      user: key
        ? (JSON.parse(sessionStorage.getItem(key)!) as {
            access_token: string;
            refresh_token?: string;
            id_token: string;
          })
        : undefined,
      inLocalStorage: Object.keys(localStorage).filter((k) => k.startsWith('oidc.')),
    };
  });

const jwtPayload = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;

test('the app runs under its Content-Security-Policy: no violation in the console', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = watchCsp(page);
  await signIn(page, DEMO.master);
  const main = await page.goto('/documentmanagement/maindashboard');
  const csp = main!.headers()['content-security-policy'];
  expect(csp).toContain("script-src 'self';");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(main!.headers()['x-content-type-options']).toBe('nosniff');
  expect(main!.headers()['referrer-policy']).toBe('no-referrer');
  await expect(page.getByRole('region', { name: 'Company' })).toBeVisible();

  // a document with its PDF preview (a blob: frame)
  const [doc] = (await callApi(page, '/documents?range=[0,0]')) as Array<{ uuid: string }>;
  await page.goto(`/documents/review/${doc.uuid}`);
  await expect(page.locator('iframe[src^="blob:"], img[src^="blob:"]').first()).toBeVisible({ timeout: 20_000 });
  if (await page.locator('iframe[src^="blob:"]').count()) {
    // Chromium's PDF viewer runs in the blob: frame (which inherits the page's policy)
    await expect
      .poll(() => page.frames().some((f) => f.url().startsWith('chrome-extension://')), { timeout: 10_000 })
      .toBe(true);
  }

  for (const path of [
    '/documentmanagement/search',
    '/invoices/fournisseurs/payments/invoicestopay/list',
    '/mails/sent',
    '/links/grid',
    '/documents/keywords',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('banner')).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  // the company settings and their rich-text e-mail template
  await page.getByRole('button', { name: 'Company settings' }).click();
  await expect(page.getByRole('dialog').getByRole('textbox').first()).toBeVisible();
  await page.keyboard.press('Escape');

  expect(problems).toEqual([]);
});

test('another site cannot frame the app', async ({ page, baseURL }) => {
  // A page of another origin (a local one: Chromium keeps public sites from framing local addresses anyway)
  // frames one of its own pages, which shows, and the app, which the app's frame-ancestors 'none' blocks.
  const framer = http.createServer((req, res) => {
    res.setHeader('content-type', 'text/html');
    res.end(
      req.url === '/own'
        ? '<p id="own">own</p>'
        : `<!doctype html><iframe src="/own"></iframe><iframe src="${baseURL}/documentmanagement/maindashboard"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
  try {
    const messages: string[] = [];
    page.on('console', (m) => messages.push(m.text()));
    await page.goto(`http://127.0.0.1:${(framer.address() as AddressInfo).port}/`);
    await expect
      .poll(() => messages.some((m) => /Framing '[^']*' violates .*"frame-ancestors 'none'"/.test(m)), {
        timeout: 10_000,
      })
      .toBe(true);
    const [own, app] = page.frames().slice(1);
    await expect(own.locator('#own')).toBeVisible();
    expect(app.url()).toMatch(/^chrome-error:/);
    expect(await app.content()).toContain('ERR_BLOCKED_BY_RESPONSE');
  } finally {
    framer.close();
  }
});

test('sign-in sends a nonce and keeps the tokens in the tab; another tab signs in through the provider session', async ({
  page,
  context,
}) => {
  const authorizations: URL[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/auth/authorize?')) authorizations.push(new URL(r.url()));
  });
  await signIn(page, DEMO.master);
  const redirect = authorizations.find((u) => u.searchParams.get('redirect_uri')?.endsWith('/auth-callback'))!;
  expect(redirect.searchParams.get('nonce')).toMatch(/^[\w-]{43}$/);
  expect(authorizations.every((u) => u.searchParams.get('nonce'))).toBe(true);

  const tokens = await storedTokens(page);
  expect(tokens.inLocalStorage).toEqual([]);
  expect(jwtPayload(tokens.user!.id_token).nonce).toBe(redirect.searchParams.get('nonce'));

  // A second tab has no tokens of its own: it gets them from the provider's session, without the sign-in page.
  const other = await context.newPage();
  const visited: string[] = [];
  other.on('request', (r) => visited.push(r.url()));
  await other.goto('/documentmanagement/maindashboard');
  await expect(other.getByRole('banner')).toContainText('Groupe Delacroix Distribution', { timeout: 20_000 });
  expect(visited.some((u) => u.includes('/auth/interaction/'))).toBe(false);
  const theirs = await storedTokens(other);
  expect(theirs.user!.access_token).not.toBe(tokens.user!.access_token);
  expect(jwtPayload(theirs.user!.id_token).sid).toBe(jwtPayload(tokens.user!.id_token).sid);
});

test('logout revokes the refresh token, ends the access token and signs other tabs out', async ({ page, context }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.branch);
  const other = await context.newPage();
  await other.goto('/documentmanagement/maindashboard');
  await expect(other.getByRole('banner')).toBeVisible({ timeout: 20_000 });
  const { user } = await storedTokens(page);
  expect(user!.refresh_token).toEqual(expect.any(String));

  const revocation = page.waitForRequest((r) => r.url().endsWith('/auth/revoke') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: /log ?out/i }).click();
  expect(new URLSearchParams((await revocation).postData() ?? '').get('token_type_hint')).toBe('refresh_token');
  await page.locator('#email').waitFor({ timeout: 20_000 });
  expect((await storedTokens(page)).user).toBeUndefined();

  const refreshed = await page.request.post('/auth/token', {
    form: { client_id: 'paperdesk', grant_type: 'refresh_token', refresh_token: user!.refresh_token! },
  });
  expect(refreshed.status()).toBe(400);
  await expect
    .poll(
      async () =>
        (
          await page.request.get('/paperdesk/api/users/userInfo', {
            headers: { authorization: `Bearer ${user!.access_token}` },
          })
        ).status(),
      { timeout: 15_000 },
    )
    .toBe(401);
  // the other tab notices the session has ended and asks to sign in again
  await expect(other.locator('#email')).toBeVisible({ timeout: 20_000 });
});
