/**
 * Sending an e-mail and keeping it in the sent-mail log, with what happened to it: CREATED, then SENT
 * or FAILED (with the server's reason). The answer says whether it left, so the user can act on it.
 */
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { EmailDetail, EmailSummary } from '../../../../src/domain/emails/email.model';
import type { Db } from '../../../db/client';
import { emails, users, type EmailEvent } from '../../../db/schema';
import type { Mailer, OutgoingMail } from './mailer';
import { COUNT, countOf } from '../../crud/listQuery';
import { composeMessage, type ComposedMessage, type OwnPart } from './composeMessage';

export interface EmailToSend {
  companyId: string;
  accountId: string;
  senderId: string;
  to: string[];
  subject: string;
  /** HTML or plain text, as typed (sanitized before it is stored or sent). */
  body: string;
  /** Our own part after it (the documents' summary). */
  appended?: OwnPart;
  attachments?: OutgoingMail['attachments'];
  documentIds?: string[];
}

/** A line of an e-mail's history. */
export const emailEvent = (name: EmailEvent['name'], detail?: string): EmailEvent => ({
  name,
  time: new Date().toISOString(),
  ...(detail ? { detail } : {}),
});

/** Hands the message to the mail server; resolves with the refusal's reason, if any. */
export async function trySend(
  mailer: Mailer,
  mail: {
    to: string[];
    subject: string;
    message: ComposedMessage;
    attachments: NonNullable<OutgoingMail['attachments']>;
  },
): Promise<string | undefined> {
  try {
    await mailer.send({
      to: mail.to,
      subject: mail.subject,
      text: mail.message.text,
      html: mail.message.html,
      attachments: mail.attachments,
    });
    return undefined;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

/** The columns of an e-mail's log row that the mail itself gives: sender, company, recipients, text, documents. */
export const emailLogRow = (mail: Omit<EmailToSend, 'attachments' | 'appended'>) => ({
  companyId: mail.companyId,
  accountId: mail.accountId,
  senderId: mail.senderId,
  recipients: mail.to,
  subject: mail.subject,
  body: mail.body,
  documentIds: mail.documentIds ?? [],
});

/** Sends and logs; resolves with the failure reason, or undefined when the server accepted it. */
export async function sendAndRecord(
  db: Db,
  mailer: Mailer,
  mail: EmailToSend,
): Promise<{ uuid: string; error?: string }> {
  const attachments = mail.attachments ?? [];
  const message = composeMessage(mail.body, mail.appended);
  const error = await trySend(mailer, { to: mail.to, subject: mail.subject, message, attachments });
  const [row] = await db
    .insert(emails)
    .values({
      ...emailLogRow({ ...mail, body: message.logged }),
      attachmentCount: attachments.length,
      status: error ? 'FAILED' : 'SENT',
      events: [emailEvent('CREATED'), error ? emailEvent('FAILED', error) : emailEvent('SENT')],
    })
    .returning({ uuid: emails.uuid });
  return { uuid: row.uuid, error };
}

const columns = {
  uuid: emails.uuid,
  subject: emails.subject,
  recipients: emails.recipients,
  status: emails.status,
  attachmentCount: emails.attachmentCount,
  documentIds: emails.documentIds,
  createdAt: emails.createdAt,
  body: emails.body,
  events: emails.events,
  sender: sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email}, '')`,
};
type Row = Pick<
  typeof emails.$inferSelect,
  'uuid' | 'subject' | 'recipients' | 'status' | 'attachmentCount' | 'documentIds' | 'createdAt' | 'body' | 'events'
> & { sender: string };

function summary(r: Row): EmailSummary {
  return {
    uuid: r.uuid,
    subject: r.subject,
    recipients: r.recipients,
    status: r.status,
    attachmentCount: r.attachmentCount,
    documentCount: r.documentIds.length,
    sender: r.sender,
    createdAt: r.createdAt.toISOString(),
  };
}

/** A page of the log, newest first, with the total. */
/** One page of the log, newest first. */
export async function listEmails(db: Db, where: SQL, page: { limit: number; offset: number }): Promise<EmailSummary[]> {
  const rows = await db
    .select(columns)
    .from(emails)
    .leftJoin(users, eq(users.id, emails.senderId))
    .where(where)
    .orderBy(desc(emails.createdAt), desc(emails.uuid))
    .limit(page.limit)
    .offset(page.offset);
  return (rows as Row[]).map(summary);
}

export const countEmails = (db: Db, where: SQL) => countOf(db.select({ n: COUNT }).from(emails).where(where));

export async function emailDetail(db: Db, where: SQL): Promise<EmailDetail | undefined> {
  const [r] = (await db
    .select(columns)
    .from(emails)
    .leftJoin(users, eq(users.id, emails.senderId))
    .where(where)) as Row[];
  return r && { ...summary(r), body: r.body, documents: r.documentIds, events: r.events };
}
