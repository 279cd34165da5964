import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportsTable } from '../../../db/schema';
import { createTestContext, type TestContext } from '../../../test/app';
import { createAccount, type TestAccount } from '../../../test/factories';

const API = '/paperdesk/api';
/** What GET /documents/exports may answer for an export: public fields only. */
const PUBLIC_FIELDS = ['createdAt', 'documentCount', 'download', 'expiresAt', 'size', 'status', 'uuid'];

let t: TestContext;
let a: TestAccount;
let admin: string;
let storageKey: string;
const ids: Record<'done' | 'expired' | 'queued' | 'otherUser', string> = {
  done: '',
  expired: '',
  queued: '',
  otherUser: '',
};

beforeAll(async () => {
  t = await createTestContext();
  a = await createAccount(t.database.db);
  admin = await t.token({ sub: a.admin.id, roles: [] });
  const stored = await t.app.files.put(`exports/${a.master.id}`, 'zip', Buffer.from('PK\u0003\u0004 a zip'));
  storageKey = stored.key;
  const row = (over: Partial<typeof exportsTable.$inferInsert>) => ({
    companyId: a.master.id,
    userId: a.admin.id,
    documentCount: 40,
    ...over,
  });
  const inserted = await t.database.db
    .insert(exportsTable)
    .values([
      row({
        status: 'done',
        storageKey,
        size: stored.size,
        expiresAt: new Date(Date.now() + 3600_000),
        createdAt: new Date(Date.now() - 3000),
      }),
      row({
        status: 'done',
        storageKey,
        size: stored.size,
        expiresAt: new Date(Date.now() - 1000),
        createdAt: new Date(Date.now() - 2000),
      }),
      row({ status: 'queued', createdAt: new Date(Date.now() - 1000) }),
      row({ status: 'done', storageKey, size: stored.size, userId: a.clerk.id }),
    ])
    .returning();
  [ids.done, ids.expired, ids.queued, ids.otherUser] = inserted.map((r) => r.uuid);
});
afterAll(() => t?.close());

describe('GET /documents/exports', () => {
  it("answers the user's own exports, newest first, with public fields only", async () => {
    const res = await t.call(admin, { method: 'GET', url: `${API}/documents/exports` });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<Record<string, unknown>>;
    expect(list.map((e) => e.uuid)).toEqual([ids.queued, ids.expired, ids.done]);
    for (const e of list) expect(Object.keys(e).sort()).toEqual(PUBLIC_FIELDS);
    // Never the storage key, nor user or company ids, anywhere in the answer.
    for (const secret of [storageKey, a.admin.id, a.master.id, 'storageKey', 'userId', 'companyId'])
      expect(res.body).not.toContain(secret);
    expect(list[2]).toMatchObject({ status: 'done', documentCount: 40, size: expect.any(Number) });
  });

  it('gives a finished export a working download link until it expires, none otherwise', async () => {
    const list = (await t.call(admin, { method: 'GET', url: `${API}/documents/exports` })).json() as Array<{
      uuid: string;
      download: string | null;
    }>;
    const byId = Object.fromEntries(list.map((e) => [e.uuid, e.download]));
    expect(byId[ids.queued]).toBeNull();
    expect(byId[ids.expired]).toBeNull();
    expect(byId[ids.done]).toMatch(new RegExp(`^/paperdesk/exports/${ids.done}/download\\?expires=\\d+&signature=`));
    const zip = await t.app.inject({ method: 'GET', url: byId[ids.done]! });
    expect(zip.statusCode).toBe(200);
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('needs Download documents: a clerk (View documents only) gets 403', async () => {
    const clerk = await t.token({ sub: a.clerk.id, roles: ['linkeduser'] });
    const res = await t.call(clerk, { method: 'GET', url: `${API}/documents/exports` });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain(ids.otherUser);
  });
});
