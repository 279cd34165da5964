import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { companies } from '../../../db/schema';
import { canSwitchBranch, isSuperAdmin } from '../../../../src/domain/access';
import { isUuid } from '../../../../src/domain/ids';
import { AppError, notFound } from '../../errors';
import type { Principal } from './principal';

/** The company scope a request runs in. */
export interface Scope {
  /** The active company: the user's own, or the branch named by `buid`. Documents belong here. */
  companyId: string;
  /** The account (master company) of the active company. Configuration belongs here. */
  accountId: string;
  /** True when the active company is the account's master company. */
  isMasterCompany: boolean;
}

async function companyRow(db: Db, id: string) {
  if (!isUuid(id)) return undefined;
  const [c] = await db
    .select({ id: companies.id, masterId: companies.masterId })
    .from(companies)
    .where(eq(companies.id, id));
  return c;
}

/**
 * Decides the scope from the user and the `buid` (branch) and `sauid` (super-admin account) headers.
 * The headers are checked on every request; nothing is held in server memory.
 */
export async function resolveScope(db: Db, p: Principal, headers: { buid?: string; sauid?: string }): Promise<Scope> {
  let accountId = p.accountId;
  let home = p.companyId;
  if (headers.sauid && isSuperAdmin(p)) {
    const account = await companyRow(db, headers.sauid);
    if (!account || account.masterId !== null) throw notFound('Account');
    accountId = account.id;
    home = account.id;
  }
  const buid = headers.buid?.trim();
  if (!buid || buid === home) return { companyId: home, accountId, isMasterCompany: home === accountId };
  const branch = await companyRow(db, buid);
  // A master-company user allowed Overview Mode (or the super administrator on the chosen account) may
  // enter every company of the account (spec §6: branches are displayed when Overview Mode is allowed);
  // a branch user sees only their own branch, a clerk without Overview Mode only their own company.
  const mayEnter =
    branch && (branch.id === accountId || branch.masterId === accountId) && home === accountId && canSwitchBranch(p);
  if (!mayEnter) throw new AppError('FORBIDDEN', 'You may not see this branch', { key: 'error.scope.branch' });
  return { companyId: branch.id, accountId, isMasterCompany: branch.id === accountId };
}
