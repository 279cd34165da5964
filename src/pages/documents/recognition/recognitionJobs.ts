import type { RecognitionJob } from '../../shared/types';

const RANK: Record<RecognitionJob['jobStatus'], number> = { running: 0, queued: 1, failed: 2, done: 3 };

export const isActiveJob = (j: RecognitionJob) => j.jobStatus === 'running' || j.jobStatus === 'queued';

/** Running first, then waiting (in arrival order), then failed and done (most recent first). */
export function sortJobs(jobs: RecognitionJob[]): RecognitionJob[] {
  return jobs
    .map((job, i) => ({ job, i }))
    .sort((a, b) => {
      const rank = RANK[a.job.jobStatus] - RANK[b.job.jobStatus];
      if (rank) return rank;
      if (isActiveJob(a.job)) return a.i - b.i;
      return b.job.updatedAt.localeCompare(a.job.updatedAt);
    })
    .map(({ job }) => job);
}

export function jobSummary(jobs: RecognitionJob[]): Record<RecognitionJob['jobStatus'], number> {
  const summary = { running: 0, queued: 0, failed: 0, done: 0 };
  for (const j of jobs) summary[j.jobStatus] += 1;
  return summary;
}

/** Progress shown: 100 when done, the job's own otherwise, kept within 0-100. */
export const jobProgress = (j: RecognitionJob) =>
  j.jobStatus === 'done' ? 100 : Math.max(0, Math.min(100, Math.round(j.progress || 0)));
