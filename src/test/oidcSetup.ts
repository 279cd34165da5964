import { afterEach, beforeEach, vi } from 'vitest';

/**
 * For tests of the OIDC sign-in: before each, fresh modules, empty storages and a server that answers only
 * the client configuration (the built-in provider on this origin).
 */
export function withOidcConfigServer() {
  beforeEach(() => {
    vi.resetModules();
    localStorage.clear();
    sessionStorage.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/paperdesk/config')
          return new Response(
            JSON.stringify({ authority: `${location.origin}/auth`, clientId: 'paperdesk', builtinIdp: true }),
          );
        throw new Error(`unexpected fetch ${url}`);
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());
}
