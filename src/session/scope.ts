/**
 * The session values this browser keeps (spec §3), and the one owner of the session scope: the branch (`buid`)
 * and the super administrator's account (`sauid`) chosen here travel as headers on every API call. Read and
 * written only through this file; the HTTP client and the sign-in (logout clears them all) use it.
 */
export const SESSION_KEYS = {
  branch: 'buid',
  account: 'sauid',
  originType: 'origintype',
  mode: 'mode',
  lastUrls: 'modeurls',
} as const;

const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

export function clearSessionKeys(store: Storage | null = storage()): void {
  for (const key of Object.values(SESSION_KEYS)) store?.removeItem(key);
}

export const readStoredBranch = (): string | null => storage()?.getItem(SESSION_KEYS.branch) || null;
export const readStoredAccount = (): string | null => storage()?.getItem(SESSION_KEYS.account) || null;

/** Choosing a branch stores its uuid; choosing the master removes the branch and origin-type keys. */
export function storeActiveBranch(branchUuid: string | null): void {
  const s = storage();
  if (!s) return;
  if (branchUuid) {
    s.setItem(SESSION_KEYS.branch, branchUuid);
  } else {
    s.removeItem(SESSION_KEYS.branch);
    s.removeItem(SESSION_KEYS.originType);
  }
}

/** A super administrator works in another account: its uuid is kept (none: their own), the branch is dropped. */
export function storeActiveAccount(accountUuid: string | null, store: Storage | null = storage()): void {
  if (!store) return;
  store.removeItem(SESSION_KEYS.branch);
  if (accountUuid) store.setItem(SESSION_KEYS.account, accountUuid);
  else store.removeItem(SESSION_KEYS.account);
}

/** The scope as the API reads it: `buid` and `sauid` headers, each only when chosen. */
export function scopeHeaders(store: Storage | null = storage()): Record<string, string> {
  const headers: Record<string, string> = {};
  const buid = store?.getItem(SESSION_KEYS.branch);
  const sauid = store?.getItem(SESSION_KEYS.account);
  if (buid) headers.buid = buid;
  if (sauid) headers.sauid = sauid;
  return headers;
}
