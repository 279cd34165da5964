/** An account is its master company and the branches under it: the one place that says which companies that is. */
import { and, asc, eq, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isAdmin } from '../../../../src/domain/access';
import type { Branch } from '../../../../src/domain/company/company.model';
import type { DbOrTx } from '../../../db/client';
import { companies, users } from '../../../db/schema';
import { notFound } from '../../errors';

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

/** A branch the request may act in (move a document to, read the balances of): the account's companies the user may enter; 404 otherwise. */
export async function assertBranchAllowed(req: FastifyRequest, branchId: string) {
  const home = req.scope.accountId;
  const [c] = await req.server.db
    .select()
    .from(companies)
    .where(and(eq(companies.id, branchId), or(eq(companies.id, home), eq(companies.masterId, home))));
  if (!c) throw notFound('Branch');
  if (
    req.principal.companyId !== req.scope.accountId &&
    !req.principal.roles.includes('superadmin') &&
    c.id !== req.principal.companyId
  )
    throw notFound('Branch');
}
