import { and, eq, gt, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../../db/client';
import { oidcPayloads } from '../../../db/schema';

/** Share of upserts that also delete expired rows. */
const SWEEP_RATE = 0.02;

const notExpired = (now: Date) => or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, now));

/** Deletes every expired provider row; returns how many went. */
export async function sweepExpired(db: Db, now = new Date()): Promise<number> {
  const gone = await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, now)).returning({ id: oidcPayloads.id });
  return gone.length;
}

type Row = typeof oidcPayloads.$inferSelect;

function toPayload(row: Row | undefined): AdapterPayload | undefined {
  if (!row) return undefined;
  const payload = { ...(row.payload as AdapterPayload) };
  if (row.consumedAt) payload.consumed = Math.floor(row.consumedAt.getTime() / 1000);
  return payload;
}

/**
 * oidc-provider adapter storing every model (Session, Grant, codes, tokens, interactions...)
 * in `oidc_payloads`, so any node can serve any request and a restart signs nobody out.
 */
export function createAdapterClass(db: Db, sweepRate = SWEEP_RATE) {
  return class DrizzleAdapter implements Adapter {
    constructor(readonly name: string) {}

    private key(id: string) {
      return and(eq(oidcPayloads.type, this.name), eq(oidcPayloads.id, id));
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const values = {
        payload,
        grantId: typeof payload.grantId === 'string' ? payload.grantId : null,
        userCode: typeof payload.userCode === 'string' ? payload.userCode : null,
        uid: typeof payload.uid === 'string' ? payload.uid : null,
        expiresAt: expiresIn > 0 ? new Date(Date.now() + expiresIn * 1000) : null,
        consumedAt: null,
      };
      await db
        .insert(oidcPayloads)
        .values({ type: this.name, id, ...values })
        .onConflictDoUpdate({ target: [oidcPayloads.type, oidcPayloads.id], set: values });
      if (Math.random() < sweepRate) await sweepExpired(db).catch(() => 0);
    }

    /** The payload of this model's first row matching `where`, unless expired. */
    private async first(where: SQL | undefined): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select()
        .from(oidcPayloads)
        .where(and(where, notExpired(new Date())))
        .limit(1);
      return toPayload(row);
    }

    find(id: string): Promise<AdapterPayload | undefined> {
      return this.first(this.key(id));
    }

    findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.first(and(eq(oidcPayloads.type, this.name), eq(oidcPayloads.uid, uid)));
    }

    findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.first(and(eq(oidcPayloads.type, this.name), eq(oidcPayloads.userCode, userCode)));
    }

    async consume(id: string): Promise<void> {
      await db.update(oidcPayloads).set({ consumedAt: new Date() }).where(this.key(id));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(oidcPayloads).where(this.key(id));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(oidcPayloads).where(and(eq(oidcPayloads.type, this.name), eq(oidcPayloads.grantId, grantId)));
    }
  };
}

/** Whether a signed-in session with this uid (the `sid` claim of our tokens) is still stored and unexpired. */
export async function isSessionActive(db: Db, sid: string): Promise<boolean> {
  if (!sid || sid.length > 200) return false;
  const [row] = await db
    .select({ payload: oidcPayloads.payload })
    .from(oidcPayloads)
    .where(and(eq(oidcPayloads.type, 'Session'), eq(oidcPayloads.uid, sid), notExpired(new Date())))
    .limit(1);
  return !!row && typeof (row.payload as AdapterPayload).accountId === 'string';
}
