/**
 * The one writer of the audit trail. Called inside the transaction of the change it records, so the entry
 * commits with the change or not at all; entries are only ever inserted (no route updates or deletes one).
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { auditEntries } from '../../db/schema';
import { GENESIS, entryHash } from './chain';

/** Who acts, in which company, from where. */
export interface AuditActor {
  accountId: string;
  companyId: string;
  userId: string | null;
  userName: string;
  clientAddress: string;
}

/** The actor of a signed-in request: its user, scope and client address. */
export function actorOf(req: FastifyRequest): AuditActor {
  const p = req.principal;
  return {
    accountId: req.scope.accountId,
    companyId: req.scope.companyId,
    userId: p.userId,
    userName: [p.firstName, p.lastName].filter(Boolean).join(' ') || p.email,
    clientAddress: req.ip ?? '',
  };
}

/** The system acting for an account (jobs: the retention purge). */
export const systemActor = (accountId: string, companyId = accountId): AuditActor => ({
  accountId,
  companyId,
  userId: null,
  userName: 'system',
  clientAddress: '',
});

/** Never recorded: secrets, bookkeeping timestamps, bulky derived text. */
const IGNORED = new Set([
  'passwordHash',
  'password',
  'platformsecret',
  'secretHash',
  'updatedAt',
  'createdAt',
  'content',
  'index',
]);

type Row = Record<string, unknown>;
export type Changes = Record<string, { before: unknown; after: unknown }>;

/** JSON's view of a value (dates as ISO text): what is stored is exactly what is hashed. */
const plain = (v: unknown): unknown => (v === undefined ? null : JSON.parse(JSON.stringify(v) ?? 'null'));

/** The fields that differ between two states of a row (a missing state: every field of the other). */
export function changedFields(before: Row | null | undefined, after: Row | null | undefined): Changes {
  const out: Changes = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const k of keys) {
    if (IGNORED.has(k)) continue;
    const b = plain(before?.[k]);
    const a = plain(after?.[k]);
    if (JSON.stringify(b) !== JSON.stringify(a)) out[k] = { before: b, after: a };
  }
  return out;
}

export interface AuditEvent {
  entity: string;
  entityId: string;
  action: string;
  /** The row before and after (only the fields that differ are kept); or the changes already computed. */
  before?: Row | null;
  after?: Row | null;
  changes?: Changes;
}

/**
 * Appends an entry to the account's chain. An update that changed nothing writes nothing. The account's
 * chain is locked for the rest of the transaction, so two writers never link to the same entry.
 */
export async function recordAudit(tx: DbOrTx, actor: AuditActor, event: AuditEvent): Promise<void> {
  const changes = event.changes ?? changedFields(event.before, event.after);
  if (event.action === 'UPDATE' && !Object.keys(changes).length) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`audit:${actor.accountId}`}, 0))`);
  const [last] = await tx
    .select({ seq: auditEntries.seq, hash: auditEntries.hash })
    .from(auditEntries)
    .where(eq(auditEntries.accountId, actor.accountId))
    .orderBy(desc(auditEntries.seq))
    .limit(1);
  const fields = {
    ...actor,
    seq: (last?.seq ?? 0) + 1,
    entity: event.entity,
    entityId: event.entityId,
    action: event.action,
    changes: plain(changes),
    createdAt: new Date(),
    prevHash: last?.hash ?? GENESIS,
  };
  await tx.insert(auditEntries).values({ ...fields, hash: entryHash(fields) });
}
