import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestContext } from '../../../test/app';
import { createAccount, type TestAccount } from '../../../test/factories';
import { users } from '../../../db/schema';
import { API, createOrganisationContext } from '../../../test/organisation';

let t: TestContext;
let a: TestAccount;
let admin: string;
let other: string;
let branch: string;
const url = `${API}/rulegroups`;

beforeAll(async () => {
  t = await createOrganisationContext();
  a = await createAccount(t.database.db);
  admin = await t.token({ sub: a.admin.id, roles: [] });
  other = await t.token({ sub: (await createAccount(t.database.db)).admin.id, roles: [] });
  branch = await t.token({ sub: a.branchAdmin!.id, roles: ['branche', 'adminbranche'] });
});
afterAll(() => t?.close());

const group = async (name: string) => (await t.call(admin, { method: 'POST', url, payload: { name } })).json().uuid;
const remove = (token: string, id: string) => t.call(token, { method: 'DELETE', url: `${url}/${id}` });
const ids = async () => (await t.call(admin, { method: 'GET', url })).json().map((g: { uuid: string }) => g.uuid);

it('deletes a rule group nobody holds; another account or a branch cannot', async () => {
  const id = await group('Temporaire');
  expect((await remove(other, id)).statusCode).toBe(404);
  expect((await remove(branch, id)).statusCode).toBe(403);
  const res = await remove(admin, id);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ success: true });
  expect(await ids()).not.toContain(id);
  expect((await remove(admin, id)).statusCode).toBe(404);
  expect((await remove(admin, 'not-a-uuid')).statusCode).toBe(404);
});

it('keeps a rule group that users hold, in the master or a branch, naming them', async () => {
  const id = await group('Comptables');
  await t.database.db
    .update(users)
    .set({ ruleGroups: [id] })
    .where(eq(users.id, a.admin.id));
  await t.database.db
    .update(users)
    .set({ ruleGroups: [id] })
    .where(eq(users.id, a.branchAdmin!.id));
  const res = await remove(admin, id);
  expect(res.statusCode).toBe(409);
  expect(res.json()).toMatchObject({
    code: 'IN_USE',
    key: 'error.inuse.rulegroup_users',
    params: { smart_count: 2 },
  });
  expect(res.json().params.names).toContain('Ada Admin');
  expect(await ids()).toContain(id);
});
