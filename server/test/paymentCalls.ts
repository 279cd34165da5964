/** The payment calls the payment rights' tests make: record a payment of one invoice, mark one's status, read a balance. */
import { eq } from 'drizzle-orm';
import { companies, documents } from '../db/schema';
import { confirmAllBankChanges } from './bankChanges';
import type { TestAccount } from './factories';
import type { InvoiceSetup } from './invoiceSetup';
import type { TestContext } from './app';

const API = '/paperdesk/api';

/** Records a payment of 100 on `doc` (0 = in progress, 1 = done), named `name`. */
export const recordPayment = (t: TestContext, token: string, doc: string, paymentstatus: 0 | 1, name: string) =>
  t.call(token, {
    method: 'POST',
    url: `${API}/payments`,
    payload: { paymentdate: '2026-11-20', name, paymentstatus, invoices: [{ invoiceuuid: doc, amount: '100' }] },
  });

/** Marks a payment done (1) or back in progress (0). */
export const markPaymentStatus = (t: TestContext, token: string, id: string, paymentstatus: 0 | 1 = 1) =>
  t.call(token, { method: 'PUT', url: `${API}/payments/${id}/status`, payload: { paymentstatus } });

/** What is left to pay on a document. */
export const soldeOf = async (t: TestContext, id: string) =>
  (await t.database.db.select({ solde: documents.balance }).from(documents).where(eq(documents.uuid, id)))[0].solde;

/**
 * What a bank transfer file needs: the master company's IBAN and a supplier ACME with its IBAN, its bank details
 * confirmed (the bank-detail guard is tested in bankDetails/supplierBank.test.ts). Answers ACME's uuid.
 */
export async function transferReadySupplier(t: TestContext, a: TestAccount, token: string, s: InvoiceSetup) {
  await t.database.db
    .update(companies)
    .set({ iban: 'FR7630006000011234567890189' })
    .where(eq(companies.id, a.master.id));
  const res = await t.call(token, {
    method: 'POST',
    url: `${API}/suppliers`,
    payload: {
      name: 'ACME',
      origintype: s.origin.suppliers.uuid,
      identifiers: [{ type: 'IBAN', value: 'FR1420041010050500013M02606' }],
    },
  });
  await confirmAllBankChanges(t);
  return res.json().uuid as string;
}
