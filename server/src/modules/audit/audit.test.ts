import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../../db/schema';
import { createTestContext, type TestContext } from '../../../test/app';
import { createTwoAccounts, type TestAccount } from '../../../test/factories';
import { createInvoiceSetup, insertInvoice, type InvoiceSetup } from '../../../test/invoiceSetup';
import { verifyAccountChain, verifyAllChains } from '../../audit/chain';
import { appendToChain } from '../../audit/record';
import { AUDIT_COUNT_CAP } from './audit.routes';

const API = '/paperdesk/api';
let t: TestContext;
let a: TestAccount;
let s: InvoiceSetup;
let admin: string, clerk: string, other: string;
let accounts: Awaited<ReturnType<typeof createTwoAccounts>>;

const get = (token: string, url: string) => t.call(token, { method: 'GET', url: `${API}${url}` });
const entries = (accountId: string) =>
  t.database.db.select().from(auditEntries).where(eq(auditEntries.accountId, accountId)).orderBy(asc(auditEntries.seq));

beforeAll(async () => {
  t = await createTestContext();
  accounts = await createTwoAccounts(t);
  ({ a, admin, clerk, other } = accounts);
  s = await createInvoiceSetup(t, admin);
}, 60_000);
afterAll(() => t?.close());

describe('the audit trail', () => {
  it('records a configuration change with who, from where, and the fields before and after', async () => {
    const res = await t.call(admin, {
      method: 'PUT',
      url: `${API}/suppliers/${s.supplier.uuid}`,
      payload: { name: 'LE FOURNISSEUR SAS' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const history = await get(admin, `/suppliers/${s.supplier.uuid}/history`);
    expect(history.statusCode, history.body).toBe(200);
    const [last, created] = history.json();
    expect(last).toMatchObject({
      action: 'UPDATE',
      entity: 'suppliers',
      userId: a.admin.id,
      userName: 'Ada Admin',
      clientAddress: '127.0.0.1',
      changes: { name: { before: 'LE FOURNISSEUR', after: 'LE FOURNISSEUR SAS' } },
    });
    expect(Object.keys(last.changes)).toEqual(['name']);
    expect(created).toMatchObject({ action: 'CREATE', changes: { name: { before: null, after: 'LE FOURNISSEUR' } } });
  });

  it("records a document's change in its history, and a payment", async () => {
    const id = await insertInvoice(t, a, s, { totalttc: '120.00', status: 1, invoiceNumber: 'F-1' });
    expect(
      (await t.call(admin, { method: 'PUT', url: `${API}/documents/${id}`, payload: { id: 'F-2' } })).statusCode,
    ).toBe(200);
    const history = (await get(admin, `/documents/${id}/history`)).json();
    expect(history).toHaveLength(1);
    expect(history[0].changes.id).toEqual({ before: 'F-1', after: 'F-2' });

    const paid = await insertInvoice(t, a, s, { totalttc: '50.00' });
    const pay = await t.call(admin, {
      method: 'POST',
      url: `${API}/payments`,
      payload: { paymentdate: '2026-11-20', name: 'VIR', invoices: [{ invoiceuuid: paid, amount: '50.00' }] },
    });
    expect(pay.statusCode, pay.body).toBe(200);
    const list = await get(admin, `/audit?filter=${encodeURIComponent(JSON.stringify({ entity: 'payments' }))}`);
    expect(list.json()).toHaveLength(1);
    expect(list.json()[0].changes.invoices.after).toEqual([{ invoiceuuid: paid, amount: '50.00' }]);
  });

  it('is read by administrators only, paged, filtered, never across accounts', async () => {
    expect((await get(clerk, '/audit')).statusCode).toBe(403);
    const page = await get(admin, '/audit?range=[0,1]');
    expect(page.json()).toHaveLength(2);
    expect(page.headers['content-range']).toMatch(/^audit 0-1\/\d+$/);
    const byUser = await get(
      admin,
      `/audit?filter=${encodeURIComponent(JSON.stringify({ user: a.admin.id, action: 'UPDATE' }))}`,
    );
    expect(byUser.json().every((e: { action: string }) => e.action === 'UPDATE')).toBe(true);
    const future = await get(admin, `/audit?filter=${encodeURIComponent(JSON.stringify({ from: '2999-01-01' }))}`);
    expect(future.json()).toEqual([]);
    expect((await get(admin, `/audit?filter=${encodeURIComponent(JSON.stringify({ bogus: 1 }))}`)).statusCode).toBe(
      400,
    );
    expect((await get(other, '/audit')).json()).toEqual([]);
    expect((await get(other, `/suppliers/${s.supplier.uuid}/history`)).statusCode).toBe(404);
    // no route changes or deletes an entry
    for (const method of ['PUT', 'DELETE', 'POST'] as const)
      expect(
        (await t.call(admin, { method, url: `${API}/audit/${crypto.randomUUID()}`, payload: {} })).statusCode,
      ).toBe(404);
  });

  it('chains each entry to the previous of its account; a tampered row is named', async () => {
    const rows = await entries(a.master.id);
    expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
    for (let i = 1; i < rows.length; i++) expect(rows[i].prevHash).toBe(rows[i - 1].hash);
    expect(await verifyAccountChain(t.database.db, a.master.id)).toBeUndefined();
    expect((await get(admin, '/audit/verify')).json()).toEqual({ valid: true });

    const victim = rows[2];
    await t.database.db.execute(
      sql`update audit_entries set changes = '{"name":{"before":"X","after":"Y"}}'::jsonb where id = ${victim.id}`,
    );
    expect(await verifyAccountChain(t.database.db, a.master.id)).toEqual({
      accountId: a.master.id,
      id: victim.id,
      seq: victim.seq,
      reason: 'hash',
    });
    expect((await get(admin, '/audit/verify')).json()).toMatchObject({ valid: false, broken: { id: victim.id } });
    const all = await verifyAllChains(t.database.db);
    expect(all.broken.map((b) => b.id)).toContain(victim.id);

    // a removed entry is named by the one after the gap
    await t.database.db.delete(auditEntries).where(and(eq(auditEntries.id, victim.id)));
    expect(await verifyAccountChain(t.database.db, a.master.id)).toMatchObject({ id: rows[3].id, reason: 'sequence' });
  });
});

describe('the Audit page past thousands of entries', () => {
  it('gives the total of a filtered list as a lower bound past the cap, exact below it and for the whole chain', async () => {
    const { b } = accounts;
    const entry = (i: number) => ({
      accountId: b.master.id,
      companyId: b.master.id,
      userId: i % 2 ? b.admin.id : null,
      userName: i % 2 ? 'Ada Admin' : 'system',
      clientAddress: '',
      entity: 'documents',
      entityId: `doc-${i % 40}`,
      action: 'UPDATE',
      changes: { n: { before: i, after: i + 1 } },
      createdAt: new Date(Date.UTC(2026, 0, 1) + i * 1000),
    });
    const total = 2 * AUDIT_COUNT_CAP + 10;
    await t.database.db.transaction((tx) =>
      appendToChain(
        tx,
        b.master.id,
        Array.from({ length: total }, (_, i) => entry(i)),
      ),
    );
    const filter = (f: object, range = '[0,49]') =>
      get(other, `/audit?range=${range}&filter=${encodeURIComponent(JSON.stringify(f))}`);
    // one user's entries: 10,005, counted up to the cap
    const byUser = await filter({ user: b.admin.id });
    expect(byUser.json()).toHaveLength(50);
    expect(byUser.headers['content-range']).toBe(`audit 0-49/${AUDIT_COUNT_CAP}+`);
    expect(byUser.headers['x-total-count']).toBe(`${AUDIT_COUNT_CAP}+`);
    // further on, the bound is at least what the page shows
    const far = await filter({ user: b.admin.id }, '[9990,10039]');
    expect(far.json()).toHaveLength(15);
    expect(far.headers['content-range']).toBe('audit 9990-10004/10005+');
    // below the cap, exact; the whole chain, exact from its head
    const oneDoc = await filter({ entityId: 'doc-7' });
    expect(oneDoc.headers['content-range']).toBe(`audit 0-49/${Math.ceil((total - 7) / 40)}`);
    expect((await get(other, '/audit?range=[0,49]')).headers['content-range']).toBe(`audit 0-49/${total}`);
  });
});
