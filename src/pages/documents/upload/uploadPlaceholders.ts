import { useMemo, useSyncExternalStore } from 'react';

/**
 * Spec §4: "Upload puts a placeholder in the saved list at once and removes it on failure." A file
 * being uploaded is a placeholder row of the saved list of its origin type (of every saved list when
 * the server chooses the type) from the moment it is dropped until it is stored — then the list reads
 * the real row — or until it fails or is cancelled. Kept for the browser tab, outside any page, so the
 * saved list shows the uploads still on their way after the user left the upload page.
 */
export interface UploadPlaceholder {
  key: string;
  name: string;
  /** The origin type chosen for the upload; null: the server decides. */
  originType: string | null;
  status: 'waiting' | 'uploading' | 'processing';
  /** Bytes sent, 0-100. */
  progress: number;
}

let placeholders: readonly UploadPlaceholder[] = [];
const listeners = new Set<() => void>();
const emit = (next: readonly UploadPlaceholder[]) => {
  placeholders = next;
  for (const listener of listeners) listener();
};

export const uploadPlaceholders = {
  list: (): readonly UploadPlaceholder[] => placeholders,
  /** Newest first, like the saved list's order. */
  put: (items: Array<Pick<UploadPlaceholder, 'key' | 'name' | 'originType'>>) =>
    emit([...items.map((i) => ({ ...i, status: 'waiting' as const, progress: 0 })).reverse(), ...placeholders]),
  update: (key: string, patch: Partial<Pick<UploadPlaceholder, 'status' | 'progress'>>) => {
    if (placeholders.some((p) => p.key === key))
      emit(placeholders.map((p) => (p.key === key ? { ...p, ...patch } : p)));
  },
  remove: (key: string) => {
    if (placeholders.some((p) => p.key === key)) emit(placeholders.filter((p) => p.key !== key));
  },
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Tests only. */
  reset: () => emit([]),
};

/** The placeholders of one origin type's saved list. */
export function useUploadPlaceholders(originType: string): UploadPlaceholder[] {
  const all = useSyncExternalStore(uploadPlaceholders.subscribe, uploadPlaceholders.list, uploadPlaceholders.list);
  return useMemo(() => all.filter((p) => p.originType === null || p.originType === originType), [all, originType]);
}
