/**
 * Approval rules (isomorphic): which validated invoices wait for approval, and by whom. A rule's conditions all
 * hold (spec's rule-condition operators) on the invoice's total including tax, supplier, branch, origin type,
 * document group or a keyword's value; its steps are approved in order, each by N of its approvers (named users,
 * or any member of the named rule groups). The first rule, in order, that an invoice matches applies.
 */
import { z } from 'zod';
import { isAmount, toCents } from '../money';
import { uuid } from '../ids';
import { SEARCH_OPERATORS } from '../documents/document.model';

/** The spec's rule-condition operators: the same comparisons a keyword search makes. */
export const CONDITION_OPERATORS = SEARCH_OPERATORS;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];
export const CONDITION_FIELDS = [
  'TOTAL_TTC',
  'SUPPLIER',
  'BRANCH',
  'ORIGIN_TYPE',
  'DOCUMENT_GROUP',
  'KEYWORD',
] as const;
export const APPROVAL_DECISIONS = ['APPROVE', 'REFUSE'] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];

export const conditionSchema = z
  .object({
    field: z.enum(CONDITION_FIELDS, 'error.invalidvalue'),
    operator: z.enum(CONDITION_OPERATORS, 'error.invalidvalue'),
    value: z.string().trim().max(500),
    /** The keyword whose value is compared (field KEYWORD). */
    keyworduuid: uuid.optional(),
  })
  .refine((c) => c.field !== 'KEYWORD' || c.keyworduuid, { path: ['keyworduuid'], message: 'error.required' })
  .refine((c) => c.field !== 'TOTAL_TTC' || isAmount(c.value), { path: ['value'], message: 'error.amount' });
export type ApprovalCondition = z.infer<typeof conditionSchema>;

export const stepSchema = z
  .object({
    users: z.array(uuid).max(50).default([]),
    ruleGroups: z.array(uuid).max(20).default([]),
    /** How many of the approvers must approve this step. */
    required: z.number().int().min(1).max(10).default(1),
  })
  .refine((s) => s.users.length + s.ruleGroups.length > 0, { path: ['users'], message: 'error.required' });
export type ApprovalStep = z.infer<typeof stepSchema>;

export const approvalRuleSchema = z.object({
  name: z.string().trim().min(1, 'error.required').max(200),
  /** Rules are tried in this order (lowest first). */
  position: z.number().int().min(0).max(10_000).default(0),
  active: z.boolean().default(true),
  conditions: z.array(conditionSchema).max(20).default([]),
  steps: z.array(stepSchema).min(1, 'error.required').max(10),
  /** The person who validated the invoice may approve it too (forbidden by default). */
  allowSelfApproval: z.boolean().default(false),
});
export type ApprovalRuleInput = z.infer<typeof approvalRuleSchema>;

/** What a rule's conditions read of an invoice. */
export interface ApprovalSubject {
  totalttc: string | null;
  supplieruuid: string | null;
  companyId: string;
  originType: string | null;
  documentgroupuuid: string | null;
  data: ReadonlyArray<{ keyworduuid: string; value: unknown }>;
}

function actualValue(c: ApprovalCondition, doc: ApprovalSubject): unknown {
  switch (c.field) {
    case 'TOTAL_TTC':
      return doc.totalttc;
    case 'SUPPLIER':
      return doc.supplieruuid;
    case 'BRANCH':
      return doc.companyId;
    case 'ORIGIN_TYPE':
      return doc.originType;
    case 'DOCUMENT_GROUP':
      return doc.documentgroupuuid;
    case 'KEYWORD':
      return doc.data.find((v) => v.keyworduuid === c.keyworduuid)?.value;
  }
}

/** Amounts compare exactly at two decimals; other values as text, case-insensitive (ISO dates order as text). */
function compare(actual: unknown, expected: string): number | undefined {
  if (isAmount(actual) && isAmount(expected)) {
    const a = toCents(actual),
      b = toCents(expected);
    return a < b ? -1 : a > b ? 1 : 0;
  }
  if (actual === null || actual === undefined) return undefined;
  const a = String(actual).trim().toLowerCase(),
    b = expected.trim().toLowerCase();
  return a < b ? -1 : a > b ? 1 : 0;
}

/** One condition on one invoice; a missing value holds only for NOT_EQUAL. */
export function conditionHolds(c: ApprovalCondition, doc: ApprovalSubject): boolean {
  const actual = actualValue(c, doc);
  const missing = actual === null || actual === undefined || actual === '';
  if (missing) return c.operator === 'NOT_EQUAL';
  if (c.operator === 'CONTAINS') return String(actual).toLowerCase().includes(c.value.trim().toLowerCase());
  const order = compare(actual, c.value);
  if (order === undefined) return c.operator === 'NOT_EQUAL';
  switch (c.operator) {
    case 'EQUAL':
      return order === 0;
    case 'NOT_EQUAL':
      return order !== 0;
    case 'GREATER_THAN':
      return order > 0;
    case 'GREATER_OR_EQUAL':
      return order >= 0;
    case 'LESS_THAN':
      return order < 0;
    case 'LESS_OR_EQUAL':
      return order <= 0;
  }
}

/** The first active rule, in order, whose every condition holds (a rule without conditions holds for every invoice). */
export function matchingRule<R extends { active: boolean; conditions: ApprovalCondition[] }>(
  rules: readonly R[],
  doc: ApprovalSubject,
): R | undefined {
  return rules.find((r) => r.active && r.conditions.every((c) => conditionHolds(c, doc)));
}
