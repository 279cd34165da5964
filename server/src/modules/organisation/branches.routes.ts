/** GET, POST /branches; GET, PUT /branches/{id}: the account's companies (master first) and their administrators. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { branchModel } from '../../../../src/domain/branches/branch.model';
import { branchSchema, type Branch } from '../../../../src/domain/company/company.model';
import { idParams } from '../../../../src/domain/ids';
import { pageOf, parseListRequest } from '../../crud/listQuery';
import { notFound } from '../../errors';
import { anyObjectBody, optionalBody } from '../../plugins/routeSchemas';
import { accountBranches } from '../tenancy/companies';
import { credentialsAnswer } from './linkedUsers.accounts';
import { createBranch } from './use-cases/create-branch';
import { updateBranch } from './use-cases/update-branch';

/** A branch, and after a creation (or a first administrator) the credentials, once. */
const branchAnswer = branchSchema.extend(credentialsAnswer.shape);

export async function branchRoutes(api: FastifyInstance) {
  const typed = api.withTypeProvider<ZodTypeProvider>();
  const branchOf = async (req: FastifyRequest, id: string): Promise<Branch> => {
    const branch = (await accountBranches(api, req.scope.accountId)).find((b) => b.uuid === id);
    if (!branch) throw notFound('Branch');
    return branch;
  };

  /** An account's branches are few (the offer's BRANCHES quota): paged from the whole list. */
  const list = { config: { access: 'VIEW_BRANCHES' }, schema: { response: { 200: z.array(branchSchema) } } } as const;
  typed.get('/branches', list, async (req, reply) =>
    pageOf(
      reply,
      'branches',
      parseListRequest(req.query),
      await accountBranches(api, req.scope.accountId),
      (b) => `${b.companyName} ${b.email}`,
    ),
  );

  const create = {
    config: { access: 'CREATE_BRANCHES' },
    schema: { body: optionalBody(branchModel.schema), response: { 201: branchAnswer } },
  } as const;
  typed.post('/branches', create, async (req, reply) => {
    const { branchId, answer } = await createBranch(req, req.body);
    return reply.status(201).send({ ...(await branchOf(req, branchId)), ...answer });
  });

  const one = {
    config: { access: 'VIEW_BRANCHES' },
    schema: { params: idParams, response: { 200: branchSchema } },
  } as const;
  typed.get('/branches/:id', one, async (req) => branchOf(req, req.params.id));

  const update = {
    config: { access: 'UPDATE_BRANCHES' },
    schema: { params: idParams, body: anyObjectBody, response: { 200: branchAnswer } },
  } as const;
  typed.put('/branches/:id', update, async (req) => {
    const current = await branchOf(req, req.params.id);
    const { answer } = await updateBranch(req, current, req.body);
    return { ...(await branchOf(req, current.uuid)), ...answer };
  });
}
