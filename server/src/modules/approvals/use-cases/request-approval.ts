/**
 * A validated invoice that matches an approval rule waits for approval: its request is written with the rule's
 * steps as they are now. Told of each committed validation (documents/validated.ts).
 */
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../../../db/client';
import { approvalRequests, type documents } from '../../../../db/schema';
import { DOCUMENT_STATUS } from '../../../../../src/domain/documents/rules';
import { ruleFor } from '../rules';

/** Validated, unpaid or partly paid: what an approval still decides about. */
export const awaitsPayment = (status: number) =>
  status === DOCUMENT_STATUS.VALIDATED || status === DOCUMENT_STATUS.PARTIALLY_PAYED;

type DocRow = typeof documents.$inferSelect;

type RuleRow = NonNullable<Awaited<ReturnType<typeof ruleFor>>>;

/** The request of an invoice under a rule: the rule's steps as they are now. */
export const requestOf = (doc: DocRow, rule: RuleRow, requestedBy: string | null) => ({
  documentId: doc.uuid,
  accountId: doc.accountId,
  companyId: doc.companyId,
  ruleId: rule.id,
  ruleName: rule.name,
  steps: rule.steps,
  allowSelfApproval: rule.allowSelfApproval,
  requestedBy,
});

/** Opens the invoice's request when a rule applies (once: a request already there stays). */
export async function requestApproval(db: DbOrTx, doc: DocRow, requestedBy: string | null) {
  if (doc.category === 'CREDIT') return undefined;
  const rule = await ruleFor(db, doc.accountId, doc);
  if (!rule) return undefined;
  const [row] = await db
    .insert(approvalRequests)
    .values(requestOf(doc, rule, requestedBy))
    .onConflictDoNothing()
    .returning();
  return row;
}

export const requestOnValidation = async (req: FastifyRequest, doc: DocRow) => {
  await requestApproval(req.server.db, doc, req.principal.userId);
};
