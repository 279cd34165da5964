import { and, asc, desc, eq, ilike, inArray, isNull, max, ne, sql } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isAdmin } from '../../../../src/domain/access';
import { idParams, uuid } from '../../../../src/domain/ids';
import { accountModel, newAccountSchema, type AccountRecord } from '../../../../src/domain/accounts/account.model';
import { functionalityModel } from '../../../../src/domain/functionalities/functionality.model';
import type { Db } from '../../../db/client';
import { companies, functionalities, offers, subscriptions, users } from '../../../db/schema';
import { AppError, notFound } from '../../errors';
import { reorderBody, reorderRows } from '../../crud/reorder';
import { optionalBody, anyObjectBody } from '../../plugins/routeSchemas';
import { answerPage, COUNT, countOf, likePattern, pageOf, parseListRequest } from '../../crud/listQuery';
import { superAdminOnly } from '../../plugins/apiAuth';
import { createCustomerAccount } from './accounts.create';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Accounts = master companies, except the platform's own (where super administrators live). */
const notPlatform = sql`not exists (select 1 from users u where u.company_id = ${companies.id} and 'superadmin' = any(u.roles))`;
const accountsWhere = (only?: string, q?: string) =>
  and(
    isNull(companies.masterId),
    notPlatform,
    only ? eq(companies.id, only) : undefined,
    q?.trim() ? ilike(companies.name, likePattern(q)) : undefined,
  );

async function accountSummaries(
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

/** PUT /accounts names the account and its subscription; the rest of the body is the account form (accountModel). */
const accountUpdate = z.looseObject({
  uuid,
  subscriptionUUID: z.union([uuid, z.literal(''), z.null()]).optional(),
});

/** GET, POST, PUT /accounts (super administrator). */
async function accountRoutes(api: FastifyInstance) {
  const typed = api.withTypeProvider<ZodTypeProvider>();
  api.get('/accounts', { config: { access: superAdminOnly } }, async (req, reply) => {
    const list = parseListRequest(req.query);
    const q = typeof list.filter.q === 'string' ? list.filter.q : undefined;
    return answerPage(reply, 'accounts', list, accountSummaries(api.db, undefined, { ...list, q }), () =>
      countOf(api.db.select({ n: COUNT }).from(companies).where(accountsWhere(undefined, q))),
    );
  });

  typed.get('/accounts/:id', { config: { access: superAdminOnly }, schema: { params: idParams } }, async (req) => {
    const [account] = await accountSummaries(api.db, req.params.id);
    if (!account) throw notFound('Account');
    return account;
  });

  const create = { config: { access: superAdminOnly }, schema: { body: optionalBody(newAccountSchema) } } as const;
  typed.post('/accounts', create, async (req, reply) => {
    const { companyId, answer } = await createCustomerAccount(api, req.body);
    const [account] = await accountSummaries(api.db, companyId);
    return reply.status(201).send({ ...account, ...answer });
  });

  const update = { config: { access: superAdminOnly }, schema: { body: optionalBody(accountUpdate) } } as const;
  typed.put('/accounts', update, async (req) => {
    const { uuid, subscriptionUUID } = req.body;
    const [current] = await accountSummaries(api.db, uuid);
    if (!current) throw notFound('Account');
    const data = accountModel.schema.parse({ ...current, ...req.body });
    const [offer] = await api.db.select({ id: offers.id }).from(offers).where(eq(offers.id, data.offerUUID));
    if (!offer) throw new AppError('NOT_FOUND', 'Unknown offer', { fields: { offerUUID: 'error.reference' } });
    const subId = subscriptionUUID || current.subscriptionUUID;
    await api.db.transaction(async (tx) => {
      await tx.update(companies).set({ name: data.companyName, updatedAt: new Date() }).where(eq(companies.id, uuid));
      const values = {
        offerId: data.offerUUID,
        startDate: new Date(data.offerStartDate),
        endDate: data.offerEndDate ? new Date(data.offerEndDate) : null,
        active: data.offerActive,
      };
      let id = subId;
      if (id) {
        const [updated] = await tx
          .update(subscriptions)
          .set(values)
          .where(and(eq(subscriptions.id, id), eq(subscriptions.companyId, uuid)))
          .returning({ id: subscriptions.id });
        if (!updated)
          throw new AppError('NOT_FOUND', 'Unknown subscription', { fields: { subscriptionUUID: 'error.reference' } });
      } else {
        id = (
          await tx
            .insert(subscriptions)
            .values({ ...values, companyId: uuid })
            .returning({ id: subscriptions.id })
        )[0].id;
      }
      // One subscription in force per account.
      if (data.offerActive) {
        await tx
          .update(subscriptions)
          .set({ active: false })
          .where(and(eq(subscriptions.companyId, uuid), ne(subscriptions.id, id), eq(subscriptions.active, true)));
      }
    });
    return (await accountSummaries(api.db, uuid))[0];
  });
}

type FunctionalityRow = typeof functionalities.$inferSelect;
const toFunctionality = ({ id, ...rest }: FunctionalityRow) => ({ uuid: id, ...rest });

/** GET, POST /functionnalities; PUT /functionnalities/{id}; PUT /functionnalities/reorder (super administrator). */
async function functionalityRoutes(api: FastifyInstance) {
  const typed = api.withTypeProvider<ZodTypeProvider>();
  async function assertFree(f: string, exceptId?: string) {
    const [taken] = await api.db
      .select({ id: functionalities.id })
      .from(functionalities)
      .where(and(eq(functionalities.functionnality, f), exceptId ? ne(functionalities.id, exceptId) : undefined));
    if (taken)
      throw new AppError('DUPLICATE', `The functionality ${f} is already in the catalogue`, {
        fields: { functionnality: 'error.functionalitytaken' },
      });
  }

  api.get('/functionnalities', { config: { access: superAdminOnly } }, async (req, reply) => {
    const all = (
      await api.db.select().from(functionalities).orderBy(asc(functionalities.index), asc(functionalities.name))
    ).map(toFunctionality);
    return pageOf(reply, 'functionnalities', parseListRequest(req.query), all, (f) => `${f.name} ${f.functionnality}`);
  });

  const create = {
    config: { access: superAdminOnly },
    schema: { body: optionalBody(functionalityModel.schema) },
  } as const;
  typed.post('/functionnalities', create, async (req, reply) => {
    const data = req.body;
    await assertFree(data.functionnality);
    const [{ top }] = await api.db.select({ top: max(functionalities.index) }).from(functionalities);
    const [row] = await api.db
      .insert(functionalities)
      .values({ ...data, index: Number(top ?? -1) + 1 })
      .returning();
    return reply.status(201).send(toFunctionality(row));
  });

  const reorder = { config: { access: superAdminOnly }, schema: { body: reorderBody } } as const;
  typed.put('/functionnalities/reorder', reorder, async (req) =>
    reorderRows(api.db, { table: functionalities, id: functionalities.id }, req.body, 'Functionality'),
  );

  typed.get(
    '/functionnalities/:id',
    { config: { access: superAdminOnly }, schema: { params: idParams } },
    async (req) => {
      const [row] = await api.db.select().from(functionalities).where(eq(functionalities.id, req.params.id));
      if (!row) throw notFound('Functionality');
      return toFunctionality(row);
    },
  );

  const update = { config: { access: superAdminOnly }, schema: { params: idParams, body: anyObjectBody } } as const;
  typed.put('/functionnalities/:id', update, async (req) => {
    const { id } = req.params;
    const [existing] = await api.db.select().from(functionalities).where(eq(functionalities.id, id));
    if (!existing) throw notFound('Functionality');
    const data = functionalityModel.schema.parse({ ...toFunctionality(existing), ...req.body });
    await assertFree(data.functionnality, id);
    const [row] = await api.db.update(functionalities).set(data).where(eq(functionalities.id, id)).returning();
    return toFunctionality(row);
  });
}

export async function superAdminRoutes(api: FastifyInstance) {
  await accountRoutes(api);
  await functionalityRoutes(api);
}
