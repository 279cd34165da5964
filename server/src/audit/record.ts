/**
 * The one writer of the audit trail. Called inside the transaction of the change it records, so the entry
 * commits with the change or not at all; entries are only ever inserted (no route updates or deletes one).
 */
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { queryRows, type DbOrTx } from '../../db/client';
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

const BATCH = 2_000; // 13 parameters a row: under the 65,535 of one statement

/**
 * The one place entries join a chain. The account's head (audit_heads) moves on by as many entries in one statement,
 * which locks it for the rest of the transaction (two writers never link to the same entry) and answers the last
 * link; the entries are linked from it (chain.ts) and written with the head's new hash in one statement. Plain SQL:
 * the writer runs in every audited change, and the query builder's own work there cost as much as the statements.
 */
export async function appendToChain(tx: DbOrTx, accountId: string, entries: ChainContent[]): Promise<void> {
  if (!entries.length) return;
  const n = entries.length;
  // the head moved on (its row locked until the transaction ends); an account's first entry creates it
  const [moved] = await queryRows<{ seq: string | number; hash: string }>(
    tx,
    sql`update audit_heads set seq = seq + ${n} where account_id = ${accountId} returning seq, hash`,
  );
  const head =
    moved ??
    (
      await queryRows<{ seq: string | number; hash: string }>(
        tx,
        sql`insert into audit_heads (account_id, seq, hash) values (${accountId}, ${n}, ${GENESIS})
          on conflict (account_id) do update set seq = audit_heads.seq + ${n} returning seq, hash`,
      )
    )[0];
  const rows = linkEntries(head.hash, Number(head.seq) - n + 1, entries);
  for (let i = 0; i < rows.length; i += BATCH) {
    const values = sql.join(
      rows
        .slice(i, i + BATCH)
        .map(
          (r) =>
            sql`(${r.accountId}, ${r.companyId}, ${r.seq}, ${r.userId}, ${r.userName}, ${r.clientAddress}, ${r.entity}, ${r.entityId}, ${r.action}, ${JSON.stringify(r.changes)}::jsonb, ${r.createdAt.toISOString()}::timestamptz, ${r.prevHash}, ${r.hash})`,
        ),
      sql`, `,
    );
    const insert = sql`insert into audit_entries (account_id, company_id, seq, user_id, user_name, client_address, entity, entity_id, action, changes, created_at, prev_hash, hash) values ${values}`;
    // the last batch and the head's new hash in one statement
    await tx.execute(
      i + BATCH < rows.length
        ? insert
        : sql`with written as (${insert}) update audit_heads set hash = ${rows[rows.length - 1].hash} where account_id = ${accountId}`,
    );
  }
}
