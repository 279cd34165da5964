/**
 * The one writer of the audit trail. Called inside the transaction of the change it records, so the entry
 * commits with the change or not at all; entries are only ever inserted (no route updates or deletes one).
 */
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { auditEntries, auditHeads } from '../../db/schema';
import { GENESIS, linkEntries, type ChainContent } from './chain';

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
  await recordAudits(tx, actor, [event]);
}

/** Appends several entries of one actor at once, in order (a chunk of reconciled payments). */
export async function recordAudits(tx: DbOrTx, actor: AuditActor, events: AuditEvent[]): Promise<void> {
  const createdAt = new Date();
  const { accountId, ...who } = actor;
  const entries = events
    .map((event) => ({ event, changes: event.changes ?? changedFields(event.before, event.after) }))
    .filter(({ event, changes }) => event.action !== 'UPDATE' || Object.keys(changes).length)
    .map(({ event, changes }) => ({
      ...who,
      accountId,
      entity: event.entity,
      entityId: event.entityId,
      action: event.action,
      changes: plain(changes),
      createdAt,
    }));
  await appendToChain(tx, accountId, entries);
}

const BATCH = 2_000; // 14 columns a row: under the 65,535 parameters of one statement

/**
 * The one place entries join a chain. The account's head moves on by as many entries in one statement, which locks
 * it for the rest of the transaction (two writers never link to the same entry) and answers the last link's hash;
 * the entries are linked from it (chain.ts) and written with the head's new hash.
 */
export async function appendToChain(tx: DbOrTx, accountId: string, entries: ChainContent[]): Promise<void> {
  if (!entries.length) return;
  const [head] = await tx
    .insert(auditHeads)
    .values({ accountId, seq: entries.length, hash: GENESIS })
    .onConflictDoUpdate({ target: auditHeads.accountId, set: { seq: sql`${auditHeads.seq} + ${entries.length}` } })
    .returning({ seq: auditHeads.seq, hash: auditHeads.hash });
  const rows = linkEntries(head.hash, head.seq - entries.length + 1, entries);
  for (let i = 0; i < rows.length; i += BATCH) {
    const insert = tx.insert(auditEntries).values(rows.slice(i, i + BATCH));
    if (i + BATCH < rows.length) await insert;
    else
      // the last batch and the head's new hash in one statement (drizzle writes the insert in parentheses)
      await tx.execute(
        sql`with written as ${insert} update ${auditHeads} set hash = ${rows[rows.length - 1].hash} where ${auditHeads.accountId} = ${accountId}`,
      );
  }
}
