import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { companies } from '../../../db/schema';
import { AppError } from '../../errors';

/** A `branchuuid` of a payload: null (the account's master company) or a company of this account, else 404. */
export async function checkAccountBranch(db: Db, accountId: string, branch: unknown): Promise<string | null> {
  if (branch === null || branch === undefined || branch === '') return null;
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, String(branch)), or(eq(companies.id, accountId), eq(companies.masterId, accountId))));
  if (!row) throw new AppError('NOT_FOUND', 'Unknown branch', { fields: { branchuuid: 'error.reference' } });
  return row.id;
}

/** Dates of a row as ISO strings (the models read them as text). */
export const isoDates = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));
