/**
 * Polling one mailbox (issue 18): the node that takes the mailbox's lease (a row lease in the database, so one node
 * at a time) reads the new messages over IMAP (imapflow), parses each (mailparser) and imports every attachment
 * through the same import use case as the upload, with recognition. A message is taken in once (its Message-ID,
 * else its content hash: a unique row per mailbox); an attachment already stored answers as a duplicate, so a
 * poll stopped half-way (a restart) loses and doubles nothing. A failure is written on the mailbox's row
 * (`lasterror`, `lasterrorat`) and never holds the other mailboxes.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ImapFlow } from 'imapflow';
import type { MailboxPollResult } from '../../../../src/domain/mailboxes/mailbox.model';
import { mailboxes, mailboxMessages } from '../../../db/schema';
import { AppError } from '../../errors';
import { toErrorBody } from '../../plugins/errorHandler';
import { importDocument } from '../documents/use-cases/import-documents';
import { channelPrincipal } from './channelPrincipal';
import { connectImap } from './imapConnect';
import { readMessage, type MailAttachment } from './mailMessage';

type Mailbox = typeof mailboxes.$inferSelect;
export type PollResult = MailboxPollResult;
type Refusal = PollResult['refusals'][number];

/** Each node's name for its leases. */
const NODE = randomUUID();
const LEASE_MINUTES = 10;
/** Messages read in one poll at most: the next poll, due at once, goes on (tests lower it). */
export const pollSettings = { batch: 200 };
/** Attachment types worth importing; anything else (signatures, calendar invites...) is not a document. */
const DOCUMENT_TYPES =
  /^(application\/(pdf|xml|octet-stream|zip|x-zip-compressed|x-7z-compressed|x-rar-compressed|vnd\.rar|gzip)|text\/xml|image\/(png|jpe?g|tiff|webp))$/i;
const DOCUMENT_NAMES = /\.(pdf|xml|png|jpe?g|tiff?|webp|zip|7z|rar|gz)$/i;

const contains = (value: string, filter: string) => !filter || value.toLowerCase().includes(filter.toLowerCase());

/** Takes the mailbox's lease for this node, or answers undefined when another node holds it. */
async function takeLease(app: FastifyInstance, id: string): Promise<Mailbox | undefined> {
  const [row] = await app.db
    .update(mailboxes)
    .set({ leaseHolder: NODE, leaseUntil: sql`now() + make_interval(mins => ${LEASE_MINUTES})` })
    .where(
      and(
        eq(mailboxes.uuid, id),
        or(isNull(mailboxes.leaseUntil), lt(mailboxes.leaseUntil, sql`now()`), eq(mailboxes.leaseHolder, NODE)),
      ),
    )
    .returning();
  return row;
}

/**
 * Ends the poll: the lease goes, the row says when it ran and how it ended, and when the next one is due: at once
 * when messages are left (the poll stopped at its batch), else after the poll interval.
 */
async function release(app: FastifyInstance, box: Mailbox, result: PollResult) {
  const error = result.error || refusalNote(result.refusals);
  const more = result.more && !result.error;
  await app.db
    .update(mailboxes)
    .set({
      leaseHolder: null,
      leaseUntil: null,
      lastpolledat: sql`now()`,
      lasterror: error.slice(0, 1000),
      lastrefusal: result.error ? null : refusalSummary(result.refusals),
      ...(error ? { lasterrorat: sql`now()` } : {}),
      nextPollAt: more ? sql`now()` : sql`now() + make_interval(mins => ${app.config.MAILBOX_POLL_MINUTES})`,
    })
    .where(and(eq(mailboxes.uuid, box.uuid), eq(mailboxes.leaseHolder, NODE)));
}

/** Polls a mailbox now: 409 when another node is polling it. */
export async function pollMailbox(app: FastifyInstance, id: string): Promise<PollResult> {
  const box = await takeLease(app, id);
  if (!box)
    throw new AppError('CONFLICT', 'This mailbox is being polled; try again in a moment', {
      key: 'error.mailbox.polling',
    });
  const result: PollResult = {
    imported: 0,
    duplicates: 0,
    refused: 0,
    messages: 0,
    error: '',
    more: false,
    refusals: [],
  };
  try {
    await readMailbox(app, box, result);
  } catch (err) {
    result.error = describe(err);
  }
  await release(app, box, result);
  return result;
}

/** What the mailbox's row says of a poll whose attachments were refused ('' when none was). */
const refusalNote = (refusals: Refusal[]) =>
  refusals.length
    ? `${refusals.length} attachment${refusals.length > 1 ? 's' : ''} refused: ${refusals[0].message}${refusals.length > 1 ? ' …' : ''}`
    : '';
/** The same as a key with its figures and the first refusal (the row's `lastrefusal`), null when none was refused. */
const refusalSummary = (refusals: Refusal[]) =>
  refusals.length
    ? {
        key: 'error.mailbox.refused',
        params: { smart_count: refusals.length, filename: refusals[0].filename },
        reason: refusals[0].body,
      }
    : null;

/** A readable reason for an administrator: the IMAP server's answer when it gave one. */
function describe(err: unknown): string {
  const e = err as { message?: string; responseText?: string; authenticationFailed?: boolean; code?: string };
  if (e?.authenticationFailed) return `authentication failed${e.responseText ? `: ${e.responseText}` : ''}`;
  return [e?.code, e?.responseText ?? e?.message ?? String(err)].filter(Boolean).join(': ');
}

async function readMailbox(app: FastifyInstance, box: Mailbox, result: PollResult) {
  const client = await connectImap(app, box, { idle: false });
  try {
    const lock = await client.getMailboxLock(box.folder);
    try {
      const uids =
        (await client.search(box.afterimport === 'SEEN' ? { seen: false } : { all: true }, { uid: true })) || [];
      for (const uid of uids.slice(0, pollSettings.batch)) {
        // the node's requests first: a long mailbox is read between them
        await app.requests.giveWay();
        await takeMessage(app, client, box, uid, result);
        result.messages++;
      }
      result.more = uids.length > pollSettings.batch;
    } finally {
      lock.release();
    }
  } finally {
    await client.logout().catch(() => client.close());
  }
}

/** One message: imported once, its attachments each on their own; then marked, moved or deleted as configured. */
async function takeMessage(app: FastifyInstance, client: ImapFlow, box: Mailbox, uid: number, result: PollResult) {
  const range = String(uid);
  const limit = app.config.MAX_UPLOAD_MB * 1024 * 1024;
  const mail = await readMessage(client, uid, limit);
  const messageKey = mail.messageId ? `id:${mail.messageId}` : `sha256:${mail.contentHash}`;
  const [seen] = await app.db
    .select({ uuid: mailboxMessages.uuid })
    .from(mailboxMessages)
    .where(
      and(
        eq(mailboxMessages.mailboxId, box.uuid),
        or(eq(mailboxMessages.messageKey, messageKey), eq(mailboxMessages.contentHash, mail.contentHash)),
      ),
    );
  // a message the filters leave out is not ours: left as it is
  if (!seen && !(contains(mail.from, box.fromfilter) && contains(mail.subject, box.subjectfilter))) return;
  if (seen) result.duplicates++;
  else {
    const ctx = await importContext(app, box);
    const attachments = mail.attachments.filter(
      (a) => isDocument(a) && contains(`${a.filename} ${a.contentType}`, box.attachmentfilter),
    );
    for (const a of attachments) {
      try {
        await importDocument(
          ctx,
          // one left on the server for its size is refused as the upload refuses it: too large
          {
            filename: a.filename || 'attachment',
            bytes: a.content ?? Buffer.alloc(0),
            truncated: !a.content || a.content.length > limit,
          },
          { recognition: true, group: box.documentgroupuuid, type: box.origintype },
          {
            channel: 'mail',
            source: `${box.name}${mail.from ? ` <${mail.from}>` : ''}`,
            routeByBuyer: box.destination === 'BUYER',
          },
        );
        result.imported++;
      } catch (err) {
        // an attachment refused (or already imported) never loses the others of the message
        if (err instanceof AppError && err.code === 'DUPLICATE') result.duplicates++;
        else {
          result.refused++;
          const { message, ...body } = toErrorBody(err).body;
          result.refusals.push({
            filename: a.filename || 'attachment',
            message,
            body: body as Record<string, unknown>,
          });
        }
      }
    }
    await app.db
      .insert(mailboxMessages)
      .values({ mailboxId: box.uuid, messageKey, contentHash: mail.contentHash })
      .onConflictDoNothing();
  }
  await afterImport(client, box, range);
  // a long mailbox keeps its lease
  await app.db
    .update(mailboxes)
    .set({ leaseUntil: sql`now() + make_interval(mins => ${LEASE_MINUTES})` })
    .where(and(eq(mailboxes.uuid, box.uuid), eq(mailboxes.leaseHolder, NODE)));
}

/**
 * What is worth importing: a document's type or name, or an archive (refused as the upload refuses it, and
 * logged); signatures, calendar invites and inline pictures without a document's name are not documents.
 */
const isDocument = (a: MailAttachment) =>
  !a.inline || DOCUMENT_NAMES.test(a.filename)
    ? DOCUMENT_TYPES.test(a.contentType) || DOCUMENT_NAMES.test(a.filename)
    : false;

async function afterImport(client: ImapFlow, box: Mailbox, range: string) {
  if (box.afterimport === 'MOVE' && box.movefolder) await client.messageMove(range, box.movefolder, { uid: true });
  else if (box.afterimport === 'DELETE') await client.messageDelete(range, { uid: true });
  else await client.messageFlagsAdd(range, ['\\Seen'], { uid: true });
}

/** The import's context: the mailbox's company (or branch), acting as the user who made the mailbox. */
async function importContext(app: FastifyInstance, box: Mailbox) {
  const { principal, scope } = await channelPrincipal(app.db, {
    accountId: box.companyId,
    companyId: box.branchuuid ?? box.companyId,
    userId: box.createdBy,
    name: box.name,
    permissions: ['UPLOAD_DOCUMENTS'],
  });
  return { server: app, principal, scope, apiKey: undefined };
}
