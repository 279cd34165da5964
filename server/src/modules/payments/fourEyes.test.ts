/**
 * Four-eyes payments (issue 19): with the company setting on, who prepared a payment may not execute it — its bank
 * file, marking it Done (its status, or by editing it), recording it Done, a batch with its transfer — someone else
 * with Execute payments does; pay on validation then records it in progress. Off, one person may do both.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, companies, documents, payments, users } from '../../../db/schema';
import { createTestContext, type TestContext } from '../../../test/app';
import { createAccount, type TestAccount } from '../../../test/factories';
import { createInvoiceSetup, insertInvoice, type InvoiceSetup } from '../../../test/invoiceSetup';
import { markPaymentStatus, recordPayment, soldeOf, transferReadySupplier } from '../../../test/paymentCalls';

const API = '/paperdesk/api';
const PAYER = ['VIEW_DOCUMENTS', 'VIEW_PAYMENTS', 'CREATE_PAYMENTS', 'UPDATE_PAYMENTS', 'EXECUTE_PAYMENTS'];
let t: TestContext;
let a: TestAccount;
let s: InvoiceSetup;
let admin: string, payer: string;
let acme: string;
let n = 0;

const fourEyes = (on: boolean) =>
  t.database.db.update(companies).set({ paymentfoureyes: on }).where(eq(companies.id, a.master.id));
const invoice = (fields: Omit<Partial<typeof documents.$inferInsert>, 'totalttc'> = {}) =>
  insertInvoice(t, a, s, { invoiceNumber: `FE-${++n}`, totalttc: '100.00', data: [], ...fields });
const solde = (id: string) => soldeOf(t, id);
const record = (token: string, doc: string, paymentstatus: 0 | 1) =>
  recordPayment(t, token, doc, paymentstatus, `FE-${n}`);
const prepared = async (token: string) => {
  const res = await record(token, await invoice({ supplieruuid: acme, suppliername: 'ACME' }), 0);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payment.uuid as string;
};
const markDone = (token: string, id: string) => markPaymentStatus(t, token, id);
const sepa = (token: string, id: string) =>
  t.call(token, { method: 'POST', url: `${API}/payments/sepa`, payload: { payments: [id] } });
const row = async (id: string) => (await t.database.db.select().from(payments).where(eq(payments.uuid, id)))[0];
const refusedAsSamePerson = (res: { statusCode: number; json: () => { key?: string } }) => {
  expect(res.statusCode).toBe(403);
  expect(res.json().key).toBe('error.payment.sameperson');
};

beforeAll(async () => {
  t = await createTestContext();
  a = await createAccount(t.database.db, { clerkPermissions: PAYER });
  await t.database.db.update(users).set({ firstName: 'Paul', lastName: 'Payer' }).where(eq(users.id, a.clerk.id));
  admin = await t.token({ sub: a.admin.id, roles: [] });
  payer = await t.token({ sub: a.clerk.id, roles: ['linkeduser'] });
  s = await createInvoiceSetup(t, admin);
  acme = await transferReadySupplier(t, a, admin, s);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('the setting', () => {
  it('is off by default, answered with the company, kept when absent from the settings saved', async () => {
    const info = async () => (await t.call(admin, { method: 'GET', url: `${API}/companies/companyInfo` })).json();
    expect((await info()).paymentfoureyes).toBe(false);
    const settings = {
      name: 'Master',
      emailtemplate: '<p>Bonjour</p>',
      items: 'FR40303265045',
      iban: 'FR7630006000011234567890189',
    };
    const put = (extra: object) =>
      t.call(admin, { method: 'PUT', url: `${API}/companies`, payload: { ...settings, ...extra } });
    expect((await put({ paymentfoureyes: true })).statusCode).toBe(200);
    expect((await info()).paymentfoureyes).toBe(true);
    expect((await put({})).statusCode).toBe(200);
    expect((await info()).paymentfoureyes).toBe(true);
    // a change of company settings, on record
    const [entry] = await t.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, 'companies'), eq(auditEntries.entityId, a.master.id)))
      .limit(1);
    expect(entry.changes).toMatchObject({ paymentfoureyes: { before: false, after: true } });
    expect((await put({ paymentfoureyes: false })).statusCode).toBe(200);
    expect((await info()).paymentfoureyes).toBe(false);
  });
});

describe('four-eyes payments on', () => {
  beforeAll(() => fourEyes(true));

  it('refuses recording a payment Done to who records it, and nothing is taken off the invoice', async () => {
    const doc = await invoice();
    refusedAsSamePerson(await record(admin, doc, 1));
    expect(await solde(doc)).toBe('100.00');
  });

  it('refuses marking it Done and its bank file to who prepared it', async () => {
    const id = await prepared(payer);
    refusedAsSamePerson(await markDone(payer, id));
    refusedAsSamePerson(await sepa(payer, id));
    expect(await row(id)).toMatchObject({ paymentstatus: 0, doneBy: null });
  });

  it('lets someone else with Execute payments make its bank file and mark it Done, named as who executed it', async () => {
    const id = await prepared(payer);
    const file = await sepa(admin, id);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.body).toContain(id.replace(/-/g, ''));
    const done = await markDone(admin, id);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ paymentstatus: 1, preparedby: 'Paul Payer', doneby: 'Ada Admin' });
    // on record: who executed it, from which status
    const [entry] = await t.database.db
      .select()
      .from(auditEntries)
      .where(
        and(eq(auditEntries.entity, 'payments'), eq(auditEntries.entityId, id), eq(auditEntries.action, 'UPDATE')),
      );
    expect(entry).toMatchObject({ userId: a.admin.id, changes: { paymentstatus: { before: 0, after: 1 } } });
    expect(entry.changes).toMatchObject({ doneBy: { before: null, after: a.admin.id } });
  });

  it('refuses the preparer marking Done by editing it, and lets someone else', async () => {
    const doc = await invoice();
    const id = (await record(payer, doc, 0)).json().payment.uuid as string;
    const edit = (token: string) =>
      t.call(token, {
        method: 'PUT',
        url: `${API}/payments/${id}`,
        payload: { paymentdate: '2026-11-21', paymentstatus: 1, invoices: [{ invoiceuuid: doc, amount: '100' }] },
      });
    refusedAsSamePerson(await edit(payer));
    const ok = await edit(admin);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ paymentstatus: 1, preparedby: 'Paul Payer', doneby: 'Ada Admin' });
  });

  it('pays several suppliers at once only in progress and without the bank file, nothing recorded when refused', async () => {
    const doc = await invoice({ supplieruuid: acme, suppliername: 'ACME' });
    const batch = (extra: object) =>
      t.call(admin, {
        method: 'POST',
        url: `${API}/payments/batch`,
        payload: { paymentdate: '2026-11-23', invoices: [{ invoiceuuid: doc, amount: '100' }], ...extra },
      });
    refusedAsSamePerson(await batch({ transfer: true }));
    refusedAsSamePerson(await batch({})); // recorded Done by default
    expect(await solde(doc)).toBe('100.00');
    const ok = await batch({ paymentstatus: 0 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().payments[0]).toMatchObject({
      paymentstatus: 0,
      preparedby: 'Ada Admin',
      preparedbyuuid: a.admin.id,
      doneby: null,
    });
  });

  it('records the payment of a supplier that pays on validation in progress, for someone else to execute', async () => {
    const sup = await t.call(admin, {
      method: 'POST',
      url: `${API}/suppliers`,
      payload: { name: 'PAYE AUTO', origintype: s.origin.suppliers.uuid, payonvalidation: true, paymentdateenum: 0 },
    });
    expect(sup.statusCode, sup.body).toBe(201);
    const value = (kw: { uuid: string }, v: unknown) => ({ uuid: crypto.randomUUID(), keyworduuid: kw.uuid, value: v });
    const doc = await invoice({
      supplieruuid: sup.json().uuid,
      status: 1,
      balance: null,
      totalht: '100.00',
      totaltva: '0.00',
      duedate: '2026-11-30',
      category: 'INVOICE',
      data: [
        value(s.kw.ht, '100.00'),
        value(s.kw.tva, '0.00'),
        value(s.kw.ttc, '100.00'),
        value(s.kw.due, '2026-11-30'),
        value(s.kw.type, 'INVOICE'),
      ],
    });
    const res = await t.call(admin, { method: 'PUT', url: `${API}/documents/${doc}`, payload: { status: 2 } });
    expect(res.statusCode, res.body).toBe(200);
    const [auto] = await t.database.db
      .select()
      .from(payments)
      .where(
        eq(
          payments.name,
          (await t.database.db.select().from(documents).where(eq(documents.uuid, doc)))[0].invoiceNumber!,
        ),
      );
    expect(auto).toMatchObject({ paymentstatus: 0, createdBy: a.admin.id, doneBy: null });
    refusedAsSamePerson(await markDone(admin, auto.uuid));
    expect((await markDone(payer, auto.uuid)).statusCode).toBe(200);
  });

  it("applies to the company whose setting it is: another company's payments are not held", async () => {
    const branchDoc = await invoice({ companyId: a.branches[0].id });
    const res = await t.call(admin, {
      method: 'POST',
      url: `${API}/payments`,
      buid: a.branches[0].id,
      payload: { paymentdate: '2026-11-20', paymentstatus: 1, invoices: [{ invoiceuuid: branchDoc, amount: '100' }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payment).toMatchObject({ paymentstatus: 1, doneby: 'Ada Admin' });
  });
});

describe('four-eyes payments off', () => {
  beforeAll(() => fourEyes(false));

  it('lets one person with both rights prepare and execute', async () => {
    const id = await prepared(admin);
    expect((await sepa(admin, id)).statusCode).toBe(200);
    const done = await markDone(admin, id);
    expect(done.json()).toMatchObject({ paymentstatus: 1, preparedby: 'Ada Admin', doneby: 'Ada Admin' });
  });
});
