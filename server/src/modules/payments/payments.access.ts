/**
 * What a payment request may reach: the active company's payments, the user's origin types, the account's payment
 * types; and what it may do: recording a payment prepares it (Create payments), executing it (its bank file, or Done)
 * needs Execute payments.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { paymentTypes, payments } from '../../../db/schema';
import { ownedIds } from '../../crud/references';
import { forbidden, notFound } from '../../errors';
import { can } from '../../../../resources/access';
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

/** May the request's user execute payments (produce a bank file, mark one Done)? */
export const mayExecute = (req: FastifyRequest) => can(req.principal, 'EXECUTE_PAYMENTS');

/** Refuses (403) executing a payment to a user who may only prepare one. */
export function assertMayExecute(req: FastifyRequest) {
  if (!mayExecute(req))
    throw forbidden('Executing a payment (its bank file, or marking it done) needs the permission EXECUTE_PAYMENTS');
}
