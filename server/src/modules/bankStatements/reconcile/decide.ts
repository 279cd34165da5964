/**
 * What confirms, rejects and undoes a line's reconciliation, in one transaction with the line locked:
 * - a debit confirmed against a recorded payment sets the payment Done (its status before is kept); not executed
 *   yet, who confirms is recorded as its executor (with four-eyes payments, not who prepared it), the job no one:
 *   the statement's line is the evidence, in the payment's audit entry;
 * - a credit confirmed against a customer invoice records its payment (Done) of the line's amount;
 * - an unmatched debit paid as the invoices a user picks records that payment (Done);
 * - undo gives back exactly what confirming changed: the payment's status, or the payment it recorded deleted
 *   (its amounts back on the invoices' balances, to the cent), and the line proposed or unmatched again.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { PAYMENT_STATUS, type ParsedPayment } from '../../../../../src/domain/payments/payment.model';
import { fromCents, sumMoney, toCents } from '../../../../../src/domain/money';
import type { MatchRule } from '../../../../../src/domain/bankStatements/bankStatement.model';
import type { DbOrTx } from '../../../../db/client';
import { bankLines, bankMatches, documents, payments } from '../../../../db/schema';
import { AppError, notFound } from '../../../errors';
import { recordPayment } from '../../payments/use-cases/record-payment';
import { removePayment } from '../../payments/use-cases/delete-payment';
import { changePaymentStatus, type PaymentStatus } from '../../payments/use-cases/set-payment-status';
import { lockPayment } from '../../payments/ledger';
import type { AuditActor } from '../../../audit/record';
import { paymentReconciled } from './events';
import type { LineRow } from './match';

export interface DecideContext {
  companyId: string;
  accountId: string;
  userId: string | null;
  /** Who decides, for the audit trail (the reconciliation job: the system). */
  actor: AuditActor;
}

const scopeOf = (ctx: DecideContext) => ({
  visible: eq(documents.companyId, ctx.companyId),
  where: eq(payments.companyId, ctx.companyId),
  actor: ctx.actor,
});

export async function lockLine(tx: DbOrTx, ctx: DecideContext, lineId: string): Promise<LineRow> {
  const [line] = await tx
    .select()
    .from(bankLines)
    .where(and(eq(bankLines.id, lineId), eq(bankLines.companyId, ctx.companyId)))
    .for('update');
  if (!line) throw notFound('Statement line');
  return line;
}

/** What the audit trail records of the bank line that shows a payment made. */
export const evidenceOf = (line: Pick<LineRow, 'id' | 'statementId'>) => ({
  bankline: line.id,
  bankstatement: line.statementId,
});

/**
 * A payment recorded from a bank line (a credit's invoice, a line paid as picked invoices): prepared by who decides,
 * already made at the bank, so executed by no one in Paperdesk (the line is its evidence, audited with it).
 */
const bankContext = (ctx: DecideContext) => ({
  ...scopeOf(ctx),
  accountId: ctx.accountId,
  userId: ctx.userId as string,
  executedBy: null,
});

const abs = (amount: string) => fromCents(toCents(amount) < 0n ? -toCents(amount) : toCents(amount));

/** Confirms one match of a line (a candidate, or the exact match found by the job); the line's other candidates are rejected. */
export async function confirmMatch(tx: DbOrTx, ctx: DecideContext, line: LineRow, matchId: string) {
  if (line.state === 'MATCHED')
    throw new AppError('INVALID_STATE', 'This line is already reconciled: undo it first', {
      key: 'error.statement.reconciled',
    });
  const [m] = await tx
    .select()
    .from(bankMatches)
    .where(and(eq(bankMatches.id, matchId), eq(bankMatches.lineId, line.id)));
  if (!m) throw notFound('Match');
  if (m.status !== 'PROPOSED')
    throw new AppError('INVALID_STATE', `This candidate is ${m.status.toLowerCase()}`, {
      key: m.status === 'REJECTED' ? 'error.statement.rejected' : 'error.statement.confirmed',
    });
  const now = new Date();
  let paymentId = m.paymentId;
  let previous: number | null = null;
  let created = 0;
  if (m.paymentId) {
    const { payment: p } = await lockPayment(tx, m.paymentId, eq(payments.companyId, ctx.companyId));
    const [taken] = await tx
      .select({ id: bankMatches.id })
      .from(bankMatches)
      .where(and(eq(bankMatches.paymentId, m.paymentId), eq(bankMatches.status, 'CONFIRMED')));
    if (taken)
      throw new AppError('CONFLICT', 'This payment is already reconciled with another line', {
        key: 'error.statement.paymenttaken',
      });
    previous = p.paymentstatus;
    // not executed yet: who confirms executes it (four-eyes: not who prepared it), the job no one (the statement)
    await changePaymentStatus(tx, p, PAYMENT_STATUS.Done, {
      actor: ctx.actor,
      executedBy: ctx.userId,
      evidence: evidenceOf(line),
    });
  } else if (m.documentId) {
    const { payment } = await recordPayment(
      tx,
      bankPayment(line, [{ invoiceuuid: m.documentId, amount: abs(line.amount) }]),
      bankContext(ctx),
    );
    paymentId = payment.uuid;
    created = 1;
  }
  await tx
    .update(bankMatches)
    .set({
      status: 'CONFIRMED',
      paymentId,
      previousPaymentStatus: previous,
      createdPayment: created,
      decidedBy: ctx.userId,
      decidedAt: now,
    })
    .where(eq(bankMatches.id, m.id));
  await tx
    .update(bankMatches)
    .set({ status: 'REJECTED', decidedBy: ctx.userId, decidedAt: now })
    .where(and(eq(bankMatches.lineId, line.id), ne(bankMatches.id, m.id), eq(bankMatches.status, 'PROPOSED')));
  await tx.update(bankLines).set({ state: 'MATCHED' }).where(eq(bankLines.id, line.id));
  await paymentReconciled(tx, { paymentId: paymentId!, lineId: line.id, companyId: ctx.companyId, reconciled: true });
}

/** The payment a bank line records: dated the booking day, Done, named after the line. */
function bankPayment(line: LineRow, invoices: Array<{ invoiceuuid: string; amount: string }>): ParsedPayment {
  return {
    name: `${line.counterpartyName || 'Bank'} ${line.bookingDate}`.slice(0, 200),
    description: line.remittance.slice(0, 2000),
    paymenttype: null,
    paymentdate: line.bookingDate,
    paymentstatus: PAYMENT_STATUS.Done,
    invoices,
    sendMail: false,
    mailSubject: '',
    mailContent: '',
    recipients: [],
    includeAttachements: false,
  };
}

export async function rejectMatch(tx: DbOrTx, ctx: DecideContext, line: LineRow, matchId: string) {
  const [m] = await tx
    .update(bankMatches)
    .set({ status: 'REJECTED', decidedBy: ctx.userId, decidedAt: new Date() })
    .where(and(eq(bankMatches.id, matchId), eq(bankMatches.lineId, line.id), eq(bankMatches.status, 'PROPOSED')))
    .returning({ id: bankMatches.id });
  if (!m) throw notFound('Proposed match');
  await refreshState(tx, line.id);
}

/** A line's state from its matches: matched when one is confirmed, proposed while candidates wait, else unmatched. */
export async function refreshState(tx: DbOrTx, lineId: string) {
  await tx
    .update(bankLines)
    .set({
      state: sql`case when exists (select 1 from ${bankMatches} where ${bankMatches.lineId} = ${lineId} and ${bankMatches.status} = 'CONFIRMED') then 'MATCHED'
        when exists (select 1 from ${bankMatches} where ${bankMatches.lineId} = ${lineId} and ${bankMatches.status} = 'PROPOSED') then 'PROPOSED' else 'UNMATCHED' end`,
    })
    .where(eq(bankLines.id, lineId));
}

/**
 * An unmatched (or proposed) debit or credit paid as the invoices the user picked, their amounts adding up to the
 * line's; answers the payment and the saved documents it validated.
 */
export async function payLine(
  tx: DbOrTx,
  ctx: DecideContext,
  line: LineRow,
  invoices: Array<{ invoiceuuid: string; amount: string }>,
) {
  if (line.state === 'MATCHED')
    throw new AppError('INVALID_STATE', 'This line is already reconciled: undo it first', {
      key: 'error.statement.reconciled',
    });
  const total = sumMoney(invoices.map((i) => i.amount));
  if (toCents(total) !== toCents(abs(line.amount)))
    throw new AppError('VALIDATION', `The invoices' amounts add up to ${total}, the line is ${abs(line.amount)}`, {
      fields: { invoices: 'error.statement.payamount' },
    });
  const now = new Date();
  const { payment, validated } = await recordPayment(tx, bankPayment(line, invoices), bankContext(ctx));
  // the bank booked the line in its currency: invoices in another currency are not what it paid (nothing recorded)
  if (payment.currency !== line.currency)
    throw new AppError('VALIDATION', `This line is in ${line.currency}: the invoices are in ${payment.currency}`, {
      fields: { invoices: 'error.statement.paycurrency' },
      fieldArgs: { invoices: { currency: line.currency } },
      key: 'error.statement.paycurrency',
      params: { currency: line.currency },
    });
  await tx
    .update(bankMatches)
    .set({ status: 'REJECTED', decidedBy: ctx.userId, decidedAt: now })
    .where(and(eq(bankMatches.lineId, line.id), eq(bankMatches.status, 'PROPOSED')));
  await tx.insert(bankMatches).values({
    companyId: ctx.companyId,
    lineId: line.id,
    paymentId: payment.uuid,
    rule: 'MANUAL' satisfies MatchRule,
    status: 'CONFIRMED',
    createdPayment: 1,
    decidedBy: ctx.userId,
    decidedAt: now,
  });
  await tx.update(bankLines).set({ state: 'MATCHED' }).where(eq(bankLines.id, line.id));
  await paymentReconciled(tx, { paymentId: payment.uuid, lineId: line.id, companyId: ctx.companyId, reconciled: true });
  // the saved documents it validated: what a validation sets off follows once committed (afterPaidValidations)
  return { payment: payment.uuid, validated };
}

/** Undoes a line's reconciliation: everything confirming changed comes back, the candidates are proposed again. */
export async function undoLine(tx: DbOrTx, ctx: DecideContext, line: LineRow) {
  const confirmed = await tx
    .select()
    .from(bankMatches)
    .where(and(eq(bankMatches.lineId, line.id), eq(bankMatches.status, 'CONFIRMED')));
  if (!confirmed.length)
    throw new AppError('INVALID_STATE', 'This line is not reconciled: nothing to undo', {
      key: 'error.statement.notreconciled',
    });
  for (const m of confirmed) {
    if (m.paymentId)
      await paymentReconciled(tx, {
        paymentId: m.paymentId,
        lineId: line.id,
        companyId: ctx.companyId,
        reconciled: false,
      });
    if (m.createdPayment && m.paymentId) {
      // the match goes with the payment it recorded (a credit's invoice candidate is proposed again below)
      await removePayment(tx, m.paymentId, scopeOf(ctx));
      if (m.documentId)
        await tx.insert(bankMatches).values({
          companyId: ctx.companyId,
          lineId: line.id,
          documentId: m.documentId,
          rule: m.rule,
          status: 'PROPOSED',
        });
    } else if (m.paymentId) {
      // made Done by this reconciliation: back in progress, who executed it and when go with it
      const { payment } = await lockPayment(tx, m.paymentId, eq(payments.companyId, ctx.companyId));
      await changePaymentStatus(tx, payment, (m.previousPaymentStatus ?? PAYMENT_STATUS.InProgress) as PaymentStatus, {
        actor: ctx.actor,
        executedBy: null,
        evidence: { unreconciledline: line.id },
      });
      await tx
        .update(bankMatches)
        .set({ status: 'PROPOSED', previousPaymentStatus: null, decidedBy: null, decidedAt: null })
        .where(eq(bankMatches.id, m.id));
    }
  }
  // candidates rejected when this one was confirmed are proposed again
  const rejectedWith = confirmed.map((m) => m.decidedAt).filter((d): d is Date => Boolean(d));
  if (rejectedWith.length)
    await tx
      .update(bankMatches)
      .set({ status: 'PROPOSED', decidedBy: null, decidedAt: null })
      .where(
        and(
          eq(bankMatches.lineId, line.id),
          eq(bankMatches.status, 'REJECTED'),
          inArray(bankMatches.decidedAt, rejectedWith),
        ),
      );
  await refreshState(tx, line.id);
}
