/**
 * An origin type's dashboard never adds amounts of different currencies: totals, months, suppliers and labels
 * come per currency (issue 16), the euro totals stay those of the euro documents alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app';
import { createTwoAccounts, type TestAccount } from '../../../test/factories';
import { createInvoiceSetup, insertInvoice, type InvoiceSetup } from '../../../test/invoiceSetup';

let t: TestContext;
let a: TestAccount;
let admin: string;
let s: InvoiceSetup;

beforeAll(async () => {
  t = await createTestContext();
  ({ a, admin } = await createTwoAccounts(t));
  s = await createInvoiceSetup(t, admin);
  await insertInvoice(t, a, s, { invoiceNumber: 'F-EUR-1', date: '2026-10-01', totalttc: '100.00' });
  await insertInvoice(t, a, s, {
    invoiceNumber: 'F-EUR-2',
    date: '2026-11-03',
    totalttc: '50.50',
    balance: '0',
    status: 4,
  });
  await insertInvoice(t, a, s, { invoiceNumber: 'F-GBP', date: '2026-10-02', totalttc: '1021.91', currency: 'GBP' });
  await insertInvoice(t, a, s, { invoiceNumber: 'F-USD', date: '2026-11-04', totalttc: '200.00', currency: 'USD' });
}, 60_000);
afterAll(() => t?.close());

const dashboard = async () => {
  const res = await t.call(admin, {
    method: 'GET',
    url: `/paperdesk/api/documents/dashboard?originType=${s.origin.suppliers.uuid}&fromDate=2026-10-01&toDate=2026-11-30`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('the origin dashboard in several currencies', () => {
  it('gives each currency its own totals; the euro figures hold euros only', async () => {
    const { totals } = await dashboard();
    expect(totals).toMatchObject({ documents: 4, invoiced: '150.50', toPay: '100.00' });
    expect(totals.amounts).toEqual([
      { currency: 'EUR', invoiced: '150.50', toPay: '100.00' },
      { currency: 'GBP', invoiced: '1021.91', toPay: '1021.91' },
      { currency: 'USD', invoiced: '200.00', toPay: '200.00' },
    ]);
  });

  it('splits months, suppliers and labels by currency', async () => {
    const { byMonth, bySupplier, byLabel } = await dashboard();
    expect(byMonth).toEqual([
      { currency: 'EUR', key: '2026-10', amount: '100.00', count: 1 },
      { currency: 'GBP', key: '2026-10', amount: '1021.91', count: 1 },
      { currency: 'EUR', key: '2026-11', amount: '50.50', count: 1 },
      { currency: 'USD', key: '2026-11', amount: '200.00', count: 1 },
    ]);
    expect(bySupplier.map((b: { currency: string; amount: string }) => [b.currency, b.amount])).toEqual([
      ['EUR', '150.50'],
      ['GBP', '1021.91'],
      ['USD', '200.00'],
    ]);
    expect(byLabel.map((b: { currency: string; amount: string }) => [b.currency, b.amount])).toEqual([
      ['EUR', '150.50'],
      ['GBP', '1021.91'],
      ['USD', '200.00'],
    ]);
  });
});
