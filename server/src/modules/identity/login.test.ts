import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { loginAttempts, users } from '../../../db/schema';
import { verifyPassword } from './index';
import {
  Browser,
  createUser,
  followToCallback,
  parseForm,
  startLogin,
  startNode,
  token,
  openTestDb,
  type Node,
} from '../../../test/identity';

let database: Database;
let node: Node;

beforeAll(async () => {
  database = await openTestDb();
  await createUser(database.db, { email: 'ada@example.com' });
  await createUser(database.db, { email: 'slow@example.com' });
  await createUser(database.db, { email: 'external@example.com', password: null });
  await createUser(database.db, { email: 'gone@example.com', active: false });
  await createUser(database.db, { email: 'temp@example.com', password: 'Temp-1234-abcd', mustChangePassword: true });
  node = await startNode(database.db);
});
afterAll(async () => {
  await node?.app.close();
  await database?.close();
});

const errorText = (html: string) => /<div class="alert" id="login-error" role="alert">([^<]*)<\/div>/.exec(html)?.[1];

describe('sign-in page', () => {
  it('has the expected fields, look and headers', async () => {
    const { login } = await startLogin(new Browser(), node);
    expect(login.status).toBe(200);
    expect(login.headers.get('content-type')).toContain('text/html');
    expect(login.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const html = await login.text();
    expect(html).toMatch(/<input id="email" name="email" type="email" autocomplete="username"/);
    expect(html).toMatch(/<input id="password" name="password" type="password"/);
    expect(html).toMatch(/<button id="kc-login" type="submit">Sign in<\/button>/);
    expect(html).toContain('<svg');
    expect(html).toContain('prefers-color-scheme:dark');
    expect(html).toContain('width=device-width');
    expect(html).not.toMatch(/<(link|script|img)\b/);
    expect(errorText(html)).toBeUndefined();
  });

  it('shows the same error for a wrong password, an unknown e-mail, an external or inactive account', async () => {
    const b = new Browser();
    const { login } = await startLogin(b, node, { ui_locales: 'fr-FR' });
    const { action } = parseForm(await login.text(), node.base);
    for (const [email, password] of [
      ['ada@example.com', 'wrong'],
      ['nobody@example.com', 'paperdesk'],
      ['external@example.com', 'paperdesk'],
      ['gone@example.com', 'paperdesk'],
    ]) {
      const res = await b.post(action!, { email, password });
      expect(res.status, email).toBe(401);
      const html = await res.text();
      expect(errorText(html)).toBe('E-mail ou mot de passe incorrect.');
      expect(html).toContain('<html lang="fr">');
    }
    // The page echoes the e-mail escaped.
    const res = await b.post(action!, { email: '"><script>alert(1)</script>', password: 'x' });
    const html = await res.text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&#34;&#62;&#60;script&#62;');
  });

  it('slows down repeated failures with 429 and forgets them after a success', async () => {
    const b = new Browser();
    const { login } = await startLogin(b, node);
    const { action } = parseForm(await login.text(), node.base);
    for (let i = 0; i < 3; i += 1)
      expect((await b.post(action!, { email: 'SLOW@example.com', password: 'bad' })).status).toBe(401);
    const blocked = await b.post(action!, { email: 'slow@example.com', password: 'paperdesk' });
    expect(blocked.status).toBe(429);
    expect(errorText(await blocked.text())).toMatch(/^Too many attempts, retry in \d+ s\.$/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // counted per account and address (this browser is not a known device of the account yet)
    const pair = eq(loginAttempts.key, 'pair:slow@example.com|127.0.0.1');
    const [row] = await database.db.select().from(loginAttempts).where(pair);
    expect(row.failures).toBe(3); // attempts while blocked are not counted

    // Wait out the delay (shared through the database), then the right password works and resets the counter.
    await database.db
      .update(loginAttempts)
      .set({ lastFailure: new Date(Date.now() - 60_000) })
      .where(pair);
    const ok = await b.post(action!, { email: 'slow@example.com', password: 'paperdesk' });
    expect(ok.status).toBe(303);
    expect(await database.db.select().from(loginAttempts).where(pair)).toEqual([]);
  });

  it('makes a user with a temporary password choose a new one, then finishes the sign-in', async () => {
    const b = new Browser();
    const start = await startLogin(b, node, { ui_locales: 'de' });
    const { action } = parseForm(await start.login.text(), node.base);
    const res = await b.post(action!, { email: 'temp@example.com', password: 'Temp-1234-abcd' });
    expect(res.status).toBe(200);
    let html = await res.text();
    expect(html).toContain('Neues Passwort wählen');
    const form = parseForm(html, node.base);
    expect(form.action).toMatch(/\/auth\/interaction\/[^/]+\/password$/);

    const attempt = (next: string, confirm = next) =>
      b.post(form.action!, { ...form.fields, 'password-new': next, 'password-confirm': confirm });
    html = await (await attempt('short')).text();
    expect(errorText(html)).toBe('Das Passwort muss mindestens 10 Zeichen lang sein.');
    html = await (await attempt('long-enough-1', 'long-enough-2')).text();
    expect(errorText(html)).toBe('Die beiden Passwörter stimmen nicht überein.');
    html = await (await attempt('Temp-1234-abcd')).text();
    expect(errorText(html)).toBe('Das neue Passwort muss sich vom aktuellen unterscheiden.');
    // A forged token is refused.
    const forged = await b.post(form.action!, {
      ...form.fields,
      token: `${form.fields.token}x`,
      'password-new': 'a-new-password',
      'password-confirm': 'a-new-password',
    });
    expect(forged.status).toBe(400);

    const done = await attempt('a-new-password');
    expect(done.status).toBe(303);
    // the app opens in the language of the pages the user signed in on (src/i18n/firstLocale.ts)
    expect(done.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^paperdesk_lang=de; Path=\/;/));
    expect(b.cookies.get('paperdesk_lang')).toBe('de');
    const callback = await followToCallback(b, node, done);
    const tokens = await token(node, {
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code')!,
      redirect_uri: `${node.config.publicUrl}/auth-callback`,
      code_verifier: start.verifier,
    });
    expect(tokens.status).toBe(200);
    const [user] = await database.db.select().from(users).where(eq(users.email, 'temp@example.com'));
    expect(user.mustChangePassword).toBe(false);
    expect(await verifyPassword('a-new-password', user.passwordHash!)).toBe(true);
  });

  it('speaks the chosen language: selector, then ui_locales, then cookie, then Accept-Language', async () => {
    const title = async (res: Response) => /<h1>([^<]*)<\/h1>/.exec(await res.text())?.[1];
    const b = new Browser({ 'accept-language': 'ru;q=0.9, en;q=0.8' });
    const { login, loginUrl } = await startLogin(b, node);
    expect(await title(login)).toBe('Вход');
    const picked = await b.fetch(`${loginUrl}?lang=de`);
    expect(await title(picked)).toBe('Anmelden');
    expect(picked.headers.get('set-cookie')).toMatch(/^paperdesk_lang=de; Path=\//);
    expect(await title((await startLogin(b, node)).login)).toBe('Anmelden'); // cookie beats Accept-Language
    expect(await title((await startLogin(b, node, { ui_locales: 'zh-CN' })).login)).toBe('登录'); // ui_locales beats the cookie
    expect(await title((await startLogin(new Browser(), node)).login)).toBe('Sign in');
  });

  it('refuses a stale or foreign interaction', async () => {
    const res = await new Browser().fetch(`${node.base}/auth/interaction/unknown-uid`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('This sign-in page has expired');
    const post = await new Browser().post(`${node.base}/auth/interaction/unknown-uid/login`, {
      email: 'ada@example.com',
      password: 'paperdesk',
    });
    expect(post.status).toBe(400);
  });
});
