/**
 * Spec §5 "invalid for payment" on every payment path, and the one road to VALIDATED: paying a saved document runs
 * what a validation sets off (documents/validated.ts listeners: pay on validation; learning).
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, documents } from '../../../db/schema';
import { createTestContext, type TestContext } from '../../../test/app';
import { createTwoAccounts, type TestAccount } from '../../../test/factories';
import { createInvoiceSetup, insertInvoice, type InvoiceSetup } from '../../../test/invoiceSetup';
import { onDocumentValidated } from '../documents/validated';

const API = '/paperdesk/api';
let t: TestContext;
let a: TestAccount;
let s: InvoiceSetup;
let admin: string;
let n = 0;
const validatedSeen: Array<{ uuid: string; status: number }> = [];

/** A validated invoice (on the to-pay list) of `ttc`, `fields` over it; its keyword values follow the header. */
function invoice(ttc: string, fields: Partial<typeof documents.$inferInsert> = {}) {
  const value = (kw: { uuid: string }, v: unknown) => ({ uuid: crypto.randomUUID(), keyworduuid: kw.uuid, value: v });
  const ht = String(fields.totalht ?? ttc);
  const tva = String(fields.totaltva ?? '0.00');
  return insertInvoice(t, a, s, {
    invoiceNumber: `P-${++n}`,
    data: [
      value(s.kw.ht, ht),
      value(s.kw.tva, tva),
      value(s.kw.ttc, ttc),
      value(s.kw.due, '2026-11-30'),
      value(s.kw.type, 'INVOICE'),
    ],
    ...fields,
    totalttc: ttc,
  });
}
const statusOf = async (id: string) =>
  (await t.database.db.select().from(documents).where(eq(documents.uuid, id)))[0].status;
const pay = (lines: Array<[string, string]>) =>
  t.call(admin, {
    method: 'POST',
    url: `${API}/payments`,
    payload: { paymentdate: '2026-11-20', invoices: lines.map(([invoiceuuid, amount]) => ({ invoiceuuid, amount })) },
  });
const payMany = (lines: Array<[string, string]>, extra: object = {}) =>
  t.call(admin, {
    method: 'POST',
    url: `${API}/payments/batch`,
    payload: {
      paymentdate: '2026-11-20',
      invoices: lines.map(([invoiceuuid, amount]) => ({ invoiceuuid, amount })),
      ...extra,
    },
  });

beforeAll(async () => {
  t = await createTestContext();
  ({ a, admin } = await createTwoAccounts(t));
  s = await createInvoiceSetup(t, admin);
  await t.database.db
    .update(companies)
    .set({ iban: 'FR76 3000 6000 0112 3456 7890 189' })
    .where(eq(companies.id, a.master.id));
  onDocumentValidated(async (_req: FastifyRequest, doc) => {
    validatedSeen.push({ uuid: doc.uuid, status: doc.status });
  });
}, 60_000);
afterAll(() => t?.close());

describe('invalid for payment (spec §5)', () => {
  it('refuses a validated invoice that became inconsistent or lost its supplier, on every path (409 naming it)', async () => {
    const good = await invoice('10.00');
    const inconsistent = await invoice('12.00', { totalht: '10.00', totaltva: '1.00' });
    const orphan = await invoice('10.00', { supplieruuid: null });
    const noHt = await invoice('10.00', { totalht: null });
    for (const [id, reason] of [
      [inconsistent, 'document.error.amounts'],
      [orphan, 'document.error.supplier'],
      [noHt, 'document.error.ht'],
    ] as const) {
      const number = (await t.database.db.select().from(documents).where(eq(documents.uuid, id)))[0].invoiceNumber;
      for (const res of [
        await pay([[id, '10.00']]),
        await payMany([[id, '10.00']]),
        await payMany([[id, '10.00']], { transfer: true }),
      ]) {
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json()).toMatchObject({
          code: 'INVALID_STATE',
          key: 'error.payment.invalid',
          params: { number },
        });
        expect(res.json().message).toContain(reason);
      }
      expect(await statusOf(id)).toBe(2);
    }
    // a good invoice beside a bad one: nothing is paid
    expect(
      (
        await payMany([
          [good, '10.00'],
          [inconsistent, '12.00'],
        ])
      ).statusCode,
    ).toBe(409);
    expect(await statusOf(good)).toBe(2);
    expect((await pay([[good, '10.00']])).statusCode).toBe(200);
  });

  it("tells each invoice to pay why it cannot be paid, the pay dialog's list too", async () => {
    const good = await invoice('20.00');
    const bad = await invoice('30.00', { totalht: '25.00', totaltva: '4.00' });
    const rows = (await t.call(admin, { method: 'GET', url: `${API}/invoicestopay?range=[0,999]` })).json();
    const problems = (id: string) => rows.find((r: { invoiceuuid: string }) => r.invoiceuuid === id)?.problems;
    expect(problems(good)).toEqual([]);
    expect(problems(bad)).toEqual(['document.error.amounts']);
    const forDialog = await t.call(admin, {
      method: 'POST',
      url: `${API}/documents/${s.supplier.uuid}`,
      payload: [good, bad],
    });
    const byId = Object.fromEntries(
      forDialog.json().map((r: { invoiceuuid: string; problems: string[] }) => [r.invoiceuuid, r.problems]),
    );
    expect(byId).toEqual({ [good]: [], [bad]: ['document.error.amounts'] });
  });
});

describe('paying a saved document validates it through the one road', () => {
  it('runs what a validation sets off once the payment is committed', async () => {
    const saved = await invoice('24.00', { status: 1, balance: null, totalht: '20.00', totaltva: '4.00' });
    const res = await pay([[saved, '10.00']]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf(saved)).toBe(3);
    expect(validatedSeen).toContainEqual({ uuid: saved, status: 3 });
    // a validated one paid again is no new validation
    const before = validatedSeen.length;
    expect((await pay([[saved, '14.00']])).statusCode).toBe(200);
    expect(validatedSeen).toHaveLength(before);
  });

  it('in a payment of several suppliers too, and refuses an invalid saved one as the update route does', async () => {
    const saved = await invoice('6.00', { status: 1, balance: null, totalht: '5.00', totaltva: '1.00' });
    expect((await payMany([[saved, '6.00']])).statusCode).toBe(200);
    expect(validatedSeen).toContainEqual({ uuid: saved, status: 4 });
    const broken = await invoice('6.00', {
      status: 1,
      balance: null,
      totalht: '5.00',
      totaltva: '1.00',
      invoiceNumber: '',
    });
    const res = await pay([[broken, '6.00']]);
    expect(res.statusCode).toBe(409);
    expect(res.json().fields).toMatchObject({ number: 'document.error.number' });
    expect(validatedSeen.map((v) => v.uuid)).not.toContain(broken);
  });
});
