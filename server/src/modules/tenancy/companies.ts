/** An account is its master company and the branches under it: the one place that says which companies that is. */
import { asc, eq, or } from 'drizzle-orm';
import { isAdmin } from '../../../../resources/access';
import type { Branch } from '../../../../resources/company/company.model';
import type { DbOrTx } from '../../../db/client';
import { companies, users } from '../../../db/schema';

const ofAccount = (accountId: string) => or(eq(companies.id, accountId), eq(companies.masterId, accountId));

/** The ids of the account's companies (the master and its branches). */
export async function accountCompanyIds(db: DbOrTx, accountId: string): Promise<string[]> {
  const rows = await db.select({ id: companies.id }).from(companies).where(ofAccount(accountId));
  return rows.map((r) => r.id);
}

/** The account's companies (master first) with the admin user of each, as the spec's Branch shape. */
export async function accountBranches({ db }: { db: DbOrTx }, accountId: string): Promise<Branch[]> {
  const rows = await db
    .select()
    .from(companies)
    .where(ofAccount(accountId))
    .orderBy(asc(companies.createdAt), asc(companies.name));
  const people = await db
    .select()
    .from(users)
    .where(or(...rows.map((r) => eq(users.companyId, r.id))));
  return rows
    .map((c): Branch => {
      const admin = people.find((u) => u.companyId === c.id && isAdmin({ roles: u.roles }));
      return {
        uuid: c.id,
        companyUUID: c.id,
        companyName: c.name,
        companyAddress: c.address,
        email: admin?.email ?? '',
        firstName: admin?.firstName ?? '',
        lastName: admin?.lastName ?? '',
        admin: Boolean(admin),
        master: c.masterId === null,
      };
    })
    .sort((a, b) => Number(b.master) - Number(a.master));
}
