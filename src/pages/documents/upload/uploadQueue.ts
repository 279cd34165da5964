import type { DocumentRecord } from '../../../domain/documents/document.model';
import { DOCUMENT_STATUS } from '../../../domain/documents/rules';
import type { RecognitionJob } from '../../shared/types';

/** Files sent at the same time. */
export const UPLOAD_CONCURRENCY = 3;

export interface UploadOptions {
  recognition: boolean;
  group: string | null;
  type: string | null;
}

/**
 * A file's row in the upload list: waiting, uploading (bytes going out), processing (the server checks and
 * stores it), recognising, then saved — or failed, the row then saying why, where the user follows the file.
 */
export type UploadStatus = 'waiting' | 'uploading' | 'processing' | 'recognising' | 'saved' | 'failed';

export interface UploadItem {
  key: string;
  /** Order of arrival: the queue sends the oldest first. */
  seq: number;
  name: string;
  size: number;
  options: UploadOptions;
  status: UploadStatus;
  /** Upload progress 0-100, then recognition progress while recognising. */
  progress: number;
  document?: DocumentRecord;
  /** Recognition ended in error: the document stays saved, to be completed by hand. */
  recognitionError?: string;
  /** Why the upload failed (the server's refusal, in the reader's language). */
  error?: string;
  /** The upload was refused as a duplicate of this stored document (its uuid). */
  duplicateOf?: string;
}

export interface UploadState {
  items: UploadItem[];
}
export const EMPTY_UPLOADS: UploadState = { items: [] };

export type UploadAction =
  | { type: 'add'; files: Array<{ key: string; name: string; size: number }>; options: UploadOptions }
  | { type: 'start'; key: string }
  | { type: 'progress'; key: string; progress: number }
  | { type: 'sent'; key: string }
  | { type: 'done'; key: string; document: DocumentRecord }
  | { type: 'failed'; key: string; message: string; duplicateOf?: string }
  | { type: 'cancel'; key: string }
  | { type: 'recognition'; jobs: RecognitionJob[] }
  | { type: 'dismiss'; key: string }
  | { type: 'clearFinished' };

const patch = (state: UploadState, key: string, change: Partial<UploadItem>): UploadState => ({
  ...state,
  items: state.items.map((i) => (i.key === key ? { ...i, ...change } : i)),
});

function followRecognition(item: UploadItem, jobs: RecognitionJob[]): UploadItem {
  if (item.status !== 'recognising' || !item.document) return item;
  const job = jobs.find((j) => j.uuid === item.document!.uuid);
  if (!job) return item;
  if (job.jobStatus === 'done') return { ...item, status: 'saved', progress: 100 };
  if (job.jobStatus === 'failed') return { ...item, status: 'saved', progress: 100, recognitionError: job.error ?? '' };
  return { ...item, progress: Math.max(0, Math.min(100, job.progress)) };
}

export function uploadReducer(state: UploadState, action: UploadAction): UploadState {
  switch (action.type) {
    case 'add': {
      const last = state.items.reduce((m, i) => Math.max(m, i.seq), 0);
      const added = action.files.map((f, n) => ({
        ...f,
        seq: last + n + 1,
        options: action.options,
        status: 'waiting' as const,
        progress: 0,
      }));
      return { ...state, items: [...added, ...state.items] };
    }
    case 'start':
      return patch(state, action.key, { status: 'uploading', progress: 0 });
    case 'progress':
      return patch(state, action.key, { progress: Math.max(0, Math.min(100, Math.round(action.progress))) });
    case 'sent':
      return patch(state, action.key, { status: 'processing', progress: 100 });
    case 'done': {
      const recognising = action.document.status === DOCUMENT_STATUS.RECOGNITION;
      return patch(state, action.key, {
        status: recognising ? 'recognising' : 'saved',
        progress: recognising ? 0 : 100,
        document: action.document,
      });
    }
    case 'failed':
      return patch(state, action.key, {
        status: 'failed',
        progress: 0,
        error: action.message,
        duplicateOf: action.duplicateOf,
      });
    case 'cancel':
      return { ...state, items: state.items.filter((i) => i.key !== action.key) };
    case 'recognition':
      return { ...state, items: state.items.map((i) => followRecognition(i, action.jobs)) };
    case 'dismiss':
      return { ...state, items: state.items.filter((i) => i.key !== action.key) };
    case 'clearFinished':
      return { ...state, items: state.items.filter((i) => i.status !== 'saved' && i.status !== 'failed') };
  }
}

const inFlight = (i: UploadItem) => i.status === 'uploading' || i.status === 'processing';

/** The waiting files to start now, oldest first, so that at most `concurrency` are in flight. */
export function nextToStart(items: UploadItem[], concurrency = UPLOAD_CONCURRENCY): string[] {
  const free = concurrency - items.filter(inFlight).length;
  if (free <= 0) return [];
  return items
    .filter((i) => i.status === 'waiting')
    .sort((a, b) => a.seq - b.seq)
    .slice(0, free)
    .map((i) => i.key);
}

export const isRecognising = (items: UploadItem[]) => items.some((i) => i.status === 'recognising');

/** Counts for the summary line. */
export function uploadSummary(state: UploadState) {
  const count = (s: UploadStatus) => state.items.filter((i) => i.status === s).length;
  return {
    pending: count('waiting') + count('uploading') + count('processing'),
    recognising: count('recognising'),
    saved: count('saved'),
    failed: count('failed'),
  };
}
