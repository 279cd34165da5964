import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useDocumentsApi } from '../../shared/api';
import { usePolling } from '../../shared/usePolling';
import { sendUpload } from './sendUpload';
import { uploadPlaceholders } from './uploadPlaceholders';
import { EMPTY_UPLOADS, isRecognising, nextToStart, uploadReducer, type UploadOptions } from './uploadQueue';

/** Recognition progress is polled every 2 s while a file is being recognised. */
export const RECOGNITION_POLL_MS = 2000;

let nextKey = 0;

/**
 * The upload queue of the page: files wait, go out three at a time with their progress, then their
 * recognition is followed. Each file is a placeholder in the saved list from the drop until it is stored
 * (then the list reads the real row) or fails (spec §4). Leaving the page drops the files still waiting;
 * those on their way finish, their placeholders shown in the saved list meanwhile.
 */
export function useUploadQueue() {
  const [state, dispatch] = useReducer(uploadReducer, EMPTY_UPLOADS);
  const files = useRef(new Map<string, File>());
  const running = useRef(new Map<string, () => void>());
  const cancelled = useRef(new Set<string>());
  const api = useDocumentsApi();
  const queryClient = useQueryClient();

  useEffect(() => {
    for (const key of nextToStart(state.items)) {
      const file = files.current.get(key);
      const item = state.items.find((i) => i.key === key);
      if (!file || !item || running.current.has(key)) continue;
      dispatch({ type: 'start', key });
      uploadPlaceholders.update(key, { status: 'uploading' });
      const upload = sendUpload(file, item.options, {
        onProgress: (progress) => {
          dispatch({ type: 'progress', key, progress });
          uploadPlaceholders.update(key, { progress: Math.round(progress) });
        },
        onSent: () => {
          dispatch({ type: 'sent', key });
          uploadPlaceholders.update(key, { status: 'processing', progress: 100 });
        },
      });
      running.current.set(key, upload.abort);
      void upload.promise.then((outcome) => {
        running.current.delete(key);
        files.current.delete(key);
        // Stored: the lists read the real row, which then takes the placeholder's place; failed: it goes.
        if (outcome.ok) {
          void queryClient.invalidateQueries({ queryKey: ['documents'] }).finally(() => uploadPlaceholders.remove(key));
        } else uploadPlaceholders.remove(key);
        if (cancelled.current.delete(key)) dispatch({ type: 'cancel', key });
        else if (outcome.ok) dispatch({ type: 'done', key, document: outcome.document });
        else dispatch({ type: 'failed', key, message: outcome.message, duplicateOf: outcome.duplicateOf });
      });
    }
  }, [state.items, queryClient]);

  // Leaving: the files still waiting are dropped (never sent); the uploads on their way finish.
  useEffect(
    () => () => {
      for (const key of files.current.keys()) if (!running.current.has(key)) uploadPlaceholders.remove(key);
      files.current.clear();
    },
    [],
  );

  usePolling(
    async () => dispatch({ type: 'recognition', jobs: await api.recognitionJobs() }),
    RECOGNITION_POLL_MS,
    isRecognising(state.items),
  );

  const add = useCallback((dropped: File[], options: UploadOptions) => {
    const entries = dropped.map((file) => ({ key: `upload-${++nextKey}`, name: file.name, size: file.size, file }));
    for (const e of entries) files.current.set(e.key, e.file);
    uploadPlaceholders.put(entries.map(({ key, name }) => ({ key, name, originType: options.type })));
    dispatch({ type: 'add', files: entries.map(({ key, name, size }) => ({ key, name, size })), options });
  }, []);

  const cancel = useCallback((key: string) => {
    const abort = running.current.get(key);
    files.current.delete(key);
    uploadPlaceholders.remove(key);
    if (abort) {
      cancelled.current.add(key);
      abort();
    } else dispatch({ type: 'cancel', key });
  }, []);

  return {
    state,
    add,
    cancel,
    dismiss: useCallback((key: string) => dispatch({ type: 'dismiss', key }), []),
    clearFinished: useCallback(() => dispatch({ type: 'clearFinished' }), []),
  };
}
