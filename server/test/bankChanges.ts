import { isNull } from 'drizzle-orm';
import { supplierBankChanges } from '../db/schema';
import type { TestContext } from './app';

/**
 * For tests about something else than the bank-detail guard: every supplier's new bank details count as
 * confirmed by a second person (modules/bankDetails/supplierBank.test.ts tests the guard itself).
 */
export const confirmAllBankChanges = (t: Pick<TestContext, 'database'>) =>
  t.database.db
    .update(supplierBankChanges)
    .set({ confirmedAt: new Date(), confirmedByName: 'test' })
    .where(isNull(supplierBankChanges.confirmedAt));
