import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/db';
import { queryRows, type Database, type Db } from '../db/client';
import { figuresDifferences } from '../db/figuresCheck';
import { seedDemoData } from './seed';
import { DEMO_MASTER, seedScale, type Counts } from './seedScale';

let database: Database;
let db: Db;
let account: string;
let first: Counts;
let indexesBefore: string[];

const SIZE = { documents: 2000, suppliers: 50, payments: 300, emails: 100 };
const rows = <T>(query: SQL) => queryRows<T>(db, query);
const num = async (query: SQL) => Number((await rows<{ n: string | number }>(query))[0].n);

const indexes = async () =>
  (
    await rows<{ def: string }>(
      sql`select indexdef as def from pg_indexes where schemaname = current_schema() order by 1`,
    )
  ).map((r) => r.def);

/** Table counts of the demo account, to compare with what a run says it wrote. */
async function tableCounts() {
  const mine = sql`(select id from companies where id = ${account} or master_id = ${account})`;
  return {
    documents: await num(sql`select count(*) as n from documents where account_id = ${account}`),
    suppliers: await num(
      sql`select count(*) as n from suppliers where company_id = ${account} and name ~ '^Fournisseur [0-9]+ '`,
    ),
    payments: await num(sql`select count(*) as n from payments where account_id = ${account}`),
    paymentLines: await num(
      sql`select count(*) as n from payment_invoices l join payments p on p.id = l.payment_id where p.account_id = ${account}`,
    ),
    emails: await num(sql`select count(*) as n from emails where account_id = ${account} and status = 'SENT'`),
    supplierBalances: await num(sql`select count(*) as n from supplier_balances where company_id in ${mine}`),
    duplicates: await num(sql`select count(*) as n from documents where account_id = ${account} and is_duplicate`),
  };
}

/** The invariants every seeded account keeps, each as a count of rows breaking it. */
async function expectInvariants() {
  // the dashboard figures equal their documents (rebuilt after a load with the triggers off, kept by them otherwise)
  expect(await figuresDifferences(db)).toEqual([]);
  // HT + TVA = TTC, VAT at 20, 10 or 5.5 % rounded to the cent, signs by category
  expect(
    await num(sql`select count(*) as n from documents where account_id = ${account}
    and (total_ht is null or total_tva is null or total_ttc is null or total_ht + total_tva <> total_ttc
      or (category = 'CREDIT') <> (total_ttc < 0) or category not in ('INVOICE', 'CREDIT')
      or total_tva not in (round(total_ht * 0.2, 2), round(total_ht * 0.1, 2), round(total_ht * 0.055, 2)))`),
  ).toBe(0);
  // a payable document's balance is its total minus its payment lines, and its status says how much is paid
  const paid = sql`(select document_id, sum(amount) as amount, count(*) as lines from payment_invoices group by 1)`;
  expect(
    await num(sql`select count(*) as n from documents d left join ${paid} l on l.document_id = d.id where d.account_id = ${account}
    and case d.status
      when 1 then d.solde is not null or l.lines is not null
      when 2 then d.solde is distinct from d.total_ttc or l.lines is not null
      when 3 then d.solde is distinct from d.total_ttc - l.amount or d.solde = 0 or l.lines is null
      when 4 then d.solde is distinct from 0 or d.total_ttc <> l.amount
      else true end`),
  ).toBe(0);
  expect(await num(sql`select count(distinct status) as n from documents where account_id = ${account}`)).toBe(4);
  // each payment pays 1-5 documents of its own supplier, company and currency, with amounts of each document's sign
  expect(
    await num(sql`select count(*) as n from payments p join payment_invoices l on l.payment_id = p.id join documents d on d.id = l.document_id
    where p.account_id = ${account} and (d.supplier_id <> p.supplier_id or d.company_id <> p.company_id or sign(l.amount) <> sign(d.total_ttc)
      or p.payment_date < d.date or d.currency <> p.currency)`),
  ).toBe(0);
  expect(
    await num(sql`select count(*) as n from payments p where p.account_id = ${account}
    and (select count(*) from payment_invoices l where l.payment_id = p.id) not between 1 and 5`),
  ).toBe(0);
  // supplier_balances holds the open balances of counted documents (no row: 0), which is also invoiced minus paid
  const counted = sql`status in (2, 3, 4) and solde is not null and supplier_id is not null`;
  expect(
    await num(sql`select count(*) as n from supplier_balances b full join (
      select company_id, supplier_id, origin_type_id, document_group_id, sum(solde) as s, sum(total_ttc) as ttc from documents
      where account_id = ${account} and ${counted} group by 1, 2, 3, 4) d
    using (company_id, supplier_id, origin_type_id, document_group_id)
    where (b.company_id is null or b.company_id in (select id from companies where id = ${account} or master_id = ${account}))
      and (coalesce(b.balance, 0) <> coalesce(d.s, 0) or d.s is distinct from d.ttc - (select coalesce(sum(l.amount), 0) from payment_invoices l
        join payments p on p.id = l.payment_id where p.company_id = d.company_id and p.supplier_id = d.supplier_id))`),
  ).toBe(0);
  // duplicates are exactly the (supplier, number) groups seen twice; keyword values typed for every document
  expect(
    await num(sql`select count(*) as n from documents d where account_id = ${account} and is_duplicate <> (
    select count(*) > 1 from documents o where o.account_id = d.account_id and o.supplier_id = d.supplier_id and lower(trim(o.number)) = lower(trim(d.number)))`),
  ).toBe(0);
  expect(
    await num(
      sql`select count(*) as n from documents d where account_id = ${account} and (select count(*) from document_values v where v.document_id = d.id) <> 5`,
    ),
  ).toBe(0);
  expect(
    await num(sql`select count(*) as n from documents d join document_values v on v.document_id = d.id
    where account_id = ${account} and v.num_value is distinct from d.total_ttc and v.keyword_id = (select id from keywords where company_id = ${account} and type = 'TTC')`),
  ).toBe(0);
}

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  await seedDemoData(db);
  account = (await rows<{ id: string }>(sql`select id from companies where name = ${DEMO_MASTER}`))[0].id;
  indexesBefore = await indexes();
  // the indexes are dropped and rebuilt as for a big load, so that path runs here too
  first = await seedScale(db, { ...SIZE, seed: 7, rebuildIndexes: true });
}, 120_000);
afterAll(async () => {
  await database?.close();
});

describe('scale seed', () => {
  it('writes what it says, in the demo account', async () => {
    expect(first).toMatchObject({ ...SIZE, supplierBalances: expect.any(Number) });
    const { documents, suppliers, payments, paymentLines, emails, supplierBalances, duplicates } = first;
    expect(await tableCounts()).toEqual({
      documents,
      suppliers,
      payments,
      paymentLines,
      emails,
      supplierBalances,
      duplicates,
    });
    expect(duplicates).toBeGreaterThanOrEqual(2);
    expect(paymentLines).toBeGreaterThan(payments);
    // one supplier with a long statement: 11,000 lines at 200,000 documents, in proportion below
    expect(first.bigSupplier.statementLines).toBe(110);
    // a few suppliers invoice in dollars or pounds, and their payments are in that currency
    const foreign = await rows<{ currency: string; documents: string }>(
      sql`select currency, count(*) as documents from documents
      where account_id = ${account} and suppliername like 'Fournisseur %' and currency <> 'EUR' group by 1 order by 1`,
    );
    expect(foreign.map((f) => f.currency)).toEqual(['GBP', 'USD']);
    expect(foreign.reduce((n, f) => n + Number(f.documents), 0)).toBeGreaterThan(SIZE.documents * 0.01);
  });

  it('keeps the invariants: totals, balances, payments of one supplier, derived facts', async () => {
    await expectInvariants();
  });

  it('leaves the schema as it found it: every index back, triggers on, every reference resolved', async () => {
    expect(await indexes()).toEqual(indexesBefore);
    expect(
      await rows(
        sql`select tgname from pg_trigger where tgrelid = 'documents'::regclass and not tgisinternal and tgenabled <> 'O'`,
      ),
    ).toEqual([]);
    // foreign keys were not checked row by row during the load
    expect(
      await num(sql`select
        (select count(*) from documents d where not exists (select 1 from companies c where c.id = d.company_id)
          or not exists (select 1 from companies c where c.id = d.account_id) or (d.created_by is not null and not exists (select 1 from users u where u.id = d.created_by)))
      + (select count(*) from document_values v where not exists (select 1 from documents d where d.id = v.document_id))
      + (select count(*) from payment_invoices l where not exists (select 1 from documents d where d.id = l.document_id)
          or not exists (select 1 from payments p where p.id = l.payment_id))
      + (select count(*) from payments p where not exists (select 1 from companies c where c.id = p.company_id))
      + (select count(*) from emails e where not exists (select 1 from companies c where c.id = e.company_id)
          or exists (select 1 from unnest(e.document_ids) x where not exists (select 1 from documents d where d.id = x)))
      + (select count(*) from suppliers s where s.company_id = ${account} and not exists (select 1 from origin_types o where o.id = s.origin_type_id))
      as n`),
    ).toBe(0);
  });

  it('spreads documents like a real group: three years, a twelfth per quarter, credit notes, a branch share, old ones mostly paid', async () => {
    const [shape] = await rows<Record<string, string>>(sql`select
        count(*) filter (where date > current_date - 91)::float / count(*) as quarter,
        count(*) filter (where category = 'CREDIT')::float / count(*) as credits,
        count(*) filter (where company_id <> account_id)::float / count(*) as branch,
        count(*) filter (where status = 4 and date < current_date - 365)::float / nullif(count(*) filter (where date < current_date - 365), 0) as old_paid,
        count(*) filter (where status = 1 and date > current_date - 60) as recent_saved,
        min(date) >= current_date - 3 * 365 - 1 and max(date) <= current_date as in_range
      from documents where account_id = ${account}`);
    expect(Number(shape.quarter)).toBeGreaterThan(0.06);
    expect(Number(shape.quarter)).toBeLessThan(0.11);
    expect(Number(shape.credits)).toBeGreaterThan(0.01);
    expect(Number(shape.credits)).toBeLessThan(0.06);
    expect(Number(shape.branch)).toBeGreaterThan(0.05);
    expect(Number(shape.branch)).toBeLessThan(0.15);
    expect(Number(shape.old_paid)).toBeGreaterThan(0.5);
    expect(Number(shape.recent_saved)).toBeGreaterThan(0);
    expect(shape.in_range).toBe(true);
  });

  it('with the row triggers kept on, a second run adds new suppliers and keeps the same invariants', async () => {
    const before = await tableCounts();
    const second = await seedScale(db, {
      documents: 600,
      suppliers: 10,
      payments: 60,
      emails: 20,
      seed: 8,
      triggers: true,
    });
    const after = await tableCounts();
    for (const k of ['documents', 'suppliers', 'payments', 'paymentLines', 'emails'] as const)
      expect(after[k] - before[k]).toBe(second[k]);
    expect(
      await num(
        sql`select count(distinct name) as n from suppliers where company_id = ${account} and name ~ '^Fournisseur [0-9]+ '`,
      ),
    ).toBe(60);
    await expectInvariants();
  });
});
