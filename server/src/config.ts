import { isIP } from 'node:net';
import os from 'node:os';
import { z } from 'zod';
import { DEFAULT_MAX_UPLOAD_MB } from '../../src/domain/documents/upload';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .url()
    .refine((u) => /^postgres(ql)?:/.test(u), 'must be a postgres:// URL')
    .optional(),
  PUBLIC_URL: z.string().url().optional(),
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).default('paperdesk'),
  /** Expected `aud` of access tokens, comma separated (any one matches); Keycloak's default access tokens carry "account". */
  OIDC_AUDIENCE: z.string().optional(),
  /**
   * Which proxies may set X-Forwarded-For/-Proto/-Host: unset or "false" = none (the client address is the
   * peer's), "true" = any peer (only when nothing reaches the app but through the proxy), a number = that many
   * proxy hops, else a comma-separated list of addresses or CIDR ranges ("127.0.0.1,10.0.0.0/8").
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v);
      if (parsed instanceof Error) {
        ctx.addIssue({ code: 'custom', message: parsed.message });
        return z.NEVER;
      }
      return parsed;
    }),
  /** Accepted `typ` headers, comma separated ("at+jwt,JWT" accepts both the built-in provider and Keycloak). */
  OIDC_TOKEN_TYPES: z.string().default('at+jwt,JWT'),
  /**
   * Scopes of every authorization request, space separated (must hold `openid`). Unset: `openid profile email`,
   * plus `offline_access` when the provider's discovery document lists it in `scopes_supported`.
   */
  OIDC_SCOPES: z
    .string()
    .optional()
    .transform((v) => v?.trim().split(/\s+/).filter(Boolean).join(' ') || undefined)
    .refine((v) => v === undefined || v.split(' ').includes('openid'), 'must include openid')
    .refine(
      (v) => v === undefined || /^[\x21\x23-\x5b\x5d-\x7e ]+$/.test(v),
      'scopes are printable ASCII without " or \\',
    ),
  /** Dotted path of the claim holding the realm roles. */
  OIDC_ROLES_CLAIM: z.string().default('realm_access.roles'),
  DEMO_DATA: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * An answer that its route's declared schema does not describe (a field it does not name included): `log` (the
   * default) sends it as the handler made it and logs the difference; `strict` (the tests) refuses it, so a contract
   * that drifts fails a test instead of a user.
   */
  ANSWER_CHECK: z.enum(['log', 'strict']).default('log'),
  /** Seconds a user's resolved permissions may be cached on one node. */
  ACCESS_CACHE_SECONDS: z.coerce.number().min(0).max(5).default(5),
  SMTP_URL: z.string().optional(),
  /** Largest accepted upload, in megabytes. */
  MAX_UPLOAD_MB: z.coerce.number().positive().max(1024).default(DEFAULT_MAX_UPLOAD_MB),
  /** An OpenAI-compatible endpoint for AI extraction (unset = the built-in offline extractor only). */
  LLM_BASE_URL: z.string().url().optional(),
  LLM_API_KEY: z.string().optional(),
  /** Recognition jobs run at once on this node: by default every core but one, left to the web server. */
  RECOGNITION_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(0)
    .max(16)
    .default(Math.max(1, os.availableParallelism() - 1)),
  /** Most pages recognition reads in one document (a supplier's own page count applies below it); past it the rest is left for review by hand. */
  RECOGNITION_MAX_PAGES: z.coerce.number().int().min(1).max(10_000).default(50),
  /** Longest one recognition may run: then its work stops, its slot frees and the document keeps what was read. */
  RECOGNITION_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  /** On SIGTERM, how long running jobs may still finish before they are handed back to the queue. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(300).default(10),
  /** First wait before a failed delivery (lifecycle message, webhook) is tried again; it doubles, at most an hour. */
  DELIVERY_RETRY_SECONDS: z.coerce.number().min(0.1).max(3600).default(30),
  /** Key of the mailbox passwords stored encrypted (AES-256-GCM): 32 bytes as 64 hex or 44 base64 characters. */
  MAILBOX_SECRET_KEY: z
    .string()
    .regex(/^([0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=)$/, 'must be 32 bytes as 64 hex or 44 base64 characters')
    .optional(),
  /** Minutes between two polls of a mailbox. */
  MAILBOX_POLL_MINUTES: z.coerce.number().min(1).max(1440).default(5),
  /** Requests one API key may make per minute. */
  API_KEY_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  /** Longest a database statement may run on PostgreSQL before it is cancelled (0 = no limit). */
  STATEMENT_TIMEOUT_SECONDS: z.coerce.number().min(0).max(3600).default(30),
});

/** TRUST_PROXY as Fastify's `trustProxy`: false, true, addresses/CIDR ranges, or (a hop count) which hops to trust. */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

function parseTrustProxy(value: string | undefined): TrustProxy | Error {
  const v = (value ?? '').trim().toLowerCase();
  if (['', '0', 'false', 'no', 'off'].includes(v)) return false;
  if (['true', 'yes', 'on'].includes(v)) return true;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return hops === 0 ? false : (_address: string, hop: number) => hop < hops;
  }
  const entries = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => {
    const [addr, bits, ...rest] = e.split('/');
    const kind = isIP(addr);
    if (!kind || rest.length) return true;
    return bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= (kind === 4 ? 32 : 128));
  });
  if (bad.length || !entries.length)
    return new Error(`must be true, false, a hop count or addresses/CIDR ranges (bad: ${bad.join(', ') || v})`);
  return entries;
}

export type Env = z.infer<typeof schema>;
export interface Config extends Omit<Env, 'DEMO_DATA'> {
  demoData: boolean;
  publicUrl: string;
  /** True when the built-in OIDC provider runs (no external issuer). */
  builtinIdp: boolean;
  issuer: string;
  /** The first expected audience (the built-in provider's API resource). */
  audience: string;
  /** Every accepted `aud` of access tokens. */
  audiences: string[];
  tokenTypes: string[];
  apiPrefix: string;
}

const API_PREFIX = '/paperdesk/api';

/** Reads and checks the environment; throws one readable error listing every bad value. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const clean = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = schema.safeParse(clean);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `  ${i.path.join('.')}: ${i.message} (got ${JSON.stringify(clean[String(i.path[0])])})`,
    );
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const builtinIdp = !e.OIDC_ISSUER;
  const issuer = (e.OIDC_ISSUER ?? `${publicUrl}/auth`).replace(/\/$/, '');
  const listed = (e.OIDC_AUDIENCE ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const audiences = listed.length ? listed : [builtinIdp ? `${publicUrl}${API_PREFIX}` : 'account'];
  return {
    ...e,
    demoData: e.DEMO_DATA ?? !e.DATABASE_URL,
    publicUrl,
    builtinIdp,
    issuer,
    audience: audiences[0],
    audiences,
    tokenTypes: e.OIDC_TOKEN_TYPES.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    apiPrefix: API_PREFIX,
  };
}
