/** GET, POST, PUT /accounts (super administrator): thin routes over the account use-cases. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newAccountSchema, type AccountRecord } from '../../../../src/domain/accounts/account.model';
import { idParams, uuid } from '../../../../src/domain/ids';
import { companies } from '../../../db/schema';
import { answerPage, COUNT, countOf, parseListRequest } from '../../crud/listQuery';
import { notFound } from '../../errors';
import { superAdminOnly } from '../../plugins/apiAuth';
import { optionalBody } from '../../plugins/routeSchemas';
import { accountsWhere, accountSummaries } from './accounts.present';
import { credentialsAnswer } from './linkedUsers.accounts';
import { createCustomerAccount } from './use-cases/create-account';
import { updateAccount } from './use-cases/update-account';

/** PUT /accounts names the account and its subscription; the rest of the body is the account form (accountModel). */
const accountUpdate = z.looseObject({
  uuid,
  subscriptionUUID: z.union([uuid, z.literal(''), z.null()]).optional(),
});

const nullableText = z.string().nullable();
export const accountAnswer = z.object({
  uuid: z.string(),
  companyName: z.string(),
  email: z.string(),
  offerUUID: nullableText,
  offer: nullableText,
  subscriptionUUID: nullableText,
  offerStartDate: nullableText,
  offerEndDate: nullableText,
  offerActive: z.boolean(),
}) satisfies z.ZodType<AccountRecord>;

export async function accountRoutes(api: FastifyInstance) {
  const typed = api.withTypeProvider<ZodTypeProvider>();
  const list = { config: { access: superAdminOnly }, schema: { response: { 200: z.array(accountAnswer) } } };
  typed.get('/accounts', list, async (req, reply) => {
    const list = parseListRequest(req.query);
    const q = typeof list.filter.q === 'string' ? list.filter.q : undefined;
    return answerPage(reply, 'accounts', list, accountSummaries(api.db, undefined, { ...list, q }), () =>
      countOf(api.db.select({ n: COUNT }).from(companies).where(accountsWhere(undefined, q))),
    );
  });

  const one = { config: { access: superAdminOnly }, schema: { params: idParams, response: { 200: accountAnswer } } };
  typed.get('/accounts/:id', one, async (req) => {
    const [account] = await accountSummaries(api.db, req.params.id);
    if (!account) throw notFound('Account');
    return account;
  });

  const create = {
    config: { access: superAdminOnly },
    schema: { body: optionalBody(newAccountSchema), response: { 201: accountAnswer.extend(credentialsAnswer.shape) } },
  } as const;
  typed.post('/accounts', create, async (req, reply) => {
    const { companyId, answer } = await createCustomerAccount(api, req.body);
    const [account] = await accountSummaries(api.db, companyId);
    return reply.status(201).send({ ...account, ...answer });
  });

  const update = {
    config: { access: superAdminOnly },
    schema: { body: optionalBody(accountUpdate), response: { 200: accountAnswer } },
  } as const;
  typed.put('/accounts', update, async (req) => {
    await updateAccount(api.db, req.body);
    return (await accountSummaries(api.db, req.body.uuid))[0];
  });
}
