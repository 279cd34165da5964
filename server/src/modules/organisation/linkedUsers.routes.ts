import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { actorOf, recordAudit } from '../../audit/record';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isAdmin, isSuperAdmin } from '../../../../src/domain/access';
import { idParams } from '../../../../src/domain/ids';
import {
  linkedUserModel,
  type LinkedUserPayload,
  type LinkedUserRecord,
} from '../../../../src/domain/linkedUsers/linkedUser.model';
import { companies, documentGroups, originTypes, users } from '../../../db/schema';
import { AppError, forbidden, notFound } from '../../errors';
import { checkQuota, COUNTED_AS_USER } from '../subscriptions/quota';
import { accountCompanyIds } from '../tenancy/companies';
import { answerPage, COUNT, countOf, likePattern, parseListRequest } from '../../crud/listQuery';
import { optionalBody, anyObjectBody } from '../../plugins/routeSchemas';
import { ownedIds } from '../../crud/references';
import type { CrudTable } from '../../crud/registerCrud';
import type { Db, Tx } from '../../../db/client';
import { assertEmailFree, newCredentials, uniqueEmailViolation } from './linkedUsers.accounts';
import { groupPermissions, refuseBeyondGranter } from './ruleGroups.routes';

type UserRow = typeof users.$inferSelect;

/** `branch`: the name of the user's company when it is not the active one (a branch's user in the master's list). */
const toLinkedUser = (u: UserRow, branch: string | null = null): LinkedUserRecord => ({
  uuid: u.id,
  branch,
  firstname: u.firstName,
  lastname: u.lastName,
  email: u.email,
  permissions: u.permissions,
  groups: u.ruleGroups,
  origintypes: u.originTypesAccess,
  documentgroups: u.documentGroupsAccess,
  roles: u.roles,
  mustChangePassword: u.mustChangePassword,
});

const columns = (d: LinkedUserPayload) => ({
  firstName: d.firstname,
  lastName: d.lastname,
  email: d.email,
  permissions: d.permissions,
  ruleGroups: d.groups,
  originTypesAccess: d.origintypes,
  documentGroupsAccess: d.documentgroups,
});

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

/** Only an administrator may change or remove an administrator's account. */
function guardAdminTarget(req: FastifyRequest, target: UserRow) {
  if (isSuperAdmin({ roles: target.roles }) || (isAdmin({ roles: target.roles }) && !isAdmin(req.principal))) {
    throw forbidden('Only an administrator may change or delete an administrator account');
  }
}

/** GET, POST /users/linked; PUT, DELETE /users/linked/{id}: the users of the active company. */
export async function linkedUserRoutes(api: FastifyInstance) {
  const typed = api.withTypeProvider<ZodTypeProvider>();
  /**
   * The companies whose users the request reaches: from the master, every company of the account (a user
   * created inside a branch is counted on the subscription page, so the master lists and manages it, naming
   * its branch); from a branch, that branch.
   */
  const reach = async (req: FastifyRequest) =>
    req.scope.companyId === req.scope.accountId
      ? accountCompanyIds(api.db, req.scope.accountId)
      : [req.scope.companyId];
  const mine = (id: string, companyId: string) => and(eq(users.id, id), eq(users.companyId, companyId));
  async function load(req: FastifyRequest, id: string) {
    const [row] = await api.db
      .select()
      .from(users)
      .where(and(eq(users.id, id), inArray(users.companyId, await reach(req))));
    if (!row || isSuperAdmin({ roles: row.roles })) throw notFound('User');
    return row;
  }
  const branchOf = async (req: FastifyRequest, u: UserRow) => {
    if (u.companyId === req.scope.companyId) return null;
    const [c] = await api.db.select({ name: companies.name }).from(companies).where(eq(companies.id, u.companyId));
    return c?.name ?? null;
  };
  /** Checks references and grants; `existing` grants stay allowed even if the editor lacks them. */
  async function check(req: FastifyRequest, d: LinkedUserPayload, existing?: UserRow) {
    const { accountId } = req.scope;
    const wanted = [...d.permissions, ...(await groupPermissions(api.db, accountId, d.groups, true))];
    await checkAccessLists(api.db, accountId, d);
    const already = existing
      ? [...existing.permissions, ...(await groupPermissions(api.db, accountId, existing.ruleGroups, false))]
      : [];
    refuseBeyondGranter(req.principal, wanted, already);
    if (!existing || existing.email.toLowerCase() !== d.email.toLowerCase())
      await assertEmailFree(api.db, d.email, existing?.id);
  }

  api.get('/users/linked', { config: { access: 'VIEW_USERS' } }, async (req, reply) => {
    const list = parseListRequest(req.query);
    const q = typeof list.filter.q === 'string' && list.filter.q.trim() ? likePattern(list.filter.q) : undefined;
    const fromMaster = req.scope.companyId === req.scope.accountId;
    const where = and(
      inArray(users.companyId, await reach(req)),
      // the master's list holds the users the subscription counts; a branch's, its own people
      fromMaster ? COUNTED_AS_USER : sql`not ('superadmin' = any(${users.roles}))`,
      q ? or(ilike(users.lastName, q), ilike(users.firstName, q), ilike(users.email, q)) : undefined,
    );
    const rows = api.db
      .select({ user: users, company: companies.name })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(where)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email), asc(users.id))
      .limit(list.limit)
      .offset(list.offset);
    return answerPage(
      reply,
      'users',
      list,
      rows.then((r) =>
        r.map(({ user, company }) => toLinkedUser(user, user.companyId === req.scope.companyId ? null : company)),
      ),
      () => countOf(api.db.select({ n: COUNT }).from(users).where(where)),
    );
  });

  const create = {
    config: { access: 'CREATE_USERS' },
    schema: { body: optionalBody(linkedUserModel.schema) },
  } as const;
  typed.post('/users/linked', create, async (req, reply) => {
    const data = req.body;
    await check(req, data);
    const credentials = await newCredentials(api);
    const row = await api.db
      .transaction(async (tx: Tx) => {
        await checkQuota(tx, req, 'USERS');
        const [created] = await tx
          .insert(users)
          .values({
            ...columns(data),
            companyId: req.scope.companyId,
            roles: ['linkeduser'],
            createdBy: req.principal.userId,
            passwordHash: credentials.passwordHash,
            mustChangePassword: credentials.mustChangePassword,
          })
          .returning();
        await recordAudit(tx, actorOf(req), {
          entity: 'users',
          entityId: created.id,
          action: 'CREATE',
          after: created,
        });
        return created;
      })
      .catch((err) => {
        throw uniqueEmailViolation(err, data.email);
      });
    return reply.status(201).send({ ...toLinkedUser(row), ...credentials.answer });
  });

  typed.get('/users/linked/:id', { config: { access: 'VIEW_USERS' }, schema: { params: idParams } }, async (req) => {
    const row = await load(req, req.params.id);
    return toLinkedUser(row, await branchOf(req, row));
  });

  const update = { config: { access: 'UPDATE_USERS' }, schema: { params: idParams, body: anyObjectBody } } as const;
  typed.put('/users/linked/:id', update, async (req) => {
    const existing = await load(req, req.params.id);
    guardAdminTarget(req, existing);
    const data = linkedUserModel.schema.parse({ ...toLinkedUser(existing), ...req.body });
    await check(req, data, existing);
    const row = await api.db
      .transaction(async (tx: Tx) => {
        const [updated] = await tx
          .update(users)
          .set({ ...columns(data), updatedAt: new Date() })
          .where(mine(existing.id, existing.companyId))
          .returning();
        const audit = { entity: 'users', entityId: updated.id, action: 'UPDATE', before: existing, after: updated };
        await recordAudit(tx, actorOf(req), audit);
        return updated;
      })
      .catch((err) => {
        throw uniqueEmailViolation(err, data.email);
      });
    return toLinkedUser(row, await branchOf(req, row));
  });

  typed.delete(
    '/users/linked/:id',
    { config: { access: 'DELETE_USERS' }, schema: { params: idParams } },
    async (req) => {
      const existing = await load(req, req.params.id);
      if (existing.id === req.principal.userId) {
        throw new AppError('IN_USE', 'You cannot delete your own account', {
          value: 'You cannot delete your own account',
          key: 'error.inuse.own_account',
        });
      }
      guardAdminTarget(req, existing);
      await api.db.transaction(async (tx: Tx) => {
        await tx.delete(users).where(mine(existing.id, existing.companyId));
        await recordAudit(tx, actorOf(req), {
          entity: 'users',
          entityId: existing.id,
          action: 'DELETE',
          before: existing,
        });
      });
      return { success: true };
    },
  );
}
