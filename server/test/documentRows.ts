/** Suppliers and documents written straight into the database, as the tests of its triggers write them. */
import type { Db } from '../db/client';
import { documents, suppliers } from '../db/schema';
import type { TestAccount } from './factories';

/** A supplier of the account's master company: its uuid. */
export async function insertSupplier(db: Db, a: TestAccount, name = 'Fournisseur'): Promise<string> {
  const [{ uuid }] = await db.insert(suppliers).values({ companyId: a.master.id, name }).returning();
  return uuid;
}

/** A document of the account's master company from that supplier, with a number of its own unless `patch` gives one. */
export const documentRow = (a: TestAccount, supplier: string, patch: Partial<typeof documents.$inferInsert>) => ({
  companyId: a.master.id,
  accountId: a.master.id,
  supplieruuid: supplier,
  id: `N-${Math.random()}`,
  ...patch,
});
