/** GET, POST /users/linked; GET, PUT, DELETE /users/linked/{id}: the users of the active company, over the use-cases. */
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../../../src/domain/ids';
import { linkedUserModel } from '../../../../src/domain/linkedUsers/linkedUser.model';
import { companies, users } from '../../../db/schema';
import { answerPage, COUNT, countOf, likePattern, parseListRequest } from '../../crud/listQuery';
import { anyObjectBody, optionalBody, successAnswer } from '../../plugins/routeSchemas';
import { COUNTED_AS_USER } from '../subscriptions/quota';
import { linkedUserAnswer, newLinkedUserAnswer, toLinkedUser, type UserRow } from './linkedUsers.present';
import { loadLinkedUser, reachedCompanies } from './linkedUsers.rules';
import { deleteLinkedUser } from './use-cases/delete-linked-user';
import { linkUser } from './use-cases/link-user';
import { updateLinkedUser } from './use-cases/update-linked-user';

export async function linkedUserRoutes(api: FastifyInstance) {
  const typed = api.withTypeProvider<ZodTypeProvider>();
  const branchOf = async (req: FastifyRequest, u: UserRow) => {
    if (u.companyId === req.scope.companyId) return null;
    const [c] = await api.db.select({ name: companies.name }).from(companies).where(eq(companies.id, u.companyId));
    return c?.name ?? null;
  };

  const list = { config: { access: 'VIEW_USERS' }, schema: { response: { 200: z.array(linkedUserAnswer) } } } as const;
  typed.get('/users/linked', list, async (req, reply) => {
    const list = parseListRequest(req.query);
    const q = typeof list.filter.q === 'string' && list.filter.q.trim() ? likePattern(list.filter.q) : undefined;
    const fromMaster = req.scope.companyId === req.scope.accountId;
    const where = and(
      inArray(users.companyId, await reachedCompanies(req)),
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
    schema: { body: optionalBody(linkedUserModel.schema), response: { 201: newLinkedUserAnswer } },
  } as const;
  typed.post('/users/linked', create, async (req, reply) => {
    const { user, answer } = await linkUser(req, req.body);
    return reply.status(201).send({ ...toLinkedUser(user), ...answer });
  });

  const one = {
    config: { access: 'VIEW_USERS' },
    schema: { params: idParams, response: { 200: linkedUserAnswer } },
  } as const;
  typed.get('/users/linked/:id', one, async (req) => {
    const row = await loadLinkedUser(req, req.params.id);
    return toLinkedUser(row, await branchOf(req, row));
  });

  const update = {
    config: { access: 'UPDATE_USERS' },
    schema: { params: idParams, body: anyObjectBody, response: { 200: linkedUserAnswer } },
  } as const;
  typed.put('/users/linked/:id', update, async (req) => {
    const row = await updateLinkedUser(req, req.params.id, req.body);
    return toLinkedUser(row, await branchOf(req, row));
  });

  const remove = { config: { access: 'DELETE_USERS' }, schema: { params: idParams, response: successAnswer } } as const;
  typed.delete('/users/linked/:id', remove, async (req) => {
    await deleteLinkedUser(req, req.params.id);
    return { success: true as const };
  });
}
