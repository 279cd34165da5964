/** The supplier's payment notice (spec §3 Supplier `automail`), composed like the pay dialog's and sent by the job queue. */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { composePaymentNotice } from '../../../../../src/domain/payments/notice';
import type { DbOrTx } from '../../../../db/client';
import { companies, documents, paymentInvoices, payments } from '../../../../db/schema';
import { loadSupplier } from '../../documents/groupContext';
import { queueEmail } from '../../mail/queuedMail';

/**
 * Queues the supplier's payment notice, when it and the company send them (or the user asks), in the payment's own
 * transaction; resolves with the reason when it cannot go (no mail server), and queues nothing then.
 */
export async function queueSupplierNotice(
  req: FastifyRequest,
  db: DbOrTx,
  paymentId: string,
  opts: { asked?: boolean } = {},
): Promise<string | undefined> {
  const [payment] = await db.select().from(payments).where(eq(payments.uuid, paymentId));
  const supplier = payment && (await loadSupplier(db, payment.accountId, payment.supplieruuid));
  const [company] = payment ? await db.select().from(companies).where(eq(companies.id, payment.companyId)) : [];
  // asked: the user asked for the notices of the payments they record now (whatever the automatic settings)
  if (!supplier?.email || !company || (!opts.asked && (!supplier.automail || !company.mailauto))) return undefined;
  if (!req.server.mailer.configured) return 'E-mail is not set up on this server (SMTP_URL): the supplier was not told';
  const lines = await db
    .select({ number: documents.invoiceNumber, amount: paymentInvoices.amount, id: documents.uuid })
    .from(paymentInvoices)
    .innerJoin(documents, eq(documents.uuid, paymentInvoices.documentId))
    .where(eq(paymentInvoices.paymentId, paymentId))
    .orderBy(documents.invoiceNumber);
  // the same notice the pay dialog prefills, in the company's language
  const notice = composePaymentNotice({
    company,
    supplier,
    paymentdate: payment.paymentdate,
    currency: payment.currency,
    status: payment.paymentstatus,
    invoices: lines.map((l) => ({ number: l.number, amount: l.amount })),
  });
  await queueEmail(db, {
    companyId: payment.companyId,
    accountId: payment.accountId,
    senderId: req.principal.userId,
    to: notice.recipients,
    subject: notice.subject,
    body: notice.content,
    documentIds: lines.map((l) => l.id),
    includeAttachments: notice.attach,
  });
  return undefined;
}
