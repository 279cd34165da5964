/**
 * Paying invoices of several suppliers in one action (POST /payments/batch): one payment per supplier and
 * branch, all recorded in one transaction (the documents locked together, in one order, so concurrent
 * payments never take a balance twice), the SEPA credit transfer file of recorded payments
 * (POST /payments/sepa), and marking them done once the bank made the transfer (PUT /payments/{id}/status).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sumMoney } from '../../../../resources/money';
import {
  paymentBatchSchema,
  paymentInputSchema,
  PAYMENT_STATUS,
  type PaymentRecord,
} from '../../../../resources/payments/payment.model';
import { paymentTypes, payments } from '../../../db/schema';
import type { Db } from '../../../db/client';
import { ownedIds } from '../../crud/references';
import { notFound } from '../../errors';
import { categoryAccess, documentFilter, UUID_RE } from '../documents/access';
import { queueSupplierNotice } from './automation';
import { lockDocuments, recordPayment } from './ledger';
import { listPayments } from './present';
import { initiatorName, painXml, SepaRefusal, sepaParties } from './sepa';

type DocRow = Awaited<ReturnType<typeof lockDocuments>> extends Map<string, infer D> ? D : never;

/** One payment pays one supplier's documents of one branch (as the ledger checks). */
const payeeKey = (d: DocRow) => `${d.companyId}|${d.supplieruuid ?? `name:${d.suppliername.trim().toLowerCase()}`}`;

const paymentScope = (req: FastifyRequest) =>
  and(eq(payments.companyId, req.scope.companyId), categoryAccess(req.principal, { originType: payments.originType }))!;

/** A refusal of the transfer answers its message key and what it names, for the client to translate. */
function refuse(reply: FastifyReply, err: SepaRefusal) {
  return reply
    .status(err.status)
    .send({ code: err.code, message: err.message, fields: { sepa: err.key }, fieldArgs: { sepa: err.args } });
}

export async function payManyRoutes(api: FastifyInstance) {
  api.post('/payments/batch', { config: { access: 'CREATE_PAYMENTS' } }, async (req, reply) => {
    const input = paymentBatchSchema.parse(req.body);
    if (
      input.paymenttype &&
      !(await ownedIds(api.db, paymentTypes, req.scope.accountId, [input.paymenttype])).has(input.paymenttype)
    )
      throw notFound('Payment type');
    const visible = await documentFilter(req);
    const status = input.paymentstatus ?? (input.transfer ? PAYMENT_STATUS.InProgress : PAYMENT_STATUS.Done);
    const notices: string[] = [];
    try {
      const ids = await api.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        // every document locked at once, in one order; then grouped by payee, in the order chosen
        const docs = await lockDocuments(
          tx,
          input.invoices.map((l) => l.invoiceuuid),
          visible,
        );
        const groups = new Map<string, typeof input.invoices>();
        for (const line of input.invoices) {
          const key = payeeKey(docs.get(line.invoiceuuid)!);
          groups.set(key, [...(groups.get(key) ?? []), line]);
        }
        if (input.transfer) {
          // every account checked before anything is recorded
          await sepaParties(
            tx,
            req.scope.accountId,
            [...groups.values()].map((lines) => draftRecord(lines, docs)),
          );
        }
        const created: string[] = [];
        for (const lines of groups.values()) {
          const numbers = lines
            .map((l) => docs.get(l.invoiceuuid)!.id)
            .filter(Boolean)
            .join(', ');
          const one = paymentInputSchema.parse({
            name: (input.name || numbers).slice(0, 200),
            paymenttype: input.paymenttype,
            paymentdate: input.paymentdate,
            paymentstatus: status,
            invoices: lines,
          });
          const { payment } = await recordPayment(tx, one, {
            visible,
            accountId: req.scope.accountId,
            userId: req.principal.userId,
            andThen: async (inner, id) => {
              const e = await queueSupplierNotice(req, inner, id, { asked: input.notify });
              if (e) notices.push(e);
            },
          });
          created.push(payment.uuid);
        }
        return created;
      });
      api.jobs.kick();
      const records = await listPayments(api.db, inArray(payments.uuid, ids), {
        limit: ids.length,
        offset: 0,
        order: [],
      });
      const ordered = ids.map((id) => records.find((r) => r.uuid === id)!);
      return { paySuccess: true, payments: ordered, ...(notices.length ? { mailError: notices[0] } : {}) };
    } catch (err) {
      if (err instanceof SepaRefusal) return refuse(reply, err);
      throw err;
    }
  });

  /** Marks a payment done once the bank made the transfer (or back in progress); its amounts stay as they are. */
  api.put('/payments/:id/status', { config: { access: 'UPDATE_PAYMENTS' } }, async (req) => {
    const id = (req.params as { id: string }).id;
    if (!UUID_RE.test(id)) throw notFound('Payment');
    const { paymentstatus } = z.object({ paymentstatus: z.union([z.literal(0), z.literal(1)]) }).parse(req.body);
    const [row] = await api.db
      .update(payments)
      .set({ paymentstatus, updatedAt: new Date() })
      .where(and(eq(payments.uuid, id), paymentScope(req)))
      .returning({ uuid: payments.uuid });
    if (!row) throw notFound('Payment');
    return (await listPayments(api.db, eq(payments.uuid, id)))[0];
  });

  /** The SEPA credit transfer file (pain.001.001.03) of recorded payments of the active company. */
  api.post('/payments/sepa', { config: { access: 'VIEW_PAYMENTS' } }, async (req, reply) => {
    const { payments: ids } = z
      .object({ payments: z.array(z.string().uuid('error.uuid')).min(1, 'error.required').max(500) })
      .parse(req.body);
    const unique = [...new Set(ids)];
    const records = await listPayments(api.db, and(inArray(payments.uuid, unique), paymentScope(req))!, {
      limit: unique.length,
      offset: 0,
      order: [],
    });
    if (records.length !== unique.length) throw notFound('Payment');
    const ordered = unique.map((id) => records.find((r) => r.uuid === id)!);
    try {
      const parties = await sepaParties(api.db, req.scope.accountId, ordered);
      const { xml, messageId } = painXml(parties, await initiatorName(api.db, req.scope.companyId));
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="sepa-transfer-${day}-${messageId}.xml"`)
        .header('x-sepa-message-id', messageId)
        .send(xml);
    } catch (err) {
      if (err instanceof SepaRefusal) return refuse(reply, err);
      throw err;
    }
  });
}

/** The payment a group of lines will become, as the account checks read it. */
function draftRecord(lines: Array<{ invoiceuuid: string; amount: string }>, docs: Map<string, DocRow>): PaymentRecord {
  const first = docs.get(lines[0].invoiceuuid)!;
  return {
    uuid: '',
    name: '',
    description: '',
    paymenttype: null,
    paymentdate: '',
    creationdate: '',
    paymentstatus: 0,
    supplier: first.supplieruuid,
    suppliername: first.suppliername,
    branche: first.companyId,
    origintype: first.originType,
    total: sumMoney(lines.map((l) => l.amount)),
    invoices: [],
  };
}
