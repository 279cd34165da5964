/** Session values kept in local storage (spec §3); logout clears them all. */
export const STORAGE_KEYS = {
  branch: 'buid',
  account: 'sauid',
  originType: 'origintype',
  mode: 'mode',
  lastUrls: 'modeurls',
} as const;

export function clearSessionKeys(storage: Storage = localStorage): void {
  for (const key of Object.values(STORAGE_KEYS)) storage.removeItem(key);
}
