/**
 * Preparing versus executing a payment (issue 19): recording one needs Create payments, its bank file or marking it
 * Done needs Execute payments; the payment names who prepared it and who executed it, and when.
 */
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, ruleGroups, users } from '../../../db/schema';
import { createTestContext, type TestContext } from '../../../test/app';
import { createAccount, type TestAccount } from '../../../test/factories';
import { createInvoiceSetup, insertInvoice, type InvoiceSetup } from '../../../test/invoiceSetup';
import { markPaymentStatus, recordPayment, soldeOf } from '../../../test/paymentCalls';

const API = '/paperdesk/api';
const PREPARER = ['VIEW_DOCUMENTS', 'VIEW_PAYMENTS', 'CREATE_PAYMENTS', 'UPDATE_PAYMENTS'];
let t: TestContext;
let a: TestAccount;
let s: InvoiceSetup;
let admin: string, preparer: string;
let n = 0;

const invoice = () => insertInvoice(t, a, s, { invoiceNumber: `EX-${++n}`, totalttc: '100.00', data: [] });
const solde = (id: string) => soldeOf(t, id);
const record = (token: string, doc: string, paymentstatus: 0 | 1) =>
  recordPayment(t, token, doc, paymentstatus, `P-${n}`);
const markDone = (token: string, id: string, paymentstatus: 0 | 1 = 1) =>
  markPaymentStatus(t, token, id, paymentstatus);

beforeAll(async () => {
  t = await createTestContext();
  a = await createAccount(t.database.db, { clerkPermissions: PREPARER });
  await t.database.db.update(users).set({ firstName: 'Paul', lastName: 'Preparer' }).where(eq(users.id, a.clerk.id));
  admin = await t.token({ sub: a.admin.id, roles: [] });
  preparer = await t.token({ sub: a.clerk.id, roles: ['linkeduser'] });
  s = await createInvoiceSetup(t, admin);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('a user who may prepare payments but not execute them', () => {
  it('records a payment in progress, named as who prepared it, not yet executed', async () => {
    const res = await record(preparer, await invoice(), 0);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payment).toMatchObject({
      paymentstatus: 0,
      preparedby: 'Paul Preparer',
      doneby: null,
      donedate: null,
    });
  });

  it('may not record a payment Done (403), and nothing is taken off the invoice', async () => {
    const doc = await invoice();
    const res = await record(preparer, doc, 1);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('EXECUTE_PAYMENTS');
    expect(await solde(doc)).toBe('100.00');
  });

  it('may not mark a payment Done, nor produce its bank file (403)', async () => {
    const id = (await record(preparer, await invoice(), 0)).json().payment.uuid;
    expect((await markDone(preparer, id)).statusCode).toBe(403);
    for (const file of ['sepa', 'international']) {
      const res = await t.call(preparer, {
        method: 'POST',
        url: `${API}/payments/${file}`,
        payload: { payments: [id] },
      });
      expect(res.statusCode, file).toBe(403);
    }
    const [row] = await t.database.db.select().from(payments).where(eq(payments.uuid, id));
    expect(row).toMatchObject({ paymentstatus: 0, doneBy: null });
  });

  it('may not change a payment’s status by editing it, but may edit the rest', async () => {
    const doc = await invoice();
    const id = (await record(preparer, doc, 0)).json().payment.uuid;
    const edit = (paymentstatus: 0 | 1) =>
      t.call(preparer, {
        method: 'PUT',
        url: `${API}/payments/${id}`,
        payload: {
          paymentdate: '2026-11-21',
          name: 'Renamed',
          paymentstatus,
          invoices: [{ invoiceuuid: doc, amount: '100' }],
        },
      });
    expect((await edit(1)).statusCode).toBe(403);
    const kept = await edit(0);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ name: 'Renamed', paymentstatus: 0, doneby: null });
  });

  it('pays several suppliers at once only in progress and without the bank file', async () => {
    const batch = (extra: object) =>
      t.call(preparer, {
        method: 'POST',
        url: `${API}/payments/batch`,
        payload: { paymentdate: '2026-11-23', invoices: [{ invoiceuuid: docId, amount: '100' }], ...extra },
      });
    const docId = await invoice();
    expect((await batch({ transfer: true })).statusCode).toBe(403);
    expect((await batch({})).statusCode).toBe(403); // recorded Done by default
    const ok = await batch({ paymentstatus: 0 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().payments[0]).toMatchObject({ paymentstatus: 0, preparedby: 'Paul Preparer', doneby: null });
  });
});

describe('a user who may execute payments', () => {
  it('marks a prepared payment Done: the payment names who prepared it and who executed it, and when', async () => {
    const id = (await record(preparer, await invoice(), 0)).json().payment.uuid;
    const before = Date.now();
    const res = await markDone(admin, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ paymentstatus: 1, preparedby: 'Paul Preparer', doneby: 'Ada Admin' });
    expect(Date.parse(res.json().donedate)).toBeGreaterThanOrEqual(before - 1000);
    const list = await t.call(admin, {
      method: 'GET',
      url: `${API}/payments?filter=${encodeURIComponent('{"q":"P-"}')}`,
    });
    expect(list.json().find((p: { uuid: string }) => p.uuid === id)).toMatchObject({
      preparedby: 'Paul Preparer',
      doneby: 'Ada Admin',
    });
    // back in progress forgets who executed it, not who prepared it
    const back = await markDone(admin, id, 0);
    expect(back.json()).toMatchObject({ paymentstatus: 0, preparedby: 'Paul Preparer', doneby: null, donedate: null });
  });

  it('records a payment Done: prepared and executed by the same person at once', async () => {
    const res = await record(admin, await invoice(), 1);
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().payment;
    expect(p).toMatchObject({ paymentstatus: 1, preparedby: 'Ada Admin', doneby: 'Ada Admin' });
    expect(p.donedate).toEqual(expect.any(String));
  });

  it('marks it Done by editing it, recorded as who executed it', async () => {
    const doc = await invoice();
    const id = (await record(preparer, doc, 0)).json().payment.uuid;
    const res = await t.call(admin, {
      method: 'PUT',
      url: `${API}/payments/${id}`,
      payload: { paymentdate: '2026-11-21', paymentstatus: 1, invoices: [{ invoiceuuid: doc, amount: '100' }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ paymentstatus: 1, preparedby: 'Paul Preparer', doneby: 'Ada Admin' });
  });
});

describe('the migration that split the payment right', () => {
  it('grants Execute payments to every user and rule group that could create payments, and to no one else', async () => {
    const db = t.database.db;
    const [payer] = await db
      .insert(users)
      .values({
        companyId: a.master.id,
        email: `payer-${n}@test.fr`,
        permissions: ['VIEW_PAYMENTS', 'CREATE_PAYMENTS'],
      })
      .returning();
    const [viewer] = await db
      .insert(users)
      .values({ companyId: a.master.id, email: `viewer-${n}@test.fr`, permissions: ['VIEW_PAYMENTS'] })
      .returning();
    const [group] = await db
      .insert(ruleGroups)
      .values({ companyId: a.master.id, name: 'Payers', permissions: ['CREATE_PAYMENTS'] })
      .returning();
    const migration = readFileSync(
      new URL('../../../db/migrations/0030_approvals24_execute_payments.sql', import.meta.url),
      'utf8',
    );
    // twice: running it again adds nothing
    for (let i = 0; i < 2; i++)
      for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
    const perms = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0].permissions;
    expect(await perms(payer.id)).toEqual(['VIEW_PAYMENTS', 'CREATE_PAYMENTS', 'EXECUTE_PAYMENTS']);
    expect(await perms(viewer.id)).toEqual(['VIEW_PAYMENTS']);
    const [g] = await db.select().from(ruleGroups).where(eq(ruleGroups.uuid, group.uuid));
    expect(g.permissions).toEqual(['CREATE_PAYMENTS', 'EXECUTE_PAYMENTS']);
  });
});
