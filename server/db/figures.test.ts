/**
 * The dashboard figures (migration perf23_figures_triggers) follow every change of documents, whatever
 * code path writes them, and the consistency check finds any row that does not.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/db';
import { documentRow, insertSupplier } from '../test/documentRows';
import { createAccount, type TestAccount } from '../test/factories';
import { queryRows, type Database } from './client';
import { figuresDifferences } from './figuresCheck';
import { documents } from './schema';

let database: Database;
let a: TestAccount, b: TestAccount;
let supplier: string;

const doc = (patch: Partial<typeof documents.$inferInsert>) => documentRow(a, supplier, patch);
const dayRows = () =>
  queryRows<{ day: string; status: number; documents: number; ttc: string; owed: string; overdue_from: string | null }>(
    database.db,
    sql`select day::text, status, documents, ttc::text, owed::text, overdue_from::text from document_day_figures
      where company_id = ${a.master.id} order by day, status`,
  );

beforeAll(async () => {
  database = await openTestDatabase();
  [a, b] = [await createAccount(database.db), await createAccount(database.db)];
  supplier = await insertSupplier(database.db, a);
}, 60_000);
afterAll(async () => database?.close());

describe('dashboard figures', () => {
  it('add up a new document, its payment, its move and its deletion, in the same transaction', async () => {
    const [d] = await database.db
      .insert(documents)
      .values(doc({ date: '2026-03-05', duedate: '2026-04-05', status: 2, totalttc: '120.00', balance: '120.00' }))
      .returning();
    expect(await dayRows()).toEqual([
      { day: '2026-03-05', status: 2, documents: 1, ttc: '120.00', owed: '120.00', overdue_from: '2026-04-05' },
    ]);
    // partly paid, then paid: the balance and the status move the document between rows
    await database.db.update(documents).set({ status: 3, balance: '20.00' }).where(eq(documents.uuid, d.uuid));
    await database.db.update(documents).set({ status: 4, balance: '0' }).where(eq(documents.uuid, d.uuid));
    expect(await dayRows()).toEqual([
      { day: '2026-03-05', status: 4, documents: 1, ttc: '120.00', owed: '0.00', overdue_from: null },
    ]);
    // in a transaction that rolls back, nothing stays
    await database.db
      .transaction(async (tx) => {
        await tx.update(documents).set({ date: '2026-05-01' }).where(eq(documents.uuid, d.uuid));
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect((await dayRows())[0].day).toBe('2026-03-05');
    await database.db.delete(documents).where(eq(documents.uuid, d.uuid));
    expect(await dayRows()).toEqual([]);
    expect(await figuresDifferences(database.db)).toEqual([]);
  });

  it('stay equal to their documents after many writes of every kind, in two companies', async () => {
    const values = Array.from({ length: 60 }, (_, i) =>
      doc({
        companyId: i % 3 ? a.master.id : a.branches[0].id,
        date: i % 7 ? `2026-0${1 + (i % 3)}-1${i % 10}` : undefined,
        status: i % 5,
        totalttc: i % 4 ? `${i}.50` : undefined,
        balance: i % 5 >= 2 ? `${i}.50` : null,
        duedate: `2026-02-${10 + (i % 15)}`,
        supplieruuid: i % 6 ? supplier : undefined,
        suppliername: `S${i % 4}`,
        currency: i % 8 ? 'EUR' : 'USD',
      }),
    );
    await database.db.insert(documents).values(values);
    await database.db.insert(documents).values({
      ...doc({ status: 2, totalttc: '5.00' }),
      companyId: b.master.id,
      accountId: b.master.id,
      supplieruuid: undefined,
    });
    await database.db.execute(
      sql`update documents set status = 4, solde = 0 where status = 3 and company_id = ${a.master.id}`,
    );
    await database.db.execute(
      sql`update documents set total_ttc = total_ttc + 1, suppliername = 'Autre' where status = 2`,
    );
    await database.db.execute(
      sql`update documents set company_id = ${a.master.id} where company_id = ${a.branches[0].id} and status = 1`,
    );
    await database.db.execute(sql`delete from documents where status = 0`);
    expect(await figuresDifferences(database.db)).toEqual([]);
  });

  it('the check finds a kept row that no longer matches, a missing one and one too many', async () => {
    await database.db.execute(
      sql`update document_day_figures set ttc = ttc + 1 where ctid = (select min(ctid) from document_day_figures)`,
    );
    await database.db.execute(
      sql`delete from document_month_figures where ctid = (select min(ctid) from document_month_figures)`,
    );
    await database.db
      .execute(sql`insert into document_month_figures (company_id, currency, supplier_name, documents, ttc)
      values (${b.master.id}, 'EUR', 'ghost', 1, 1)`);
    const found = await figuresDifferences(database.db);
    const day = found.filter((d) => d.table === 'document_day_figures');
    expect(day.map((d) => d.only).sort()).toEqual(['expected', 'kept']);
    expect(Number(day.find((d) => d.only === 'kept')!.row.ttc)).toBe(
      Number(day.find((d) => d.only === 'expected')!.row.ttc) + 1,
    );
    const month = found.filter((d) => d.table === 'document_month_figures');
    expect(month.filter((d) => d.only === 'expected')).toHaveLength(1);
    expect(month.filter((d) => d.only === 'kept').map((d) => d.row.supplier_name)).toEqual(['ghost']);
    // the rebuild the scale seed uses puts them right
    await database.db.execute(sql`select paperdesk_rebuild_figures(array(select id from companies))`);
    expect(await figuresDifferences(database.db)).toEqual([]);
  });
});
