import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/app';
import { appCspDirectives } from './securityHeaders';
import { loadConfig } from '../config';

let t: TestContext;
let https: TestContext;

beforeAll(async () => {
  [t, https] = await Promise.all([createTestContext(), createTestContext({ PUBLIC_URL: 'https://desk.example.com' })]);
});
afterAll(async () => {
  await t?.close();
  await https?.close();
});

const root = path.resolve(__dirname, '../../..');
const distIndex = path.join(root, 'dist/index.html');

/** The CSP of an answer as a map of directive → sources. */
function csp(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([k, ...v]) => [k, v]),
  );
}

const get = (ctx: TestContext, url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('security headers', () => {
  const asset = existsSync(path.join(root, 'dist/assets'))
    ? `/assets/${readdirSync(path.join(root, 'dist/assets')).find((f) => f.endsWith('.js'))}`
    : undefined;
  const answers: Array<[string, string]> = [
    ['the client page', '/'],
    ['a client route (history fallback)', '/documentmanagement/maindashboard'],
    ['the sign-in configuration', '/paperdesk/config'],
    ['an API answer without token (401)', '/paperdesk/api/users/userInfo'],
    ['an unknown API route (404)', '/paperdesk/nope'],
    ['the health check', '/healthz'],
    ['the provider discovery', '/auth/.well-known/openid-configuration'],
    ...(asset ? [['a script', asset] as [string, string]] : []),
  ];

  it.each(answers)('%s carries CSP, frame protection, nosniff and a referrer policy', async (_what, url) => {
    const res = await get(t, url);
    expect(res.statusCode).toBeLessThan(500);
    const policy = csp(res.headers['content-security-policy']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]); // no inline script, no eval
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    // plain http: no HSTS (a browser would remember it for the host), no upgrade of requests
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });

  it('adds HSTS and upgrade-insecure-requests when served over https', async () => {
    const res = await get(https, '/healthz');
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=31536000; includeSubDomains$/);
    expect(csp(res.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
  });

  it('lets the app frame its own silent sign-in page, nobody else', async () => {
    const res = await get(t, '/silent-renew.html');
    const policy = csp(res.headers['content-security-policy']);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it("keeps the sign-in pages' own stricter headers", async () => {
    const res = await get(t, '/auth/interaction/unknown-uid');
    expect(res.statusCode).toBe(400);
    const policy = csp(res.headers['content-security-policy']);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.has('script-src')).toBe(false);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cache-control']).toBe('no-store');
    const provider = await get(t, '/auth/authorize?client_id=unknown&response_type=code&scope=openid', {
      accept: 'text/html',
    });
    expect(csp(provider.headers['content-security-policy']).get('default-src')).toEqual(["'none'"]);
  });

  it('lets the browser reach an external identity provider, and only that one', () => {
    const external = appCspDirectives(loadConfig({ OIDC_ISSUER: 'https://login.example.org/realms/desk' }));
    for (const d of ['connect-src', 'frame-src', 'form-action'])
      expect(external[d]).toContain('https://login.example.org');
    expect(external['script-src']).toEqual(["'self'"]);
    expect(appCspDirectives(loadConfig({}))['connect-src']).toEqual(["'self'"]);
  });

  it('the client pages hold no inline script (the CSP would refuse it)', async () => {
    const pages = [
      path.join(root, 'index.html'),
      path.join(root, 'public/silent-renew.html'),
      ...(existsSync(distIndex) ? [distIndex] : []),
    ];
    for (const page of pages) {
      const html = readFileSync(page, 'utf8');
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      for (const [, attrs, body] of scripts) {
        expect(attrs, page).toMatch(/\bsrc=/);
        expect(body.trim(), page).toBe('');
      }
      expect(html, page).not.toMatch(/\son[a-z]+\s*=/i); // no inline event handlers
    }
    if (existsSync(distIndex)) {
      const res = await get(t, '/');
      expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
    }
  });
});
