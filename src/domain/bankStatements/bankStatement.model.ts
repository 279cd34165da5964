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

export interface BankMatchRecord {
  id: string;
  rule: MatchRule;
  status: MatchStatus;
  payment: {
    uuid: string;
    name: string;
    suppliername: string;
    paymentdate: string;
    paymentstatus: number;
    total: string;
    /** ISO 4217 of `total`. */
    currency: string;
  } | null;
  document: {
    uuid: string;
    number: string;
    suppliername: string;
    solde: string | null;
    totalttc: string | null;
    /** ISO 4217 of `solde` and `totalttc`. */
    currency: string;
  } | null;
}

/** An entry as the bank states it (parsed from its file, answered by the API): exact amounts, days yyyy-mm-dd. */
export interface BankEntry {
  bookingDate: string;
  valueDate: string | null;
  /** Signed, 2 decimals: negative for a debit. */
  amount: string;
  currency: string;
  /** The bank's own reference of the entry (AcctSvcrRef, FITID, CFONB entry number), '' when none. */
  bankRef: string;
  /** The SEPA end-to-end id the payer gave, '' when none (NOTPROVIDED counts as none). */
  endToEndId: string;
  counterpartyName: string;
  counterpartyIban: string;
  /** Remittance information and labels, one text. */
  remittance: string;
}

export interface BankLineRecord extends BankEntry {
  id: string;
  statement: string;
  bankaccount: string;
  lineNo: number;
  state: LineState;
  matches: BankMatchRecord[];
}

export interface BankStatementRecord {
  id: string;
  bankaccount: string;
  bankaccountname: string;
  iban: string;
  format: string;
  fileName: string;
  reference: string;
  fromDate: string | null;
  toDate: string | null;
  currency: string;
  openingBalance: string | null;
  closingBalance: string | null;
  lineCount: number;
  newLines: number;
  status: (typeof STATEMENT_STATUSES)[number];
  createdAt: string;
}

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

/** Per bank account: the bank's balance beside the books', and what differs. */
export interface BankBalanceRecord {
  id: string;
  name: string;
  iban: string;
  /** The latest statement's closing balance (else its opening plus its lines). */
  bankBalance: string | null;
  bankDate: string | null;
  /** ISO 4217 of every amount here: the account's (its latest statement's). */
  currency: string;
  /** Lines the bank booked that the books do not hold yet (unmatched or proposed). */
  unreconciledLines: { count: number; total: string };
  /** Payments in the account's currency recorded but not yet seen at the bank (in progress). */
  paymentsInProgress: { count: number; total: string };
  /** The bank balance less what the bank booked the books lack, less the payments still to leave. */
  bookBalance: string | null;
}
