/**
 * The list convention on real lists (range, sort, filter, Content-Range, the bounded default, another
 * company's rows never counted) and the facts the database keeps (duplicate flags, typed values).
 */
import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../../db/schema';
import { createTestContext, type TestContext } from '../../../test/app';
import { createAccount, type TestAccount } from '../../../test/factories';
import { createInvoiceSetup, type InvoiceSetup } from '../../../test/invoiceSetup';

const API = '/paperdesk/api';
let t: TestContext;
let a: TestAccount, b: TestAccount;
let s: InvoiceSetup, sb: InvoiceSetup;
let admin: string, other: string;

/** `n` validated invoices of an account, dated from 2026-01-01 one day apart, TTC 10.00, 11.00, ... */
async function insertInvoices(acc: TestAccount, setup: InvoiceSetup, n: number, prefix: string) {
  const kw = setup.kw;
  await t.database.db.execute(sql`
    insert into documents (company_id, account_id, origin_type_id, document_group_id, supplier_id, suppliername, number, date, due_date,
      status, total_ht, total_tva, total_ttc, solde, category, data)
    select ${acc.master.id}, ${acc.master.id}, ${setup.origin.suppliers.uuid}, ${setup.group.uuid}, ${setup.supplier.uuid}, 'LE FOURNISSEUR',
      ${prefix} || lpad(i::text, 4, '0'), date '2026-01-01' + i, date '2026-03-01' + (i % 50), 2, (10 + i)::numeric, 0, (10 + i)::numeric,
      (10 + i)::numeric, 'INVOICE',
      jsonb_build_array(jsonb_build_object('uuid', gen_random_uuid(), 'keyworduuid', ${kw.ttc.uuid}::text, 'value', (10 + i)::text || '.00'),
        jsonb_build_object('uuid', gen_random_uuid(), 'keyworduuid', ${kw.ref.uuid}::text, 'value', 'CMD-' || i))
    from generate_series(0, ${n - 1}) i`);
}

const list = (token: string, url: string) => t.call(token, { method: 'GET', url: `${API}${url}` });
const q = (o: Record<string, unknown>) =>
  Object.entries(o)
    .map(([k, v]) => `${k}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`)
    .join('&');

beforeAll(async () => {
  t = await createTestContext();
  [a, b] = [await createAccount(t.database.db), await createAccount(t.database.db)];
  admin = await t.token({ sub: a.admin.id, roles: [] });
  other = await t.token({ sub: b.admin.id, roles: [] });
  s = await createInvoiceSetup(t, admin);
  sb = await createInvoiceSetup(t, other);
  await insertInvoices(a, s, 130, 'F-');
  await insertInvoices(b, sb, 7, 'B-');
}, 60_000);
afterAll(async () => t?.close());

describe('the list convention', () => {
  it('answers at most its first page without range, and says the total', async () => {
    const res = await list(admin, `/documents/validated?originType=${s.origin.suppliers.uuid}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toHaveLength(100);
    expect(res.headers['content-range']).toBe('documents 0-99/130');
  });

  it('travels compressed, its range still said', async () => {
    const res = await t.call(admin, {
      method: 'GET',
      url: `${API}/documents/validated`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-range']).toBe('documents 0-99/130');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toHaveLength(100);
  });

  it('pages with range=[start,end], inclusive, the last page short', async () => {
    const res = await list(admin, `/documents/validated?${q({ range: [120, 139] })}`);
    expect(res.json()).toHaveLength(10);
    expect(res.headers['content-range']).toBe('documents 120-129/130');
    const empty = await list(admin, `/documents/validated?${q({ range: [500, 509] })}`);
    expect(empty.json()).toEqual([]);
    expect(empty.headers['content-range']).toBe('documents */130');
  });

  it('sorts by a shown column either way, with no row on two pages', async () => {
    const asc = (await list(admin, `/documents/validated?${q({ range: [0, 4], sort: ['ttc', 'ASC'] })}`)).json();
    expect(asc.map((d: { totalttc: string }) => d.totalttc)).toEqual(['10.00', '11.00', '12.00', '13.00', '14.00']);
    const byDate = (await list(admin, `/documents/validated?${q({ range: [0, 1], sort: ['date', 'DESC'] })}`)).json();
    expect(byDate.map((d: { id: string }) => d.id)).toEqual(['F-0129', 'F-0128']);
    const seen = new Set<string>();
    for (let start = 0; start < 130; start += 50) {
      for (const d of (
        await list(admin, `/documents/validated?${q({ range: [start, start + 49], sort: ['supplier', 'ASC'] })}`)
      ).json())
        seen.add(d.uuid);
    }
    expect(seen.size).toBe(130);
  });

  it('filters by free text and by the period, counting only what matches', async () => {
    const res = await list(admin, `/documents?${q({ filter: { q: 'f-012' }, range: [0, 49] })}`);
    expect(
      res
        .json()
        .map((d: { id: string }) => d.id)
        .sort(),
    ).toEqual(Array.from({ length: 10 }, (_, i) => `F-012${i}`));
    expect(res.headers['content-range']).toBe('documents 0-9/10');
    const period = await list(
      admin,
      `/documents?fromDate=2026-01-02&toDate=2026-01-05&originType=${s.origin.suppliers.uuid}`,
    );
    expect(period.headers['content-range']).toBe('documents 0-3/4');
  });

  it("never counts another company's rows", async () => {
    const res = await list(other, `/documents/validated?${q({ range: [0, 999] })}`);
    expect(res.headers['content-range']).toBe('documents 0-6/7');
    expect(res.json().every((d: { companyuuid: string }) => d.companyuuid === b.master.id)).toBe(true);
    const filtered = await list(other, `/documents/validated?${q({ filter: { supplieruuid: s.supplier.uuid } })}`);
    expect(filtered.headers['content-range']).toBe('documents */0');
  });

  it('refuses what it cannot read with a clear 400', async () => {
    for (const bad of ['range=[3,1]', 'range=oops', 'sort=["content","ASC"]', 'filter=[1]', 'filter={"status":"x"}']) {
      const res = await list(admin, `/documents?${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message, bad).toBeTruthy();
    }
  });

  it('caps a page asked too large', async () => {
    const res = await list(admin, `/documents/validated?${q({ range: [0, 100000] })}`);
    expect(res.json()).toHaveLength(130);
    const capped = await list(admin, `/keywords?${q({ range: [0, 100000] })}`);
    expect(capped.statusCode).toBe(200);
  });

  it('pages configuration resources too, and answers one record by id', async () => {
    const res = await list(admin, `/keywords?${q({ range: [0, 1], sort: ['name', 'ASC'] })}`);
    expect(res.headers['content-range']).toBe('keywords 0-1/6');
    expect(res.json().map((k: { name: string }) => k.name)).toEqual(["Date d'échéance", 'Référence commande']);
    const many = await list(admin, `/keywords?${q({ filter: { id: [s.kw.ht.uuid, s.kw.tva.uuid] } })}`);
    expect(
      many
        .json()
        .map((k: { uuid: string }) => k.uuid)
        .sort(),
    ).toEqual([s.kw.ht.uuid, s.kw.tva.uuid].sort());
    expect((await list(admin, `/keywords/${s.kw.ht.uuid}`)).json()).toMatchObject({
      uuid: s.kw.ht.uuid,
      name: 'Total HT',
    });
    expect((await list(other, `/keywords/${s.kw.ht.uuid}`)).statusCode).toBe(404);
    expect((await list(admin, `/suppliers?${q({ filter: { q: 'fournis' } })}`)).json()).toHaveLength(1);
    expect((await list(admin, `/keywords?${q({ filter: { nope: 1 } })}`)).statusCode).toBe(400);
  });

  it('pages invoices to pay, earliest due first', async () => {
    const res = await list(
      admin,
      `/invoicestopay?${q({ range: [0, 2], filter: { originType: s.origin.suppliers.uuid } })}`,
    );
    expect(res.headers['content-range']).toBe('invoicestopay 0-2/130');
    const due = res.json().map((d: { duedate: string }) => d.duedate);
    expect(due).toEqual([...due].sort());
    expect(due[0]).toBe('2026-03-01');
  });
});

describe('facts the database keeps', () => {
  it('flags duplicates (same supplier and number) as they appear and disappear', async () => {
    const [first] = await t.database.db.select().from(documents).where(eq(documents.invoiceNumber, 'F-0001'));
    const [copy] = await t.database.db
      .insert(documents)
      .values({
        companyId: a.master.id,
        accountId: a.master.id,
        originType: s.origin.suppliers.uuid,
        supplieruuid: s.supplier.uuid,
        invoiceNumber: ' f-0001 ',
        status: 1,
      })
      .returning();
    const dup = await list(admin, `/documents/duplicated?originType=${s.origin.suppliers.uuid}`);
    expect(
      dup
        .json()
        .map((d: { uuid: string }) => d.uuid)
        .sort(),
    ).toEqual([first.uuid, copy.uuid].sort());
    expect(dup.json().every((d: { duplicate: boolean }) => d.duplicate)).toBe(true);
    await t.database.db.update(documents).set({ invoiceNumber: 'F-9999' }).where(eq(documents.uuid, copy.uuid));
    expect((await list(admin, '/documents/duplicated')).json()).toEqual([]);
    await t.database.db.delete(documents).where(eq(documents.uuid, copy.uuid));
  });

  it('searches keyword values through the typed values table', async () => {
    const search = (variableDatas: unknown[]) =>
      t.call(admin, {
        method: 'POST',
        url: `${API}/documents/search?${q({ range: [0, 199] })}`,
        payload: { variableDatas },
      });
    const big = await search([{ keywordUUID: s.kw.ttc.uuid, operator: 'GREATER_THAN', value: '135' }]);
    expect(big.statusCode, big.body).toBe(200);
    expect(big.headers['content-range']).toBe('documents 0-3/4');
    const both = await search([
      { keywordUUID: s.kw.ttc.uuid, operator: 'GREATER_OR_EQUAL', value: '20' },
      { keywordUUID: s.kw.ref.uuid, operator: 'EQUAL', value: 'cmd-10' },
    ]);
    expect(both.json().map((d: { id: string }) => d.id)).toEqual(['F-0010']);
  });

  it('answers the dashboards as aggregates of the period', async () => {
    const stats = (await list(admin, '/documents/stats?fromDate=2026-01-01&toDate=2026-01-10')).json();
    expect(stats.byStatus.find((x: { status: number }) => x.status === 2).count).toBe(10);
    expect(stats.recent).toHaveLength(5);
    const dash = (
      await list(
        admin,
        `/documents/dashboard?originType=${s.origin.suppliers.uuid}&fromDate=2026-01-01&toDate=2026-01-03`,
      )
    ).json();
    expect(dash.totals).toMatchObject({ documents: 3, invoiced: '33.00', toPay: '33.00', awaiting: 0 });
    expect(dash.byMonth).toEqual([{ currency: 'EUR', key: '2026-01', amount: '33.00', count: 3 }]);
    expect(dash.bySupplier).toEqual([
      { currency: 'EUR', key: s.supplier.uuid, label: 'LE FOURNISSEUR', amount: '33.00', count: 3 },
    ]);
  });
});

describe('Overview Mode', () => {
  it("lists the master's documents and its branches', each with its branch", async () => {
    await t.database.db.insert(documents).values({
      companyId: a.branches[0].id,
      accountId: a.master.id,
      invoiceNumber: 'BR-1',
      status: 1,
      originType: s.origin.suppliers.uuid,
    });
    const own = await list(admin, `/documents/saved?originType=${s.origin.suppliers.uuid}`);
    expect(own.headers['content-range']).toBe('documents */0');
    const all = await list(admin, `/documents?${q({ filter: { overview: true }, range: [0, 999] })}`);
    const companies = new Set(all.json().map((d: { brancheuuid: string }) => d.brancheuuid));
    expect(companies).toEqual(new Set([a.master.id, a.branches[0].id]));
    expect(all.headers['content-range']).toBe('documents 0-130/131');
    // a clerk without the Overview Mode permission is refused
    const clerk = await t.token({ sub: a.clerk.id, roles: ['linkeduser'] });
    expect((await list(clerk, `/documents?${q({ filter: { overview: true } })}`)).statusCode).toBe(403);
  });
});
