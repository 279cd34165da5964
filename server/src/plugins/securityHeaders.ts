import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** The one page that must be framed (by the app itself): oidc-client-ts' silent sign-in callback. */
const SILENT_RENEW_PATH = '/silent-renew.html';

/**
 * The Content-Security-Policy the client runs under: its own scripts only (no inline script, no eval), inline
 * styles (MUI/emotion inject <style> elements and style attributes), documents previewed from blob: URLs,
 * link images from any http(s) address, never framed. An external identity provider's origin is added where the
 * browser talks to it (discovery, token and revocation requests, the silent sign-in frame, its sign-out form).
 */
export function appCspDirectives(config: Config): Record<string, string[]> {
  const self = "'self'";
  const provider = config.builtinIdp ? [] : [new URL(config.issuer).origin];
  return {
    'default-src': [self],
    'script-src': [self],
    'style-src': [self, "'unsafe-inline'"],
    'img-src': [self, 'data:', 'blob:', 'https:', 'http:'],
    'font-src': [self, 'data:'],
    'connect-src': [self, ...provider],
    'frame-src': [self, 'blob:', ...provider],
    'worker-src': [self, 'blob:'],
    'manifest-src': [self],
    'media-src': [self, 'blob:'],
    'object-src': ["'none'"],
    'base-uri': [self],
    'form-action': [self, ...provider],
    'frame-ancestors': ["'none'"],
    ...(config.publicUrl.startsWith('https:') ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

const serialize = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([k, v]) => [k, ...v].join(' '))
    .join('; ');

/**
 * Security headers on every answer (pages, scripts, API, files): CSP, no framing, nosniff, no referrer, HSTS when
 * the public URL is https. The built-in provider's own pages (sign-in, sign-out, errors) replace the CSP with
 * their stricter one (identity/pages.ts `pageCsp`).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const https = config.publicUrl.startsWith('https:');
  const directives = appCspDirectives(config);
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 3600, includeSubDomains: true } : false,
    // Cross-origin isolation would break the PDF preview (blob: frames) for no gain here.
    crossOriginEmbedderPolicy: false,
  });

  // The silent sign-in callback is framed by the app's own pages (same origin), never by anyone else.
  const framedBySelf = serialize({ ...directives, 'frame-ancestors': ["'self'"] });
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.url.split('?')[0] === SILENT_RENEW_PATH) {
      reply.header('content-security-policy', framedBySelf).header('x-frame-options', 'SAMEORIGIN');
    }
    return payload;
  });
}
