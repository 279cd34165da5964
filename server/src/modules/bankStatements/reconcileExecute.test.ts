/**
 * A bank line confirmed says the money left (issue 19): accepting a candidate, paying a line as invoices and undoing
 * either need Execute payments, as marking a payment Done does. A payment not yet executed is executed by who
 * confirms it (with four-eyes payments, not who prepared it), one done already keeps its executor; the job's exact
 * matches and a payment made from a line are executed by no one (the bank line is the evidence, on record).
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, companies, payments, users } from '../../../db/schema';
import { createTestContext, type TestContext } from '../../../test/app';
import { confirmAllBankChanges } from '../../../test/bankChanges';
import { createAccount, type TestAccount } from '../../../test/factories';
import { createInvoiceSetup, insertInvoice, type InvoiceSetup } from '../../../test/invoiceSetup';
import { importReconciled } from '../../../test/reconciliation';
import { camt053 } from '../../../test/statements';
import { onDocumentValidated } from '../documents/validated';

const API = '/paperdesk/api';
const OUR_IBAN = 'FR7630006000011234567890189';
const ACME_IBAN = 'FR1420041010050500013M02606';
/** Every payment right but Execute payments. */
const PREPARER = ['VIEW_DOCUMENTS', 'VIEW_PAYMENTS', 'CREATE_PAYMENTS', 'UPDATE_PAYMENTS', 'DELETE_PAYMENTS'];
let t: TestContext;
let a: TestAccount;
let s: InvoiceSetup;
let admin: string, preparer: string, executor: string;
let executorId: string;
let acme: string;
let n = 0;

const post = (url: string, token: string, payload?: object) =>
  t.call(token, { method: 'POST', url: `${API}${url}`, ...(payload ? { payload } : {}) });
const paymentOf = async (id: string) =>
  (await t.call(admin, { method: 'GET', url: `${API}/payments?filter=${encodeURIComponent('{"q":"RX-"}')}` }))
    .json()
    .find((p: { uuid: string }) => p.uuid === id);
/** The payment's latest audit entry. */
const lastEntry = async (id: string) =>
  (
    await t.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, 'payments'), eq(auditEntries.entityId, id)))
      .orderBy(desc(auditEntries.seq))
      .limit(1)
  )[0];

/** An ACME invoice of `ttc` paid by `token` (in progress unless said), and a statement line of that debit proposed for it. */
async function proposed(ttc: string, token = admin, paymentstatus: 0 | 1 = 0) {
  const inv = await insertInvoice(t, a, s, {
    supplieruuid: acme,
    suppliername: 'ACME',
    invoiceNumber: `RX-${++n}`,
    totalttc: ttc,
    data: [],
  });
  const res = await post('/payments', token, {
    paymentdate: '2026-11-23',
    name: `RX-${n}`,
    paymentstatus,
    invoices: [{ invoiceuuid: inv, amount: ttc }],
  });
  expect(res.statusCode, res.body).toBe(200);
  const payment = res.json().payment.uuid as string;
  const { lines } = await importReconciled(
    t,
    admin,
    camt053(
      OUR_IBAN,
      [{ amount: `-${ttc}`, day: '2026-11-24', iban: ACME_IBAN, name: 'ACME', ref: `R${n}` }],
      `ST-${n}`,
    ),
    `rx-${n}.xml`,
  );
  expect(lines[0]).toMatchObject({ state: 'PROPOSED', matches: [{ payment: { uuid: payment } }] });
  return { line: lines[0].id as string, match: lines[0].matches[0].id as string, payment };
}

beforeAll(async () => {
  t = await createTestContext();
  a = await createAccount(t.database.db, { clerkPermissions: PREPARER });
  const [ex] = await t.database.db
    .insert(users)
    .values({
      companyId: a.master.id,
      email: `executor-${Date.now()}@test.fr`,
      firstName: 'Eve',
      lastName: 'Executor',
      roles: ['linkeduser'],
      permissions: [...PREPARER, 'EXECUTE_PAYMENTS'],
    })
    .returning();
  executorId = ex.id;
  admin = await t.token({ sub: a.admin.id, roles: [] });
  preparer = await t.token({ sub: a.clerk.id, roles: ['linkeduser'] });
  executor = await t.token({ sub: ex.id, roles: ['linkeduser'] });
  s = await createInvoiceSetup(t, admin);
  await t.database.db.update(companies).set({ iban: OUR_IBAN }).where(eq(companies.id, a.master.id));
  expect((await post('/bankaccounts', admin, { name: 'Compte courant', iban: OUR_IBAN })).statusCode).toBe(201);
  acme = (
    await post('/suppliers', admin, {
      name: 'ACME',
      origintype: s.origin.suppliers.uuid,
      identifiers: [{ type: 'IBAN', value: ACME_IBAN }],
    })
  ).json().uuid;
  await confirmAllBankChanges(t);
  t.app.jobs.start();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('confirming a bank line executes a payment', () => {
  it('needs Execute payments to accept, pay or undo a line (403); rejecting a candidate does not', async () => {
    const { line, match, payment } = await proposed('11.11');
    expect((await post(`/banklines/${line}/matches/${match}/accept`, preparer)).statusCode).toBe(403);
    const inv = await insertInvoice(t, a, s, {
      supplieruuid: acme,
      invoiceNumber: `RX-${++n}`,
      totalttc: '11.11',
      data: [],
    });
    expect(
      (await post(`/banklines/${line}/pay`, preparer, { invoices: [{ invoiceuuid: inv, amount: '11.11' }] }))
        .statusCode,
    ).toBe(403);
    expect((await paymentOf(payment)).paymentstatus).toBe(0);
    const accepted = await post(`/banklines/${line}/matches/${match}/accept`, executor);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await post(`/banklines/${line}/undo`, preparer)).statusCode).toBe(403);
    expect((await post(`/banklines/${line}/undo`, executor)).statusCode).toBe(200);
    const rejected = await post(`/banklines/${line}/matches/${match}/reject`, preparer);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ state: 'UNMATCHED' });
  });

  it('records who accepted as the executor of a payment in progress, on record with the line; undo forgets them', async () => {
    const { line, match, payment } = await proposed('22.22', preparer);
    expect((await post(`/banklines/${line}/matches/${match}/accept`, executor)).statusCode).toBe(200);
    expect(await paymentOf(payment)).toMatchObject({ paymentstatus: 1, doneby: 'Eve Executor', reconciled: true });
    expect(await lastEntry(payment)).toMatchObject({
      userId: executorId,
      action: 'UPDATE',
      changes: {
        paymentstatus: { before: 0, after: 1 },
        doneBy: { before: null, after: executorId },
        bankline: { before: null, after: line },
      },
    });
    expect((await post(`/banklines/${line}/undo`, executor)).statusCode).toBe(200);
    expect(await paymentOf(payment)).toMatchObject({
      paymentstatus: 0,
      doneby: null,
      donedate: null,
      reconciled: false,
    });
    expect(await lastEntry(payment)).toMatchObject({
      changes: { paymentstatus: { before: 1, after: 0 }, unreconciledline: { before: null, after: line } },
    });
  });

  it('keeps the executor of a payment done already', async () => {
    const { line, match, payment } = await proposed('33.33', admin, 1);
    expect((await post(`/banklines/${line}/matches/${match}/accept`, executor)).statusCode).toBe(200);
    expect(await paymentOf(payment)).toMatchObject({ paymentstatus: 1, doneby: 'Ada Admin', reconciled: true });
    // undone, it is done as it was, by whom it was
    expect((await post(`/banklines/${line}/undo`, executor)).statusCode).toBe(200);
    expect(await paymentOf(payment)).toMatchObject({ paymentstatus: 1, doneby: 'Ada Admin', reconciled: false });
  });

  it('with four-eyes payments, refuses the confirmation to who prepared the payment, and lets someone else', async () => {
    await t.database.db.update(companies).set({ paymentfoureyes: true }).where(eq(companies.id, a.master.id));
    try {
      const { line, match, payment } = await proposed('44.44', executor);
      const own = await post(`/banklines/${line}/matches/${match}/accept`, executor);
      expect(own.statusCode).toBe(403);
      expect(own.json().key).toBe('error.payment.sameperson');
      const [row] = await t.database.db.select().from(payments).where(eq(payments.uuid, payment));
      expect(row).toMatchObject({ paymentstatus: 0, doneBy: null });
      expect((await post(`/banklines/${line}/matches/${match}/accept`, admin)).statusCode).toBe(200);
      expect(await paymentOf(payment)).toMatchObject({
        paymentstatus: 1,
        preparedby: 'Eve Executor',
        doneby: 'Ada Admin',
      });
    } finally {
      await t.database.db.update(companies).set({ paymentfoureyes: false }).where(eq(companies.id, a.master.id));
    }
  });
});

describe('what the bank shows made', () => {
  it("the job's exact match (our end-to-end id) makes the payment Done, executed by no one: the line, on record", async () => {
    const inv = await insertInvoice(t, a, s, {
      supplieruuid: acme,
      invoiceNumber: `RX-${++n}`,
      totalttc: '55.55',
      data: [],
    });
    const res = await post('/payments', admin, {
      paymentdate: '2026-11-23',
      name: `RX-${n}`,
      paymentstatus: 0,
      invoices: [{ invoiceuuid: inv, amount: '55.55' }],
    });
    const payment = res.json().payment.uuid as string;
    const { lines, statement } = await importReconciled(
      t,
      admin,
      camt053(
        OUR_IBAN,
        [{ amount: '-55.55', day: '2026-11-24', e2e: payment.replace(/-/g, ''), name: 'ACME', ref: `E${n}` }],
        `ST-E${n}`,
      ),
      `e-${n}.xml`,
    );
    expect(lines[0]).toMatchObject({ state: 'MATCHED', matches: [{ rule: 'E2E', status: 'CONFIRMED' }] });
    const made = await paymentOf(payment);
    expect(made).toMatchObject({ paymentstatus: 1, preparedby: 'Ada Admin', doneby: null, reconciled: true });
    expect(made.donedate).toEqual(expect.any(String));
    expect(await lastEntry(payment)).toMatchObject({
      userId: null,
      userName: 'system',
      changes: {
        paymentstatus: { before: 0, after: 1 },
        bankline: { before: null, after: lines[0].id },
        bankstatement: { before: null, after: statement.id },
      },
    });
  });

  it('a line paid as invoices records a payment prepared by who picked them, executed by no one', async () => {
    const inv = await insertInvoice(t, a, s, {
      supplieruuid: acme,
      invoiceNumber: `RX-${++n}`,
      totalttc: '66.66',
      data: [],
    });
    const { lines } = await importReconciled(
      t,
      admin,
      camt053(OUR_IBAN, [{ amount: '-66.66', day: '2026-11-27', name: 'ACME', ref: `P${n}` }], `ST-P${n}`),
      `p-${n}.xml`,
    );
    expect(lines[0].state).toBe('UNMATCHED');
    const paid = await post(`/banklines/${lines[0].id}/pay`, executor, {
      invoices: [{ invoiceuuid: inv, amount: '66.66' }],
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const payment = paid.json().matches[0].payment.uuid as string;
    const [row] = await t.database.db.select().from(payments).where(eq(payments.uuid, payment));
    expect(row).toMatchObject({ paymentstatus: 1, createdBy: executorId, doneBy: null });
    expect(row.doneAt).toBeInstanceOf(Date);
  });
  it('a saved invoice a line pays is validated as on every road: what a validation sets off runs', async () => {
    const seen: string[] = [];
    onDocumentValidated(async (_req, doc) => {
      seen.push(doc.uuid);
    });
    const inv = await insertInvoice(t, a, s, {
      supplieruuid: acme,
      invoiceNumber: `RX-${++n}`,
      status: 1,
      balance: null,
      totalht: '10.00',
      totaltva: '2.00',
      totalttc: '12.00',
      data: (
        [
          [s.kw.ht, '10.00'],
          [s.kw.tva, '2.00'],
          [s.kw.ttc, '12.00'],
          [s.kw.due, '2026-11-30'],
          [s.kw.type, 'INVOICE'],
        ] as const
      ).map(([kw, value]) => ({ uuid: crypto.randomUUID(), keyworduuid: kw.uuid, value })),
    });
    const { lines } = await importReconciled(
      t,
      admin,
      camt053(OUR_IBAN, [{ amount: '-12.00', day: '2026-11-27', name: 'ACME', ref: `V${n}` }], `ST-V${n}`),
      `v-${n}.xml`,
    );
    const paid = await post(`/banklines/${lines[0].id}/pay`, executor, {
      invoices: [{ invoiceuuid: inv, amount: '12.00' }],
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(seen).toEqual([inv]);
  });
});
