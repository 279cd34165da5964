import type { Job } from './claim';

/** Why a job's signal aborted: its time limit passed, or this node is stopping (the job goes back to the queue). */
export class JobStopped extends Error {
  constructor(
    readonly reason: 'time' | 'shutdown',
    readonly limitSeconds = 0,
  ) {
    super(reason === 'time' ? `took longer than ${limitSeconds} s` : 'the node is stopping');
    this.name = 'JobStopped';
  }
}

export interface JobContext {
  /** Reports progress (0-100) and extends the lease, so a running job is not taken by another node. */
  progress(percent: number): Promise<void>;
  /** Aborts (reason: a JobStopped) when the time limit passes or the node stops: long work checks it and stops. */
  signal?: AbortSignal;
  /** End of the time limit (epoch ms), when the kind has one. */
  deadline?: number;
}
export type JobHandler = (job: Job, ctx: JobContext) => Promise<unknown>;

export interface QueueOptions {
  handlers: Record<string, JobHandler>;
  /** Jobs run at once on this node. */
  concurrency?: number;
  /** At most this many jobs of a kind at once on this node (recognition leaves room for mails and exports). */
  kindLimits?: Record<string, number>;
  /** Time limit per kind, in seconds: the job's signal aborts then; `graceSeconds` later its slot is freed anyway. */
  timeouts?: Record<string, number>;
  graceSeconds?: number;
  /** How long stop() waits for running jobs before handing them back to the queue (default 10 s). */
  stopWaitMs?: number;
  pollMs?: number;
  /** A running job whose lease ends (crash, restart) is taken again; the lease is renewed while the job runs. */
  leaseSeconds?: number;
  maxAttempts?: number;
  onError?: (job: Job, err: unknown) => void;
}
