import { z } from 'zod';

const bool = z.enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().refine((u) => /^postgres(ql)?:/.test(u), 'must be a postgres:// URL').optional(),
  PUBLIC_URL: z.string().url().optional(),
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).default('paperdesk'),
  /** Expected `aud` of access tokens; Keycloak's default access tokens carry "account". */
  OIDC_AUDIENCE: z.string().optional(),
  /** Accepted `typ` headers, comma separated ("at+jwt,JWT" accepts both the built-in provider and Keycloak). */
  OIDC_TOKEN_TYPES: z.string().default('at+jwt,JWT'),
  /** Dotted path of the claim holding the realm roles. */
  OIDC_ROLES_CLAIM: z.string().default('realm_access.roles'),
  DEMO_DATA: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seconds a user's resolved permissions may be cached on one node. */
  ACCESS_CACHE_SECONDS: z.coerce.number().min(0).max(5).default(5),
  SMTP_URL: z.string().optional(),
  /** Largest accepted upload, in megabytes. */
  MAX_UPLOAD_MB: z.coerce.number().positive().max(1024).default(25),
  /** An OpenAI-compatible endpoint for AI extraction (unset = the built-in offline extractor only). */
  LLM_BASE_URL: z.string().url().optional(),
  LLM_API_KEY: z.string().optional(),
  /** Recognition jobs run at once on this node. */
  RECOGNITION_CONCURRENCY: z.coerce.number().int().min(0).max(16).default(1),
});

export type Env = z.infer<typeof schema>;
export interface Config extends Omit<Env, 'DEMO_DATA'> {
  demoData: boolean;
  publicUrl: string;
  /** True when the built-in OIDC provider runs (no external issuer). */
  builtinIdp: boolean;
  issuer: string;
  audience: string;
  tokenTypes: string[];
  apiPrefix: string;
}

export const API_PREFIX = '/paperdesk/api';

/** Reads and checks the environment; throws one readable error listing every bad value. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const clean = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = schema.safeParse(clean);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message} (got ${JSON.stringify(clean[String(i.path[0])])})`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const builtinIdp = !e.OIDC_ISSUER;
  const issuer = (e.OIDC_ISSUER ?? `${publicUrl}/auth`).replace(/\/$/, '');
  return {
    ...e,
    demoData: e.DEMO_DATA ?? !e.DATABASE_URL,
    publicUrl,
    builtinIdp,
    issuer,
    audience: e.OIDC_AUDIENCE ?? (builtinIdp ? `${publicUrl}${API_PREFIX}` : 'account'),
    tokenTypes: e.OIDC_TOKEN_TYPES.split(',').map((s) => s.trim()).filter(Boolean),
    apiPrefix: API_PREFIX,
  };
}
