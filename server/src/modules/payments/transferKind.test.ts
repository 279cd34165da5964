/**
 * A payment type says how it moves the money (its kind). A bank transfer file pays by transfer: a payment whose type
 * is a cheque, a card, a direct debit or cash never goes in one (it would be paid twice), whether the batch asks for
 * the file or the file is asked for a recorded payment later.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../../db/schema';
import { createTestContext, type TestContext } from '../../../test/app';
import { createAccount, type TestAccount } from '../../../test/factories';
import { createInvoiceSetup, insertInvoice, type InvoiceSetup } from '../../../test/invoiceSetup';
import { soldeOf, transferReadySupplier } from '../../../test/paymentCalls';

const API = '/paperdesk/api';
let t: TestContext;
let a: TestAccount;
let s: InvoiceSetup;
let admin: string;
let acme: string;
let cheque: string, transfer: string, other: string;
let n = 0;

const invoice = () =>
  insertInvoice(t, a, s, {
    invoiceNumber: `TK-${++n}`,
    totalttc: '100.00',
    data: [],
    supplieruuid: acme,
    suppliername: 'ACME',
  });
const paymentType = async (name: string, kind?: string) => {
  const res = await t.call(admin, { method: 'POST', url: `${API}/paymenttypes`, payload: { name, kind } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { uuid: string; kind: string };
};
const batch = (doc: string, paymenttype: string, extra: object) =>
  t.call(admin, {
    method: 'POST',
    url: `${API}/payments/batch`,
    payload: { paymentdate: '2026-11-23', paymenttype, invoices: [{ invoiceuuid: doc, amount: '100' }], ...extra },
  });
const refusedAsNotTransfer = (res: { statusCode: number; body: string; json: () => { key?: string } }) => {
  expect(res.statusCode, res.body).toBe(409);
  expect(res.json()).toMatchObject({ key: 'error.payment.transferkind', params: { type: 'Chèque' } });
};

beforeAll(async () => {
  t = await createTestContext();
  a = await createAccount(t.database.db);
  admin = await t.token({ sub: a.admin.id, roles: [] });
  s = await createInvoiceSetup(t, admin);
  acme = await transferReadySupplier(t, a, admin, s);
  cheque = (await paymentType('Chèque', 'CHEQUE')).uuid;
  transfer = (await paymentType('Virement', 'TRANSFER')).uuid;
  other = (await paymentType('Autre')).uuid;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('payment types', () => {
  it('have a kind, OTHER unless told, and refuse a kind not in the list', async () => {
    const list = (await t.call(admin, { method: 'GET', url: `${API}/paymenttypes` })).json() as {
      uuid: string;
      kind: string;
    }[];
    expect(list.find((p) => p.uuid === other)?.kind).toBe('OTHER');
    expect(list.find((p) => p.uuid === cheque)?.kind).toBe('CHEQUE');
    const bad = await t.call(admin, {
      method: 'POST',
      url: `${API}/paymenttypes`,
      payload: { name: 'X', kind: 'GOLD' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('a bank transfer file', () => {
  it('is refused for a batch paid by cheque, and nothing is paid', async () => {
    const doc = await invoice();
    refusedAsNotTransfer(await batch(doc, cheque, { transfer: true }));
    expect(await soldeOf(t, doc)).toBe('100.00');
    // recorded without its file, a cheque payment is fine
    expect((await batch(doc, cheque, {})).statusCode).toBe(200);
  });

  it("answers 404 for another account's payment type, and pays nothing", async () => {
    const b = await createAccount(t.database.db);
    const other = await t.token({ sub: b.admin.id, roles: [] });
    const res = await t.call(other, {
      method: 'POST',
      url: `${API}/paymenttypes`,
      payload: { name: 'Virement', kind: 'TRANSFER' },
    });
    const doc = await invoice();
    const paid = await batch(doc, res.json().uuid, { transfer: true });
    expect(paid.statusCode, paid.body).toBe(404);
    expect(paid.body).not.toContain('Virement');
    expect(await soldeOf(t, doc)).toBe('100.00');
  });

  it('is made for a transfer type, an OTHER type or none', async () => {
    for (const type of [transfer, other]) {
      const res = await batch(await invoice(), type, { transfer: true });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('is refused for a recorded payment whose type is a cheque, named in the refusal', async () => {
    const recorded = await batch(await invoice(), cheque, { paymentstatus: 0 });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const id = recorded.json().payments[0].uuid as string;
    const res = await t.call(admin, { method: 'POST', url: `${API}/payments/sepa`, payload: { payments: [id] } });
    refusedAsNotTransfer(res);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.uuid, id));
    expect(res.json().params.payment).toBe(row.name);
    expect(row.paymentstatus).toBe(0);
  });
});
