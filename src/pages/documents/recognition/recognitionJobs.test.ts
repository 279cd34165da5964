import { describe, expect, it } from 'vitest';
import type { RecognitionJob } from '../../shared/types';
import { jobProgress, jobSummary, sortJobs } from './recognitionJobs';

const job = (
  uuid: string,
  jobStatus: RecognitionJob['jobStatus'],
  updatedAt = '2026-01-01T10:00:00Z',
  progress = 0,
): RecognitionJob => ({ uuid, filename: `${uuid}.pdf`, status: 0, progress, jobStatus, error: null, updatedAt });

describe('recognition jobs', () => {
  const jobs = [
    job('done-old', 'done', '2026-01-01T09:00:00Z'),
    job('q1', 'queued'),
    job('failed', 'failed', '2026-01-01T09:30:00Z'),
    job('run', 'running'),
    job('q2', 'queued'),
    job('done-new', 'done', '2026-01-01T11:00:00Z'),
  ];

  it('puts running work first, then the queue in order, then failures and finished ones newest first', () => {
    expect(sortJobs(jobs).map((j) => j.uuid)).toEqual(['run', 'q1', 'q2', 'failed', 'done-new', 'done-old']);
  });

  it('counts by state', () => {
    expect(jobSummary(jobs)).toEqual({ running: 1, queued: 2, failed: 1, done: 2 });
  });

  it('shows 100 % when done and clamps the rest', () => {
    expect(jobProgress(job('a', 'done', '', 10))).toBe(100);
    expect(jobProgress(job('a', 'running', '', 60.4))).toBe(60);
    expect(jobProgress(job('a', 'running', '', 140))).toBe(100);
  });
});
