/** The e-mail a payment may send (spec §3 Payment send fields): to the recipients, with the paid documents. */
import type { FastifyRequest } from 'fastify';
import type { ParsedPayment } from '../../../../src/domain/payments/payment.model';
import { attachmentsFor } from '../mail/documentMail';
import { sendAndRecord } from '../mail/emails';

/** Sends after the payment is recorded; resolves with the reason when it could not leave (the payment stands). */
export async function sendPaymentMail(
  req: FastifyRequest,
  input: ParsedPayment,
  documentIds: string[],
): Promise<string | undefined> {
  const { mailer, db } = req.server;
  if (!mailer.configured) return 'E-mail is not set up on this server (SMTP_URL): nothing was sent';
  try {
    const attachments = input.includeAttachements ? await attachmentsFor(req, documentIds) : [];
    const result = await sendAndRecord(db, mailer, {
      companyId: req.scope.companyId,
      accountId: req.scope.accountId,
      senderId: req.principal.userId,
      to: input.recipients,
      subject: input.mailSubject || input.name || 'Payment',
      body: input.mailContent,
      attachments,
      documentIds,
    });
    return result.error;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}
