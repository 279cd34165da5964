/** The scopes asked for when the server names none (OIDC_SCOPES unset). */
export const DEFAULT_SCOPES = 'openid profile email';

/**
 * The scopes of an authorization request: the configured ones as they are; else the default ones, plus
 * `offline_access` (a refresh token) only when the provider's discovery document lists it in `scopes_supported`.
 * A provider that does not define it may refuse the request (Google) or never finish its consent; without a
 * refresh token the session renews through the provider's session instead (silent renew).
 */
export function requestScopes(configured: string | undefined, scopesSupported: unknown): string {
  if (configured) return configured;
  const offline = Array.isArray(scopesSupported) && scopesSupported.includes('offline_access');
  return offline ? `${DEFAULT_SCOPES} offline_access` : DEFAULT_SCOPES;
}
