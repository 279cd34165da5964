/**
 * What a supplier's settings do by themselves (spec §3 Supplier): `payonvalidation` records the payment
 * of an invoice when it is validated, on the planned day (`paymentdateenum`); `automail` tells the
 * supplier of each payment with its e-mail template (use-cases/queue-supplier-notice.ts).
 */
import { actorOf } from '../../audit/record';
import type { FastifyRequest } from 'fastify';
import { hasOpenBalance, paymentInputSchema } from '../../../../src/domain/payments/payment.model';
import { plannedPaymentDate } from '../../../../src/domain/payments/schedule';
import type { documents } from '../../../db/schema';
import { documentFilter } from '../documents/access';
import { loadSupplier } from '../documents/groupContext';
import { queueSupplierNotice } from './use-cases/queue-supplier-notice';
import { createPayment } from './use-cases/record-payment';
import { mayExecuteOwn } from './payments.access';

type DocRow = typeof documents.$inferSelect;
const today = () => new Date().toISOString().slice(0, 10);

/** After a validation: the payment of a supplier that pays on validation (failures leave the document validated). */
export async function payOnValidation(req: FastifyRequest, doc: DocRow): Promise<void> {
  const supplier = await loadSupplier(req.server.db, doc.accountId, doc.supplieruuid);
  if (!supplier?.payonvalidation || !hasOpenBalance(doc.balance)) return;
  const day = plannedPaymentDate(supplier.paymentdateenum, supplier.paymentdatexdays, doc.duedate, today());
  const input = paymentInputSchema.parse({
    name: doc.invoiceNumber,
    paymentdate: day,
    paymenttype: supplier.paymenttypeuuid,
    // due today, it is executed by who validated, if they may (with four-eyes payments they prepare it, so may not);
    // else it waits in progress for someone who may
    paymentstatus: day <= today() && (await mayExecuteOwn(req, doc.companyId)) ? 1 : 0,
    invoices: [{ invoiceuuid: doc.uuid, amount: doc.balance }],
  });
  try {
    await createPayment(req.server.db, input, {
      visible: await documentFilter(req),
      accountId: req.scope.accountId,
      userId: req.principal.userId,
      actor: actorOf(req),
      andThen: (tx, id) => queueSupplierNotice(req, tx, id),
    });
    req.server.jobs.kick();
  } catch (err) {
    req.log.warn({ err, document: doc.uuid }, 'pay on validation failed');
  }
}
