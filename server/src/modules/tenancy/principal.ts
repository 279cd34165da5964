import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { companies, ruleGroups, users } from '../../../db/schema';
import type { AccessSubject } from '../../../../src/domain/access';
import { isPermission } from '../../../../src/domain/access';
import { AppError } from '../../errors';
import type { VerifiedToken } from '../../plugins/tokens';
import { currentOffer, type CurrentOffer } from './currentOffer';

/** Everything a request needs to know about its user, resolved once and cached briefly. */
export interface Principal extends AccessSubject {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  companyId: string;
  /** The user's account: their company if master, else its master. */
  accountId: string;
  groups: string[];
  originTypesAccess: string[];
  documentGroupsAccess: string[];
  mustChangePassword: boolean;
  offer: CurrentOffer;
}

type UserRow = typeof users.$inferSelect;

async function findUser(db: Db, token: VerifiedToken, byEmail: boolean): Promise<UserRow | undefined> {
  if (!byEmail) {
    if (!/^[0-9a-f-]{36}$/i.test(token.sub)) return undefined;
    const [u] = await db.select().from(users).where(eq(users.id, token.sub));
    return u;
  }
  if (!token.email) return undefined;
  const [u] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${token.email.toLowerCase()}`);
  return u;
}

/**
 * Resolves a verified token to a principal. Roles come from the token when the provider sends them
 * (only the provider can make a super administrator), else from our own records.
 */
export async function resolvePrincipal(
  db: Db,
  token: VerifiedToken,
  opts: { matchByEmail: boolean },
): Promise<Principal> {
  const user = await findUser(db, token, opts.matchByEmail);
  if (!user || !user.active)
    throw new AppError('FORBIDDEN', 'This identity has no active Paperdesk account', { key: 'error.account.none' });
  const [company] = await db.select().from(companies).where(eq(companies.id, user.companyId));
  if (!company) throw new AppError('FORBIDDEN', 'This account has no company', { key: 'error.account.nocompany' });
  const accountId = company.masterId ?? company.id;
  const roles = token.roles ?? user.roles;
  const groupRows = user.ruleGroups.length
    ? await db
        .select({ permissions: ruleGroups.permissions })
        .from(ruleGroups)
        .where(and(inArray(ruleGroups.uuid, user.ruleGroups), eq(ruleGroups.companyId, accountId)))
    : [];
  const permissions = [...new Set([...user.permissions, ...groupRows.flatMap((g) => g.permissions)])].filter(
    isPermission,
  );
  const offer = await currentOffer(db, accountId);
  return {
    userId: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    companyId: company.id,
    accountId,
    roles,
    permissions,
    functionalities: offer.offer?.lines.map((l) => l.functionnality) ?? [],
    master: company.masterId === null,
    groups: user.ruleGroups,
    originTypesAccess: user.originTypesAccess,
    documentGroupsAccess: user.documentGroupsAccess,
    mustChangePassword: user.mustChangePassword,
    offer,
  };
}

/**
 * Caches resolved principals per node for at most `seconds` (<= 5 s by configuration), so a
 * permission change takes effect on every node within that bound.
 */
export function createPrincipalCache(seconds: number) {
  const entries = new Map<string, { value: Promise<Principal>; expires: number }>();
  return {
    bound: seconds,
    get(key: string, load: () => Promise<Principal>): Promise<Principal> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      const value = load();
      value.catch(() => entries.delete(key));
      if (entries.size > 10_000) entries.clear();
      if (seconds > 0) entries.set(key, { value, expires: now + seconds * 1000 });
      return value;
    },
    clear: () => entries.clear(),
  };
}
