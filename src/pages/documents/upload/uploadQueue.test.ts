import { describe, expect, it } from 'vitest';
import type { DocumentRecord } from '../../../domain/documents/document.model';
import type { RecognitionJob } from '../../shared/types';
import {
  EMPTY_UPLOADS,
  isRecognising,
  nextToStart,
  uploadReducer,
  uploadSummary,
  type UploadAction,
  type UploadState,
} from './uploadQueue';

const options = { recognition: true, group: null, type: null };
const files = (n: number) => Array.from({ length: n }, (_, i) => ({ key: `k${i}`, name: `f${i}.pdf`, size: 1000 }));
const run = (actions: UploadAction[], state: UploadState = EMPTY_UPLOADS) => actions.reduce(uploadReducer, state);
const job = (uuid: string, patch: Partial<RecognitionJob>): RecognitionJob => ({
  uuid,
  filename: 'f',
  status: 0,
  progress: 0,
  jobStatus: 'running',
  error: null,
  updatedAt: '',
  ...patch,
});

describe('upload queue', () => {
  it('shows every dropped file at once as a waiting placeholder, newest on top', () => {
    const s = run([
      { type: 'add', files: files(2), options },
      { type: 'add', files: [{ key: 'x', name: 'x.png', size: 1 }], options },
    ]);
    expect(s.items.map((i) => [i.key, i.status])).toEqual([
      ['x', 'waiting'],
      ['k0', 'waiting'],
      ['k1', 'waiting'],
    ]);
  });

  it('starts at most three at a time, oldest first', () => {
    let s = run([{ type: 'add', files: files(5), options }]);
    expect(nextToStart(s.items)).toEqual(['k0', 'k1', 'k2']);
    s = run(
      [
        { type: 'start', key: 'k0' },
        { type: 'start', key: 'k1' },
        { type: 'sent', key: 'k1' },
      ],
      s,
    );
    expect(nextToStart(s.items)).toEqual(['k2']);
    s = run([{ type: 'done', key: 'k1', document: { uuid: 'd1', status: 1 } as DocumentRecord }], s);
    expect(nextToStart(s.items)).toEqual(['k2', 'k3']);
  });

  it('tracks progress, clamped, and the answer of the server', () => {
    let s = run([
      { type: 'add', files: files(2), options },
      { type: 'start', key: 'k0' },
      { type: 'progress', key: 'k0', progress: 140 },
    ]);
    expect(s.items.find((i) => i.key === 'k0')?.progress).toBe(100);
    s = run([{ type: 'done', key: 'k0', document: { uuid: 'd0', status: 0 } as DocumentRecord }], s);
    expect(s.items.find((i) => i.key === 'k0')).toMatchObject({ status: 'recognising', progress: 0 });
    expect(isRecognising(s.items)).toBe(true);
  });

  it('keeps a failed file on its row with its message, a duplicate with the existing document', () => {
    const s = run([
      { type: 'add', files: files(2), options },
      { type: 'start', key: 'k0' },
      { type: 'failed', key: 'k0', message: 'This file was already imported as a.pdf.', duplicateOf: 'd9' },
    ]);
    expect(s.items.map((i) => i.key)).toEqual(['k0', 'k1']);
    expect(s.items.find((i) => i.key === 'k0')).toMatchObject({
      name: 'f0.pdf',
      status: 'failed',
      error: 'This file was already imported as a.pdf.',
      duplicateOf: 'd9',
    });
    expect(nextToStart(s.items)).toEqual(['k1']);
    expect(uploadSummary(s)).toEqual({ pending: 1, recognising: 0, saved: 0, failed: 1 });
    expect(run([{ type: 'dismiss', key: 'k0' }], s).items.map((i) => i.key)).toEqual(['k1']);
    expect(run([{ type: 'clearFinished' }], s).items.map((i) => i.key)).toEqual(['k1']);
  });

  it('follows recognition until done or failed', () => {
    let s = run([
      { type: 'add', files: files(3), options },
      { type: 'done', key: 'k0', document: { uuid: 'd0', status: 0 } as DocumentRecord },
      { type: 'done', key: 'k1', document: { uuid: 'd1', status: 0 } as DocumentRecord },
    ]);
    s = run(
      [
        {
          type: 'recognition',
          jobs: [job('d0', { progress: 60 }), job('d1', { jobStatus: 'failed', error: 'OCR failed' })],
        },
      ],
      s,
    );
    expect(s.items.find((i) => i.key === 'k0')).toMatchObject({ status: 'recognising', progress: 60 });
    expect(s.items.find((i) => i.key === 'k1')).toMatchObject({ status: 'saved', recognitionError: 'OCR failed' });
    s = run([{ type: 'recognition', jobs: [job('d0', { jobStatus: 'done', progress: 100 })] }], s);
    expect(s.items.find((i) => i.key === 'k0')?.status).toBe('saved');
    expect(run([{ type: 'clearFinished' }], s).items.map((i) => i.key)).toEqual(['k2']);
  });
});
