/**
 * The audit trail's hash chain: each entry's hash is SHA-256 over the previous entry's hash and its own
 * content in a canonical form (keys sorted, so jsonb's reordering changes nothing). Verifying walks an
 * account's chain in order and names the first entry whose link or content does not hold.
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditEntries, auditHeads } from '../../db/schema';

/** The hash the first entry of an account links to. */
export const GENESIS = '0'.repeat(64);

/** JSON with object keys sorted at every depth: the same value always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export type ChainedFields = Pick<
  typeof auditEntries.$inferSelect,
  | 'accountId'
  | 'companyId'
  | 'seq'
  | 'userId'
  | 'userName'
  | 'clientAddress'
  | 'entity'
  | 'entityId'
  | 'action'
  | 'changes'
  | 'createdAt'
  | 'prevHash'
>;

/** SHA-256 (hex) of the previous hash and the entry's content. */
export function entryHash(e: ChainedFields): string {
  const content = canonicalJson({
    accountId: e.accountId,
    companyId: e.companyId,
    seq: e.seq,
    userId: e.userId ?? null,
    userName: e.userName,
    clientAddress: e.clientAddress,
    entity: e.entity,
    entityId: e.entityId,
    action: e.action,
    changes: e.changes,
    createdAt: e.createdAt.toISOString(),
  });
  return createHash('sha256').update(`${e.prevHash}\n${content}`).digest('hex');
}

/** An entry's content before it is linked: everything but its position and the hashes. */
export type ChainContent = Omit<ChainedFields, 'seq' | 'prevHash'>;

/** Entries linked in order after `prevHash`, from position `firstSeq`: each with its previous hash and its own. */
export function linkEntries(prevHash: string, firstSeq: number, entries: ChainContent[]) {
  let prev = prevHash;
  return entries.map((e, i) => {
    const fields = { ...e, seq: firstSeq + i, prevHash: prev };
    prev = entryHash(fields);
    return { ...fields, hash: prev };
  });
}

export interface BrokenLink {
  accountId: string;
  id: string;
  seq: number;
  /**
   * `sequence`: an entry missing before it; `link`: its previous hash is not the previous entry's; `hash`: its content
   * was changed; `tail`: the newest entries are missing (the chain's head names a later one: `seq`, no `id`).
   */
  reason: 'sequence' | 'link' | 'hash' | 'tail';
}

const PAGE = 1000;

/** Walks one account's chain a page at a time; the first broken link, or undefined when it holds. */
export async function verifyAccountChain(db: DbOrTx, accountId: string): Promise<BrokenLink | undefined> {
  let prevHash = GENESIS;
  let expected = 1;
  for (;;) {
    const rows = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.accountId, accountId), gt(auditEntries.seq, expected - 1)))
      .orderBy(asc(auditEntries.seq))
      .limit(PAGE);
    for (const row of rows) {
      const at = { accountId, id: row.id, seq: row.seq };
      if (row.seq !== expected) return { ...at, reason: 'sequence' };
      if (row.prevHash !== prevHash) return { ...at, reason: 'link' };
      if (entryHash(row) !== row.hash) return { ...at, reason: 'hash' };
      prevHash = row.hash;
      expected += 1;
    }
    if (rows.length < PAGE) break;
  }
  // the head the writers link to: the last entry walked, unless the newest were removed
  const [head] = await db
    .select({ seq: auditHeads.seq, hash: auditHeads.hash })
    .from(auditHeads)
    .where(eq(auditHeads.accountId, accountId));
  if (head && (head.seq !== expected - 1 || head.hash !== prevHash))
    return { accountId, id: '', seq: head.seq, reason: 'tail' };
  return undefined;
}

/** Every account's chain (the command line); the broken links found, one per account at most. */
export async function verifyAllChains(db: DbOrTx): Promise<{ accounts: number; broken: BrokenLink[] }> {
  const accounts = await db.selectDistinct({ accountId: auditEntries.accountId }).from(auditEntries);
  const broken: BrokenLink[] = [];
  for (const { accountId } of accounts) {
    const b = await verifyAccountChain(db, accountId);
    if (b) broken.push(b);
  }
  return { accounts: accounts.length, broken };
}
