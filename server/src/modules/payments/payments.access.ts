/**
 * What a payment request may reach: the active company's payments, the user's origin types, the account's payment
 * types; and what it may do: recording a payment prepares it (Create payments), executing it (its bank file, or Done)
 * needs Execute payments, and with the company's four-eyes setting on, someone other than who prepared it.
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../../db/client';
import { companies, paymentTypes, payments } from '../../../db/schema';
import { AppError, forbidden, notFound } from '../../errors';
import { can } from '../../../../src/domain/access';
import { categoryAccess } from '../documents/access';
import { fourEyesRefuses } from '../../../../src/domain/payments/fourEyes';
import { transferableKind } from '../../../../src/domain/paymentTypes/paymentType.model';

/** The payments a request may see: the active company's, within the user's origin-type access. */
export const paymentScope = (req: FastifyRequest): SQL =>
  and(eq(payments.companyId, req.scope.companyId), categoryAccess(req.principal, { originType: payments.originType }))!;

/**
 * A payment's type must be one of the account's (a foreign or unknown one answers 404); paid by a bank transfer file
 * (`transfer`), not one of a kind that moves the money otherwise (409 `error.payment.transferkind`).
 */
export async function assertPaymentType(
  req: FastifyRequest,
  paymenttype: string | null | undefined,
  { transfer = false }: { transfer?: boolean } = {},
) {
  if (!paymenttype) return;
  const [type] = await req.server.db
    .select({ name: paymentTypes.name, kind: paymentTypes.kind })
    .from(paymentTypes)
    .where(and(eq(paymentTypes.uuid, paymenttype), eq(paymentTypes.companyId, req.scope.accountId)));
  if (!type) throw notFound('Payment type');
  if (transfer && !transferableKind(type.kind)) throw notTransferable(type.name);
}

const notTransferable = (type: string, payment?: string) =>
  new AppError(
    'INVALID_STATE',
    `A bank transfer file pays by transfer, not by the payment type ${type}${payment ? ` of ${payment}` : ''}`,
    { key: 'error.payment.transferkind', params: { type, payment: payment ?? '' } },
  );

/** Refuses (409) a bank file for a payment whose type moves the money otherwise (a cheque, a card...): paid twice. */
export async function assertTransferKinds(db: DbOrTx, paymentIds: string[]) {
  if (!paymentIds.length) return;
  const rows = await db
    .select({ payment: payments.name, type: paymentTypes.name, kind: paymentTypes.kind })
    .from(payments)
    .innerJoin(paymentTypes, eq(paymentTypes.uuid, payments.paymenttype))
    .where(inArray(payments.uuid, paymentIds));
  const refused = rows.find((r) => !transferableKind(r.kind));
  if (refused) throw notTransferable(refused.type, refused.payment);
}

/** May the request's user execute payments (produce a bank file, mark one Done)? */
export const mayExecute = (req: FastifyRequest) => can(req.principal, 'EXECUTE_PAYMENTS');

/** Refuses (403) executing a payment to a user who may only prepare one. */
export function assertMayExecute(req: FastifyRequest) {
  if (!mayExecute(req))
    throw forbidden(
      'Executing a payment (its bank file, or marking it done) needs the permission EXECUTE_PAYMENTS',
      'error.payment.executeright',
    );
}

/** A payment as the four-eyes rule reads it: its company, who prepared it, its name (for the refusal). */
export interface PreparedPayment {
  companyId: string;
  createdBy: string | null;
  name: string;
}

/** The named payments as the four-eyes rule reads them. */
export const preparedPayments = (db: DbOrTx, ids: string[]): Promise<PreparedPayment[]> =>
  db
    .select({ companyId: payments.companyId, createdBy: payments.createdBy, name: payments.name })
    .from(payments)
    .where(inArray(payments.uuid, ids));

/** The companies among `companyIds` whose four-eyes setting is on. */
async function fourEyesCompanies(db: DbOrTx, companyIds: string[]): Promise<Set<string>> {
  if (!companyIds.length) return new Set();
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(inArray(companies.id, [...new Set(companyIds)]), eq(companies.paymentfoureyes, true)));
  return new Set(rows.map((r) => r.id));
}

/**
 * Four-eyes payments (the company setting `paymentfoureyes`): the one rule. Refuses (403 `error.payment.sameperson`)
 * when `executor` prepared one of `prepared` in a company with the setting on. No executor (the bank statement, the
 * system) executes nothing a person prepared, and is never refused.
 */
export async function assertFourEyes(db: DbOrTx, executor: string | null, prepared: PreparedPayment[]) {
  const own = prepared.filter((p) => fourEyesRefuses(true, p.createdBy, executor));
  const strict = await fourEyesCompanies(
    db,
    own.map((p) => p.companyId),
  );
  const refused = own.find((p) => fourEyesRefuses(strict.has(p.companyId), p.createdBy, executor));
  if (refused)
    throw new AppError(
      'FORBIDDEN',
      `You prepared the payment ${refused.name}: with four-eyes payments, someone else with the right to execute payments must execute it`,
      { key: 'error.payment.sameperson', params: { payment: refused.name } },
    );
}

/**
 * May the request's user execute at once a payment they prepare now for `companyId` (recorded Done, its bank file
 * made in the same action)? Needs Execute payments, and the company's four-eyes setting off.
 */
export async function mayExecuteOwn(req: FastifyRequest, companyId: string): Promise<boolean> {
  return mayExecute(req) && !(await fourEyesCompanies(req.server.db, [companyId])).size;
}
