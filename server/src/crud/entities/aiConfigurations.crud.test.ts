import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app';
import { createAccount, type TestAccount } from '../../../test/factories';
import { suppliers } from '../../../db/schema';

const API = '/paperdesk/api';
let t: TestContext;
let a: TestAccount;
let admin: string;
let other: string;

beforeAll(async () => {
  t = await createTestContext();
  a = await createAccount(t.database.db);
  const b = await createAccount(t.database.db);
  admin = await t.token({ sub: a.admin.id, roles: [] });
  other = await t.token({ sub: b.admin.id, roles: [] });
});
afterAll(() => t?.close());

const post = (token: string, url: string, payload: object) =>
  t.call(token, { method: 'POST', url: `${API}${url}`, payload });
const configs = async () =>
  (await t.call(admin, { method: 'GET', url: `${API}/ai/configurations` })).json() as Array<Record<string, unknown>>;

describe('AI configurations', () => {
  it('take the spec defaults', async () => {
    const res = await post(admin, '/ai/configurations', { name: 'Defaults' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      model: 'openai/gpt-4o',
      maxtokens: 256,
      temperature: 0.7,
      frequencypenalty: 0,
      presencepenalty: 0,
      topp: 0,
      usedefaultprompt: true,
      defaultprompt: '',
      categoryuuid: null,
    });
  });

  it.each([
    ['temperature', -0.1],
    ['temperature', 2.01],
    ['topp', -0.5],
    ['topp', 1.1],
    ['frequencypenalty', -2.5],
    ['frequencypenalty', 3],
    ['presencepenalty', 2.1],
    ['presencepenalty', -9],
    ['maxtokens', 0],
    ['maxtokens', 12.5],
    ['maxtokens', 128001],
    ['temperature', '0.5'],
  ])('refuses %s = %s naming the field', async (field, value) => {
    const before = (await configs()).length;
    const res = await post(admin, '/ai/configurations', { name: 'Out of bounds', [field]: value });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual([field]);
    expect(res.json().message).toContain(field);
    expect(await configs()).toHaveLength(before);
  });

  it('accepts the bounds themselves', async () => {
    const res = await post(admin, '/ai/configurations', {
      name: 'Edges',
      temperature: 2,
      topp: 1,
      frequencypenalty: -2,
      presencepenalty: 2,
      maxtokens: 128000,
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('checks the bounds on update too, keeping the stored values', async () => {
    const id = (await post(admin, '/ai/configurations', { name: 'Update me' })).json().uuid;
    const bad = await t.call(admin, {
      method: 'PUT',
      url: `${API}/ai/configurations/${id}`,
      payload: { temperature: 5 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('temperature');
    expect((await configs()).find((c) => c.uuid === id)?.temperature).toBe(0.7);
  });

  it('needs a prompt of its own when the default prompt is not used', async () => {
    const res = await post(admin, '/ai/configurations', { name: 'Own prompt', usedefaultprompt: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('defaultprompt');
    const ok = await post(admin, '/ai/configurations', {
      name: 'Own prompt',
      usedefaultprompt: false,
      defaultprompt: 'Extract the totals.',
    });
    expect(ok.statusCode).toBe(201);
  });

  it('cannot be deleted while a document source uses it (409 naming the sources)', async () => {
    const asDefault = (await post(admin, '/ai/configurations', { name: 'Default of a source' })).json().uuid;
    const perGroup = (await post(admin, '/ai/configurations', { name: 'Per group' })).json().uuid;
    await t.database.db.insert(suppliers).values([
      { companyId: a.master.id, name: 'ACME Fournitures', configuration: asDefault },
      {
        companyId: a.master.id,
        name: 'Bureau Vallée',
        configurations: [
          { uuid: crypto.randomUUID(), aiconfigurationduuid: perGroup, documentgroupuuid: crypto.randomUUID() },
        ],
      },
    ]);
    for (const [id, name] of [
      [asDefault, 'ACME Fournitures'],
      [perGroup, 'Bureau Vallée'],
    ]) {
      const res = await t.call(admin, { method: 'DELETE', url: `${API}/ai/configurations/${id}` });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ success: false });
      expect(res.json().value).toContain(name);
      expect((await configs()).map((c) => c.uuid)).toContain(id);
    }
    const unused = (await post(admin, '/ai/configurations', { name: 'Unused' })).json().uuid;
    expect((await t.call(admin, { method: 'DELETE', url: `${API}/ai/configurations/${unused}` })).json()).toEqual({
      success: true,
    });
  });
});

describe('deleting a prompt category', () => {
  it('moves its AI configurations to newCategoryUUID', async () => {
    const from = (await post(admin, '/prompts/categories', { name: 'Old' })).json().uuid;
    const to = (await post(admin, '/prompts/categories', { name: 'New' })).json().uuid;
    const c = (await post(admin, '/ai/configurations', { name: 'Moves', categoryuuid: from })).json().uuid;
    const res = await t.call(admin, {
      method: 'DELETE',
      url: `${API}/prompts/categories/${from}?newCategoryUUID=${to}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await configs()).find((x) => x.uuid === c)?.categoryuuid).toBe(to);
  });

  it('asks for a replacement when AI configurations use it; none leaves them uncategorised', async () => {
    const cat = (await post(admin, '/prompts/categories', { name: 'Gone' })).json().uuid;
    const c = (await post(admin, '/ai/configurations', { name: 'Orphan', categoryuuid: cat })).json().uuid;
    const asked = await t.call(admin, { method: 'DELETE', url: `${API}/prompts/categories/${cat}` });
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({
      code: 'IN_USE',
      success: false,
      fields: { newCategoryUUID: 'error.categoryinuse' },
    });
    expect(asked.json().message).toMatch(/1 AI configuration.*Orphan/);
    expect((await configs()).find((x) => x.uuid === c)?.categoryuuid).toBe(cat);
    expect(
      (await t.call(admin, { method: 'DELETE', url: `${API}/prompts/categories/${cat}?newCategoryUUID=none` }))
        .statusCode,
    ).toBe(200);
    expect((await configs()).find((x) => x.uuid === c)?.categoryuuid).toBeNull();
    const unused = (await post(admin, '/prompts/categories', { name: 'Unused' })).json().uuid;
    expect((await t.call(admin, { method: 'DELETE', url: `${API}/prompts/categories/${unused}` })).statusCode).toBe(
      200,
    );
  });

  it("refuses another company's category (404) and itself (400)", async () => {
    const cat = (await post(admin, '/prompts/categories', { name: 'Kept' })).json().uuid;
    const c = (await post(admin, '/ai/configurations', { name: 'Stays', categoryuuid: cat })).json().uuid;
    const foreign = (await post(other, '/prompts/categories', { name: 'Foreign' })).json().uuid;
    expect(
      (await t.call(admin, { method: 'DELETE', url: `${API}/prompts/categories/${cat}?newCategoryUUID=${foreign}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.call(admin, { method: 'DELETE', url: `${API}/prompts/categories/${cat}?newCategoryUUID=${cat}` }))
        .statusCode,
    ).toBe(400);
    expect((await configs()).find((x) => x.uuid === c)?.categoryuuid).toBe(cat);
    const cross = await post(admin, '/ai/configurations', { name: 'Cross', categoryuuid: foreign });
    expect(cross.statusCode).toBe(404);
  });
});
