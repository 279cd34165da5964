/**
 * Recording a payment (spec §4): the lines' amounts are taken off the documents' balances, in one transaction
 * with the documents locked; what the payment causes (its supplier notice) commits with it or not at all.
 */
import { eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { PAYMENT_STATUS, type ParsedPayment } from '../../../../../src/domain/payments/payment.model';
import type { Db, DbOrTx } from '../../../../db/client';
import { payments } from '../../../../db/schema';
import { afterValidation } from '../../documents/use-cases/validate-document';
import {
  applyLines,
  assertOneCurrency,
  assertOneSupplier,
  insertLines,
  lockDocuments,
  paymentFields,
  refreshPaymentDates,
  saveDocuments,
  type DocRow,
} from '../ledger';
import { sendPaymentMail } from '../paymentMail';
import { listPayments } from '../present';
import { documentFilter } from '../../documents/access';
import { queueSupplierNotice } from './queue-supplier-notice';
import { LIFECYCLE } from '../../../../../src/domain/lifecycle/lifecycle';
import { recordLifecycleStatus } from '../../lifecycle/record-status';
import { actorOf, recordAudit, type AuditActor } from '../../../audit/record';
import { assertFourEyes } from '../payments.access';

export type PaymentContext = {
  visible: SQL;
  accountId: string;
  userId: string;
  /** Who records it, for the audit trail. */
  actor: AuditActor;
  /**
   * Who executes it when it is recorded Done: who records it (the default), or null for a payment the bank already
   * made (a bank statement's line is its evidence, no person executed it).
   */
  executedBy?: string | null;
  /** Runs in the payment's transaction, once it is written. */
  andThen?: (tx: DbOrTx, paymentId: string) => Promise<unknown>;
};

/** Records a new payment in its own transaction; resolves with it and the documents it paid. */
export async function createPayment(db: Db, input: ParsedPayment, ctx: PaymentContext) {
  return db.transaction(async (tx) => recordPayment(tx, input, ctx));
}

/** Records a new payment inside the caller's transaction (several payments may then commit together). */
export async function recordPayment(tx: DbOrTx, input: ParsedPayment, ctx: PaymentContext) {
  const docs = await lockDocuments(
    tx,
    input.invoices.map((l) => l.invoiceuuid),
    ctx.visible,
  );
  assertOneSupplier([...docs.values()]);
  assertOneCurrency([...docs.values()]);
  const validated = await applyLines(tx, input.invoices, docs, ctx.userId);
  await saveDocuments(tx, docs, new Set(docs.keys()), ctx.actor);
  // the reform's 211 (payment sent) for each invoice this payment pays
  for (const doc of docs.values())
    await recordLifecycleStatus(tx, doc, { code: LIFECYCLE.PAYMENT_SENT, origin: 'SYSTEM', userId: ctx.userId });
  const first = docs.get(input.invoices[0].invoiceuuid)!;
  const done = input.paymentstatus === PAYMENT_STATUS.Done;
  const executedBy = ctx.executedBy === undefined ? ctx.userId : ctx.executedBy;
  // recorded Done by who prepares it: executed by the same person, which four-eyes payments refuse
  if (done)
    await assertFourEyes(tx, executedBy, [
      { companyId: first.companyId, createdBy: ctx.userId, name: input.name || first.invoiceNumber || '' },
    ]);
  const [payment] = await tx
    .insert(payments)
    .values({
      ...paymentFields(input),
      companyId: first.companyId,
      accountId: ctx.accountId,
      originType: first.originType,
      supplieruuid: first.supplieruuid,
      suppliername: first.suppliername,
      currency: first.currency,
      // who prepared it; recorded Done, it is executed at once (by the same person, or seen at the bank)
      createdBy: ctx.userId,
      ...(done ? { doneBy: executedBy, doneAt: new Date() } : {}),
    })
    .returning();
  await insertLines(tx, payment.uuid, input.invoices);
  await recordAudit(tx, ctx.actor, {
    entity: 'payments',
    entityId: payment.uuid,
    action: 'CREATE',
    after: { ...payment, invoices: input.invoices },
  });
  await refreshPaymentDates(tx, [...docs.keys()]);
  await ctx.andThen?.(tx, payment.uuid);
  return { payment, documents: [...docs.values()], validated: [...validated].map((id) => docs.get(id)!) };
}

/** What follows the validation of the saved documents a committed payment paid (validate-document.ts). */
export async function afterPaidValidations(req: FastifyRequest, validated: DocRow[]) {
  for (const doc of validated) await afterValidation(req, doc);
}

/**
 * A payment recorded by a user (POST /payments): the supplier's automatic notice is queued with it, unless the
 * user writes a mail now, which leaves once the payment is recorded. A mail that could not go is told, the payment stands.
 */
export async function recordRequestedPayment(req: FastifyRequest, input: ParsedPayment) {
  const { db, jobs } = req.server;
  let noticeError: string | undefined;
  const {
    payment,
    documents: paid,
    validated,
  } = await createPayment(db, input, {
    visible: await documentFilter(req),
    accountId: req.scope.accountId,
    userId: req.principal.userId,
    actor: actorOf(req),
    andThen: input.sendMail
      ? undefined
      : async (tx, id) => {
          noticeError = await queueSupplierNotice(req, tx, id);
        },
  });
  jobs.kick();
  await afterPaidValidations(req, validated);
  const [record] = await listPayments(db, eq(payments.uuid, payment.uuid));
  const mailError = input.sendMail
    ? await sendPaymentMail(
        req,
        input,
        paid.map((d) => d.uuid),
      )
    : noticeError;
  return { paySuccess: true, payment: record, ...(mailError ? { mailError } : {}) };
}
