/** A document's approval as the API answers it: the request, each step's approvals, the decisions, and whether the reader may decide now. */
import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../../db/client';
import { approvalDecisions, approvalRequests } from '../../../db/schema';
import { refusalFor } from './use-cases/decide-approval';
import { awaitsPayment, requestApproval } from './use-cases/request-approval';
import type { documents } from '../../../db/schema';

type DocRow = typeof documents.$inferSelect;

export async function presentApproval(db: DbOrTx, req: FastifyRequest, doc: DocRow) {
  const documentId = doc.uuid;
  let [request] = await db.select().from(approvalRequests).where(eq(approvalRequests.documentId, documentId));
  // a validated invoice that a rule covers (a rule added after its validation) waits for approval from now on
  if (!request && awaitsPayment(doc.status)) request = (await requestApproval(db, doc, null))!;
  if (!request) return { required: false as const };
  const decisions = await db
    .select()
    .from(approvalDecisions)
    .where(eq(approvalDecisions.documentId, documentId))
    .orderBy(asc(approvalDecisions.createdAt));
  const refusal = refusalFor(req, request, decisions);
  return {
    required: true as const,
    state: request.state,
    rule: request.ruleName,
    currentStep: request.currentStep,
    requestedBy: request.requestedBy,
    allowSelfApproval: request.allowSelfApproval,
    steps: request.steps.map((s, i) => ({
      ...s,
      approvals: decisions.filter((d) => d.step === i && d.decision === 'APPROVE').length,
    })),
    decisions: decisions.map(({ accountId: _a, documentId: _d, ...d }) => d),
    /** The invoice as the reader saw it: sent back with a decision, another one answers 409 (it changed meanwhile). */
    version: doc.updatedAt.toISOString(),
    canDecide: !refusal,
    ...(refusal ? { reason: refusal.details?.key } : {}),
  };
}
