/** How accounts read for the super administrator: the master company, its administrator and subscription in force. */
import { and, asc, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import { isAdmin } from '../../../../src/domain/access';
import type { AccountRecord } from '../../../../src/domain/accounts/account.model';
import type { Db } from '../../../db/client';
import { companies, offers, subscriptions, users } from '../../../db/schema';
import { likePattern } from '../../crud/listQuery';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Accounts = master companies, except the platform's own (where super administrators live). */
const notPlatform = sql`not exists (select 1 from users u where u.company_id = ${companies.id} and 'superadmin' = any(u.roles))`;
export const accountsWhere = (only?: string, q?: string) =>
  and(
    isNull(companies.masterId),
    notPlatform,
    only ? eq(companies.id, only) : undefined,
    q?.trim() ? ilike(companies.name, likePattern(q)) : undefined,
  );

export async function accountSummaries(
  db: Db,
  only?: string,
  page: { limit: number; offset: number; q?: string } = { limit: 1, offset: 0 },
): Promise<AccountRecord[]> {
  const masters = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(accountsWhere(only, page.q))
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(page.limit)
    .offset(page.offset);
  if (!masters.length) return [];
  const ids = masters.map((m) => m.id);
  const people = await db
    .select({ companyId: users.companyId, email: users.email, roles: users.roles })
    .from(users)
    .where(inArray(users.companyId, ids))
    .orderBy(asc(users.createdAt));
  const subs = await db
    .select({ sub: subscriptions, offerName: offers.name })
    .from(subscriptions)
    .innerJoin(offers, eq(offers.id, subscriptions.offerId))
    .where(inArray(subscriptions.companyId, ids))
    .orderBy(desc(subscriptions.active), desc(subscriptions.startDate));
  const now = new Date();
  return masters.map((m) => {
    const admin = people.find((u) => u.companyId === m.id && isAdmin(u));
    const s = subs.find((x) => x.sub.companyId === m.id);
    return {
      uuid: m.id,
      companyName: m.name,
      email: admin?.email ?? '',
      offerUUID: s?.sub.offerId ?? null,
      offer: s?.offerName ?? null,
      subscriptionUUID: s?.sub.id ?? null,
      offerStartDate: iso(s?.sub.startDate ?? null),
      offerEndDate: iso(s?.sub.endDate ?? null),
      offerActive: Boolean(s?.sub.active && (!s.sub.endDate || s.sub.endDate > now)),
    };
  });
}
