/**
 * Payment calls of spec §7: payments (one payment settles several documents of one supplier, fully or
 * partly), the invoices to pay, the invoices loaded for a payment, and the supplier balances (soldes).
 */
import { and, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { can } from '../../../../resources/access';
import { DOCUMENT_STATUS } from '../../../../resources/documents/rules';
import { paymentInputSchema } from '../../../../resources/payments/model';
import { documents, paymentTypes, payments } from '../../../db/schema';
import { AppError, notFound } from '../../errors';
import { ownedIds } from '../../crud/references';
import { categoryAccess, documentFilter, UUID_RE } from '../documents/access';
import { assertBranchAllowed } from '../documents/update';
import { statement, statementCsv, summarise } from './balances';
import { queueSupplierNotice } from './automation';
import { createPayment, deletePayment, updatePayment } from './ledger';
import { sendPaymentMail } from './paymentMail';
import { invoicesToPay, listPayments, toPay } from './present';

const dateOrUndefined = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional();
const idParam = (req: FastifyRequest, name = 'id') => {
  const id = (req.params as Record<string, string>)[name];
  if (!UUID_RE.test(id)) throw notFound(name === 'id' ? 'Payment' : 'Resource');
  return id;
};

/** The payments a request may see: the active company's, within the user's origin-type access. */
const paymentScope = (req: FastifyRequest): SQL =>
  and(eq(payments.companyId, req.scope.companyId), categoryAccess(req.principal, { originType: payments.originType }))!;

async function parsePayment(req: FastifyRequest) {
  const input = paymentInputSchema.parse(req.body);
  if (input.paymenttype && !(await ownedIds(req.server.db, paymentTypes, req.scope.accountId, [input.paymenttype])).has(input.paymenttype)) {
    throw notFound('Payment type');
  }
  return input;
}

export async function paymentRoutes(api: FastifyInstance) {
  api.get('/payments', { config: { access: 'VIEW_PAYMENTS' } }, async (req) => {
    const q = z.object({ fromDate: dateOrUndefined, toDate: dateOrUndefined, originType: z.string().uuid().optional() }).parse(req.query);
    return listPayments(api.db, and(paymentScope(req), q.fromDate ? gte(payments.paymentdate, q.fromDate) : undefined,
      q.toDate ? lte(payments.paymentdate, q.toDate) : undefined, q.originType ? eq(payments.originType, q.originType) : undefined)!);
  });

  api.post('/payments', { config: { access: 'CREATE_PAYMENTS' } }, async (req) => {
    const input = await parsePayment(req);
    // the supplier's automatic notice is queued with the payment, unless the user writes one now
    let noticeError: string | undefined;
    const { payment, documents: paid } = await createPayment(api.db, input, {
      visible: await documentFilter(req), accountId: req.scope.accountId, userId: req.principal.userId,
      andThen: input.sendMail ? undefined : async (tx, id) => { noticeError = await queueSupplierNotice(req, tx, id); },
    });
    api.jobs.kick();
    const [record] = await listPayments(api.db, eq(payments.uuid, payment.uuid));
    const mailError = input.sendMail ? await sendPaymentMail(req, input, paid.map((d) => d.uuid)) : noticeError;
    return { paySuccess: true, payment: record, ...(mailError ? { mailError } : {}) };
  });

  api.put('/payments/:id', { config: { access: 'UPDATE_PAYMENTS' } }, async (req) => {
    const id = idParam(req);
    const input = await parsePayment(req);
    await updatePayment(api.db, id, input, { visible: await documentFilter(req), where: paymentScope(req) });
    return (await listPayments(api.db, eq(payments.uuid, id)))[0];
  });

  api.delete('/payments/:id', { config: { access: 'DELETE_PAYMENTS' } }, async (req) => {
    await deletePayment(api.db, idParam(req), { visible: await documentFilter(req), where: paymentScope(req) });
    return { success: true };
  });

  api.get('/invoicestopay', { config: { access: 'VIEW_PAYMENTS' } }, async (req) => {
    const q = z.object({ originType: z.string().uuid().optional() }).parse(req.query);
    return invoicesToPay(api.db, and(await documentFilter(req), q.originType ? eq(documents.originType, q.originType) : undefined)!);
  });

  /** The named documents of one supplier ({id}) as invoices to pay, for the payment dialog. */
  api.post('/documents/:id', { config: { access: 'VIEW_PAYMENTS' } }, async (req) => {
    const supplier = idParam(req, 'id');
    const ids = z.array(z.string().uuid('error.uuid')).min(1).max(500).parse(req.body);
    const rows = await api.db.select().from(documents).where(and(inArray(documents.uuid, ids), await documentFilter(req)));
    if (rows.length !== new Set(ids).size) throw notFound('Document');
    if (rows.some((d) => d.supplieruuid !== supplier)) throw new AppError('VALIDATION', 'These documents are not all of this supplier', { fields: { documents: 'error.payment.mixed' } });
    const payable = [DOCUMENT_STATUS.SAVED, DOCUMENT_STATUS.VALIDATED, DOCUMENT_STATUS.PARTIALLY_PAYED] as number[];
    return rows.filter((d) => payable.includes(d.status)).map(toPay);
  });

  /** Balance statement of one supplier in one branch; `?format=csv` exports it. */
  api.get('/soldes/:branch/:supplier', { config: { access: 'VIEW_SOLDES' } }, async (req, reply) => {
    const { branch, supplier } = await balanceParams(req);
    const lines = await statement(api.db, branch, supplier, balanceAccess(req));
    if ((req.query as { format?: string }).format !== 'csv') return lines;
    if (!can(req.principal, 'EXPORT_SOLDES')) throw new AppError('FORBIDDEN', 'You do not have the permission EXPORT_SOLDES');
    return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="soldes.csv"').send(`\ufeff${statementCsv(lines)}`);
  });

  /** What is owed to the supplier (or to every supplier with `all`) in the branch. */
  api.get('/soldes/summary/:branch/:supplier', { config: { access: 'VIEW_SOLDES' } }, async (req) => {
    const { branch, supplier } = await balanceParams(req);
    return summarise(await statement(api.db, branch, supplier, balanceAccess(req)));
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
const balanceAccess = (req: FastifyRequest) => categoryAccess(req.principal, { originType: documents.originType, group: documents.documentgroupuuid });
