/**
 * The Audit page's filters (user, record type, record, action, period), one rule for its list (GET /audit) and its
 * export (POST /exports `{kind: 'audit', audit: {...}}`), and which entries a request may read.
 */
import { and, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { auditEntries } from '../../../db/schema';
import { AppError } from '../../errors';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}/, 'error.date');
export const auditFilterSchema = z
  .object({
    user: z.uuid('error.reference').optional(),
    entity: z.string().max(64).optional(),
    entityId: z.string().max(64).optional(),
    action: z.string().max(32).optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .strict();
export type AuditFilter = z.output<typeof auditFilterSchema>;

/** Whose entries: the account's from its master company, else its own company's. */
export interface AuditScope {
  accountId: string;
  companyId: string;
  isMasterCompany: boolean;
}

export const auditScopeOf = (req: FastifyRequest): AuditScope => ({
  accountId: req.scope.accountId,
  companyId: req.scope.companyId,
  isMasterCompany: req.scope.isMasterCompany,
});

/** Which entries the scope may read. */
export const visibleEntries = (s: AuditScope): SQL =>
  s.isMasterCompany
    ? eq(auditEntries.accountId, s.accountId)
    : and(eq(auditEntries.accountId, s.accountId), eq(auditEntries.companyId, s.companyId))!;

/** The conditions of a checked filter (the period's days whole, in UTC). */
export function auditConditions(f: AuditFilter): SQL[] {
  const nextDay = (d: string) => new Date(new Date(`${d.slice(0, 10)}T00:00:00Z`).getTime() + 86_400_000);
  return [
    f.user ? eq(auditEntries.userId, f.user) : undefined,
    f.entity ? eq(auditEntries.entity, f.entity) : undefined,
    f.entityId ? eq(auditEntries.entityId, f.entityId) : undefined,
    f.action ? eq(auditEntries.action, f.action) : undefined,
    f.from ? gte(auditEntries.createdAt, new Date(`${f.from.slice(0, 10)}T00:00:00Z`)) : undefined,
    f.to ? lt(auditEntries.createdAt, nextDay(f.to)) : undefined,
  ].filter((c): c is SQL => Boolean(c));
}

/** A list's raw filter checked (400 naming it when unknown or invalid), as conditions. */
export function filterOf(raw: Record<string, unknown>): SQL[] {
  const parsed = auditFilterSchema.safeParse(raw);
  if (!parsed.success)
    throw new AppError('VALIDATION', 'Unknown or invalid audit filter', { fields: { filter: 'error.list.filter' } });
  return auditConditions(parsed.data);
}
