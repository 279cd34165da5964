/** What the approval calls answer (isomorphic): declared by the server's routes, read by the client. */
import { z } from 'zod';
import { wireAmount, wireDay, wireTime } from '../wire';
import { APPROVAL_DECISIONS } from './approvalRule';

/** PENDING: waits for its current step; APPROVED: may be paid; REFUSED: may not. */
export const APPROVAL_STATES = ['PENDING', 'APPROVED', 'REFUSED'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

const stepAnswer = z.object({
  users: z.array(z.string()),
  ruleGroups: z.array(z.string()),
  required: z.number(),
  /** How many approved this step so far. */
  approvals: z.number(),
});

const decisionAnswer = z.object({
  id: z.string(),
  step: z.number(),
  userId: z.string(),
  userName: z.string(),
  decision: z.enum(APPROVAL_DECISIONS),
  comment: z.string(),
  createdAt: wireTime,
});

/** GET and POST /documents/{id}/approvals: whether the invoice waits for approval, its steps and decisions. */
export const documentApprovalAnswer = z.discriminatedUnion('required', [
  z.object({ required: z.literal(false) }),
  z.object({
    required: z.literal(true),
    state: z.enum(APPROVAL_STATES),
    rule: z.string(),
    currentStep: z.number(),
    requestedBy: z.string().nullable(),
    allowSelfApproval: z.boolean(),
    steps: z.array(stepAnswer),
    decisions: z.array(decisionAnswer),
    /** The invoice as read: sent back with the decision (409 when it changed meanwhile). */
    version: z.string(),
    canDecide: z.boolean(),
    /** Why the reader may not decide now (a catalogue key). */
    reason: z.string().optional(),
  }),
]);
export type DocumentApproval = z.infer<typeof documentApprovalAnswer>;

/** GET /approvals: one invoice waiting for the reader's approval. */
export const pendingApprovalAnswer = z.object({
  uuid: z.string(),
  id: z.string(),
  number: z.string(),
  date: wireDay,
  suppliername: z.string(),
  totalttc: wireAmount,
  origintype: z.string().nullable(),
  rule: z.string(),
  step: z.number(),
  requestedAt: wireTime,
  version: wireTime,
});
export type PendingApproval = z.infer<typeof pendingApprovalAnswer>;
