/** Test helpers: a minimal Fastify app with the provider, a tiny cookie-keeping browser, and the code + PKCE flow. */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database, Db } from '../db/client';
import { openTestDatabase } from './db';
import { companies, users } from '../db/schema';
import { loadConfig, type Config } from '../src/config';
import { hashPassword, registerIdentityProvider } from '../src/modules/identity';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface Node {
  app: FastifyInstance;
  config: Config;
  base: string;
}

/** Starts one node. `publicUrl` defaults to its own address; pass another node's to share its issuer. */
export async function startNode(db: Db, publicUrl?: string): Promise<Node> {
  const port = await freePort();
  const config = loadConfig({ PORT: String(port), PUBLIC_URL: publicUrl ?? `http://127.0.0.1:${port}` });
  const app = Fastify({ logger: false });
  await registerIdentityProvider(app, { db, config });
  await app.listen({ port, host: '127.0.0.1' });
  return { app, config, base: `http://127.0.0.1:${port}` };
}

export interface AppNode extends Node {
  database: Database;
  close(): Promise<void>;
}

/**
 * The whole app (buildApp: security headers, proxy trust, the built-in provider, the API with its real token
 * verifier) listening on a free port of 127.0.0.1, on a fresh database. `env` adds configuration (TRUST_PROXY...).
 */
export async function startAppNode(env: Record<string, string> = {}): Promise<AppNode> {
  const { buildApp } = await import('../src/app');
  const database = await openTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'paperdesk-idp-'));
  const port = await freePort();
  const config = loadConfig({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...env,
  });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    config,
    base: `http://127.0.0.1:${port}`,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh database: in-memory PGlite, or a throwaway PostgreSQL database when DATABASE_URL is set. */
export async function openTestDb(): Promise<Database> {
  return openTestDatabase();
}

export async function createUser(
  db: Db,
  u: { email: string; password?: string | null; roles?: string[]; mustChangePassword?: boolean; active?: boolean },
) {
  const [company] = await db
    .insert(companies)
    .values({ name: `Co ${u.email}` })
    .returning({ id: companies.id });
  const [user] = await db
    .insert(users)
    .values({
      companyId: company.id,
      email: u.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      passwordHash: u.password === null ? null : await hashPassword(u.password ?? 'paperdesk'),
      roles: u.roles ?? ['adminbranche'],
      mustChangePassword: u.mustChangePassword ?? false,
      active: u.active ?? true,
    })
    .returning({ id: users.id });
  return user.id;
}

/** fetch with manual redirects and a cookie jar (paths and domains ignored: one host). */
export class Browser {
  readonly cookies = new Map<string, string>();
  constructor(readonly headers: Record<string, string> = {}) {}

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers({ ...this.headers, ...(init.headers as Record<string, string> | undefined) });
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const name = pair.slice(0, pair.indexOf('=')).trim();
      const value = pair.slice(pair.indexOf('=') + 1).trim();
      const gone = !value || attrs.some((a) => /^\s*(expires=thu, 01 jan 1970|max-age=0\b)/i.test(a));
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  post(url: string, form: Record<string, string>) {
    return this.fetch(url, {
      method: 'POST',
      body: new URLSearchParams(form),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  }
}

export const location = (res: Response, base: string) => new URL(res.headers.get('location') ?? '', base).href;

export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** Reads the first form: its action and its fields' values. */
export function parseForm(html: string, base: string) {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]?.replace(/&#38;/g, '&');
  const fields = Object.fromEntries(
    [...html.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
  );
  return { action: action ? new URL(action, base).href : undefined, fields };
}

export interface AuthStart {
  login: Response;
  loginUrl: string;
  verifier: string;
  state: string;
  nonce: string;
}

/** GET /authorize with PKCE S256 and follow to the sign-in page. */
export async function startLogin(b: Browser, node: Node, extra: Record<string, string> = {}): Promise<AuthStart> {
  const { verifier, challenge } = pkce();
  const state = randomBytes(8).toString('hex');
  const nonce = randomBytes(8).toString('hex');
  const q = new URLSearchParams({
    client_id: 'paperdesk',
    response_type: 'code',
    redirect_uri: `${node.config.publicUrl}/auth-callback`,
    scope: 'openid profile email offline_access',
    state,
    nonce,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  });
  const res = await b.fetch(`${node.base}/auth/authorize?${q}`);
  if (res.status !== 303) throw new Error(`authorize answered ${res.status}: ${await res.text()}`);
  const loginUrl = location(res, node.base);
  return { login: await b.fetch(loginUrl), loginUrl, verifier, state, nonce };
}

/** Follows redirects from a form answer until the app's callback; returns the callback URL. */
export async function followToCallback(b: Browser, node: Node, res: Response): Promise<URL> {
  for (let i = 0; i < 5 && res.status >= 300 && res.status < 400; i += 1) {
    const next = location(res, node.base);
    if (next.startsWith(`${node.config.publicUrl}/auth-callback`)) return new URL(next);
    res = await b.fetch(next.replace(node.config.publicUrl, node.base));
  }
  throw new Error(`no callback: ${res.status} ${await res.text()}`);
}

export async function token(node: Node, form: Record<string, string>) {
  const res = await fetch(`${node.base}/auth/token`, {
    method: 'POST',
    body: new URLSearchParams({ client_id: 'paperdesk', ...form }),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

/** Full sign-in through the real form: returns the token response and the PKCE/state used. */
export async function signIn(
  b: Browser,
  node: Node,
  email: string,
  password = 'paperdesk',
  extra: Record<string, string> = {},
) {
  const start = await startLogin(b, node, extra);
  const { action } = parseForm(await start.login.text(), node.base);
  const res = await b.post(action!, { email, password });
  const callback = await followToCallback(b, node, res);
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`no code: ${callback}`);
  const tokens = await token(node, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: `${node.config.publicUrl}/auth-callback`,
    code_verifier: start.verifier,
  });
  return { ...start, callback, tokens };
}
