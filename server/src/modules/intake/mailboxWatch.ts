/**
 * IMAP IDLE (issue 18): besides the schedule's polls every few minutes, each node keeps a connection waiting in
 * IDLE on up to WATCH_MAX mailboxes whose server offers it, one node per mailbox: the idle lease on the mailbox's
 * row, renewed every tick, so a node that dies lets another take the mailbox over when its lease ends. When the
 * server says a message arrived (EXISTS), the mailbox is polled at once (a poll job, through the same poll and
 * lease as every poll). A server without IDLE is only polled on schedule; a changed or deactivated mailbox loses
 * its lease (mailboxes.crud.ts), and its connection is closed at the next tick.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ImapFlow } from 'imapflow';
import { mailboxes } from '../../../db/schema';
import { connectImap } from './imapConnect';
import { queuePolls } from './mailboxSchedule';

type Mailbox = typeof mailboxes.$inferSelect;

/** IDLE connections one node keeps at most. */
export const WATCH_MAX = 50;
const LEASE_SECONDS = 180;
/** A mailbox whose server has no IDLE, or could not be reached, is not tried again for this long. */
const RETRY_MINUTES = { noIdle: 60, failed: 5 } as const;
/** A message arriving during a poll is polled again once that poll ends: asked every few seconds, a while. */
const BUSY_RETRY = { everyMs: 3_000, times: 20 } as const;

export interface MailboxWatch {
  /** Takes and renews leases and opens connections now (the timer does it every `everyMs`). */
  tick: () => Promise<void>;
  /** The mailboxes this node watches now. */
  watching: () => string[];
  /** Closes every connection and gives the leases back. */
  stop: () => Promise<void>;
}

export function startMailboxWatch(app: FastifyInstance, opts: { everyMs?: number } = {}): MailboxWatch {
  /** This node's name for its idle leases. */
  const NODE = randomUUID();
  const watched = new Map<string, ImapFlow>();
  let stopped = false;

  /** Polls the mailbox now; while a poll holds it, asks again a few times (that poll may have missed the message). */
  function pollNow(id: string, left: number = BUSY_RETRY.times) {
    if (stopped) return;
    queuePolls(app, { mailboxId: id }).then(
      (n) => {
        if (!n && left > 0) setTimeout(() => pollNow(id, left - 1), BUSY_RETRY.everyMs).unref();
      },
      (err: unknown) => app.log.warn({ err, mailbox: id }, 'mailbox watch: poll not queued'),
    );
  }

  async function letGo(id: string, retryMinutes?: number) {
    await app.db
      .update(mailboxes)
      .set({
        idleHolder: null,
        idleUntil: retryMinutes ? sql`now() + make_interval(mins => ${retryMinutes})` : null,
      })
      .where(and(eq(mailboxes.uuid, id), eq(mailboxes.idleHolder, NODE)));
  }

  function close(id: string) {
    const client = watched.get(id);
    watched.delete(id);
    client?.logout().catch(() => client.close());
  }

  async function watch(box: Mailbox) {
    let client: ImapFlow | undefined;
    try {
      client = await connectImap(app, box, { idle: true });
      if (!client.capabilities.has('IDLE')) {
        await client.logout().catch(() => client?.close());
        return letGo(box.uuid, RETRY_MINUTES.noIdle);
      }
      await client.mailboxOpen(box.folder);
    } catch (err) {
      client?.close();
      app.log.warn({ mailbox: box.uuid, err: (err as Error)?.message }, 'mailbox watch: could not open the mailbox');
      return letGo(box.uuid, RETRY_MINUTES.failed);
    }
    if (stopped) return void client.logout().catch(() => client?.close());
    const open = client;
    watched.set(box.uuid, open);
    open.on('exists', () => pollNow(box.uuid));
    open.on('close', () => {
      if (watched.get(box.uuid) !== open) return;
      watched.delete(box.uuid);
      void letGo(box.uuid).catch(() => undefined);
    });
    // what arrived while no one watched
    pollNow(box.uuid);
  }

  async function tick() {
    if (stopped) return;
    // renew this node's leases; a mailbox changed, deactivated or taken over is let go
    const ids = [...watched.keys()];
    if (ids.length) {
      const kept = await app.db
        .update(mailboxes)
        .set({ idleUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
        .where(and(inArray(mailboxes.uuid, ids), eq(mailboxes.idleHolder, NODE), eq(mailboxes.active, true)))
        .returning({ uuid: mailboxes.uuid });
      const keep = new Set(kept.map((r) => r.uuid));
      for (const id of ids) if (!keep.has(id)) close(id);
    }
    const room = WATCH_MAX - watched.size;
    if (room <= 0 || stopped) return;
    const free = app.db
      .select({ uuid: mailboxes.uuid })
      .from(mailboxes)
      .where(and(eq(mailboxes.active, true), or(isNull(mailboxes.idleUntil), lt(mailboxes.idleUntil, sql`now()`))))
      .limit(room)
      .for('update', { skipLocked: true });
    const taken = await app.db
      .update(mailboxes)
      .set({ idleHolder: NODE, idleUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
      .where(inArray(mailboxes.uuid, free))
      .returning();
    await Promise.all(taken.map(watch));
  }

  const run = () => void tick().catch((err: unknown) => app.log.warn({ err }, 'mailbox watch'));
  const timer = setInterval(run, opts.everyMs ?? 60_000);
  timer.unref();
  run();
  return {
    tick,
    watching: () => [...watched.keys()],
    async stop() {
      stopped = true;
      clearInterval(timer);
      const ids = [...watched.keys()];
      ids.forEach(close);
      if (ids.length)
        await app.db
          .update(mailboxes)
          .set({ idleHolder: null, idleUntil: null })
          .where(and(inArray(mailboxes.uuid, ids), eq(mailboxes.idleHolder, NODE)))
          .catch(() => undefined);
    },
  };
}
