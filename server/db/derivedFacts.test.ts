/**
 * What the database keeps itself (migrations 0007, 0009): supplier balances and duplicate flags follow
 * every change of documents, whatever code path writes them, even in one large transaction.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/db';
import { documentRow, insertSupplier } from '../test/documentRows';
import { createAccount, type TestAccount } from '../test/factories';
import { queryRows, type Database } from './client';
import { documents, suppliers } from './schema';

let database: Database;
let a: TestAccount;
let supplier: string;

const balance = async () =>
  (
    await queryRows<{ b: string | null }>(
      database.db,
      sql`select sum(balance)::text as b from supplier_balances where supplier_id = ${supplier}`,
    )
  )[0].b ?? '0';
const doc = (patch: Partial<typeof documents.$inferInsert>) => documentRow(a, supplier, patch);

beforeAll(async () => {
  database = await openTestDatabase();
  a = await createAccount(database.db);
  supplier = await insertSupplier(database.db, a);
}, 60_000);
afterAll(async () => database?.close());

describe('kept by the database', () => {
  it("a supplier's balance follows validation, payment, a change of supplier and deletion", async () => {
    const [x] = await database.db
      .insert(documents)
      .values(doc({ status: 1, totalttc: '100.00' }))
      .returning();
    expect(await balance()).toBe('0');
    await database.db.update(documents).set({ status: 2, balance: '100.00' }).where(eq(documents.uuid, x.uuid));
    expect(await balance()).toBe('100.00');
    await database.db.update(documents).set({ status: 3, balance: '40.00' }).where(eq(documents.uuid, x.uuid));
    expect(await balance()).toBe('40.00');
    await database.db
      .insert(documents)
      .values(doc({ status: 2, totalttc: '-15.50', balance: '-15.50', category: 'CREDIT' }));
    expect(await balance()).toBe('24.50');
    const [other] = await database.db.insert(suppliers).values({ companyId: a.master.id, name: 'Autre' }).returning();
    await database.db.update(documents).set({ supplieruuid: other.uuid }).where(eq(documents.uuid, x.uuid));
    expect(await balance()).toBe('-15.50');
    await database.db.delete(documents).where(eq(documents.supplieruuid, supplier));
    expect(await balance()).toBe('0.00');
  });

  it('flags duplicates across one transaction of 20,000 documents without running out of locks', async () => {
    await database.db.execute(sql`
      insert into documents (company_id, account_id, supplier_id, number, status)
      select ${a.master.id}, ${a.master.id}, ${supplier}, 'BULK-' || (i % 19999), 1 from generate_series(0, 19999) i`);
    const [r] = await queryRows<{ dup: number; n: number }>(
      database.db,
      sql`
      select (count(*) filter (where is_duplicate))::int as dup, count(*)::int as n from documents where number like 'BULK-%'`,
    );
    // 'BULK-0' appears twice (i = 0 and i = 19999)
    expect(r).toEqual({ dup: 2, n: 20000 });
    await database.db.execute(sql`delete from documents where number like 'BULK-%'`);
    expect(
      (
        await queryRows<{ n: number }>(
          database.db,
          sql`select count(*)::int as n from documents where number like 'BULK-%'`,
        )
      )[0].n,
    ).toBe(0);
  }, 120_000);
});
