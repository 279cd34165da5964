/**
 * The "To approve" list: the account's invoices waiting at a step the user approves (named, or through one of
 * their rule groups), that they did not validate themselves (unless the rule allows) nor decide already.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { approvalRequests, documents } from '../../../db/schema';

export function waitingFor(req: FastifyRequest): SQL {
  const { userId, groups } = req.principal;
  const step = sql`(${approvalRequests.steps} -> ${approvalRequests.currentStep})`;
  const groupList = groups.length
    ? sql`array[${sql.join(
        groups.map((g) => sql`${g}`),
        sql`, `,
      )}]::text[]`
    : sql`'{}'::text[]`;
  return and(
    eq(approvalRequests.accountId, req.scope.accountId),
    eq(approvalRequests.state, 'PENDING'),
    sql`(${step} -> 'users' ? ${userId} or ${step} -> 'ruleGroups' ?| ${groupList})`,
    sql`(${approvalRequests.allowSelfApproval} or ${approvalRequests.requestedBy} is distinct from ${userId}::uuid)`,
    sql`not exists (select 1 from approval_decisions d where d.document_id = ${approvalRequests.documentId} and d.user_id = ${userId}::uuid)`,
  )!;
}

export const pendingColumns = {
  uuid: documents.uuid,
  id: documents.invoiceNumber,
  /** The invoice number again: list clients key rows by `uuid` into `id`. */
  number: documents.invoiceNumber,
  date: documents.date,
  suppliername: documents.suppliername,
  totalttc: documents.totalttc,
  origintype: documents.originType,
  rule: approvalRequests.ruleName,
  step: approvalRequests.currentStep,
  requestedAt: approvalRequests.createdAt,
  /** The invoice as listed: the decision sends it back (409 when it changed meanwhile). */
  version: documents.updatedAt,
};

export const pendingOrder = [desc(approvalRequests.createdAt), desc(approvalRequests.documentId)];
