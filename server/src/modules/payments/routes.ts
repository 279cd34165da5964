/**
 * Payment calls of spec §7: payments (one payment settles several documents of one supplier, fully or
 * partly), the invoices to pay, the invoices loaded for a payment, and the supplier balances (soldes).
 */
import { Readable } from 'node:stream';
import { and, desc, eq, gte, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isIsoDay } from '../../../../resources/dates';
import { can } from '../../../../resources/access';
import { DOCUMENT_STATUS } from '../../../../resources/documents/rules';
import { idParams } from '../../../../resources/ids';
import { paymentInputSchema } from '../../../../resources/payments/payment.model';
import { documents, paymentTypes, payments } from '../../../db/schema';
import { AppError, notFound } from '../../errors';
import { ownedIds } from '../../crud/references';
import { categoryAccess, documentFilter, UUID_RE } from '../documents/access';
import { assertBranchAllowed } from '../documents/update';
import {
  statementCount,
  statementCsv,
  statementLines,
  SUMMARY_SORT_FIELDS,
  summaryCount,
  summaryRows,
} from './balances';
import { queueSupplierNotice } from './automation';
import { createPayment, deletePayment, updatePayment } from './ledger';
import { sendPaymentMail } from './paymentMail';
import {
  countInvoicesToPay,
  countPayments,
  invoicesToPay,
  listPayments,
  paymentSortColumns,
  toPay,
  toPaySortColumns,
} from './present';
import { answerPage, likePattern, orderFor, parseListRequest } from '../../crud/listQuery';
import { quickSearch } from '../documents/lists';

const dateOrUndefined = z.string().refine(isIsoDay, 'use yyyy-MM-dd (a day that exists)').optional();
const uuidOrUndefined = z.union([z.string().uuid(), z.literal('').transform(() => undefined)]).optional();
const paymentFilter = z.object({
  fromDate: dateOrUndefined,
  toDate: dateOrUndefined,
  originType: uuidOrUndefined,
  supplier: uuidOrUndefined,
  q: z.string().max(200).optional(),
});
const toPayFilter = z.object({
  originType: uuidOrUndefined,
  supplieruuid: uuidOrUndefined,
  q: z.string().max(200).optional(),
});
/** The spec's own query parameters, laid over the list's JSON filter. */
const definedOf = (query: unknown, keys: string[]) =>
  Object.fromEntries(keys.map((k) => [k, (query as Record<string, unknown>)?.[k]]).filter(([, v]) => v !== undefined));
const idParam = (req: FastifyRequest, name = 'id') => {
  const id = (req.params as Record<string, string>)[name];
  if (!UUID_RE.test(id)) throw notFound(name === 'id' ? 'Payment' : 'Resource');
  return id;
};

/** The payments a request may see: the active company's, within the user's origin-type access. */
const paymentScope = (req: FastifyRequest): SQL =>
  and(eq(payments.companyId, req.scope.companyId), categoryAccess(req.principal, { originType: payments.originType }))!;

async function parsePayment(req: FastifyRequest) {
  return checkPaymentType(req, paymentInputSchema.parse(req.body));
}

/** A payment's type must be one of the account's (a foreign or unknown one answers 404). */
async function checkPaymentType(req: FastifyRequest, input: z.output<typeof paymentInputSchema>) {
  if (
    input.paymenttype &&
    !(await ownedIds(req.server.db, paymentTypes, req.scope.accountId, [input.paymenttype])).has(input.paymenttype)
  ) {
    throw notFound('Payment type');
  }
  return input;
}

export async function paymentRoutes(api: FastifyInstance) {
  const typed = api.withTypeProvider<ZodTypeProvider>();
  api.get('/payments', { config: { access: 'VIEW_PAYMENTS' } }, async (req, reply) => {
    const list = parseListRequest(req.query);
    const f = paymentFilter.parse({ ...list.filter, ...definedOf(req.query, ['fromDate', 'toDate', 'originType']) });
    const where = and(
      paymentScope(req),
      f.fromDate ? gte(payments.paymentdate, f.fromDate) : undefined,
      f.toDate ? lte(payments.paymentdate, f.toDate) : undefined,
      f.originType ? eq(payments.originType, f.originType) : undefined,
      f.supplier ? eq(payments.supplieruuid, f.supplier) : undefined,
      f.q?.trim()
        ? or(ilike(payments.name, likePattern(f.q)), ilike(payments.suppliername, likePattern(f.q)))
        : undefined,
    )!;
    const order = orderFor(list, paymentSortColumns, { field: 'paymentdate', order: 'DESC' }, payments.uuid);
    if (!list.sort) order.splice(1, 0, desc(payments.creationdate));
    return answerPage(reply, 'payments', list, listPayments(api.db, where, { ...list, order }), () =>
      countPayments(api.db, where),
    );
  });

  api.post('/payments', { config: { access: 'CREATE_PAYMENTS' } }, async (req) => {
    const input = await parsePayment(req);
    // the supplier's automatic notice is queued with the payment, unless the user writes one now
    let noticeError: string | undefined;
    const { payment, documents: paid } = await createPayment(api.db, input, {
      visible: await documentFilter(req),
      accountId: req.scope.accountId,
      userId: req.principal.userId,
      andThen: input.sendMail
        ? undefined
        : async (tx, id) => {
            noticeError = await queueSupplierNotice(req, tx, id);
          },
    });
    api.jobs.kick();
    const [record] = await listPayments(api.db, eq(payments.uuid, payment.uuid));
    const mailError = input.sendMail
      ? await sendPaymentMail(
          req,
          input,
          paid.map((d) => d.uuid),
        )
      : noticeError;
    return { paySuccess: true, payment: record, ...(mailError ? { mailError } : {}) };
  });

  typed.put(
    '/payments/:id',
    { config: { access: 'UPDATE_PAYMENTS' }, schema: { params: idParams, body: paymentInputSchema } },
    async (req) => {
      const { id } = req.params;
      const input = await checkPaymentType(req, req.body);
      await updatePayment(api.db, id, input, { visible: await documentFilter(req), where: paymentScope(req) });
      return (await listPayments(api.db, eq(payments.uuid, id)))[0];
    },
  );

  typed.delete(
    '/payments/:id',
    { config: { access: 'DELETE_PAYMENTS' }, schema: { params: idParams } },
    async (req) => {
      await deletePayment(api.db, req.params.id, { visible: await documentFilter(req), where: paymentScope(req) });
      return { success: true };
    },
  );

  api.get('/invoicestopay', { config: { access: 'VIEW_PAYMENTS' } }, async (req, reply) => {
    const list = parseListRequest(req.query);
    const f = toPayFilter.parse({ ...list.filter, ...definedOf(req.query, ['originType']) });
    const visible = and(
      await documentFilter(req),
      f.originType ? eq(documents.originType, f.originType) : undefined,
      f.supplieruuid ? eq(documents.supplieruuid, f.supplieruuid) : undefined,
      quickSearch(f.q),
    )!;
    const order = orderFor(list, toPaySortColumns, { field: 'duedate', order: 'ASC' }, documents.uuid);
    return answerPage(reply, 'invoicestopay', list, invoicesToPay(api.db, visible, { ...list, order }), () =>
      countInvoicesToPay(api.db, visible),
    );
  });

  /** The named documents of one supplier ({id}) as invoices to pay, for the payment dialog. */
  api.post('/documents/:id', { config: { access: 'VIEW_PAYMENTS' } }, async (req) => {
    const supplier = idParam(req, 'id');
    const ids = z.array(z.string().uuid('error.uuid')).min(1).max(500).parse(req.body);
    const rows = await api.db
      .select()
      .from(documents)
      .where(and(inArray(documents.uuid, ids), await documentFilter(req)));
    if (rows.length !== new Set(ids).size) throw notFound('Document');
    if (rows.some((d) => d.supplieruuid !== supplier))
      throw new AppError('VALIDATION', 'These documents are not all of this supplier', {
        fields: { documents: 'error.payment.mixed' },
      });
    const payable = [DOCUMENT_STATUS.SAVED, DOCUMENT_STATUS.VALIDATED, DOCUMENT_STATUS.PARTIALLY_PAYED] as number[];
    return rows.filter((d) => payable.includes(d.status)).map(toPay);
  });

  /** Balance statement of one supplier in one branch, a page of lines with the running balance; `?format=csv` exports it whole. */
  api.get('/soldes/:branch/:supplier', { config: { access: 'VIEW_SOLDES' } }, async (req, reply) => {
    const { branch, supplier } = await balanceParams(req);
    const scope = { companyId: branch, supplierId: supplier, docFilter: balanceAccess(req) };
    if ((req.query as { format?: string }).format !== 'csv') {
      const list = parseListRequest(req.query);
      return answerPage(reply, 'soldes', list, statementLines(api.db, scope, list), () =>
        statementCount(api.db, scope),
      );
    }
    if (!can(req.principal, 'EXPORT_SOLDES'))
      throw new AppError('FORBIDDEN', 'You do not have the permission EXPORT_SOLDES');
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="soldes.csv"')
      .send(Readable.from(statementCsv(api.db, scope)));
  });

  /** What is owed to the supplier (or to every supplier with `all`) in the branch, a page of suppliers. */
  api.get('/soldes/summary/:branch/:supplier', { config: { access: 'VIEW_SOLDES' } }, async (req, reply) => {
    const { branch, supplier } = await balanceParams(req);
    const list = parseListRequest(req.query);
    if (list.sort && !SUMMARY_SORT_FIELDS.includes(list.sort.field))
      throw new AppError('VALIDATION', `Balances are sorted by ${SUMMARY_SORT_FIELDS.join(' or ')}`, {
        fields: { sort: 'error.list.sort' },
      });
    const scope = { companyId: branch, supplierId: supplier, principal: req.principal };
    return answerPage(reply, 'soldes', list, summaryRows(api.db, scope, list), () => summaryCount(api.db, scope));
  });
}

async function balanceParams(req: FastifyRequest) {
  const { branch, supplier } = req.params as { branch: string; supplier: string };
  if (!UUID_RE.test(branch)) throw notFound('Branch');
  await assertBranchAllowed(req, branch);
  if (supplier !== 'all' && !UUID_RE.test(supplier)) throw notFound('Document source');
  return { branch, supplier: supplier === 'all' ? undefined : supplier };
}

/** The user's origin-type and group access applies to balances too (the branch is the path's). */
const balanceAccess = (req: FastifyRequest) =>
  categoryAccess(req.principal, { originType: documents.originType, group: documents.documentgroupuuid });
