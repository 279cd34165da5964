import { STORAGE_KEYS } from '../../authProvider/storageKeys';
import { decodeStoredMode, encodeMode, parseLastUrls, type LastUrls, type Mode } from '../layout/modes';

/** Session values kept in local storage (spec §3); logout clears them (authProvider). */
const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

export const readStoredBranch = (): string | null => storage()?.getItem(STORAGE_KEYS.branch) || null;
export const readStoredAccount = (): string | null => storage()?.getItem(STORAGE_KEYS.account) || null;

/** Choosing a branch stores its uuid; choosing the master removes the branch and origin-type keys. */
export function storeActiveBranch(branchUuid: string | null): void {
  const s = storage();
  if (!s) return;
  if (branchUuid) {
    s.setItem(STORAGE_KEYS.branch, branchUuid);
  } else {
    s.removeItem(STORAGE_KEYS.branch);
    s.removeItem(STORAGE_KEYS.originType);
  }
}

export const readRawStoredMode = (): string | null => storage()?.getItem(STORAGE_KEYS.mode) ?? null;
export const readStoredMode = (): Mode | null => decodeStoredMode(readRawStoredMode());
export const storeMode = (mode: Mode) => storage()?.setItem(STORAGE_KEYS.mode, encodeMode(mode));

export const readLastUrls = (): LastUrls => parseLastUrls(storage()?.getItem(STORAGE_KEYS.lastUrls));
export const storeLastUrls = (urls: LastUrls) => storage()?.setItem(STORAGE_KEYS.lastUrls, JSON.stringify(urls));
