/** The audit trail as the API answers it: GET /audit, a record's history, and the chain's check (GET /audit/verify). */
import { z } from 'zod';

/**
 * One entry of the audit trail as GET /audit and the history routes answer it. `changes`: the fields that changed,
 * each with its value before and after (any JSON; kept whole, whatever else an older entry recorded beside them).
 */
export const auditEntryAnswer = z.object({
  id: z.string(),
  companyId: z.string(),
  seq: z.number(),
  userId: z.string().nullable(),
  userName: z.string(),
  clientAddress: z.string(),
  entity: z.string(),
  entityId: z.string(),
  action: z.string(),
  changes: z.record(z.string(), z.looseObject({ before: z.unknown(), after: z.unknown() })),
  createdAt: z.string(),
  hash: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntryAnswer>;

/**
 * GET /audit/verify: the chain holds, or its first broken link. `sequence`: an entry missing before it; `link`: its
 * previous hash is not the previous entry's; `hash`: its content was changed; `tail`: the newest entries are missing
 * (the chain's head names a later one: `seq`, and `id` '').
 */
export const chainCheckAnswer = z.union([
  z.object({ valid: z.literal(true) }),
  z.object({
    valid: z.literal(false),
    broken: z.object({
      accountId: z.string(),
      id: z.string(),
      seq: z.number(),
      reason: z.enum(['sequence', 'link', 'hash', 'tail']),
    }),
  }),
]);
export type ChainCheck = z.infer<typeof chainCheckAnswer>;
