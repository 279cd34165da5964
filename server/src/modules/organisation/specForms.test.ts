import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/app';
import { createAccount, type TestAccount } from '../../../test/factories';
import { API, createOrganisationContext } from '../../../test/organisation';

/** The spec's own ways of naming things are accepted as written (issue 10, spec details). */
let t: TestContext;
let a: TestAccount;
let admin: string;

beforeAll(async () => {
  t = await createOrganisationContext();
  a = await createAccount(t.database.db);
  admin = await t.token({ sub: a.admin.id, roles: [] });
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.call(admin, { method, url: `${API}${url}`, payload });

describe('spec forms of types', () => {
  it('rule groups take the spec\'s type names "Branch Admin" and "User"', async () => {
    const branch = await call('POST', '/rulegroups', { name: 'Branch admins', type: 'Branch Admin' });
    expect(branch.statusCode, branch.body).toBe(201);
    expect(branch.json().type).toBe('BRANCH_ADMIN');
    const user = await call('PUT', `/rulegroups/${branch.json().uuid}`, { type: 'User' });
    expect(user.json().type).toBe('USER');
    // "Super Admin" is read too, and then refused to a non super administrator as before
    const superGroup = await call('POST', '/rulegroups', { name: 'Supers', type: 'Super Admin' });
    expect([superGroup.statusCode, superGroup.json().fields]).toEqual([403, { type: 'error.notgrantable' }]);
    const bad = await call('POST', '/rulegroups', { name: 'Bad', type: 'Boss' });
    expect([bad.statusCode, bad.json().fields]).toEqual([400, { type: 'error.choice' }]);
  });

  it('origin types take their numeric kinds (1 supplier, 2 customer, 0 other)', async () => {
    const kinds = [];
    for (const type of [1, '2', 0]) {
      const res = await call('POST', '/origintypes', { name: `Kind ${type}`, type });
      expect(res.statusCode, res.body).toBe(201);
      kinds.push(res.json().type);
    }
    expect(kinds).toEqual(['SUPPLIER', 'CUSTOMER', 'OTHER']);
    expect((await call('POST', '/origintypes', { name: 'Nine', type: 9 })).statusCode).toBe(400);
  });

  it("keywords take their numeric types (1 = TTC, the duplicate check's)", async () => {
    const ttc = await call('POST', '/keywords', { name: 'Total TTC', type: 1, valuetype: 'NUMBER' });
    expect(ttc.statusCode, ttc.body).toBe(201);
    expect(ttc.json().type).toBe('TTC');
    const due = await call('PUT', `/keywords/${ttc.json().uuid}`, { type: '4' });
    expect(due.json().type).toBe('DUE_DATE');
    expect((await call('POST', '/keywords', { name: 'Seven', type: 7 })).statusCode).toBe(400);
  });

  it("document-group keywords carry the keyword's name and description, kept current", async () => {
    const kw = (await call('POST', '/keywords', { name: 'Order number', description: "The buyer's reference" })).json();
    const created = await call('POST', '/documentgroups', {
      name: 'Orders',
      keywords: [{ keyworduuid: kw.uuid, name: 'ignored' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().keywords).toEqual([
      expect.objectContaining({
        keyworduuid: kw.uuid,
        name: 'Order number',
        description: "The buyer's reference",
        index: 0,
      }),
    ]);
    await call('PUT', `/keywords/${kw.uuid}`, { name: 'PO number' });
    const listed = (await call('GET', '/documentgroups'))
      .json()
      .find((g: { uuid: string }) => g.uuid === created.json().uuid);
    expect(listed.keywords[0]).toMatchObject({ name: 'PO number', description: "The buyer's reference" });
    expect((await call('GET', `/documentgroups/${created.json().uuid}`)).json().keywords[0].name).toBe('PO number');
    // A refusal to delete it names the groups, as a key with its figures the client translates
    const refused = await t.call(admin, { method: 'DELETE', url: `${API}/keywords/${kw.uuid}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'IN_USE',
      key: 'error.inuse.keyword_groups',
      params: { names: 'Orders' },
      success: false,
    });
    expect(refused.json().message).toBe('This keyword is used by the document group(s): Orders');
  });
});
