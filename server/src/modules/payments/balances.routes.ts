/**
 * Supplier balances (soldes, spec §7): one supplier's statement in one branch, with the running balance
 * (a page; the whole statement is exported localised through `POST /exports`, kind `statement`), and what is owed
 * to each supplier of the branch.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuid } from '../../../../src/domain/ids';
import { balanceLineAnswer, balanceSummaryAnswer } from '../../../../src/domain/payments/payment.model';
import { documents } from '../../../db/schema';
import { AppError } from '../../errors';
import { answerPage, parseListRequest } from '../../crud/listQuery';
import { categoryAccess } from '../documents/access';
import { assertBranchAllowed } from '../tenancy/companies';
import { decodeCursor, encodeCursor } from './statementCursor';
import { statementCount, statementPage, SUMMARY_SORT_FIELDS, summaryCount, summaryRows } from './balances';

/** `/:branch/:supplier`: a branch of the account, and one supplier or `all`. */
const balanceParams = z.object({ branch: uuid, supplier: z.union([z.literal('all'), uuid]) });
const statementQuery = z.looseObject({ format: z.string().optional(), cursor: z.string().max(1500).optional() });

/** The user's origin-type and group access applies to balances too (the branch is the path's). */
const balanceAccess = (req: FastifyRequest) =>
  categoryAccess(req.principal, { originType: documents.originType, group: documents.documentgroupuuid });
const supplierOf = (supplier: string) => (supplier === 'all' ? undefined : supplier);

export async function balanceRoutes(api: FastifyInstance) {
  const typed = api.withTypeProvider<ZodTypeProvider>();

  /**
   * Balance statement of one supplier in one branch, a page of lines with the running balance. A full page of one
   * supplier answers `x-next-cursor`: given back as `?cursor=` (with the next range, for its numbering), the next
   * page starts there, its balance carried (keyset paging). The old `?format=csv` (technical English headers, one
   * format for every language) answers 400 pointing to the one localised export.
   */
  typed.get(
    '/soldes/:branch/:supplier',
    {
      config: { access: 'VIEW_SOLDES' },
      schema: { params: balanceParams, querystring: statementQuery, response: { 200: z.array(balanceLineAnswer) } },
    },
    async (req, reply) => {
      const { branch, supplier } = req.params;
      await assertBranchAllowed(req, branch);
      const scope = { companyId: branch, supplierId: supplierOf(supplier), docFilter: balanceAccess(req) };
      if (req.query.format !== undefined)
        throw new AppError('VALIDATION', 'The statement is exported through POST /exports (kind "statement")', {
          fields: { format: 'error.invalidvalue' },
        });
      const list = parseListRequest(req.query);
      if (req.query.cursor !== undefined && !scope.supplierId)
        throw new AppError('VALIDATION', "A cursor pages one supplier's statement (all: by range)", {
          fields: { cursor: 'error.list.cursor' },
        });
      const after = req.query.cursor === undefined ? undefined : decodeCursor(req.query.cursor);
      const page = statementPage(api.db, scope, { ...list, after }).then((p) => {
        if (p.next) reply.header('x-next-cursor', encodeCursor(p.next));
        return p.lines;
      });
      return answerPage(reply, 'soldes', list, page, () => statementCount(api.db, scope));
    },
  );

  /** What is owed to the supplier (or to every supplier with `all`) in the branch, a page of suppliers. */
  typed.get(
    '/soldes/summary/:branch/:supplier',
    {
      config: { access: 'VIEW_SOLDES' },
      schema: { params: balanceParams, response: { 200: z.array(balanceSummaryAnswer) } },
    },
    async (req, reply) => {
      const { branch, supplier } = req.params;
      await assertBranchAllowed(req, branch);
      const list = parseListRequest(req.query);
      if (list.sort && !SUMMARY_SORT_FIELDS.includes(list.sort.field))
        throw new AppError('VALIDATION', `Balances are sorted by ${SUMMARY_SORT_FIELDS.join(' or ')}`, {
          fields: { sort: 'error.list.sort' },
        });
      const scope = { companyId: branch, supplierId: supplierOf(supplier), principal: req.principal };
      return answerPage(reply, 'soldes', list, summaryRows(api.db, scope, list), () => summaryCount(api.db, scope));
    },
  );
}
