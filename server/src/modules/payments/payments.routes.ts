/**
 * Payment calls of spec §7: payments (one payment settles several documents of one supplier, fully or
 * partly; use-cases/ record, update and delete them), the invoices to pay, and the invoices loaded for a payment.
 * The supplier balances (soldes) are in balances.routes.ts, several suppliers paid at once in payMany.routes.ts.
 */
import { and, desc, eq, gte, ilike, inArray, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isIsoDay } from '../../../../src/domain/dates';
import { DOCUMENT_STATUS } from '../../../../src/domain/documents/rules';
import { idParams, uuid, uuidOrEmpty } from '../../../../src/domain/ids';
import { successAnswer } from '../../plugins/routeSchemas';
import {
  invoiceToPayAnswer,
  PAYMENT_STATUS,
  paymentInputSchema,
  paymentRecordAnswer,
  paymentRecordedAnswer,
} from '../../../../src/domain/payments/payment.model';
import { documents, payments } from '../../../db/schema';
import { AppError, notFound } from '../../errors';
import { answerPage, likePattern, orderFor, parseListRequest } from '../../crud/listQuery';
import { documentFilter } from '../documents/access';
import { quickSearch } from '../documents/lists';
import { withPaymentProblems } from './payable';
import { withBankStatus } from '../bankDetails/toPay';
import { assertMayExecute, assertPaymentType, mayExecute, paymentScope } from './payments.access';
import {
  countInvoicesToPay,
  countPayments,
  invoicesToPay,
  listPayments,
  paymentSortColumns,
  toPay,
  toPaySortColumns,
} from './present';
import { deletePayment } from './use-cases/delete-payment';
import { afterPaidValidations, recordRequestedPayment } from './use-cases/record-payment';
import { updatePayment } from './use-cases/update-payment';
import { actorOf } from '../../audit/record';

const dateOrUndefined = z.string().refine(isIsoDay, 'use yyyy-MM-dd (a day that exists)').optional();
const paymentFilter = z.object({
  fromDate: dateOrUndefined,
  toDate: dateOrUndefined,
  originType: uuidOrEmpty,
  supplier: uuidOrEmpty,
  q: z.string().max(200).optional(),
});
const toPayFilter = z.object({
  originType: uuidOrEmpty,
  supplieruuid: uuidOrEmpty,
  /** ISO 4217: only the invoices in that currency (a bank line paid by hand). */
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  q: z.string().max(200).optional(),
});
/**
 * A list's query: the list convention's parameters (crud/listQuery.ts reads them) and the spec's own filters,
 * checked with the JSON filter they override.
 */
const optionalText = z.string().optional();
const paymentsQuery = z.looseObject({ fromDate: optionalText, toDate: optionalText, originType: optionalText });
const toPayQuery = z.looseObject({ originType: optionalText });
/** The spec's own query parameters, laid over the list's JSON filter (then checked together). */
const definedOf = (query: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined));
const documentIds = z.array(uuid).min(1).max(500);

export async function paymentRoutes(api: FastifyInstance) {
  const typed = api.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/payments',
    {
      config: { access: 'VIEW_PAYMENTS' },
      schema: { querystring: paymentsQuery, response: { 200: z.array(paymentRecordAnswer) } },
    },
    async (req, reply) => {
      const list = parseListRequest(req.query);
      const { fromDate, toDate, originType } = req.query;
      const f = paymentFilter.parse({ ...list.filter, ...definedOf({ fromDate, toDate, originType }) });
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
    },
  );

  typed.post(
    '/payments',
    {
      config: { access: 'CREATE_PAYMENTS' },
      schema: { body: paymentInputSchema, response: { 200: paymentRecordedAnswer } },
    },
    async (req) => {
      // recorded Done, it is executed at once: that needs the right to execute
      if (req.body.paymentstatus === PAYMENT_STATUS.Done) assertMayExecute(req);
      await assertPaymentType(req, req.body.paymenttype);
      return recordRequestedPayment(req, req.body);
    },
  );

  typed.put(
    '/payments/:id',
    {
      config: { access: 'UPDATE_PAYMENTS' },
      schema: { params: idParams, body: paymentInputSchema, response: { 200: paymentRecordAnswer } },
    },
    async (req) => {
      const { id } = req.params;
      await assertPaymentType(req, req.body.paymenttype);
      const { validated } = await updatePayment(api.db, id, req.body, {
        visible: await documentFilter(req),
        where: paymentScope(req),
        actor: actorOf(req),
        mayExecute: mayExecute(req),
      });
      await afterPaidValidations(req, validated);
      return (await listPayments(api.db, eq(payments.uuid, id)))[0]!;
    },
  );

  typed.delete(
    '/payments/:id',
    { config: { access: 'DELETE_PAYMENTS' }, schema: { params: idParams, response: successAnswer } },
    async (req) => {
      await deletePayment(api.db, req.params.id, {
        visible: await documentFilter(req),
        where: paymentScope(req),
        actor: actorOf(req),
      });
      return { success: true as const };
    },
  );

  typed.get(
    '/invoicestopay',
    {
      config: { access: 'VIEW_PAYMENTS' },
      schema: { querystring: toPayQuery, response: { 200: z.array(invoiceToPayAnswer) } },
    },
    async (req, reply) => {
      const list = parseListRequest(req.query);
      const f = toPayFilter.parse({ ...list.filter, ...definedOf({ originType: req.query.originType }) });
      const visible = and(
        await documentFilter(req),
        f.originType ? eq(documents.originType, f.originType) : undefined,
        f.supplieruuid ? eq(documents.supplieruuid, f.supplieruuid) : undefined,
        f.currency ? eq(documents.currency, f.currency) : undefined,
        quickSearch(f.q),
      )!;
      const order = orderFor(list, toPaySortColumns, { field: 'duedate', order: 'ASC' }, documents.uuid);
      const rows = invoicesToPay(api.db, visible, { ...list, order }).then((r) =>
        withBankStatus(api.db, req.scope.accountId, r),
      );
      return answerPage(reply, 'invoicestopay', list, rows, () => countInvoicesToPay(api.db, visible));
    },
  );

  /** The named documents of one supplier ({id}) as invoices to pay, for the payment dialog. */
  typed.post(
    '/documents/:id',
    {
      config: { access: 'VIEW_PAYMENTS' },
      schema: { params: idParams, body: documentIds, response: { 200: z.array(invoiceToPayAnswer) } },
    },
    async (req) => {
      const supplier = req.params.id;
      const ids = req.body;
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
      const open = rows.filter((d) => payable.includes(d.status));
      const withProblems = await withPaymentProblems(
        api.db,
        open.map((d) => ({ row: toPay(d), doc: d })),
      );
      return withBankStatus(api.db, req.scope.accountId, withProblems);
    },
  );
}
