/**
 * Approval circuits: the account's rules (ordered), each validated invoice's approval request (one per document,
 * its state kept in the transaction of each decision) and the decisions, append-only; a person decides a step of
 * a document once (unique), so two clicks at once never count twice.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ApprovalState } from '../../src/domain/approvals/approvalAnswer';
import type { ApprovalCondition, ApprovalDecision, ApprovalStep } from '../../src/domain/approvals/approvalRule';
import { documents } from './documentSchema';
import { companyRef } from './organisationSchema';
import { createdAt, primaryId, updatedAt } from './columns';

export const approvalRules = pgTable(
  'approval_rules',
  {
    id: primaryId(),
    accountId: companyRef('account_id'),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    conditions: jsonb('conditions').$type<ApprovalCondition[]>().notNull().default([]),
    steps: jsonb('steps').$type<ApprovalStep[]>().notNull().default([]),
    allowSelfApproval: boolean('allow_self_approval').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('approval_rules_account_idx').on(t.accountId, t.position)],
);

export { APPROVAL_STATES, type ApprovalState } from '../../src/domain/approvals/approvalAnswer';

export const approvalRequests = pgTable(
  'approval_requests',
  {
    documentId: uuid('document_id')
      .primaryKey()
      .references(() => documents.uuid, { onDelete: 'cascade' }),
    accountId: companyRef('account_id'),
    companyId: uuid('company_id').notNull(),
    ruleId: uuid('rule_id'),
    /** The rule as it was when the invoice was validated (a later edit of the rule does not move the goalposts). */
    ruleName: text('rule_name').notNull(),
    steps: jsonb('steps').$type<ApprovalStep[]>().notNull(),
    allowSelfApproval: boolean('allow_self_approval').notNull().default(false),
    state: text('state').$type<ApprovalState>().notNull().default('PENDING'),
    /** The step waiting (0-based); steps.length once approved. */
    currentStep: integer('current_step').notNull().default(0),
    /** Who validated the invoice (may not approve it unless the rule allows). */
    requestedBy: uuid('requested_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('approval_requests_pending_idx').on(t.accountId, t.state, t.createdAt.desc()),
    // a rule changed or deleted withdraws its undecided requests
    index('approval_requests_rule_idx').on(t.ruleId),
  ],
);

export const approvalDecisions = pgTable(
  'approval_decisions',
  {
    id: primaryId(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => approvalRequests.documentId, { onDelete: 'cascade' }),
    accountId: companyRef('account_id'),
    step: integer('step').notNull(),
    userId: uuid('user_id').notNull(),
    userName: text('user_name').notNull().default(''),
    decision: text('decision').$type<ApprovalDecision>().notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [uniqueIndex('approval_decisions_once_idx').on(t.documentId, t.step, t.userId)],
);
