import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useDocumentsApi } from '../shared/api';
import { usePolling } from '../shared/usePolling';
import { sendUpload } from './sendUpload';
import { EMPTY_UPLOADS, isRecognising, nextToStart, uploadReducer, type UploadOptions } from './uploadQueue';

/** Recognition progress is polled every 2 s while a file is being recognised. */
export const RECOGNITION_POLL_MS = 2000;

let nextKey = 0;

/**
 * The upload queue of the page: files wait, go out three at a time with their progress, then their
 * recognition is followed. Leaving the page cancels what is still uploading.
 */
export function useUploadQueue() {
  const [state, dispatch] = useReducer(uploadReducer, EMPTY_UPLOADS);
  const files = useRef(new Map<string, File>());
  const running = useRef(new Map<string, () => void>());
  const cancelled = useRef(new Set<string>());
  const api = useDocumentsApi();

  useEffect(() => {
    for (const key of nextToStart(state.items)) {
      const file = files.current.get(key);
      const item = state.items.find((i) => i.key === key);
      if (!file || !item || running.current.has(key)) continue;
      dispatch({ type: 'start', key });
      const upload = sendUpload(file, item.options, {
        onProgress: (progress) => dispatch({ type: 'progress', key, progress }),
        onSent: () => dispatch({ type: 'sent', key }),
      });
      running.current.set(key, upload.abort);
      void upload.promise.then((outcome) => {
        running.current.delete(key);
        files.current.delete(key);
        if (cancelled.current.delete(key)) dispatch({ type: 'cancel', key });
        else if (outcome.ok) dispatch({ type: 'done', key, document: outcome.document });
        else dispatch({ type: 'failed', key, message: outcome.message, duplicateOf: outcome.duplicateOf });
      });
    }
  }, [state.items]);

  useEffect(() => () => { for (const abort of running.current.values()) abort(); }, []);

  usePolling(async () => dispatch({ type: 'recognition', jobs: await api.recognitionJobs() }), RECOGNITION_POLL_MS, isRecognising(state.items));

  const add = useCallback((dropped: File[], options: UploadOptions) => {
    const entries = dropped.map((file) => ({ key: `upload-${++nextKey}`, name: file.name, size: file.size, file }));
    for (const e of entries) files.current.set(e.key, e.file);
    dispatch({ type: 'add', files: entries.map(({ key, name, size }) => ({ key, name, size })), options });
  }, []);

  const cancel = useCallback((key: string) => {
    const abort = running.current.get(key);
    files.current.delete(key);
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
