/** The payment calls the payment rights' tests make: record a payment of one invoice, mark one's status, read a balance. */
import { eq } from 'drizzle-orm';
import { documents } from '../db/schema';
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
  (await t.database.db.select({ solde: documents.solde }).from(documents).where(eq(documents.uuid, id)))[0].solde;
