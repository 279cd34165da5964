/**
 * E-mails nobody waits for (automatic payment notices) go through the durable job queue: once written,
 * any node sends it, after a restart too, and a refusal is tried again. The log shows it
 * waiting (QUEUED), then SENT, or FAILED with the mail server's reason after the last attempt.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { emails, type EmailEvent } from '../../../db/schema';
import type { FileStore } from '../../storage/fileStore';
import { enqueue, type JobHandler } from '../jobs/queue';
import { attachmentsOf } from './documentMail';
import { emailEvent, emailLogRow, trySend, type EmailToSend } from './emails';
import type { Mailer } from './mailer';
import { composeMessage } from './composeMessage';

export const MAIL_JOB = 'mail';
const MAX_ATTEMPTS = 3;
const appendEvent = (e: EmailEvent) => sql`${emails.events} || ${JSON.stringify([e])}::jsonb`;

/** Writes the e-mail and its job together. */
export async function queueEmail(
  db: DbOrTx,
  mail: Omit<EmailToSend, 'attachments'> & { includeAttachments: boolean },
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(emails)
      .values({
        ...emailLogRow({ ...mail, body: composeMessage(mail.body).logged }),
        includeAttachments: mail.includeAttachments,
        status: 'QUEUED',
        events: [emailEvent('CREATED')],
      })
      .returning({ uuid: emails.uuid });
    await enqueue(tx, MAIL_JOB, { emailId: row.uuid }, { companyId: mail.companyId, subject: row.uuid });
    return row.uuid;
  });
}

export function mailHandler(deps: { db: Db; files: FileStore; mailer: Mailer }): JobHandler {
  return async (job) => {
    const [mail] = await deps.db
      .select()
      .from(emails)
      .where(eq(emails.uuid, String(job.payload.emailId)));
    if (!mail || mail.status !== 'QUEUED') return 'nothing to send';
    let attachments: Awaited<ReturnType<typeof attachmentsOf>> = [];
    let reason: string | undefined;
    try {
      if (mail.includeAttachments) attachments = await attachmentsOf(deps.db, deps.files, mail.documentIds);
    } catch (err) {
      reason = err instanceof Error ? err.message : String(err);
    }
    reason ??= await trySend(deps.mailer, {
      to: mail.recipients,
      subject: mail.subject,
      message: composeMessage(mail.body),
      attachments,
    });
    if (!reason) {
      await deps.db
        .update(emails)
        .set({ status: 'SENT', attachmentCount: attachments.length, events: appendEvent(emailEvent('SENT')) })
        .where(eq(emails.uuid, mail.uuid));
      return 'sent';
    }
    const last = job.attempts >= MAX_ATTEMPTS;
    await deps.db
      .update(emails)
      .set({ ...(last ? { status: 'FAILED' as const } : {}), events: appendEvent(emailEvent('FAILED', reason)) })
      .where(eq(emails.uuid, mail.uuid));
    if (last) return `failed: ${reason}`;
    throw new Error(reason); // tried again later by the queue
  };
}
