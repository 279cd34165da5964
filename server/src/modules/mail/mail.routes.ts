/**
 * E-mail calls of spec §7: sending documents (PUT /documents/sendemail) or a free e-mail
 * (POST /emails/send), and the sent-mail log (GET /emails, /emails/document, /emails/{id}).
 * A send answers an empty string when the mail server accepted the message; a refusal is logged too.
 */
import { and, arrayContains, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../../../src/domain/ids';
import {
  emailDetailAnswer,
  emailSummaryAnswer,
  sendDocumentsEmailSchema,
  sendEmailSchema,
} from '../../../../src/domain/emails/email.model';
import { documents, emails } from '../../../db/schema';
import { AppError, notFound } from '../../errors';
import { loadDocument } from '../documents/access';
import { attachmentsFor, documentsSummary, recipientLanguage } from './documentMail';
import { visibleDocuments } from '../documents/access';
import { countEmails, emailDetail, listEmails, sendAndRecord, type EmailToSend } from './emails';
import { answerPage, likePattern, parseListRequest } from '../../crud/listQuery';

/** The log entries of the request's company (the branch named by `buid`, else the user's company). */
const ofCompany = (req: FastifyRequest) => eq(emails.companyId, req.scope.companyId);

/** GET /emails/document names its document; the list convention's parameters ride along (crud/listQuery.ts). */
const documentQuery = z.looseObject({ documentId: z.string() });
const statusFilter = z.array(z.enum(['QUEUED', 'SENT', 'FAILED']));
/** The log's filter: `q` (subject or a recipient) and `status`. */
function mailFilter(f: Record<string, unknown>) {
  const q = typeof f.q === 'string' && f.q.trim() ? likePattern(f.q) : undefined;
  const status = f.status === undefined ? undefined : statusFilter.parse([f.status].flat());
  return and(
    q ? or(ilike(emails.subject, q), sql`array_to_string(${emails.recipients}, ' ') ilike ${q}`) : undefined,
    status?.length ? inArray(emails.status, status) : undefined,
  );
}

async function send(
  req: FastifyRequest,
  reply: FastifyReply,
  mail: Omit<EmailToSend, 'companyId' | 'accountId' | 'senderId'>,
) {
  const { mailer, db } = req.server;
  if (!mailer.configured)
    throw new AppError('UNAVAILABLE', 'E-mail is not set up on this server (SMTP_URL): nothing was sent', {
      key: 'error.mail.notconfigured',
    });
  const result = await sendAndRecord(db, mailer, {
    ...mail,
    companyId: req.scope.companyId,
    accountId: req.scope.accountId,
    senderId: req.principal.userId,
  });
  if (result.error)
    throw new AppError('MAIL_FAILED', `The mail server refused the message: ${result.error}`, {
      key: 'error.mail.refused',
      value: result.uuid,
    });
  // the caller answers (after what it still has to record): nothing runs once the reply is sent
  reply.type('text/plain; charset=utf-8');
  return '';
}

export async function mailRoutes(api: FastifyInstance) {
  const typed = api.withTypeProvider<ZodTypeProvider>();
  typed.put(
    '/documents/sendemail',
    { config: { access: 'SEND_EMAIL_DOCUMENTS' }, schema: { body: sendDocumentsEmailSchema } },
    async (req, reply) => {
      const b = req.body;
      const rows = await visibleDocuments(req, b.documents);
      const lang = await recipientLanguage(req, b.emailAddresses);
      const attachments = b.includeAttachements ? await attachmentsFor(req, b.documents, lang) : [];
      const answer = await send(req, reply, {
        to: b.emailAddresses,
        subject: b.emailSubject,
        body: b.mailContent,
        appended: b.includeSummary ? documentsSummary(rows, b.documents, lang) : undefined,
        attachments,
        documentIds: b.documents,
      });
      // the documents remember who they were sent to
      for (const d of rows) {
        await api.db
          .update(documents)
          .set({ recipients: [...new Set([...d.recipients, ...b.emailAddresses])] })
          .where(eq(documents.uuid, d.uuid));
      }
      return answer;
    },
  );

  typed.post(
    '/emails/send',
    { config: { access: 'SEND_EMAILS' }, schema: { body: sendEmailSchema } },
    async (req, reply) =>
      send(req, reply, { to: req.body.emailAddresses, subject: req.body.emailSubject, body: req.body.mailContent }),
  );

  /** The sent-mail log, a page (spec: `page`, `size`; or `range`), newest first. */
  const emailList = { 200: z.array(emailSummaryAnswer) };
  typed.get('/emails', { config: { access: 'VIEW_EMAILS' }, schema: { response: emailList } }, async (req, reply) => {
    const list = parseListRequest(req.query, 200);
    const where = and(ofCompany(req), mailFilter(list.filter))!;
    return answerPage(reply, 'emails', list, listEmails(api.db, where, list), () => countEmails(api.db, where));
  });

  /** The e-mails that carried one document (the document must be visible to the user too). */
  typed.get(
    '/emails/document',
    { config: { access: 'VIEW_EMAILS' }, schema: { querystring: documentQuery, response: emailList } },
    async (req, reply) => {
      const list = parseListRequest(req.query, 200);
      const doc = await loadDocument(req, req.query.documentId);
      const where = and(eq(emails.accountId, req.scope.accountId), arrayContains(emails.documentIds, [doc.uuid]))!;
      return answerPage(reply, 'emails', list, listEmails(api.db, where, list), () => countEmails(api.db, where));
    },
  );

  const one = {
    config: { access: 'READ_EMAILS' },
    schema: { params: idParams, response: { 200: emailDetailAnswer } },
  } as const;
  typed.get('/emails/:id', one, async (req) => {
    const detail = await emailDetail(api.db, and(eq(emails.uuid, req.params.id), ofCompany(req))!);
    if (!detail) throw notFound('E-mail');
    return detail;
  });
}
