import type { UserManager } from 'oidc-client-ts';
import type { ClientConfig } from '../../session/oidcClient';

export const SESSION_CHECK_MS = 5000;
let timer: ReturnType<typeof setInterval> | undefined;

/**
 * Notices a session ended at the provider (logout in another tab, revoked by an admin).
 * External providers: oidc-client-ts' check-session iframe raises userSignedOut.
 * The built-in provider has no iframe: a light poll of its session-status endpoint every 5 s.
 */
export function startSessionMonitor(um: UserManager, config: ClientConfig, onEnded: () => void) {
  if (!config.builtinIdp) {
    um.events.addUserSignedOut(onEnded);
    return;
  }
  if (timer) return;
  timer = setInterval(async () => {
    const user = await um.getUser();
    const sid = user?.profile.sid;
    if (!sid) return;
    try {
      const res = await fetch(`${config.authority}/session/status?sid=${encodeURIComponent(String(sid))}`, {
        cache: 'no-store',
      });
      if (res.ok && (await res.json()).active === false) onEnded();
    } catch {
      // Network trouble is not a sign-out; the next poll tries again.
    }
  }, SESSION_CHECK_MS);
}

export function stopSessionMonitor() {
  if (timer) clearInterval(timer);
  timer = undefined;
}
