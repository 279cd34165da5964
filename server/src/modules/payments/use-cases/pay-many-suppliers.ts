/**
 * Paying invoices of several suppliers in one action (POST /payments/batch): one payment per supplier,
 * branch and currency, all recorded in one transaction (the documents locked together, in one order, so concurrent
 * payments never take a balance twice). With `transfer`, every bank account is checked before anything is
 * recorded (a SepaRefusal then leaves everything as it was).
 */
import { actorOf } from '../../../audit/record';
import { inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { sumMoney } from '../../../../../src/domain/money';
import {
  paymentBatchSchema,
  paymentInputSchema,
  PAYMENT_STATUS,
  type PaymentRecord,
} from '../../../../../src/domain/payments/payment.model';
import { payments } from '../../../../db/schema';
import { documentFilter } from '../../documents/access';
import { lockDocuments, payeeKey, type DocRow, type Line } from '../ledger';
import { listPayments } from '../present';
import { assertPayable } from '../payable';
import { sepaParties } from '../sepa';
import { internationalParties } from '../internationalTransfer';
import { assertTransferable } from '../../bankDetails/transferGuard';
import { assertFourEyes } from '../payments.access';
import { queueSupplierNotice } from './queue-supplier-notice';
import { afterPaidValidations, recordPayment } from './record-payment';

export async function payManySuppliers(req: FastifyRequest, input: z.output<typeof paymentBatchSchema>) {
  const { db, jobs } = req.server;
  const visible = await documentFilter(req);
  const status = input.paymentstatus ?? (input.transfer ? PAYMENT_STATUS.InProgress : PAYMENT_STATUS.Done);
  const notices: string[] = [];
  const validated: DocRow[] = [];
  const ids = await db.transaction(async (tx) => {
    // every document locked at once, in one order; then grouped by payee, in the order chosen
    const docs = await lockDocuments(
      tx,
      input.invoices.map((l) => l.invoiceuuid),
      visible,
    );
    // the documents valid for payment first, then (with `transfer`) their bank accounts
    await assertPayable(tx, [...docs.values()]);
    const groups = new Map<string, Line[]>();
    for (const line of input.invoices) {
      // one payment per payee and currency: nothing adds amounts of two currencies
      const doc = docs.get(line.invoiceuuid)!;
      const key = `${payeeKey(doc)}|${doc.currency}`;
      groups.set(key, [...(groups.get(key) ?? []), line]);
    }
    if (input.transfer) {
      // its bank file executes the payments it prepares: four-eyes payments refuse that to one person
      await assertFourEyes(
        tx,
        req.principal.userId,
        [...groups.values()].map((lines) => {
          const doc = docs.get(lines[0].invoiceuuid)!;
          return {
            companyId: doc.companyId,
            createdBy: req.principal.userId,
            name: input.name || doc.invoiceNumber || '',
          };
        }),
      );
      // no invoice whose IBAN is not its supplier's (unconfirmed), and every account checked, before anything is recorded
      await assertTransferable(
        tx,
        req.scope.accountId,
        input.invoices.map((l) => l.invoiceuuid),
      );
      const drafts = [...groups.values()].map((lines) => draftRecord(lines, docs));
      await (input.scheme === 'SEPA' ? sepaParties : internationalParties)(tx, req.scope.accountId, drafts);
    }
    const created: string[] = [];
    for (const lines of groups.values()) {
      const numbers = lines
        .map((l) => docs.get(l.invoiceuuid)!.invoiceNumber)
        .filter(Boolean)
        .join(', ');
      const one = paymentInputSchema.parse({
        name: (input.name || numbers).slice(0, 200),
        paymenttype: input.paymenttype,
        paymentdate: input.paymentdate,
        paymentstatus: status,
        invoices: lines,
      });
      const recorded = await recordPayment(tx, one, {
        visible,
        accountId: req.scope.accountId,
        userId: req.principal.userId,
        actor: actorOf(req),
        andThen: async (inner, id) => {
          const e = await queueSupplierNotice(req, inner, id, { asked: input.notify });
          if (e) notices.push(e);
        },
      });
      created.push(recorded.payment.uuid);
      validated.push(...recorded.validated);
    }
    return created;
  });
  jobs.kick();
  await afterPaidValidations(req, validated);
  const records = await listPayments(db, inArray(payments.uuid, ids), { limit: ids.length, offset: 0, order: [] });
  const ordered = ids.map((id) => records.find((r) => r.uuid === id)!);
  return { paySuccess: true, payments: ordered, ...(notices.length ? { mailError: notices[0] } : {}) };
}

/** The payment a group of lines will become, as the account checks read it. */
function draftRecord(lines: Line[], docs: Map<string, DocRow>): PaymentRecord {
  const first = docs.get(lines[0].invoiceuuid)!;
  return {
    uuid: '',
    name: '',
    description: '',
    paymenttype: null,
    paymentdate: '',
    creationdate: '',
    paymentstatus: 0,
    supplier: first.supplieruuid,
    suppliername: first.suppliername,
    branche: first.companyId,
    origintype: first.originType,
    currency: first.currency,
    total: sumMoney(lines.map((l) => l.amount)),
    invoices: [],
    preparedby: null,
    preparedbyuuid: null,
    doneby: null,
    donedate: null,
    reconciled: false,
  };
}
