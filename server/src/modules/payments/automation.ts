/**
 * What a supplier's settings do by themselves (spec §3 Supplier): `payonvalidation` records the payment
 * of an invoice when it is validated, on the planned day (`paymentdateenum`); `automail` tells the
 * supplier of each payment with its e-mail template, when the company turned automatic mails on.
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { hasOpenBalance, paymentInputSchema } from '../../../../resources/payments/payment.model';
import { plannedPaymentDate } from '../../../../resources/payments/schedule';
import { composePaymentNotice } from '../../../../resources/payments/notice';
import type { Db } from '../../../db/client';
import { companies, documents, paymentInvoices, payments } from '../../../db/schema';
import { documentFilter } from '../documents/access';
import { loadSupplier } from '../documents/groupContext';
import { queueEmail } from '../mail/queuedMail';
import { createPayment } from './ledger';

type DocRow = typeof documents.$inferSelect;
const today = () => new Date().toISOString().slice(0, 10);

/** After a validation: the payment of a supplier that pays on validation (failures leave the document validated). */
export async function payOnValidation(req: FastifyRequest, doc: DocRow): Promise<void> {
  const supplier = await loadSupplier(req.server.db, doc.accountId, doc.supplieruuid);
  if (!supplier?.payonvalidation || !hasOpenBalance(doc.solde)) return;
  const day = plannedPaymentDate(supplier.paymentdateenum, supplier.paymentdatexdays, doc.duedate, today());
  const input = paymentInputSchema.parse({
    name: doc.id,
    paymentdate: day,
    paymenttype: supplier.paymenttypeuuid,
    paymentstatus: day <= today() ? 1 : 0,
    invoices: [{ invoiceuuid: doc.uuid, amount: doc.solde }],
  });
  try {
    await createPayment(req.server.db, input, {
      visible: await documentFilter(req),
      accountId: req.scope.accountId,
      userId: req.principal.userId,
      andThen: (tx, id) => queueSupplierNotice(req, tx, id),
    });
    req.server.jobs.kick();
  } catch (err) {
    req.log.warn({ err, document: doc.uuid }, 'pay on validation failed');
  }
}

/**
 * Queues the supplier's payment notice, when it and the company send them (or the user asks), in the payment's own
 * transaction; resolves with the reason when it cannot go (no mail server), and queues nothing then.
 */
export async function queueSupplierNotice(
  req: FastifyRequest,
  db: Db,
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
    .select({ number: documents.id, amount: paymentInvoices.amount, id: documents.uuid })
    .from(paymentInvoices)
    .innerJoin(documents, eq(documents.uuid, paymentInvoices.documentId))
    .where(eq(paymentInvoices.paymentId, paymentId))
    .orderBy(documents.id);
  // the same notice the pay dialog prefills, in the company's language
  const notice = composePaymentNotice({
    company,
    supplier,
    paymentdate: payment.paymentdate,
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
