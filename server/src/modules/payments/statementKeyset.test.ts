/**
 * A supplier's statement pages by keyset: each page's x-next-cursor leads to the next, the running balance
 * carried across pages; the pages read so equal the statement read whole (first and last pages included),
 * the CSV export read by keyset chunks equals the one read in one chunk, and a cursor this API did not
 * write is refused. A supplier owed in euros and pounds has one running balance per currency, carried across
 * pages that hold only the other currency.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCents } from '../../../../src/domain/money';
import { queryRows } from '../../../db/client';
import { createTestContext, type TestContext } from '../../../test/app';
import { createAccount, type TestAccount } from '../../../test/factories';
import { createInvoiceSetup, type InvoiceSetup } from '../../../test/invoiceSetup';

const API = '/paperdesk/api';
let t: TestContext;
let a: TestAccount;
let s: InvoiceSetup;
let admin: string;
type Line = { uuid: string; type: string; currency: string; debit: string; credit: string; balance: string };

const statement = (query: string, supplier = s.supplier.uuid) =>
  t.call(admin, { method: 'GET', url: `${API}/soldes/${a.master.id}/${supplier}?${query}` });

/** Reads a supplier's statement page after page by cursor (`size` lines a page). */
async function byCursor(size: number, supplier = s.supplier.uuid): Promise<Line[][]> {
  const pages: Line[][] = [];
  let cursor: string | undefined;
  for (let start = 0; ; start += size) {
    const res = await statement(`${range(start, size)}${cursor ? `&cursor=${cursor}` : ''}`, supplier);
    expect(res.statusCode, res.body).toBe(200);
    const page: Line[] = res.json();
    if (page.length)
      expect(res.headers['content-range']).toMatch(new RegExp(`^soldes ${start}-${start + page.length - 1}/\\d+$`));
    pages.push(page);
    cursor = res.headers['x-next-cursor'] as string | undefined;
    if (!cursor) return pages;
  }
}

/** Each line's balance is the one of the previous line of its currency plus its credit minus its debit. */
function expectRunningPerCurrency(all: Line[]) {
  const owed = new Map<string, bigint>();
  for (const l of all) {
    const balance = (owed.get(l.currency) ?? 0n) + toCents(l.credit) - toCents(l.debit);
    expect(toCents(l.balance), `${l.currency} ${l.uuid}`).toBe(balance);
    owed.set(l.currency, balance);
  }
  return owed;
}
const range = (start: number, size: number) => `range=${encodeURIComponent(JSON.stringify([start, start + size - 1]))}`;

beforeAll(async () => {
  t = await createTestContext();
  a = await createAccount(t.database.db);
  admin = await t.token({ sub: a.admin.id, roles: [] });
  s = await createInvoiceSetup(t, admin);
  // 26 invoices over 9 days (several a day: the order within a day is creation time, then id) and a credit note
  await t.database.db.execute(sql`
    insert into documents (company_id, account_id, origin_type_id, document_group_id, supplier_id, suppliername, number, date,
      status, total_ht, total_tva, total_ttc, solde, category)
    select ${a.master.id}, ${a.master.id}, ${s.origin.suppliers.uuid}, ${s.group.uuid}, ${s.supplier.uuid}, 'LE FOURNISSEUR',
      'K-' || i, date '2026-02-01' + (i / 3), 2, (100 + i)::numeric, 0, (100 + i)::numeric, (100 + i)::numeric,
      case when i = 25 then 'CREDIT' else 'INVOICE' end
    from generate_series(0, 25) i`);
  const ids = await queryRows<{ id: string }>(
    t.database.db,
    sql`select id from documents where supplier_id = ${s.supplier.uuid} and category = 'INVOICE' order by number limit 4`,
  );
  for (const [i, d] of ids.entries()) {
    const res = await t.call(admin, {
      method: 'POST',
      url: `${API}/payments`,
      payload: { paymentdate: `2026-02-0${2 + i}`, name: `V${i}`, invoices: [{ invoiceuuid: d.id, amount: '50.00' }] },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}, 60_000);
afterAll(async () => t?.close());

describe('statement keyset pages', () => {
  it('follow each other by cursor, the balance carried, equal to the statement read whole', async () => {
    const whole = await statement(range(0, 100));
    expect(whole.statusCode, whole.body).toBe(200);
    const all: Line[] = whole.json();
    expect(all).toHaveLength(30);
    expect(whole.headers['x-next-cursor']).toBeUndefined();

    const pages = await byCursor(7);
    expect(pages.map((p) => p.length)).toEqual([7, 7, 7, 7, 2]);
    expect(pages.flat()).toEqual(all);
    // continuity: each line's balance is the previous one's plus its credit minus its debit, across pages
    for (let i = 1; i < all.length; i++)
      expect(toCents(all[i].balance)).toBe(
        toCents(all[i - 1].balance) + toCents(all[i].credit) - toCents(all[i].debit),
      );
    // the last page by offset (no cursor) says the same as by cursor
    expect((await statement(range(28, 7))).json()).toEqual(pages[4]);
  });

  it('refuses a cursor it did not write, and one on every supplier', async () => {
    const bad = await statement(
      `${range(7, 7)}&cursor=${Buffer.from('["2026-02-01","x","y","1"]').toString('base64url')}`,
    );
    expect(bad.statusCode).toBe(400);
    expect((await statement(`${range(7, 7)}&cursor=%%%`)).statusCode).toBe(400);
    const first = await statement(range(0, 7));
    const all = await t.call(admin, {
      method: 'GET',
      url: `${API}/soldes/${a.master.id}/all?${range(7, 7)}&cursor=${first.headers['x-next-cursor']}`,
    });
    expect(all.statusCode).toBe(400);
  });
});

describe('a statement in two currencies', () => {
  it('keeps one running balance per currency, carried across a page of the other currency only', async () => {
    const res = await t.call(admin, {
      method: 'POST',
      url: `${API}/suppliers`,
      payload: { name: 'Thames Paper Ltd', origintype: s.origin.suppliers.uuid },
    });
    expect(res.statusCode, res.body).toBe(201);
    const thames: string = res.json().uuid;
    // days 0-2 and 10-14 in pounds, 3-9 in euros: with pages of 4, the second page holds euros only
    await t.database.db.execute(sql`
      insert into documents (company_id, account_id, origin_type_id, document_group_id, supplier_id, suppliername, number, date,
        status, total_ht, total_tva, total_ttc, solde, category, currency)
      select ${a.master.id}, ${a.master.id}, ${s.origin.suppliers.uuid}, ${s.group.uuid}, ${thames}, 'Thames Paper Ltd',
        'T-' || i, date '2026-03-01' + i, 2, (1000 + i)::numeric, 0, (1000 + i)::numeric, (1000 + i)::numeric, 'INVOICE',
        case when i between 3 and 9 then 'EUR' else 'GBP' end
      from generate_series(0, 14) i`);
    const [first] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from documents where supplier_id = ${thames} and number = 'T-0'`,
    );
    const paid = await t.call(admin, {
      method: 'POST',
      url: `${API}/payments`,
      payload: { paymentdate: '2026-03-12', name: 'Transfer', invoices: [{ invoiceuuid: first.id, amount: '400.00' }] },
    });
    expect(paid.statusCode, paid.body).toBe(200);

    const whole: Line[] = (await statement(range(0, 100), thames)).json();
    expect(whole).toHaveLength(16);
    const owed = expectRunningPerCurrency(whole);
    // pounds: 1000 + 1001 + 1002 + 1010 + ... + 1014 - 400; euros: 1003 + ... + 1009, never added together
    expect(owed.get('GBP')).toBe(toCents('7663.00'));
    expect(owed.get('EUR')).toBe(toCents('7042.00'));
    expect(whole.find((l) => l.type === 'PAYMENT')).toMatchObject({ currency: 'GBP', debit: '400.00' });

    const pages = await byCursor(4, thames);
    expect(pages[1].map((l) => l.currency)).toEqual(['EUR', 'EUR', 'EUR', 'EUR']);
    expect(pages.flat()).toEqual(whole);
    // a page read by offset gives a cursor that carries the pounds too
    const second = await statement(range(4, 4), thames);
    const third = await statement(`${range(8, 4)}&cursor=${second.headers['x-next-cursor']}`, thames);
    expect(third.json()).toEqual(pages[2]);
  });
});
