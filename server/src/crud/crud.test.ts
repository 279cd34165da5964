import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/app';
import { createAccount, type TestAccount } from '../../test/factories';
import { users } from '../../db/schema';
import { exampleOf, type ExampleHelpers } from '../../test/crud/examples';
import { crudRegistry } from './registry';

let t: TestContext;
let a: TestAccount;
let tokenA: string;
let tokenB: string;
let clerk: string;
let nobody: string;
const API = '/paperdesk/api';

beforeAll(async () => {
  t = await createTestContext();
  a = await createAccount(t.database.db);
  const b = await createAccount(t.database.db);
  tokenA = await t.token({ sub: a.admin.id, roles: [] });
  tokenB = await t.token({ sub: b.admin.id, roles: [] });
  clerk = await t.token({ sub: a.clerk.id, roles: ['linkeduser'] });
  const [none] = await t.database.db
    .insert(users)
    .values({ companyId: a.master.id, email: `nobody-${Date.now()}@test.fr`, roles: ['linkeduser'] })
    .returning();
  nobody = await t.token({ sub: none.id, roles: ['linkeduser'] });
});
afterAll(() => t?.close());

const endpointOf = (name: string) => crudRegistry.find((d) => d.model.name === name)!.model.endpoint;
const helpers = (token: string): ExampleHelpers => ({
  async create(resource, payload) {
    const res = await t.call(token, { method: 'POST', url: `${API}${endpointOf(resource)}`, payload });
    if (res.statusCode !== 201) throw new Error(`${resource}: ${res.statusCode} ${res.body}`);
    return res.json().uuid;
  },
});

describe.each(crudRegistry.map((d) => [d.model.name, d] as const))('%s', (_name, def) => {
  const url = `${API}${def.model.endpoint}`;
  const example = exampleOf(def.model);
  const create = async (token = tokenA) =>
    t.call(token, { method: 'POST', url, payload: await example.create(helpers(token)) });

  it('creates with defaults, lists, updates', async () => {
    const created = await create();
    expect(created.statusCode, created.body).toBe(201);
    const row = created.json();
    expect(row.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(row).toMatchObject(example.defaults ?? {});
    expect(row).not.toHaveProperty('companyId');
    const list = await t.call(tokenA, { method: 'GET', url });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((r: { uuid: string }) => r.uuid)).toContain(row.uuid);
    const updated = await t.call(tokenA, { method: 'PUT', url: `${url}/${row.uuid}`, payload: example.update });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ ...example.update, uuid: row.uuid, name: example.update.name ?? row.name });
  });

  it('refuses bad input with the field and the reason, saving nothing', async () => {
    const before = (await t.call(tokenA, { method: 'GET', url })).json().length;
    const res = await t.call(tokenA, { method: 'POST', url, payload: example.invalid.payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(example.invalid.field);
    expect((await t.call(tokenA, { method: 'GET', url })).json()).toHaveLength(before);
    const notJson = await t.call(tokenA, {
      method: 'POST',
      url,
      payload: '{"name"',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
  });

  it("never shows, updates, reorders or deletes another company's rows", async () => {
    const row = (await create()).json();
    expect((await t.call(tokenB, { method: 'GET', url })).json().map((r: { uuid: string }) => r.uuid)).not.toContain(
      row.uuid,
    );
    const put = await t.call(tokenB, { method: 'PUT', url: `${url}/${row.uuid}`, payload: example.update });
    expect(put.statusCode).toBe(404);
    expect(put.body).not.toContain(row.name);
    if (def.model.orderable)
      expect((await t.call(tokenB, { method: 'PUT', url: `${url}/reorder`, payload: [row.uuid] })).statusCode).toBe(
        404,
      );
    if (def.model.deletable)
      expect((await t.call(tokenB, { method: 'DELETE', url: `${url}/${row.uuid}` })).statusCode).toBe(404);
    expect(
      (
        await t.call(tokenA, {
          method: 'PUT',
          url: `${url}/00000000-0000-4000-8000-000000000000`,
          payload: example.update,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('answers a malformed id like an unknown one (404), an absent body or a bad reorder list with 400', async () => {
    const methods = ['GET', 'PUT', ...(def.model.deletable ? ['DELETE' as const] : [])] as const;
    for (const method of methods) {
      const payload = method === 'PUT' ? example.update : undefined;
      const res = await t.call(tokenA, { method, url: `${url}/not-a-uuid`, payload });
      expect(res.statusCode, `${method} ${res.body}`).toBe(404);
    }
    const required = def.model.schema.safeParse({});
    const empty = await t.call(tokenA, { method: 'POST', url });
    expect(empty.statusCode, empty.body).toBe(required.success ? 201 : 400);
    if (!required.success)
      expect(Object.keys(empty.json().fields).sort()).toEqual(
        [...new Set(required.error.issues.map((i) => i.path.join('.')))].sort(),
      );
    if (def.model.orderable) {
      const res = await t.call(tokenA, { method: 'PUT', url: `${url}/reorder`, payload: ['not-a-uuid'] });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty('0');
    }
  });

  it('needs the permission (403 with a message)', async () => {
    for (const [token, method] of [
      [nobody, 'GET'],
      [clerk, 'POST'],
    ] as const) {
      const res = await t.call(token, { method, url, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/permission/);
    }
    // What the review screen needs stays readable with View documents alone.
    expect((await t.call(clerk, { method: 'GET', url })).statusCode).toBe(def.model.readableWithDocuments ? 200 : 403);
  });

  if (def.model.orderable)
    it('reorders by the uuid list', async () => {
      const one = (await create()).json().uuid;
      const two = (await create()).json().uuid;
      const ids = (await t.call(tokenA, { method: 'GET', url }))
        .json()
        .map((r: { uuid: string }) => r.uuid) as string[];
      const wanted = [two, one, ...ids.filter((id) => id !== one && id !== two)];
      const res = await t.call(tokenA, { method: 'PUT', url: `${url}/reorder`, payload: wanted });
      expect(res.statusCode, res.body).toBe(200);
      const after = (await t.call(tokenA, { method: 'GET', url })).json();
      expect(after.map((r: { uuid: string }) => r.uuid)).toEqual(wanted);
      const indexes = after.map((r: { index: number }) => r.index);
      expect(indexes).toEqual([...indexes].sort((x, y) => x - y));
      expect(new Set(indexes).size).toBe(indexes.length);
      // a part of the list (a page) swaps places among the ones it held, the rest stays put
      const swapped = await t.call(tokenA, { method: 'PUT', url: `${url}/reorder`, payload: [one, two] });
      expect(swapped.statusCode, swapped.body).toBe(200);
      const again = (await t.call(tokenA, { method: 'GET', url })).json();
      expect(again.map((r: { uuid: string }) => r.uuid)).toEqual([one, two, ...wanted.slice(2)]);
    });

  if (def.model.deletable)
    it('deletes, answering success', async () => {
      const row = (await create()).json();
      const res = await t.call(tokenA, { method: 'DELETE', url: `${url}/${row.uuid}` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true });
      expect((await t.call(tokenA, { method: 'GET', url })).json().map((r: { uuid: string }) => r.uuid)).not.toContain(
        row.uuid,
      );
    });
});
