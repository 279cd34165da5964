import { and, asc, eq, or } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  isAdmin,
  isSuperAdmin,
  MASTER_ONLY_SUBJECTS,
  PERMISSIONS,
  type Permission,
} from '../../../../src/domain/access';
import { idParams } from '../../../../src/domain/ids';
import { branchModel, type BranchPayload } from '../../../../src/domain/branches/branch.model';
import type { Branch } from '../../../../src/domain/company/company.model';
import { companies, users } from '../../../db/schema';
import { notFound } from '../../errors';
import { accountBranches } from '../tenancy/companies';
import type { Principal } from '../tenancy/principal';
import { checkQuota } from '../subscriptions/quota';
import { pageOf, parseListRequest } from '../../crud/listQuery';
import { optionalBody, anyObjectBody } from '../../plugins/routeSchemas';
import type { Db, Tx } from '../../../db/client';
import { assertEmailFree, newCredentials, uniqueEmailViolation, type NewCredentials } from './linkedUsers.accounts';

const BRANCH_ADMIN_ROLES = ['branche', 'adminbranche'];

const masterOnly = (p: Permission) => p === 'OVERVIEW_MODE' || MASTER_ONLY_SUBJECTS.some((s) => p.endsWith(`_${s}`));
/** A branch administrator gets every permission of their creator that is not a master's. */
const branchAdminPermissions = (creator: Principal): Permission[] =>
  (isSuperAdmin(creator) ? PERMISSIONS : (creator.permissions as Permission[])).filter((p) => !masterOnly(p));

/** Creates the administrator of a company (a branch's: branche + adminbranche). */
async function insertAdmin(
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

/** GET, POST /branches; PUT /branches/{id}: the account's companies (master first) and their administrators. */
export async function branchRoutes(api: FastifyInstance) {
  const typed = api.withTypeProvider<ZodTypeProvider>();
  const branchOf = async (req: FastifyRequest, id: string): Promise<Branch> => {
    const branch = (await accountBranches(api, req.scope.accountId)).find((b) => b.uuid === id);
    if (!branch) throw notFound('Branch');
    return branch;
  };
  const adminOf = async (db: Db, companyId: string) =>
    (await db.select().from(users).where(eq(users.companyId, companyId)).orderBy(asc(users.createdAt))).find(
      (u) => isAdmin({ roles: u.roles }) && !isSuperAdmin({ roles: u.roles }),
    );

  /** An account's branches are few (the offer's BRANCHES quota): paged from the whole list. */
  api.get('/branches', { config: { access: 'VIEW_BRANCHES' } }, async (req, reply) =>
    pageOf(
      reply,
      'branches',
      parseListRequest(req.query),
      await accountBranches(api, req.scope.accountId),
      (b) => `${b.companyName} ${b.email}`,
    ),
  );

  const create = { config: { access: 'CREATE_BRANCHES' }, schema: { body: optionalBody(branchModel.schema) } } as const;
  typed.post('/branches', create, async (req, reply) => {
    const data = req.body;
    await assertEmailFree(api.db, data.email);
    const credentials = await newCredentials(api);
    const branchId = await api.db
      .transaction(async (tx: Tx) => {
        // The branch's administrator comes with the branch: BRANCHES counts it, not USERS.
        await checkQuota(tx, req, 'BRANCHES');
        const [company] = await tx
          .insert(companies)
          .values({
            masterId: req.scope.accountId,
            name: data.companyName,
            address: data.companyAddress,
            items: [data.companyName],
          })
          .returning();
        await insertAdmin(tx, req, company.id, false, data, credentials);
        return company.id;
      })
      .catch((err) => {
        throw uniqueEmailViolation(err, data.email);
      });
    return reply.status(201).send({ ...(await branchOf(req, branchId)), ...credentials.answer });
  });

  typed.get('/branches/:id', { config: { access: 'VIEW_BRANCHES' }, schema: { params: idParams } }, async (req) =>
    branchOf(req, req.params.id),
  );

  const update = { config: { access: 'UPDATE_BRANCHES' }, schema: { params: idParams, body: anyObjectBody } } as const;
  typed.put('/branches/:id', update, async (req) => {
    const current = await branchOf(req, req.params.id);
    const data = branchModel.schema.parse({ ...current, ...req.body });
    const admin = await adminOf(api.db, current.uuid);
    if (!admin || admin.email.toLowerCase() !== data.email.toLowerCase())
      await assertEmailFree(api.db, data.email, admin?.id);
    const credentials = admin ? undefined : await newCredentials(api);
    await api.db
      .transaction(async (tx: Tx) => {
        await tx
          .update(companies)
          .set({ name: data.companyName, address: data.companyAddress, updatedAt: new Date() })
          .where(
            and(
              eq(companies.id, current.uuid),
              or(eq(companies.id, req.scope.accountId), eq(companies.masterId, req.scope.accountId)),
            ),
          );
        if (admin) {
          await tx
            .update(users)
            .set({ email: data.email, firstName: data.firstName, lastName: data.lastName, updatedAt: new Date() })
            .where(eq(users.id, admin.id));
        } else {
          if (current.master) await checkQuota(tx, req, 'USERS');
          await insertAdmin(tx, req, current.uuid, current.master, data, credentials!);
        }
      })
      .catch((err) => {
        throw uniqueEmailViolation(err, data.email);
      });
    return { ...(await branchOf(req, current.uuid)), ...credentials?.answer };
  });
}
