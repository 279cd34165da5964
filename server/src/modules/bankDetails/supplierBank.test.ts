/**
 * The bank-detail guard: a new or changed IBAN/BIC on a supplier keeps it out of every bank file (409 naming
 * the supplier) until a second person with the right to change document sources confirms it; the one who made
 * the change cannot; each change and the confirmation are in the audit trail with before and after.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../../../src/domain/access';
import { auditEntries, companies, users } from '../../../db/schema';
import { createTestContext, type TestContext } from '../../../test/app';
import { createTwoAccounts, type TestAccount } from '../../../test/factories';
import { createInvoiceSetup, insertInvoice, type InvoiceSetup } from '../../../test/invoiceSetup';

const API = '/paperdesk/api';
const OLD = 'FR1420041010050500013M02606';
const NEW = 'FR7630004000031234567890143';
const DE = 'DE89370400440532013000';
const GB = 'GB29NWBK60161331926819';
const BE = 'BE68539007547034';
const NL = 'NL91ABNA0417164300';
let t: TestContext;
let a: TestAccount;
let s: InvoiceSetup;
let admin: string, clerk: string, other: string, second: string;
let n = 0;

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.call(token, { method, url: `${API}${url}`, ...(payload ? { payload } : {}) });
const supplier = async (name: string, iban: string) => {
  const res = await call(admin, 'POST', '/suppliers', {
    name,
    origintype: s.origin.suppliers.uuid,
    identifiers: [{ type: 'IBAN', value: iban }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().uuid as string;
};
const setIban = (id: string, iban: string, token = admin) =>
  call(token, 'PUT', `/suppliers/${id}`, { identifiers: [{ type: 'IBAN', value: iban }] });
const bank = (id: string, token = admin) => call(token, 'GET', `/suppliers/${id}/bankdetails`);
const confirm = (id: string, token: string) => call(token, 'POST', `/suppliers/${id}/bankdetails/confirm`);
const invoice = (supplieruuid: string) =>
  insertInvoice(t, a, s, { supplieruuid, invoiceNumber: `NB-${++n}`, totalttc: '80.00' });
const batch = (id: string, transfer: boolean) =>
  call(admin, 'POST', '/payments/batch', {
    paymentdate: '2026-11-23',
    transfer,
    invoices: [{ invoiceuuid: id, amount: '80.00' }],
  });
const file = (kind: 'sepa' | 'international', payment: string) =>
  call(admin, 'POST', `/payments/${kind}`, { payments: [payment] });
const trail = (id: string, action: string) =>
  t.database.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entityId, id), eq(auditEntries.action, action)));

/** A source whose IBAN was confirmed by the second user: no change waits. */
async function confirmedSupplier(name: string, iban = OLD) {
  const id = await supplier(name, iban);
  expect((await confirm(id, second)).statusCode).toBe(200);
  return id;
}

beforeAll(async () => {
  t = await createTestContext();
  ({ a, admin, clerk, other } = await createTwoAccounts(t));
  s = await createInvoiceSetup(t, admin);
  await t.database.db
    .update(companies)
    .set({ iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'BNPAFRPP', name: 'Groupe Delacroix' })
    .where(eq(companies.id, a.master.id));
  const [u] = await t.database.db
    .insert(users)
    .values({
      companyId: a.master.id,
      email: `bob-${crypto.randomUUID()}@test.fr`,
      firstName: 'Bob',
      permissions: PERMISSIONS,
    })
    .returning();
  second = await t.token({ sub: u.id, roles: [] });
}, 120_000);
afterAll(() => t?.close());

describe('a new or changed IBAN on a supplier', () => {
  it('waits for a second person: flagged in invoices to pay, refused in every bank file naming the supplier', async () => {
    const id = await confirmedSupplier(`CHANGE ${++n}`);
    const doc = await invoice(id);
    expect((await setIban(id, NEW)).statusCode).toBe(200);
    expect((await bank(id)).json()).toMatchObject({
      bankDetails: [{ type: 'IBAN', value: NEW }],
      pending: { before: [{ type: 'IBAN', value: OLD }], changedByName: 'Ada Admin' },
      canConfirm: false,
    });
    const rows = (await call(admin, 'GET', '/invoicestopay?range=[0,999]')).json() as Array<{
      invoiceuuid: string;
      bank: { flags: string[] };
    }>;
    expect(rows.find((r) => r.invoiceuuid === doc)?.bank.flags).toEqual(['newiban']);

    const refused = await batch(doc, true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'BANK_DETAILS_UNCONFIRMED',
      key: 'error.bank.newiban',
      params: { invoice: `NB-${n}`, supplier: `CHANGE ${n - 1}` },
      value: { invoice: doc, supplier: id },
    });
    // recorded without the bank file; both bank files refuse it the same way
    const recorded = await batch(doc, false);
    expect(recorded.statusCode, recorded.body).toBe(200);
    const payment = recorded.json().payments[0].uuid;
    for (const kind of ['sepa', 'international'] as const) {
      const res = await file(kind, payment);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'BANK_DETAILS_UNCONFIRMED', value: { supplier: id } });
    }

    // the one who changed it cannot confirm; a user without the right to change sources neither
    const own = await confirm(id, admin);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ key: 'error.bank.ownchange' });
    expect((await confirm(id, clerk)).statusCode).toBe(403);
    expect((await confirm(id, other)).statusCode).toBe(404);
    expect((await bank(id, second)).json().canConfirm).toBe(true);

    const ok = await confirm(id, second);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ pending: null, canConfirm: false });
    const sepa = await file('sepa', payment);
    expect(sepa.statusCode, sepa.body).toBe(200);
    expect(sepa.body).toContain(`<CdtrAcct><Id><IBAN>${NEW}</IBAN>`);
    const again = await confirm(id, second);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ key: 'error.bank.nothingtoconfirm' });
  });

  it('is in the audit trail with before and after, and so is its confirmation', async () => {
    const id = await confirmedSupplier(`TRAIL ${++n}`, DE);
    await setIban(id, GB);
    const [change] = await trail(id, 'BANK_DETAILS_CHANGE').then((r) =>
      r.filter((e) => e.userName === 'Ada Admin').slice(-1),
    );
    expect(change.changes).toEqual({
      bankDetails: { before: [{ type: 'IBAN', value: DE }], after: [{ type: 'IBAN', value: GB }] },
    });
    await confirm(id, second);
    const confirmations = await trail(id, 'BANK_DETAILS_CONFIRM');
    expect(confirmations).toHaveLength(2);
    expect(confirmations.at(-1)).toMatchObject({
      userName: 'Bob',
      changes: { bankDetails: { before: [{ type: 'IBAN', value: DE }], after: [{ type: 'IBAN', value: GB }] } },
    });
    // and in the document source's own history, newest first: the confirmation, then the change
    const history = (await call(admin, 'GET', `/suppliers/${id}/history`)).json() as Array<{ action: string }>;
    expect(history.map((e) => e.action).slice(0, 2)).toEqual(['BANK_DETAILS_CONFIRM', 'BANK_DETAILS_CHANGE']);
  });

  it('covers a supplier created with an IBAN and a BIC added; a change of other fields asks nothing', async () => {
    const id = await supplier(`NEW ${++n}`, BE);
    expect((await bank(id)).json().pending).toMatchObject({ before: [] });
    expect((await confirm(id, second)).statusCode).toBe(200);
    expect((await call(admin, 'PUT', `/suppliers/${id}`, { phone: '0102030405' })).statusCode).toBe(200);
    expect((await bank(id)).json().pending).toBeNull();
    const withBic = await call(admin, 'PUT', `/suppliers/${id}`, {
      identifiers: [
        { type: 'IBAN', value: BE },
        { type: 'BIC', value: 'GEBABEBB' },
      ],
    });
    expect(withBic.statusCode, withBic.body).toBe(200);
    expect((await bank(id)).json().pending).toMatchObject({ before: [{ type: 'IBAN', value: BE }] });
  });

  it('confirmed twice at once: one confirmation, the other answers 409', async () => {
    const id = await supplier(`RACE ${++n}`, NL);
    const [x, y] = await Promise.all([confirm(id, second), confirm(id, second)]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
    expect(await trail(id, 'BANK_DETAILS_CONFIRM')).toHaveLength(1);
  });
});
