/** What a linked user's create, update and delete check: references, grants, a free e-mail, an administrator's account. */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isAdmin, isSuperAdmin } from '../../../../src/domain/access';
import type { LinkedUserPayload } from '../../../../src/domain/linkedUsers/linkedUser.model';
import type { Db } from '../../../db/client';
import { documentGroups, originTypes, users } from '../../../db/schema';
import { ownedIds } from '../../crud/references';
import type { CrudTable } from '../../crud/registerCrud';
import { AppError, forbidden, notFound } from '../../errors';
import { accountCompanyIds } from '../tenancy/companies';
import { assertEmailFree } from './linkedUsers.accounts';
import type { UserRow } from './linkedUsers.present';
import { groupPermissions, refuseBeyondGranter } from './ruleGroupGrants';

/** The stored columns of a linked user's payload. */
export const userColumns = (d: LinkedUserPayload) => ({
  firstName: d.firstname,
  lastName: d.lastname,
  email: d.email,
  permissions: d.permissions,
  ruleGroups: d.groups,
  originTypesAccess: d.origintypes,
  documentGroupsAccess: d.documentgroups,
});

/** The row of that user, in its own company. */
export const ofItsCompany = (u: UserRow) => and(eq(users.id, u.id), eq(users.companyId, u.companyId));

/**
 * The companies whose users the request reaches: from the master, every company of the account (a user created
 * inside a branch is counted on the subscription page, so the master lists and manages it, naming its branch);
 * from a branch, that branch.
 */
export const reachedCompanies = async (req: FastifyRequest) =>
  req.scope.companyId === req.scope.accountId
    ? accountCompanyIds(req.server.db, req.scope.accountId)
    : [req.scope.companyId];

/** A user the request reaches (never a super administrator), else 404. */
export async function loadLinkedUser(req: FastifyRequest, id: string): Promise<UserRow> {
  const [row] = await req.server.db
    .select()
    .from(users)
    .where(and(eq(users.id, id), inArray(users.companyId, await reachedCompanies(req))));
  if (!row || isSuperAdmin({ roles: row.roles })) throw notFound('User');
  return row;
}

/** Origin types and document groups must be the account's (404 naming the field). */
async function checkAccessLists(db: Db, accountId: string, d: LinkedUserPayload) {
  const missing: Record<string, string> = {};
  for (const [field, table, ids] of [
    ['origintypes', originTypes, d.origintypes],
    ['documentgroups', documentGroups, d.documentgroups],
  ] as const) {
    const owned = await ownedIds(db, table as unknown as CrudTable, accountId, ids);
    if (ids.some((id) => !owned.has(id))) missing[field] = 'error.reference';
  }
  if (Object.keys(missing).length)
    throw new AppError('NOT_FOUND', `Unknown reference: ${Object.keys(missing).join(', ')}`, { fields: missing });
}

/** Checks references and grants; `existing` grants stay allowed even if the editor lacks them. */
export async function checkLinkedUser(req: FastifyRequest, d: LinkedUserPayload, existing?: UserRow) {
  const { db } = req.server;
  const { accountId } = req.scope;
  const wanted = [...d.permissions, ...(await groupPermissions(db, accountId, d.groups, true))];
  await checkAccessLists(db, accountId, d);
  const already = existing
    ? [...existing.permissions, ...(await groupPermissions(db, accountId, existing.ruleGroups, false))]
    : [];
  refuseBeyondGranter(req.principal, wanted, already);
  if (!existing || existing.email.toLowerCase() !== d.email.toLowerCase())
    await assertEmailFree(db, d.email, existing?.id);
}

/** Only an administrator may change or remove an administrator's account. */
export function guardAdminTarget(req: FastifyRequest, target: UserRow) {
  if (isSuperAdmin({ roles: target.roles }) || (isAdmin({ roles: target.roles }) && !isAdmin(req.principal))) {
    throw forbidden('Only an administrator may change or delete an administrator account', 'error.user.adminonly');
  }
}
