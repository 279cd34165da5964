import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { InteractionDetails, Provider } from 'oidc-provider';
import type { Db } from '../../../db/client';
import type { Config } from '../../config';
import { findActiveUserByEmail, findActiveUserById, setPassword } from './accounts';
import { LANG_COOKIE, pickLanguage, t } from './identity.language';
import type { Lang } from './identity.language';
import { changePasswordPage, loginPage, messagePage, pageCsp } from './pages';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords';
import { knownDeviceCookie, readKnownDevice } from './knownDevice';
import { clearFailures, recordFailure, retryAfter, type Attempt } from './throttle';

const FORM_LIMIT = 16 * 1024;
const CHANGE_TOKEN_TTL = 10 * 60;
const MIN_PASSWORD = 10;

export interface InteractionDeps {
  provider: Provider;
  db: Db;
  config: Config;
  cookieKeys: string[];
  issuerPath: string;
}

/** Reads an urlencoded body from the raw stream (the provider's scope has no body parsers). */
async function readForm(req: FastifyRequest): Promise<URLSearchParams> {
  if (!String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'))
    return new URLSearchParams();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req.raw) {
    size += (chunk as Buffer).length;
    if (size > FORM_LIMIT) break;
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendPage(reply: FastifyReply, status: number, html: string, headers: Record<string, string> = {}) {
  return reply
    .code(status)
    .headers({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': pageCsp(),
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      ...headers,
    })
    .send(html);
}

export function registerInteractionRoutes(scope: FastifyInstance, d: InteractionDeps) {
  const { provider, db, config, issuerPath } = d;
  const mac = (data: string) => createHmac('sha256', d.cookieKeys[0]).update(`pwchange.${data}`).digest();

  /** Proof that this interaction's user gave the right (temporary) password a moment ago. */
  const changeToken = (uid: string, sub: string) => {
    const data = `${uid}.${sub}.${Math.floor(Date.now() / 1000) + CHANGE_TOKEN_TTL}`;
    return `${data}.${mac(data).toString('base64url')}`;
  };
  const checkChangeToken = (token: string, uid: string): string | undefined => {
    const parts = token.split('.');
    if (parts.length !== 4 || parts[0] !== uid || Number(parts[2]) < Date.now() / 1000) return undefined;
    const given = Buffer.from(parts[3], 'base64url');
    const expected = mac(parts.slice(0, 3).join('.'));
    return given.length === expected.length && timingSafeEqual(given, expected) ? parts[1] : undefined;
  };

  const language = (req: FastifyRequest, details: InteractionDetails | undefined, explicit?: unknown): Lang =>
    pickLanguage({
      explicit,
      uiLocales: details?.params?.ui_locales,
      cookieHeader: req.headers.cookie,
      acceptLanguage: req.headers['accept-language'],
    });

  const expired = (req: FastifyRequest, reply: FastifyReply, status = 400) => {
    const lang = language(req, undefined, (req.query as Record<string, unknown>)?.lang);
    return sendPage(
      reply,
      status,
      messagePage({
        lang,
        title: t(lang, 'errorTitle'),
        text: t(lang, 'expiredText'),
        link: { href: `${config.publicUrl}/`, label: t(lang, 'backToApp') },
      }),
    );
  };

  async function details(req: FastifyRequest, reply: FastifyReply): Promise<InteractionDetails | undefined> {
    try {
      const found = await provider.interactionDetails(req.raw, reply.raw);
      if (found.uid === (req.params as { uid: string }).uid) return found;
    } catch (err) {
      if ((err as Error)?.name !== 'SessionNotFound') throw err;
    }
    return undefined;
  }

  async function finish(req: FastifyRequest, reply: FastifyReply, result: Record<string, unknown>) {
    const returnTo = await provider.interactionResult(req.raw, reply.raw, result, { mergeWithLastSubmission: false });
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  }

  /**
   * Signs in, marks this browser as a known device of the account (see throttle.ts) and keeps the language the
   * pages were read in: the app opens in it when the user has chosen none of their own (src/i18n/firstLocale.ts).
   */
  const finishLogin = (req: FastifyRequest, reply: FastifyReply, accountId: string, lang: Lang) => {
    reply.header('set-cookie', [
      knownDeviceCookie({
        previous: readKnownDevice(req.headers.cookie, d.cookieKeys),
        accountId,
        key: d.cookieKeys[0],
        path: `${issuerPath}/interaction`,
        secure: config.publicUrl.startsWith('https:'),
      }),
      langCookie(lang)['set-cookie'],
    ]);
    return finish(req, reply, { login: { accountId, amr: ['pwd'], remember: true } });
  };

  /** Our client never needs consent (see loadExistingGrant); should a prompt still come, grant what is missing. */
  async function autoConsent(req: FastifyRequest, reply: FastifyReply, it: InteractionDetails) {
    if (it.params.client_id !== config.OIDC_CLIENT_ID || !it.session) return expired(req, reply);
    const grant = it.grantId
      ? await provider.Grant.find(it.grantId)
      : new provider.Grant({ accountId: it.session.accountId, clientId: it.params.client_id });
    if (!grant) return expired(req, reply);
    const missing = it.prompt.details;
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(
      (missing.missingResourceScopes ?? {}) as Record<string, string[]>,
    )) {
      grant.addResourceScope(indicator, scopes.join(' '));
    }
    return finish(req, reply, { consent: { grantId: await grant.save() } });
  }

  const action = (uid: string, step: 'login' | 'password') =>
    `${issuerPath}/interaction/${encodeURIComponent(uid)}/${step}`;
  const langHref = (uid: string) => (l: Lang) => `${issuerPath}/interaction/${encodeURIComponent(uid)}?lang=${l}`;
  const langCookie = (lang: Lang) => ({
    'set-cookie': `${LANG_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`,
  });

  scope.get('/interaction/:uid', async (req, reply) => {
    const it = await details(req, reply);
    if (!it) return expired(req, reply);
    const explicit = (req.query as Record<string, unknown>)?.lang;
    const lang = language(req, it, explicit);
    if (it.prompt.name === 'consent') return autoConsent(req, reply, it);
    if (it.prompt.name !== 'login') return expired(req, reply);
    const hint = typeof it.params.login_hint === 'string' ? it.params.login_hint : undefined;
    return sendPage(
      reply,
      200,
      loginPage({ lang, action: action(it.uid, 'login'), email: hint, langHref: langHref(it.uid) }),
      typeof explicit === 'string' ? langCookie(lang) : {},
    );
  });

  scope.post('/interaction/:uid/login', async (req, reply) => {
    const form = await readForm(req);
    const it = await details(req, reply);
    if (!it || it.prompt.name !== 'login') return expired(req, reply);
    const lang = language(req, it, form.get('lang'));
    const email = (form.get('email') ?? '').trim();
    const password = form.get('password') ?? '';
    const page = (status: number, error: string, headers: Record<string, string> = {}) =>
      sendPage(
        reply,
        status,
        loginPage({ lang, action: action(it.uid, 'login'), email, error, langHref: langHref(it.uid) }),
        headers,
      );

    if (!email || !password) return page(401, t(lang, 'invalidCredentials'));
    // req.ip is the peer's address unless TRUST_PROXY names the proxy in front: a forged X-Forwarded-For changes nothing
    const user = await findActiveUserByEmail(db, email);
    const device = readKnownDevice(req.headers.cookie, d.cookieKeys);
    const attempt: Attempt = {
      email,
      ip: req.ip,
      device: user && device?.accounts.includes(user.id) ? device.id : undefined,
    };
    const wait = await retryAfter(db, attempt);
    if (wait > 0) return page(429, t(lang, 'tooManyAttempts', { n: wait }), { 'retry-after': String(wait) });

    const ok = user?.passwordHash
      ? await verifyPassword(password, user.passwordHash)
      : await burnPasswordCheck(password);
    if (!user || !ok) {
      await recordFailure(db, attempt);
      return page(401, t(lang, 'invalidCredentials'));
    }
    await clearFailures(db, attempt);
    if (user.mustChangePassword) {
      return sendPage(
        reply,
        200,
        changePasswordPage({ lang, action: action(it.uid, 'password'), token: changeToken(it.uid, user.id) }),
      );
    }
    return finishLogin(req, reply, user.id, lang);
  });

  scope.post('/interaction/:uid/password', async (req, reply) => {
    const form = await readForm(req);
    const it = await details(req, reply);
    if (!it || it.prompt.name !== 'login') return expired(req, reply);
    const lang = language(req, it, form.get('lang'));
    const token = form.get('token') ?? '';
    const sub = checkChangeToken(token, it.uid);
    const user = sub ? await findActiveUserById(db, sub) : undefined;
    if (!user || !user.mustChangePassword || !user.passwordHash) return expired(req, reply);

    const next = form.get('password-new') ?? '';
    const confirm = form.get('password-confirm') ?? '';
    let error: string | undefined;
    if ([...next].length < MIN_PASSWORD) error = t(lang, 'passwordTooShort');
    else if (next !== confirm) error = t(lang, 'passwordMismatch');
    else if (await verifyPassword(next, user.passwordHash)) error = t(lang, 'passwordSame');
    if (error)
      return sendPage(reply, 400, changePasswordPage({ lang, action: action(it.uid, 'password'), token, error }));

    await setPassword(db, user.id, await hashPassword(next));
    return finishLogin(req, reply, user.id, lang);
  });
}
