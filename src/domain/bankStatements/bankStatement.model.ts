/**
 * Bank statements and their reconciliation, as the API answers them and the screens show them: a line is
 * UNMATCHED, PROPOSED (candidates wait for a user) or MATCHED; each candidate (a recorded payment, or a customer
 * invoice for a credit) is PROPOSED, CONFIRMED or REJECTED, found by one of the rules in order.
 */
import { z } from 'zod';
import { uuid } from '../ids';
import { isStorableAmount } from '../money';

export const LINE_STATES = ['UNMATCHED', 'PROPOSED', 'MATCHED'] as const;
export type LineState = (typeof LINE_STATES)[number];
export const MATCH_STATUSES = ['PROPOSED', 'CONFIRMED', 'REJECTED'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];
/** The rules, in the order they are tried: SEPA end-to-end id, amount + IBAN + days, invoice numbers; MANUAL: a user's pick. */
export const MATCH_RULES = ['E2E', 'AMOUNT_IBAN', 'INVOICE_NUMBER', 'MANUAL'] as const;
export type MatchRule = (typeof MATCH_RULES)[number];
export const STATEMENT_STATUSES = ['IMPORTED', 'RECONCILING', 'RECONCILED'] as const;

/** A candidate of a line: a recorded payment (with its total), or a customer invoice for a credit. */
export const bankMatchAnswer = z.object({
  id: z.string(),
  rule: z.enum(MATCH_RULES),
  status: z.enum(MATCH_STATUSES),
  payment: z
    .object({
      uuid: z.string(),
      name: z.string(),
      suppliername: z.string(),
      paymentdate: z.string(),
      paymentstatus: z.number(),
      total: z.string(),
      /** ISO 4217 of `total`. */
      currency: z.string(),
    })
    .nullable(),
  document: z
    .object({
      uuid: z.string(),
      number: z.string(),
      suppliername: z.string(),
      solde: z.string().nullable(),
      totalttc: z.string().nullable(),
      /** ISO 4217 of `solde` and `totalttc`. */
      currency: z.string(),
    })
    .nullable(),
});
export type BankMatchRecord = z.infer<typeof bankMatchAnswer>;

/** An entry as the bank states it (parsed from its file, answered by the API): exact amounts, days yyyy-mm-dd. */
export const bankEntryAnswer = z.object({
  bookingDate: z.string(),
  valueDate: z.string().nullable(),
  /** Signed, 2 decimals: negative for a debit. */
  amount: z.string(),
  currency: z.string(),
  /** The bank's own reference of the entry (AcctSvcrRef, FITID, CFONB entry number), '' when none. */
  bankRef: z.string(),
  /** The SEPA end-to-end id the payer gave, '' when none (NOTPROVIDED counts as none). */
  endToEndId: z.string(),
  counterpartyName: z.string(),
  counterpartyIban: z.string(),
  /** Remittance information and labels, one text. */
  remittance: z.string(),
});
export type BankEntry = z.infer<typeof bankEntryAnswer>;

export const bankLineAnswer = bankEntryAnswer.extend({
  id: z.string(),
  statement: z.string(),
  bankaccount: z.string(),
  lineNo: z.number(),
  state: z.enum(LINE_STATES),
  matches: z.array(bankMatchAnswer),
});
export type BankLineRecord = z.infer<typeof bankLineAnswer>;

export const bankStatementAnswer = z.object({
  id: z.string(),
  bankaccount: z.string(),
  bankaccountname: z.string(),
  iban: z.string(),
  format: z.string(),
  fileName: z.string(),
  reference: z.string(),
  fromDate: z.string().nullable(),
  toDate: z.string().nullable(),
  currency: z.string(),
  openingBalance: z.string().nullable(),
  closingBalance: z.string().nullable(),
  lineCount: z.number(),
  newLines: z.number(),
  status: z.enum(STATEMENT_STATUSES),
  createdAt: z.string(),
});
export type BankStatementRecord = z.infer<typeof bankStatementAnswer>;

/** POST /bankstatements: each statement of the file, stored or (the same file again) only recognised. */
export const importStatementsAnswer = z.object({
  statements: z.array(
    z.object({
      id: z.string(),
      bankaccount: z.string(),
      iban: z.string(),
      format: z.string(),
      lineCount: z.number(),
      newLines: z.number(),
      /** The same file was already imported for this account: nothing was added. */
      duplicate: z.boolean(),
    }),
  ),
});
export type ImportStatementsAnswer = z.infer<typeof importStatementsAnswer>;
export type ImportedStatement = ImportStatementsAnswer['statements'][number];

/** An unmatched line paid as a payment of the invoices the user picks (their amounts add up to the line's). */
export const payLineSchema = z.object({
  invoices: z
    .array(
      z.object({
        invoiceuuid: uuid,
        amount: z.union([z.string(), z.number()]).refine(isStorableAmount, 'error.amount').transform(String),
      }),
    )
    .min(1, 'error.required')
    .max(100)
    .refine((lines) => new Set(lines.map((l) => l.invoiceuuid)).size === lines.length, 'error.duplicateinvoice'),
});
export type PayLineInput = z.input<typeof payLineSchema>;

const countAndTotal = z.object({ count: z.number(), total: z.string() });
/** Per bank account: the bank's balance beside the books', and what differs. */
export const bankBalanceAnswer = z.object({
  id: z.string(),
  name: z.string(),
  iban: z.string(),
  /** The latest statement's closing balance (else its opening plus its lines). */
  bankBalance: z.string().nullable(),
  bankDate: z.string().nullable(),
  /** ISO 4217 of every amount here: the account's (its latest statement's). */
  currency: z.string(),
  /** Lines the bank booked that the books do not hold yet (unmatched or proposed). */
  unreconciledLines: countAndTotal,
  /** Payments in the account's currency recorded but not yet seen at the bank (in progress). */
  paymentsInProgress: countAndTotal,
  /** The bank balance less what the bank booked the books lack, less the payments still to leave. */
  bookBalance: z.string().nullable(),
});
export type BankBalanceRecord = z.infer<typeof bankBalanceAnswer>;
