import { decodeStoredMode, encodeMode, parseLastUrls, type LastUrls, type Mode } from '../navigation/modes';
import { SESSION_KEYS } from './scope';

/** The mode and the last page of each mode, kept in local storage (spec §3); logout clears them (scope.ts). */
const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

export const readRawStoredMode = (): string | null => storage()?.getItem(SESSION_KEYS.mode) ?? null;
export const readStoredMode = (): Mode | null => decodeStoredMode(readRawStoredMode());
export const storeMode = (mode: Mode) => storage()?.setItem(SESSION_KEYS.mode, encodeMode(mode));

export const readLastUrls = (): LastUrls => parseLastUrls(storage()?.getItem(SESSION_KEYS.lastUrls));
export const storeLastUrls = (urls: LastUrls) => storage()?.setItem(SESSION_KEYS.lastUrls, JSON.stringify(urls));
