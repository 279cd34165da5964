/** What a payment request may reach: the active company's payments, the user's origin types, the account's payment types. */
import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { paymentTypes, payments } from '../../../db/schema';
import { ownedIds } from '../../crud/references';
import { notFound } from '../../errors';
import { categoryAccess } from '../documents/access';

/** The payments a request may see: the active company's, within the user's origin-type access. */
export const paymentScope = (req: FastifyRequest): SQL =>
  and(eq(payments.companyId, req.scope.companyId), categoryAccess(req.principal, { originType: payments.originType }))!;

/** A payment's type must be one of the account's (a foreign or unknown one answers 404). */
export async function assertPaymentType(req: FastifyRequest, paymenttype: string | null | undefined) {
  if (
    paymenttype &&
    !(await ownedIds(req.server.db, paymentTypes, req.scope.accountId, [paymenttype])).has(paymenttype)
  )
    throw notFound('Payment type');
}
