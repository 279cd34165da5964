/**
 * POST /documents/{id}/approvals: an approver approves or refuses the invoice's current step, with a comment.
 * In one transaction with the request locked: the decision (once per person and step: unique, so two clicks at
 * once answer 409, never a double approval), the request's new state, the audit entry and the lifecycle seam.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ApprovalDecision } from '../../../../../src/domain/approvals/approvalRule';
import type { Tx } from '../../../../db/client';
import { approvalDecisions, approvalRequests, documents } from '../../../../db/schema';
import { actorOf, recordAudit } from '../../../audit/record';
import { AppError } from '../../../errors';
import { loadDocument } from '../../documents/access';
import { onApprovalDecision } from '../lifecycle';
import { awaitsPayment, requestApproval } from './request-approval';

type RequestRow = typeof approvalRequests.$inferSelect;

const conflict = (message: string, key: string, params: Record<string, unknown> = {}) =>
  new AppError('CONFLICT', message, { key, params });

/** Why this user may not decide the request's current step now (an AppError), or undefined. */
export function refusalFor(
  req: FastifyRequest,
  request: RequestRow,
  decided: Array<{ userId: string }>,
): AppError | undefined {
  const { userId, groups } = req.principal;
  if (request.state !== 'PENDING')
    return conflict(
      `The approval is already ${request.state.toLowerCase()}`,
      request.state === 'APPROVED' ? 'error.approval.approved' : 'error.approval.closed',
    );
  const step = request.steps[request.currentStep];
  const approver = step.users.includes(userId) || step.ruleGroups.some((g) => groups.includes(g));
  if (!approver)
    return new AppError('FORBIDDEN', 'You are not an approver of this step', { key: 'error.approval.notapprover' });
  if (request.requestedBy === userId && !request.allowSelfApproval)
    return new AppError('FORBIDDEN', 'You validated this invoice: someone else must approve it', {
      key: 'error.approval.self',
    });
  if (decided.some((d) => d.userId === userId))
    return conflict('You have already decided on this invoice', 'error.approval.already');
  return undefined;
}

const isUniqueViolation = (err: unknown) => {
  const code = (e: unknown) => (typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined);
  return code(err) === '23505' || code((err as { cause?: unknown })?.cause) === '23505';
};

export interface DecisionInput {
  decision: ApprovalDecision;
  comment: string;
  /** The document's `updatedAt` the approver saw: another one means it changed meanwhile (409). */
  version?: string;
}

export async function decideApproval(req: FastifyRequest, id: string, input: DecisionInput) {
  const doc = await loadDocument(req, id);
  const actor = actorOf(req);
  try {
    await req.server.db.transaction(async (tx: Tx) => {
      let [request] = await tx
        .select()
        .from(approvalRequests)
        .where(eq(approvalRequests.documentId, doc.uuid))
        .for('update');
      const [current] = await tx.select().from(documents).where(eq(documents.uuid, doc.uuid));
      if (!request && awaitsPayment(current.status)) request = (await requestApproval(tx, current, null)) as RequestRow;
      if (!request)
        throw new AppError('INVALID_STATE', 'This invoice needs no approval', { key: 'error.approval.none' });
      if (input.version && input.version !== current.updatedAt.toISOString())
        throw conflict('The invoice changed meanwhile: read it again before deciding', 'error.approval.changed');
      if (!awaitsPayment(current.status) && request.state === 'PENDING')
        throw conflict('Only a validated invoice waiting for payment is approved', 'error.approval.status');
      const decided = await tx
        .select({
          userId: approvalDecisions.userId,
          decision: approvalDecisions.decision,
          step: approvalDecisions.step,
        })
        .from(approvalDecisions)
        .where(eq(approvalDecisions.documentId, doc.uuid));
      const refusal = refusalFor(req, request, decided);
      if (refusal) throw refusal;
      await tx.insert(approvalDecisions).values({
        documentId: doc.uuid,
        accountId: doc.accountId,
        step: request.currentStep,
        userId: actor.userId!,
        userName: actor.userName,
        decision: input.decision,
        comment: input.comment,
      });
      const approvals = decided.filter((d) => d.step === request.currentStep && d.decision === 'APPROVE').length + 1;
      const stepDone = input.decision === 'APPROVE' && approvals >= request.steps[request.currentStep].required;
      const currentStep = stepDone ? request.currentStep + 1 : request.currentStep;
      const state =
        input.decision === 'REFUSE' ? 'REFUSED' : currentStep >= request.steps.length ? 'APPROVED' : 'PENDING';
      await tx
        .update(approvalRequests)
        .set({ state, currentStep, updatedAt: new Date() })
        .where(and(eq(approvalRequests.documentId, doc.uuid), eq(approvalRequests.state, 'PENDING')));
      await recordAudit(tx, actor, {
        entity: 'documents',
        entityId: doc.uuid,
        action: input.decision,
        changes: {
          approval: { before: request.state, after: state },
          step: { before: request.currentStep, after: currentStep },
          ...(input.comment ? { comment: { before: null, after: input.comment } } : {}),
        },
      });
      await onApprovalDecision(tx, {
        documentId: doc.uuid,
        state,
        partly: state === 'PENDING' && stepDone,
        comment: input.comment,
        userId: actor.userId,
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('You have already decided on this invoice', 'error.approval.already');
    throw err;
  }
}
