/**
 * Exports never add amounts of different currencies (issue 16): a supplier owed in euros and pounds has a statement
 * with an opening balance, a running balance, totals and a closing balance per currency; the accounting export
 * and the payments export end on one totals line per currency.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app';
import { csvRows, runExport, startExports } from '../../../test/exports';
import type { TestAccount } from '../../../test/factories';
import { insertInvoice, type InvoiceSetup } from '../../../test/invoiceSetup';

const API = '/paperdesk/api';
let t: TestContext;
let a: TestAccount;
let s: InvoiceSetup;
let admin: string;
const MARCH = { fromDate: '2026-03-01', toDate: '2026-03-31' };

async function exportRows(payload: Record<string, unknown>): Promise<string[][]> {
  const { file } = await runExport(t, admin, { format: 'csv', ...payload });
  return csvRows(file.rawPayload, payload.locale === 'en' ? ',' : ';');
}

beforeAll(async () => {
  t = await createTestContext();
  ({ a, admin, s } = await startExports(t));
  const invoice = (id: string, date: string, ttc: string, currency: string) =>
    insertInvoice(t, a, s, { invoiceNumber: id, date, totalht: ttc, totaltva: '0.00', totalttc: ttc, currency });
  // before March: 100 € and £40 owed
  await invoice('E-1', '2026-02-10', '100.00', 'EUR');
  await invoice('G-1', '2026-02-11', '40.00', 'GBP');
  // in March: 1 000 € and £1 021.91, £21.91 of it paid
  await invoice('E-2', '2026-03-02', '1000.00', 'EUR');
  const pounds = await invoice('G-2', '2026-03-03', '1021.91', 'GBP');
  const paid = await t.call(admin, {
    method: 'POST',
    url: `${API}/payments`,
    payload: { paymentdate: '2026-03-04', name: 'Transfer', invoices: [{ invoiceuuid: pounds, amount: '21.91' }] },
  });
  expect(paid.statusCode, paid.body).toBe(200);
}, 60_000);
afterAll(() => t?.close());

describe('a statement in euros and pounds', () => {
  it('opens, runs, totals and closes each currency apart', async () => {
    const rows = await exportRows({ kind: 'statement', locale: 'en', supplier: s.supplier.uuid, ...MARCH });
    expect(rows).toEqual([
      ['Date', 'Type', 'Number', 'Currency', 'Debit', 'Credit', 'Balance'],
      ['2026-03-01', 'Opening balance', '', 'EUR', '', '', '100.00'],
      ['2026-03-01', 'Opening balance', '', 'GBP', '', '', '40.00'],
      ['2026-03-02', 'Invoice', 'E-2', 'EUR', '', '1000.00', '1100.00'],
      ['2026-03-03', 'Invoice', 'G-2', 'GBP', '', '1021.91', '1061.91'],
      ['2026-03-04', 'Payment', 'Transfer', 'GBP', '21.91', '', '1040.00'],
      ['', 'Totals', '', 'EUR', '0.00', '1000.00', ''],
      ['', 'Totals', '', 'GBP', '21.91', '1021.91', ''],
      ['2026-03-31', 'Closing balance', '', 'EUR', '', '', '1100.00'],
      ['2026-03-31', 'Closing balance', '', 'GBP', '', '', '1040.00'],
    ]);
  });

  it('has a line per currency on screen too, each with its currency and balance', async () => {
    const res = await t.call(admin, { method: 'GET', url: `${API}/soldes/${a.master.id}/${s.supplier.uuid}` });
    expect(res.statusCode, res.body).toBe(200);
    const lines = (res.json() as Array<{ number: string; currency: string; balance: string }>).map((l) => [
      l.number,
      l.currency,
      l.balance,
    ]);
    expect(lines).toEqual([
      ['E-1', 'EUR', '100.00'],
      ['G-1', 'GBP', '40.00'],
      ['E-2', 'EUR', '1100.00'],
      ['G-2', 'GBP', '1061.91'],
      ['Transfer', 'GBP', '1040.00'],
    ]);
  });
});

describe('the accounting export', () => {
  it('ends on one totals line per currency, never euros and pounds added', async () => {
    const rows = await exportRows({ kind: 'invoices', locale: 'fr', ...MARCH });
    const totals = rows.filter((r) => r[1] === 'Totaux').map((r) => [r[7], r[8], r.at(-3), r.at(-2)]);
    expect(totals).toEqual([
      ['EUR', '1000,00', '0,00', '1000,00'],
      ['GBP', '1021,91', '0,00', '1021,91'],
    ]);
    expect(rows.flat()).not.toContain('2021,91');
  });
});

describe('the payments export', () => {
  it('gives each payment its currency and totals each currency apart', async () => {
    const rows = await exportRows({ kind: 'payments', locale: 'en', ...MARCH });
    expect(rows.map((r) => r.slice(-2))).toEqual([
      ['Currency', 'Amount'],
      ['GBP', '21.91'],
      ['GBP', '21.91'],
    ]);
    expect(rows.at(-1)?.[1]).toBe('Totals');
  });
});
