/**
 * What a statement line may be: recorded payments of the line's company (a debit) or its open customer invoices
 * (a credit), each query bounded (a few candidates at most) and on indexed columns: the payment's id, the
 * company and its payment days, the documents' numbers. A payment or an invoice already confirmed against
 * another line is no candidate, nor one of another currency than the line's when found by its amount (the same
 * figure in pounds is not the amount the bank booked in euros).
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { DOCUMENT_STATUS } from '../../../../../src/domain/documents/rules';
import { wireBalance } from '../../../../../src/domain/payments/payment.model';
import type { DbOrTx } from '../../../../db/client';
import { bankMatches, documents, originTypes, paymentInvoices, payments, suppliers } from '../../../../db/schema';

/** At most this many candidates are proposed for one line. */
export const MAX_CANDIDATES = 5;

export interface PaymentCandidate {
  uuid: string;
  paymentdate: string;
  paymentstatus: number;
  total: string;
  currency: string;
  invoiceNumbers: string[];
}
export interface InvoiceCandidate {
  uuid: string;
  number: string;
  solde: string;
}

const paymentTotal = sql<string>`sum(${paymentInvoices.amount})::numeric(14,2)::text`;
const invoiceNumbers = sql<string[]>`array_agg(${documents.invoiceNumber})`;
const notReconciled = sql`not exists (select 1 from ${bankMatches} where ${bankMatches.paymentId} = ${payments.uuid} and ${bankMatches.status} = 'CONFIRMED')`;

async function paymentsWhere(db: DbOrTx, where: SQL, amount?: string): Promise<PaymentCandidate[]> {
  return db
    .select({
      uuid: payments.uuid,
      paymentdate: payments.paymentdate,
      paymentstatus: payments.paymentstatus,
      total: paymentTotal,
      currency: payments.currency,
      invoiceNumbers,
    })
    .from(payments)
    .innerJoin(paymentInvoices, eq(paymentInvoices.paymentId, payments.uuid))
    .innerJoin(documents, eq(documents.uuid, paymentInvoices.documentId))
    .where(and(where, notReconciled))
    .groupBy(payments.uuid)
    .having(amount === undefined ? undefined : sql`sum(${paymentInvoices.amount}) = ${amount}::numeric`)
    .orderBy(payments.paymentdate, payments.uuid)
    .limit(MAX_CANDIDATES + 1);
}

/** The end-to-end id our SEPA file gives a payment: its uuid without dashes (payments/sepa.ts). */
export function paymentIdOfEndToEnd(e2e: string): string | undefined {
  const hex = e2e.trim().toLowerCase();
  if (!/^[0-9a-f]{32}$/.test(hex)) return undefined;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const paymentByEndToEnd = (db: DbOrTx, companyId: string, paymentId: string) =>
  paymentsWhere(db, and(eq(payments.companyId, companyId), eq(payments.uuid, paymentId))!);

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
/** A transfer is booked from a few days before its payment day (paid early) to ten days after. */
export const DAYS_BEFORE = 3;
export const DAYS_AFTER = 10;

/** Payments of that amount and currency in the day window, to a supplier holding that IBAN when the line names one. */
export function paymentsByAmount(
  db: DbOrTx,
  accountId: string,
  companyId: string,
  day: string,
  amount: string,
  currency: string,
  iban: string,
) {
  return paymentsWhere(
    db,
    and(
      eq(payments.companyId, companyId),
      eq(payments.currency, currency),
      sql`${payments.paymentdate} between ${addDays(day, -DAYS_AFTER)} and ${addDays(day, DAYS_BEFORE)}`,
      iban
        ? sql`${payments.supplieruuid} in (select ${suppliers.uuid} from ${suppliers} where ${suppliers.companyId} = ${accountId} and ${suppliers.identifiers} @> ${JSON.stringify([{ type: 'IBAN', value: iban }])}::jsonb)`
        : undefined,
    )!,
    amount,
  );
}

/** The invoice numbers a remittance text may name: its words of 3 characters or more (at most 20). */
export function remittanceTokens(text: string): string[] {
  const words = text
    .toUpperCase()
    .split(/[\s,;:()[\]'"]+/)
    .map((w) => w.replace(/^[./-]+|[./-]+$/g, ''));
  return [...new Set(words.filter((w) => w.length >= 3 && /\d/.test(w)))].slice(0, 20);
}

/** Payments of that amount and currency paying a document whose number the remittance names. */
export function paymentsByInvoiceNumbers(
  db: DbOrTx,
  companyId: string,
  tokens: string[],
  amount: string,
  currency: string,
) {
  if (!tokens.length) return Promise.resolve([]);
  return paymentsWhere(
    db,
    and(
      eq(payments.companyId, companyId),
      eq(payments.currency, currency),
      sql`${payments.uuid} in (select ${paymentInvoices.paymentId} from ${paymentInvoices} join ${documents} on ${documents.uuid} = ${paymentInvoices.documentId}
        where ${documents.companyId} = ${companyId} and upper(${documents.invoiceNumber}) in ${tokens})`,
    )!,
    amount,
  );
}

/** Open customer invoices (origin types of kind CUSTOMER) of the company whose balance is the amount, in that currency. */
export async function customerInvoices(
  db: DbOrTx,
  companyId: string,
  amount: string,
  currency: string,
  tokens?: string[],
) {
  return db
    .select({ uuid: documents.uuid, number: documents.invoiceNumber, balance: documents.balance })
    .from(documents)
    .innerJoin(originTypes, eq(originTypes.uuid, documents.originType))
    .where(
      and(
        eq(documents.companyId, companyId),
        eq(originTypes.type, 'CUSTOMER'),
        eq(documents.currency, currency),
        inArray(documents.status, [DOCUMENT_STATUS.VALIDATED, DOCUMENT_STATUS.PARTIALLY_PAYED]),
        sql`${documents.balance} = ${amount}::numeric`,
        tokens ? (tokens.length ? sql`upper(${documents.invoiceNumber}) in ${tokens}` : sql`false`) : undefined,
        sql`not exists (select 1 from ${bankMatches} where ${bankMatches.documentId} = ${documents.uuid} and ${bankMatches.status} = 'CONFIRMED')`,
      ),
    )
    .orderBy(documents.duedate, documents.uuid)
    .limit(MAX_CANDIDATES + 1)
    .then((rows) => rows.map(({ balance, ...r }) => ({ ...r, solde: wireBalance(balance) })));
}
