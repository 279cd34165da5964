import type { PaperdeskDataProvider } from '../../providers/data';
import type { ReferenceData } from './types';

/**
 * Where each list is read; a second path is tried when the first is refused (e.g. 403). Document sources
 * are not among them: there can be thousands; pickers search them (SourceAutocomplete) and read one by id.
 */
const ENDPOINTS: Record<keyof ReferenceData, string | [string, string]> = {
  keywords: '/keywords',
  groups: '/documentgroups',
  /** The configuration list needs View origin types; the documents one (visible ones) View documents only. */
  originTypes: ['/origintypes', '/documents/origintypes'],
  labels: '/documentlabels',
  sourceLabels: '/labels',
  paymentTypes: '/paymenttypes',
};

/** How long the lists are reused between pages before they are read again. */
export const REFERENCE_TTL_MS = 30_000;

let cache: { at: number; promise: Promise<ReferenceData> } | null = null;

/**
 * Reads the configuration lists. Each list stands alone: one the user may not view (403) is empty,
 * it does not break the page. Reused for REFERENCE_TTL_MS.
 */
export function loadReferenceData(call: PaperdeskDataProvider['call'], now = Date.now()): Promise<ReferenceData> {
  if (cache && now - cache.at < REFERENCE_TTL_MS) return cache.promise;
  const keys = Object.keys(ENDPOINTS) as (keyof ReferenceData)[];
  const read = (endpoint: string | [string, string]) =>
    typeof endpoint === 'string'
      ? call<unknown>(endpoint)
      : call<unknown>(endpoint[0]).catch(() => call<unknown>(endpoint[1]));
  const promise = Promise.allSettled(keys.map((k) => read(ENDPOINTS[k]))).then((results) => {
    const data = {} as Record<keyof ReferenceData, unknown[]>;
    results.forEach((r, i) => {
      data[keys[i]] = r.status === 'fulfilled' && Array.isArray(r.value) ? r.value : [];
    });
    return data as unknown as ReferenceData;
  });
  cache = { at: now, promise };
  return promise;
}

/** Forgets the cached lists (after a change to the configuration, and between tests). */
export function resetReferenceData(): void {
  cache = null;
}

export const EMPTY_REFERENCE_DATA: ReferenceData = {
  keywords: [],
  groups: [],
  originTypes: [],
  labels: [],
  sourceLabels: [],
  paymentTypes: [],
};

/** Lookups by uuid over the lists. */
export function indexReferenceData(ref: ReferenceData) {
  const byId = <T extends { uuid: string }>(list: T[]) => new Map(list.map((x) => [x.uuid, x]));
  return {
    keyword: byId(ref.keywords),
    group: byId(ref.groups),
    originType: byId(ref.originTypes),
    label: byId(ref.labels),
    paymentType: byId(ref.paymentTypes),
  };
}
export type ReferenceIndex = ReturnType<typeof indexReferenceData>;
