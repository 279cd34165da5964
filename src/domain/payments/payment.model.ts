/**
 * Payments (spec §3, §4, §7): the payment a user records, the invoices it settles, what is left to
 * pay, and the supplier balance statement. The balance rules are pure functions on exact cents, shared
 * by the server (which enforces them) and the pay dialog (which previews them).
 */
import { z } from 'zod';
import { uuid } from '../ids';
import { DOCUMENT_STATUS } from '../documents/rules';
import { fromCents, isStorableAmount, toCents } from '../money';
import { isIsoDay } from '../dates';
import { bankStatusAnswer } from '../bankDetails/bankStatus';

export const PAYMENT_STATUS = { InProgress: 0, Done: 1 } as const;
/** The bank files: SEPA credit transfer (pain.001.001.03, EUR) and international credit transfer (pain.001.001.09). */
export const TRANSFER_SCHEMES = ['SEPA', 'INTERNATIONAL'] as const;
export type TransferScheme = (typeof TRANSFER_SCHEMES)[number];

const money = z
  .union([z.string(), z.number()])
  .refine(isStorableAmount, 'error.amount')
  .transform((v) => fromCents(toCents(v)))
  .refine((v) => toCents(v) !== 0n, 'error.amountzero');
const uuidOrNull = z
  .union([uuid, z.literal(''), z.null()])
  .optional()
  .transform((v) => v || null);

export const paymentLineSchema = z.object({ invoiceuuid: uuid, amount: money });

export const paymentInputSchema = z
  .object({
    name: z.string().trim().max(200).default(''),
    description: z.string().max(2000).default(''),
    paymenttype: uuidOrNull,
    paymentdate: z.string().refine(isIsoDay, 'error.date'),
    paymentstatus: z.union([z.literal(0), z.literal(1)]).default(PAYMENT_STATUS.Done),
    invoices: z
      .array(paymentLineSchema)
      .min(1, 'error.required')
      .max(500)
      .refine((lines) => new Set(lines.map((l) => l.invoiceuuid)).size === lines.length, 'error.duplicateinvoice'),
    sendMail: z.boolean().default(false),
    mailSubject: z.string().trim().max(300).default(''),
    mailContent: z.string().max(200_000).default(''),
    recipients: z.array(z.string().trim().toLowerCase().email('error.email')).max(50).default([]),
    includeAttachements: z.boolean().default(true),
  })
  .refine((p) => !p.sendMail || p.recipients.length > 0, { path: ['recipients'], message: 'error.recipientsrequired' });
export type PaymentInput = z.input<typeof paymentInputSchema>;
export type ParsedPayment = z.output<typeof paymentInputSchema>;

export const paymentLineAnswer = z.object({
  uuid: z.string(),
  invoiceuuid: z.string(),
  invoicenumber: z.string(),
  amount: z.string(),
});
export type PaymentLine = z.infer<typeof paymentLineAnswer>;

export const paymentRecordAnswer = z.object({
  uuid: z.string(),
  name: z.string(),
  description: z.string(),
  paymenttype: z.string().nullable(),
  paymentdate: z.string(),
  creationdate: z.string(),
  paymentstatus: z.union([z.literal(0), z.literal(1)]),
  supplier: z.string().nullable(),
  suppliername: z.string(),
  branche: z.string(),
  origintype: z.string().nullable(),
  /** ISO 4217: the one currency of its invoices and of `total`. */
  currency: z.string(),
  total: z.string(),
  invoices: z.array(paymentLineAnswer),
  /** Who prepared it (recorded it, Create payments), on `creationdate`; null when that user is gone. */
  preparedby: z.string().nullable(),
  /** The uuid of who prepared it (`uuid` of GET /users/userInfo), for the four-eyes rule; null when that user is gone. */
  preparedbyuuid: z.string().nullable(),
  /**
   * Who executed it and when: recorded Done, or marked Done later (PUT /payments/{id}/status, the edit, a bank
   * line confirmed); Execute payments. Null while in progress, and when no person did (seen at the bank).
   */
  doneby: z.string().nullable(),
  donedate: z.string().nullable(),
  /** A bank statement's line confirmed it (reconciled); Done with no `doneby`, the bank is what shows it made. */
  reconciled: z.boolean(),
});
export type PaymentRecord = z.infer<typeof paymentRecordAnswer>;

/** POST /payments: the payment recorded; `mailError` when its notice could not be sent. */
export const paymentRecordedAnswer = z.object({
  paySuccess: z.boolean(),
  payment: paymentRecordAnswer,
  mailError: z.string().optional(),
});
export type PaymentRecorded = z.infer<typeof paymentRecordedAnswer>;
/** POST /payments/batch: one payment per supplier and currency. */
export const paymentsRecordedAnswer = z.object({
  paySuccess: z.boolean(),
  payments: z.array(paymentRecordAnswer),
  mailError: z.string().optional(),
});
export type PaymentsRecorded = z.infer<typeof paymentsRecordedAnswer>;

/** GET /invoicestopay. */
export const invoiceToPayAnswer = z.object({
  supplieruuid: z.string().nullable(),
  suppliername: z.string(),
  brancheuuid: z.string(),
  invoiceuuid: z.string(),
  invoiceNumber: z.string(),
  date: z.string().nullable(),
  duedate: z.string().nullable(),
  solde: z.string(),
  totalttc: z.string(),
  tva: z.string().nullable(),
  /** ISO 4217 of `solde`, `totalttc` and `tva`. */
  currency: z.string(),
  type: z.enum(['INVOICE', 'CREDIT']),
  status: z.number(),
  /** Why it cannot be paid (spec §5 "invalid for payment", i18n keys); empty when it can. */
  problems: z.array(z.string()).optional(),
  /** What keeps it out of a bank transfer (src/domain/bankDetails/bankStatus.ts); no flags: it may go. */
  bank: bankStatusAnswer.pick({ invoiceIban: true, supplierIban: true, flags: true }).optional(),
});
export type InvoiceToPay = z.infer<typeof invoiceToPayAnswer>;

/** A line of the supplier balance statement (GET /soldes/{branch}/{supplier}). */
export const balanceLineAnswer = z.object({
  /** The document's or the payment's uuid. */
  uuid: z.string(),
  date: z.string().nullable(),
  creationdate: z.string(),
  supplieruuid: z.string().nullable(),
  suppliername: z.string(),
  number: z.string(),
  status: z.number().nullable(),
  debit: z.string(),
  credit: z.string(),
  invoicesolde: z.string().nullable(),
  invoiceuuid: z.string().nullable(),
  type: z.enum(['INVOICE', 'CREDIT', 'PAYMENT']),
  /** ISO 4217 of `debit`, `credit` and `balance`. */
  currency: z.string(),
  /** What is owed in its currency after this line (running balance of the statement in that currency, in date order). */
  balance: z.string(),
});
export type BalanceLine = z.infer<typeof balanceLineAnswer>;

/** What is owed to one supplier in one currency (a supplier owed in two currencies has two rows). */
export const balanceSummaryAnswer = z.object({
  supplieruuid: z.string(),
  suppliername: z.string(),
  currency: z.string(),
  solde: z.string(),
});
export type BalanceSummary = z.infer<typeof balanceSummaryAnswer>;

/**
 * A document's balance is null until validation puts it on the to-pay list; the wire (spec §3 default) says -1
 * then, written as the API always wrote it (-1.00). The presenters map it there (`wireBalance`); nothing inside
 * compares a balance with -1.
 */
export const NO_BALANCE = '-1.00';
export const wireBalance = (balance: string | null): string => balance ?? NO_BALANCE;
/** On the to-pay list with something left on it (positive for an invoice, negative for a credit note). */
export const hasOpenBalance = (balance: string | null): balance is string =>
  balance !== null && toCents(balance) !== 0n;

export type PayError = 'error.payment.notpayable' | 'error.payment.sign' | 'error.payment.overpaid';

/**
 * Takes `amount` off a document's balance (§4): the whole balance pays it (PAYED), less leaves it
 * PARTIALLY_PAYED. An invoice is paid with positive amounts up to its balance; a credit note with
 * negative amounts down to its (negative) balance.
 */
export function applyPayment(
  balance: string,
  amount: string,
): { balance: string; status: number } | { error: PayError } {
  const s = toCents(balance),
    a = toCents(amount);
  if (s === 0n) return { error: 'error.payment.notpayable' };
  if (s > 0n !== a > 0n) return { error: 'error.payment.sign' };
  if (s > 0n ? a > s : a < s) return { error: 'error.payment.overpaid' };
  const left = s - a;
  return { balance: fromCents(left), status: left === 0n ? DOCUMENT_STATUS.PAYED : DOCUMENT_STATUS.PARTIALLY_PAYED };
}

/** Gives `amount` back to a document's balance (payment edited or deleted): VALIDATED when nothing stays paid. */
export function restorePayment(balance: string, amount: string, totalttc: string): { balance: string; status: number } {
  const left = toCents(balance) + toCents(amount);
  return {
    balance: fromCents(left),
    status: left === toCents(totalttc) ? DOCUMENT_STATUS.VALIDATED : DOCUMENT_STATUS.PARTIALLY_PAYED,
  };
}

/**
 * POST /payments/batch: invoices of one or several suppliers paid in one action, one payment per supplier
 * (branch and currency). `transfer` checks every account first, for the bank file of its `scheme`; its payments stay InProgress
 * until marked Done. `notify` sends each supplier its notice (composed by src/domain/payments/notice.ts).
 */
export const paymentBatchSchema = z.object({
  name: z.string().trim().max(200).default(''),
  paymenttype: uuidOrNull,
  paymentdate: z.string().refine(isIsoDay, 'error.date'),
  paymentstatus: z.union([z.literal(0), z.literal(1)]).optional(),
  invoices: z
    .array(paymentLineSchema)
    .min(1, 'error.required')
    .max(500)
    .refine((lines) => new Set(lines.map((l) => l.invoiceuuid)).size === lines.length, 'error.duplicateinvoice'),
  transfer: z.boolean().default(false),
  /** With `transfer`: SEPA (euros only) or an international credit transfer (any currency, BIC and address). */
  scheme: z.enum(TRANSFER_SCHEMES).default('SEPA'),
  notify: z.boolean().default(false),
});
export type PaymentBatchInput = z.input<typeof paymentBatchSchema>;
