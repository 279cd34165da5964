/** A company's administrator: created with the company (a branch's: branche + adminbranche), found by its roles. */
import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  isAdmin,
  isSuperAdmin,
  MASTER_ONLY_SUBJECTS,
  PERMISSIONS,
  type Permission,
} from '../../../../src/domain/access';
import type { BranchPayload } from '../../../../src/domain/branches/branch.model';
import type { DbOrTx, Tx } from '../../../db/client';
import { users } from '../../../db/schema';
import type { Principal } from '../tenancy/principal';
import type { NewCredentials } from './linkedUsers.accounts';

const BRANCH_ADMIN_ROLES = ['branche', 'adminbranche'];

const masterOnly = (p: Permission) => p === 'OVERVIEW_MODE' || MASTER_ONLY_SUBJECTS.some((s) => p.endsWith(`_${s}`));
/** A branch administrator gets every permission of their creator that is not a master's. */
const branchAdminPermissions = (creator: Principal): Permission[] =>
  (isSuperAdmin(creator) ? PERMISSIONS : (creator.permissions as Permission[])).filter((p) => !masterOnly(p));

/** Creates the administrator of a company (a branch's: branche + adminbranche). */
export async function insertAdmin(
  tx: Tx,
  req: FastifyRequest,
  companyId: string,
  master: boolean,
  d: BranchPayload,
  credentials: NewCredentials,
) {
  const [admin] = await tx
    .insert(users)
    .values({
      companyId,
      email: d.email,
      firstName: d.firstName,
      lastName: d.lastName,
      roles: master ? [] : BRANCH_ADMIN_ROLES,
      permissions: branchAdminPermissions(req.principal),
      createdBy: req.principal.userId,
      passwordHash: credentials.passwordHash,
      mustChangePassword: credentials.mustChangePassword,
    })
    .returning();
  return admin;
}

/** The company's first administrator (never a super administrator), if any. */
export const adminOf = async (db: DbOrTx, companyId: string) =>
  (await db.select().from(users).where(eq(users.companyId, companyId)).orderBy(asc(users.createdAt))).find(
    (u) => isAdmin({ roles: u.roles }) && !isSuperAdmin({ roles: u.roles }),
  );
