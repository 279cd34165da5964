/**
 * The matching rules of one statement line, in order. A debit: (1) the SEPA end-to-end id our pain.001 file
 * gave the payment, (2) amount, creditor IBAN and a window of days, (3) invoice numbers in the remittance text.
 * A credit: open customer invoices of that balance, named in the remittance or not. Exact matches are
 * confirmed: the end-to-end id with the same amount in the same currency; a single payment by amount and IBAN whose invoice numbers
 * the remittance names; a single customer invoice named in the remittance with that balance. Anything else is
 * proposed with its candidates (at most MAX_CANDIDATES) for a user to accept or reject.
 */
import { moneyEquals, toCents, fromCents } from '../../../../../src/domain/money';
import type { MatchRule } from '../../../../../src/domain/bankStatements/bankStatement.model';
import type { DbOrTx } from '../../../../db/client';
import type { bankLines } from '../../../../db/schema';
import {
  customerInvoices,
  MAX_CANDIDATES,
  paymentByEndToEnd,
  paymentIdOfEndToEnd,
  paymentsByAmount,
  paymentsByInvoiceNumbers,
  remittanceTokens,
} from './candidates';

export type LineRow = typeof bankLines.$inferSelect;
export interface Found {
  rule: MatchRule;
  /** Confirmed at once (an exact match), else proposed. */
  exact: boolean;
  paymentIds: string[];
  documentIds: string[];
}

const abs = (amount: string) => fromCents(toCents(amount) < 0n ? -toCents(amount) : toCents(amount));

export async function findMatches(db: DbOrTx, line: LineRow): Promise<Found | undefined> {
  const amount = abs(line.amount);
  const tokens = remittanceTokens(line.remittance);
  if (toCents(line.amount) < 0n) {
    // the end-to-end id, or one our SEPA file gave written in the texts (OFX memos, CFONB labels carry it)
    const byE2e =
      paymentIdOfEndToEnd(line.endToEndId) ?? paymentIdOfEndToEnd(/\b[0-9a-f]{32}\b/i.exec(line.remittance)?.[0] ?? '');
    if (byE2e) {
      const [p] = await paymentByEndToEnd(db, line.companyId, byE2e);
      if (p) {
        const exact = p.currency === line.currency && moneyEquals(p.total, amount);
        return { rule: 'E2E', exact, paymentIds: [p.uuid], documentIds: [] };
      }
    }
    const byAmount = await paymentsByAmount(
      db,
      line.accountId,
      line.companyId,
      line.bookingDate,
      amount,
      line.currency,
      line.counterpartyIban,
    );
    if (byAmount.length) {
      const named = (p: (typeof byAmount)[number]) =>
        p.invoiceNumbers.every((n) => n && tokens.includes(n.toUpperCase()));
      const exact = Boolean(line.counterpartyIban) && byAmount.length === 1 && named(byAmount[0]);
      return {
        rule: 'AMOUNT_IBAN',
        exact,
        paymentIds: byAmount.slice(0, MAX_CANDIDATES).map((p) => p.uuid),
        documentIds: [],
      };
    }
    const byNumbers = await paymentsByInvoiceNumbers(db, line.companyId, tokens, amount, line.currency);
    if (byNumbers.length)
      return {
        rule: 'INVOICE_NUMBER',
        exact: false,
        paymentIds: byNumbers.slice(0, MAX_CANDIDATES).map((p) => p.uuid),
        documentIds: [],
      };
    return undefined;
  }
  if (toCents(line.amount) === 0n) return undefined;
  const named = await customerInvoices(db, line.companyId, amount, line.currency, tokens);
  if (named.length)
    return {
      rule: 'INVOICE_NUMBER',
      exact: named.length === 1,
      paymentIds: [],
      documentIds: named.slice(0, MAX_CANDIDATES).map((d) => d.uuid),
    };
  const byAmount = await customerInvoices(db, line.companyId, amount, line.currency);
  if (byAmount.length)
    return {
      rule: 'AMOUNT_IBAN',
      exact: false,
      paymentIds: [],
      documentIds: byAmount.slice(0, MAX_CANDIDATES).map((d) => d.uuid),
    };
  return undefined;
}
