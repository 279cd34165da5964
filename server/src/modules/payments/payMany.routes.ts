/**
 * Paying invoices of several suppliers in one action (POST /payments/batch, use-cases/pay-many-suppliers.ts),
 * the bank files of recorded payments (POST /payments/sepa in euros, POST /payments/international in any
 * currency), and marking them done once the
 * bank made the transfer (PUT /payments/{id}/status).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, uuid } from '../../../../src/domain/ids';
import {
  PAYMENT_STATUS,
  paymentBatchSchema,
  paymentRecordAnswer,
  paymentsRecordedAnswer,
} from '../../../../src/domain/payments/payment.model';
import { payments } from '../../../db/schema';
import { notFound } from '../../errors';
import { actorOf } from '../../audit/record';
import {
  assertFourEyes,
  assertMayExecute,
  assertPaymentType,
  assertTransferKinds,
  paymentScope,
  preparedPayments,
} from './payments.access';
import { listPayments } from './present';
import { assertTransferable } from '../bankDetails/transferGuard';
import { assertApprovedIds } from '../approvals/guard';
import { initiatorName, painXml, SepaRefusal, sepaParties } from './sepa';
import { internationalParties, internationalXml } from './internationalTransfer';
import { payManySuppliers } from './use-cases/pay-many-suppliers';
import { setPaymentStatus } from './use-cases/set-payment-status';

const statusBody = z.object({ paymentstatus: z.union([z.literal(0), z.literal(1)]) });
const sepaBody = z.object({ payments: z.array(uuid).min(1, 'error.required').max(500) });

/** A refusal of the transfer answers its message key and what it names, for the client to translate. */
function refuse(reply: FastifyReply, err: SepaRefusal) {
  return reply
    .status(err.status)
    .send({ code: err.code, message: err.message, fields: { sepa: err.key }, fieldArgs: { sepa: err.args } });
}

export async function payManyRoutes(api: FastifyInstance) {
  const typed = api.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/payments/batch',
    {
      config: { access: 'CREATE_PAYMENTS' },
      schema: { body: paymentBatchSchema, response: { 200: paymentsRecordedAnswer } },
    },
    async (req, reply) => {
      // its bank file, or payments recorded Done, execute them
      if (req.body.transfer || (req.body.paymentstatus ?? PAYMENT_STATUS.Done) === PAYMENT_STATUS.Done)
        assertMayExecute(req);
      await assertPaymentType(req, req.body.paymenttype, { transfer: req.body.transfer });
      try {
        return await payManySuppliers(req, req.body);
      } catch (err) {
        if (err instanceof SepaRefusal) return refuse(reply, err);
        throw err;
      }
    },
  );

  /**
   * Marks a payment done once the bank made the transfer, recording who executed it and when (or back in progress,
   * which forgets them; either needs Execute payments): use-cases/set-payment-status.ts.
   */
  typed.put(
    '/payments/:id/status',
    {
      config: { access: 'EXECUTE_PAYMENTS' },
      schema: { params: idParams, body: statusBody, response: { 200: paymentRecordAnswer } },
    },
    async (req) => {
      const { id } = req.params;
      await setPaymentStatus(api.db, id, req.body.paymentstatus, {
        where: paymentScope(req),
        actor: actorOf(req),
        executedBy: req.principal.userId,
      });
      return (await listPayments(api.db, eq(payments.uuid, id)))[0]!;
    },
  );

  /** The recorded payments of the request's company named in the body, in its order (404 when one is not there). */
  async function namedPayments(req: FastifyRequest, ids: string[]) {
    const unique = [...new Set(ids)];
    const records = await listPayments(api.db, and(inArray(payments.uuid, unique), paymentScope(req))!, {
      limit: unique.length,
      offset: 0,
      order: [],
    });
    if (records.length !== unique.length) throw notFound('Payment');
    const ordered = unique.map((id) => records.find((r) => r.uuid === id)!);
    // the bank file executes them: with four-eyes payments, not the one who prepared them
    await assertFourEyes(api.db, req.principal.userId, await preparedPayments(api.db, unique));
    await assertTransferKinds(api.db, unique);
    const invoiceIds = ordered.flatMap((p) => p.invoices.map((l) => l.invoiceuuid));
    await assertApprovedIds(api.db, invoiceIds);
    await assertTransferable(api.db, req.scope.accountId, invoiceIds);
    return ordered;
  }

  const BANK_FILES = {
    sepa: { parties: sepaParties, build: painXml, name: 'sepa-transfer' },
    international: { parties: internationalParties, build: internationalXml, name: 'international-transfer' },
  } as const;

  /**
   * The bank files of recorded payments of the active company: the SEPA credit transfer (pain.001.001.03, euros
   * only) and the international credit transfer (pain.001.001.09, any currency); producing one executes the payments
   * (Execute payments).
   */
  for (const [path, file] of Object.entries(BANK_FILES))
    typed.post(
      `/payments/${path}`,
      { config: { access: 'EXECUTE_PAYMENTS' }, schema: { body: sepaBody } },
      async (req, reply) => {
        const ordered = await namedPayments(req, req.body.payments);
        try {
          const parties = await file.parties(api.db, req.scope.accountId, ordered);
          const { xml, messageId } = file.build(parties, await initiatorName(api.db, req.scope.companyId));
          const day = new Date().toISOString().slice(0, 10);
          return reply
            .type('application/xml; charset=utf-8')
            .header('content-disposition', `attachment; filename="${file.name}-${day}-${messageId}.xml"`)
            .header('x-sepa-message-id', messageId)
            .send(xml);
        } catch (err) {
          if (err instanceof SepaRefusal) return refuse(reply, err);
          throw err;
        }
      },
    );
}
