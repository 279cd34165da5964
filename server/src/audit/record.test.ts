/**
 * The audit trail's writer: entries join their account's chain through its head (one row, locked and moved on in one
 * statement), so writers in concurrent transactions never link to the same entry, and the chain verifies.
 */
import { readFileSync } from 'node:fs';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { auditEntries, auditHeads } from '../../db/schema';
import { openTestDatabase } from '../../test/db';
import { createAccount, type TestAccount } from '../../test/factories';
import { GENESIS, verifyAccountChain } from './chain';
import { recordAudit, recordAudits, systemActor } from './record';

let database: Database;
let a: TestAccount;

const event = (i: number) => ({
  entity: 'documents',
  entityId: `d${i}`,
  action: 'UPDATE',
  changes: { n: { before: i, after: i + 1 } },
});
const chainOf = (accountId: string) =>
  database.db
    .select({
      seq: auditEntries.seq,
      prevHash: auditEntries.prevHash,
      hash: auditEntries.hash,
      entityId: auditEntries.entityId,
    })
    .from(auditEntries)
    .where(eq(auditEntries.accountId, accountId))
    .orderBy(asc(auditEntries.seq));
const headOf = async (accountId: string) =>
  (await database.db.select().from(auditHeads).where(eq(auditHeads.accountId, accountId)))[0];

beforeAll(async () => {
  database = await openTestDatabase();
  a = await createAccount(database.db);
}, 60_000);
afterAll(async () => {
  await database?.close();
});

describe('appending to the chain', () => {
  it("starts an account's chain at 1 after the genesis hash, and keeps its head on the last link", async () => {
    await database.db.transaction((tx) => recordAudit(tx, systemActor(a.master.id), event(0)));
    const [first] = await chainOf(a.master.id);
    expect(first).toMatchObject({ seq: 1, prevHash: GENESIS });
    expect(await headOf(a.master.id)).toMatchObject({ seq: 1, hash: first.hash });
  });

  it('links several entries of one change in order, and skips an update that changed nothing', async () => {
    await database.db.transaction((tx) =>
      recordAudits(tx, systemActor(a.master.id), [
        event(1),
        { entity: 'documents', entityId: 'same', action: 'UPDATE', before: { x: 1 }, after: { x: 1 } },
        event(2),
      ]),
    );
    const chain = await chainOf(a.master.id);
    expect(chain.map((e) => [e.seq, e.entityId])).toEqual([
      [1, 'd0'],
      [2, 'd1'],
      [3, 'd2'],
    ]);
    expect(chain[2].prevHash).toBe(chain[1].hash);
    expect(await headOf(a.master.id)).toMatchObject({ seq: 3, hash: chain[2].hash });
  });

  it('leaves nothing, head included, when the change rolls back', async () => {
    const before = await headOf(a.master.id);
    await expect(
      database.db.transaction(async (tx) => {
        await recordAudit(tx, systemActor(a.master.id), event(99));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await headOf(a.master.id)).toEqual(before);
    expect(await chainOf(a.master.id)).toHaveLength(3);
  });

  it('links entries written from concurrent transactions into one unbroken chain', async () => {
    const writers = Array.from({ length: 12 }, (_, w) =>
      database.db.transaction(async (tx) => {
        for (let i = 0; i < 4; i++) {
          await recordAudit(tx, systemActor(a.master.id), event(100 + w * 10 + i));
          // let the other transactions run meanwhile (PostgreSQL: they wait on the head's row lock)
          await tx.execute(sql`select 1`);
        }
      }),
    );
    await Promise.all(writers);
    const chain = await chainOf(a.master.id);
    expect(chain.map((e) => e.seq)).toEqual(Array.from({ length: 3 + 48 }, (_, i) => i + 1));
    expect(new Set(chain.map((e) => e.prevHash)).size).toBe(chain.length);
    expect(await verifyAccountChain(database.db, a.master.id)).toBeUndefined();
    expect(await headOf(a.master.id)).toMatchObject({ seq: chain.length, hash: chain.at(-1)!.hash });
  });
});

describe('verifying the chain with its head', () => {
  it('names the newest entries removed, which the entries alone could not show', async () => {
    const b = await createAccount(database.db);
    for (let i = 0; i < 3; i++)
      await database.db.transaction((tx) => recordAudit(tx, systemActor(b.master.id), event(i)));
    expect(await verifyAccountChain(database.db, b.master.id)).toBeUndefined();
    await database.db.delete(auditEntries).where(and(eq(auditEntries.accountId, b.master.id), eq(auditEntries.seq, 3)));
    expect(await verifyAccountChain(database.db, b.master.id)).toMatchObject({ seq: 3, reason: 'tail' });
  });

  it('takes up a chain written before the heads (migration 0036 fills them from the entries)', async () => {
    const c = await createAccount(database.db);
    for (let i = 0; i < 3; i++)
      await database.db.transaction((tx) => recordAudit(tx, systemActor(c.master.id), event(i)));
    const { hash } = await headOf(c.master.id);
    // as before the migration: entries, no head
    await database.db.delete(auditHeads).where(eq(auditHeads.accountId, c.master.id));
    const migration = readFileSync(new URL('../../db/migrations/0036_audit_heads.sql', import.meta.url), 'utf8');
    const fill = migration.split('--> statement-breakpoint').at(-1)!;
    await database.db.execute(sql.raw(fill));
    expect(await headOf(c.master.id)).toMatchObject({ seq: 3, hash });
    await database.db.transaction((tx) => recordAudit(tx, systemActor(c.master.id), event(3)));
    expect((await chainOf(c.master.id)).map((e) => e.seq)).toEqual([1, 2, 3, 4]);
    expect(await verifyAccountChain(database.db, c.master.id)).toBeUndefined();
  });
});
