/**
 * The mailboxes' schedule: every minute each node queues a poll job for the active mailboxes that are due and
 * have none waiting or running (the jobs table is shared, so a restart or a second node picks them up); the
 * job takes the mailbox's lease, so two jobs for one mailbox never poll it at once.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Job, JobContext } from '../jobs/queue';
import { pollMailbox } from './mailboxPoll';

export const MAILBOX_POLL_JOB = 'mailbox.poll';
const EVERY_MS = 60_000;

/**
 * Queues the due polls, in one statement; with `mailboxId`, that mailbox's poll now whenever it is due (the IDLE
 * watch, mailboxWatch.ts). Never a second job for a mailbox that has one waiting or running, nor one for a mailbox
 * being polled. Answers how many it queued.
 */
export async function queuePolls(app: FastifyInstance, only: { mailboxId?: string } = {}): Promise<number> {
  const which = only.mailboxId ? sql`m.id = ${only.mailboxId}` : sql`m.next_poll_at <= now()`;
  const res = await app.db.execute(sql`
    insert into jobs (kind, payload, company_id, subject)
    select ${MAILBOX_POLL_JOB}, jsonb_build_object('mailboxId', m.id), m.company_id, m.id
    from mailboxes m
    where m.active and ${which} and (m.lease_until is null or m.lease_until < now())
      and not exists (
        select 1 from jobs j
        where j.kind = ${MAILBOX_POLL_JOB} and j.subject = m.id and j.status in ('queued', 'running')
      )`);
  const n = (res as unknown as { rowCount?: number; affectedRows?: number }).rowCount ?? 0;
  if (n) app.jobs.kick();
  return n;
}

/**
 * The job: polls its mailbox, batch after batch while messages are left (a mailbox of 10,000 drains in one job, its
 * lease renewed by each batch, not one batch per poll interval); a mailbox another node is polling is skipped
 * (its own job covers it).
 */
export const mailboxPollHandler = (app: FastifyInstance) => async (job: Job, ctx: JobContext) => {
  const total = { imported: 0, duplicates: 0, refused: 0, messages: 0, polls: 0, error: '' };
  try {
    for (;;) {
      const r = await pollMailbox(app, String(job.payload.mailboxId));
      for (const k of ['imported', 'duplicates', 'refused', 'messages'] as const) total[k] += r[k];
      total.polls++;
      total.error = r.error;
      if (!r.more || ctx.signal?.aborted) return total;
      await ctx.progress(0);
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'CONFLICT') return total.polls ? total : { skipped: true };
    throw err;
  }
};

/**
 * Starts queuing the due polls on this node (the server, once it serves: hooks can no longer be added then);
 * answers the function that stops it (the server calls it on shutdown).
 */
export function startMailboxSchedule(app: FastifyInstance): () => void {
  const tick = () => void queuePolls(app).catch((err: unknown) => app.log.warn({ err }, 'mailbox schedule'));
  const timer = setInterval(tick, EVERY_MS);
  timer.unref();
  tick();
  return () => clearInterval(timer);
}
