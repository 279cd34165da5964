import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../../db/client';
import { companies, users } from '../../../db/schema';
import { AppError } from '../../errors';
import { accountCompanyIds } from '../tenancy/companies';
import { currentOffer } from '../tenancy/currentOffer';

export type QuotaKind = 'USERS' | 'BRANCHES' | 'DOCUMENTS';

const startOfMonth = (now = new Date()) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/**
 * The users the USERS quantity counts, and the master's users list shows: not the super administrators nor the
 * branch administrators (who come with their branch, counted under BRANCHES and listed with the branches).
 */
export const COUNTED_AS_USER = sql`not (${users.roles} && array['superadmin', 'adminbranche']::text[])`;

/** Counts an account's usage of a quantity; MONTHLY counts the current calendar month, TOTAL everything. */
export const usageCounters: Record<QuotaKind, (db: Db, accountId: string, since: Date | null) => Promise<number>> = {
  /** The people of the master's users list: the users of every company of the account (COUNTED_AS_USER). */
  USERS: async (db, accountId, since) => {
    const ids = await accountCompanyIds(db, accountId);
    const rows = await db
      .select({ n: sql<number>`count(*)` })
      .from(users)
      .where(and(inArray(users.companyId, ids), COUNTED_AS_USER, since ? gte(users.createdAt, since) : undefined));
    return Number(rows[0].n);
  },
  BRANCHES: async (db, accountId, since) => {
    const rows = await db
      .select({ n: sql<number>`count(*)` })
      .from(companies)
      .where(and(eq(companies.masterId, accountId), since ? gte(companies.createdAt, since) : undefined));
    return Number(rows[0].n);
  },
  // Documents register their counter when that module loads.
  DOCUMENTS: async () => 0,
};

export interface QuotaState {
  kind: QuotaKind;
  used: number;
  limit: number;
  period: string;
}

/** The offer's limit for a kind (-1 = unlimited) and the usage it counts. */
export async function quotaState(
  db: Db,
  accountId: string,
  offerLines: { functionnality: string; quantity: number; period: string }[],
  kind: QuotaKind,
): Promise<QuotaState> {
  const line = offerLines.find((l) => l.functionnality === kind);
  const limit = line ? line.quantity : 0;
  const period = line?.period ?? 'TOTAL';
  const used = await usageCounters[kind](db, accountId, period === 'MONTHLY' ? startOfMonth() : null);
  return { kind, used, limit, period };
}

/** The refusal's key by kind: [a limit in all, a limit per month]. */
const QUOTA_KEYS: Record<QuotaKind, [string, string]> = {
  USERS: ['error.quota.users', 'error.quota.users_monthly'],
  BRANCHES: ['error.quota.branches', 'error.quota.branches_monthly'],
  DOCUMENTS: ['error.quota.documents', 'error.quota.documents_monthly'],
};

/**
 * Refuses growth beyond the offer's quantity. Runs inside the creating transaction, serialised per
 * account and kind, so two concurrent creations cannot both take the last place.
 */
export async function checkQuota(
  db: DbOrTx,
  req: Pick<FastifyRequest, 'scope' | 'principal'>,
  kind: QuotaKind,
  adding = 1,
): Promise<void> {
  const accountId = req.scope.accountId;
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`${accountId}:${kind}`}))`);
  // The offer of the account in scope (a super administrator may act on another account).
  const offer = accountId === req.principal.accountId ? req.principal.offer : await currentOffer(db, accountId);
  const state = await quotaState(db, accountId, offer.offer?.lines ?? [], kind);
  if (state.limit >= 0 && state.used + adding > state.limit) {
    const what = kind.toLowerCase();
    throw new AppError(
      'LIMIT_EXCEEDED',
      `Your offer allows ${state.limit} ${what}${state.period === 'MONTHLY' ? ' per month' : ''}; you have ${state.used}. Upgrade your offer to add more.`,
      { key: QUOTA_KEYS[kind][state.period === 'MONTHLY' ? 1 : 0], params: { limit: state.limit, used: state.used } },
    );
  }
}
