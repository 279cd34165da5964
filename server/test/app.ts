import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse as LightResponse } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type BuildOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { createTokenVerifier } from '../src/plugins/tokens';
import type { Database } from '../db/client';
import { openTestDatabase } from './db';
import { figuresDifferences } from '../db/figuresCheck';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Signs an access token as the identity provider would. */
  token(
    claims: { sub: string; email?: string; roles?: string[] },
    opts?: { expiresIn?: string; issuer?: string; audience?: string; key?: 'trusted' | 'forged'; typ?: string },
  ): Promise<string>;
  /** app.inject with a bearer token and optional scope headers. */
  call(token: string | undefined, opts: InjectOptions & { buid?: string; sauid?: string }): Promise<LightResponse>;
  close(): Promise<void>;
}

/** Builds the real app on a fresh database, with a test signing key trusted by the API. */
export async function createTestContext(
  env: Record<string, string> = {},
  services?: BuildOptions['services'],
): Promise<TestContext> {
  const database = await openTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'paperdesk-test-'));
  const config = loadConfig({
    PUBLIC_URL: 'http://paperdesk.test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ANSWER_CHECK: 'strict',
    ...env,
  });
  const trusted = await generateKeyPair('RS256', { extractable: true });
  const forged = await generateKeyPair('RS256', { extractable: true });
  const jwk: JWK = { ...(await exportJWK(trusted.publicKey)), kid: 'test', alg: 'RS256', use: 'sig' };
  const verifier = createTokenVerifier(config, async () => ({ keys: [jwk] }));
  const app = await buildApp({
    config: process.env.TEST_LOG ? { ...config, LOG_LEVEL: 'error' } : config,
    database,
    verifier,
    logger: Boolean(process.env.TEST_LOG),
    services,
  });
  await app.ready();

  const token: TestContext['token'] = async (claims, opts = {}) => {
    const payload: Record<string, unknown> = { email: claims.email };
    if (claims.roles) payload.realm_access = { roles: claims.roles };
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'RS256', kid: 'test', typ: opts.typ ?? 'at+jwt' })
      .setSubject(claims.sub)
      .setIssuer(opts.issuer ?? config.issuer)
      .setAudience(opts.audience ?? config.audience)
      .setIssuedAt()
      .setExpirationTime(opts.expiresIn ?? '5m')
      .sign((opts.key === 'forged' ? forged : trusted).privateKey);
  };

  const call: TestContext['call'] = (bearer, { buid, sauid, headers, ...opts }) =>
    app.inject({
      ...opts,
      headers: {
        ...headers,
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        ...(buid ? { buid } : {}),
        ...(sauid ? { sauid } : {}),
      },
    });

  return {
    app,
    database,
    config,
    token,
    call,
    /** After every API test file's writes, the dashboard figures must still equal their documents. */
    close: async () => {
      await app.close();
      const differences = await figuresDifferences(database.db, { limit: 5 });
      await database.close();
      if (differences.length)
        throw new Error(`dashboard figures differ from the documents: ${JSON.stringify(differences)}`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
