/**
 * Migration 0014: documents of the generic source (suppliers.divers) are flagged duplicates only with the same
 * number and the same supplier name (case, accents, punctuation, legal forms ignored), like the review's live
 * check; other sources keep same source + number.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../test/db';
import { createAccount, type TestAccount } from '../test/factories';
import { queryRows, type Database } from './client';
import { documents, suppliers } from './schema';

let database: Database;
let a: TestAccount;
let generic: string;
let named: string;

beforeAll(async () => {
  database = await openTestDatabase();
  a = await createAccount(database.db);
  [{ uuid: generic }] = await database.db
    .insert(suppliers)
    .values({ companyId: a.master.id, name: 'Divers', divers: true })
    .returning();
  [{ uuid: named }] = await database.db.insert(suppliers).values({ companyId: a.master.id, name: 'Acme' }).returning();
}, 60_000);
afterAll(async () => database?.close());

const insert = async (supplieruuid: string, suppliername: string, id: string) =>
  (
    await database.db
      .insert(documents)
      .values({
        companyId: a.master.id,
        accountId: a.master.id,
        supplieruuid,
        suppliername,
        invoiceNumber: id,
        status: 1,
      })
      .returning()
  )[0].uuid;
const flags = async (ids: string[]) =>
  (await database.db.select().from(documents).where(inArray(documents.uuid, ids))).reduce<Record<string, boolean>>(
    (o, d) => ({ ...o, [d.uuid]: d.isDuplicate }),
    {},
  );

it('the generic source: same number from two suppliers is no duplicate, same supplier name is', async () => {
  const x = await insert(generic, 'Plomberie Martin SARL', 'F-001');
  const y = await insert(generic, 'Boulangerie Petit', 'F-001');
  expect(await flags([x, y])).toEqual({ [x]: false, [y]: false });
  const z = await insert(generic, 'PLOMBERIE MARTIN', ' f-001 ');
  expect(await flags([x, y, z])).toEqual({ [x]: true, [y]: false, [z]: true });
  // renaming the supplier on one of them moves it out of the group
  await database.db.update(documents).set({ suppliername: 'Électricité Dupont' }).where(eq(documents.uuid, z));
  expect(await flags([x, z])).toEqual({ [x]: false, [z]: false });
  // and back in, accents and legal forms ignored
  await database.db.update(documents).set({ suppliername: 'Plomberie Martin S.A.R.L.' }).where(eq(documents.uuid, z));
  expect(await flags([x, z])).toEqual({ [x]: true, [z]: true });
  // without a supplier name, nobody's duplicate
  await database.db.update(documents).set({ suppliername: '' }).where(eq(documents.uuid, z));
  expect(await flags([x, z])).toEqual({ [x]: false, [z]: false });
});

it('another source: same number is a duplicate whatever name is typed', async () => {
  const x = await insert(named, 'Acme', 'A-9');
  const y = await insert(named, 'Someone else', 'A-9');
  expect(await flags([x, y])).toEqual({ [x]: true, [y]: true });
});

it('the name key ignores case, accents, punctuation and legal forms', async () => {
  const [r] = await queryRows<{ a: string; b: string }>(
    database.db,
    sql`select paperdesk_name_key('Coolblue B.V.') as a, paperdesk_name_key('  Société Générale  S.A.S. ') as b`,
  );
  expect(r).toEqual({ a: 'coolblue', b: 'societe generale' });
});
