import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/app';
import { createAccount, createSuperAdmin } from '../../../test/factories';
import { API, createOrganisationContext } from '../../../test/organisation';

/** The organisation routes declare their id parameters and bodies (route schemas): what a malformed call answers. */
let t: TestContext;
let admin: string;
let superAdmin: string;

beforeAll(async () => {
  t = await createOrganisationContext();
  const a = await createAccount(t.database.db);
  admin = await t.token({ sub: a.admin.id, roles: [] });
  superAdmin = await t.token({ sub: (await createSuperAdmin(t.database.db)).id, roles: ['superadmin'] });
});
afterAll(() => t?.close());

describe('organisation route schemas', () => {
  it('answer a malformed id like an unknown one (404)', async () => {
    const calls: Array<[string, 'GET' | 'PUT' | 'DELETE', string]> = [
      [admin, 'GET', '/users/linked/not-a-uuid'],
      [admin, 'PUT', '/users/linked/not-a-uuid'],
      [admin, 'DELETE', '/users/linked/not-a-uuid'],
      [admin, 'GET', '/rulegroups/not-a-uuid'],
      [admin, 'PUT', '/rulegroups/not-a-uuid'],
      [admin, 'GET', '/branches/not-a-uuid'],
      [admin, 'PUT', '/branches/not-a-uuid'],
      [superAdmin, 'GET', '/accounts/not-a-uuid'],
      [superAdmin, 'GET', '/functionnalities/not-a-uuid'],
      [superAdmin, 'PUT', '/functionnalities/not-a-uuid'],
    ];
    for (const [token, method, url] of calls) {
      const res = await t.call(token, { method, url: `${API}${url}`, payload: method === 'PUT' ? {} : undefined });
      expect([method, url, res.statusCode]).toEqual([method, url, 404]);
    }
  });

  it('answer an absent body with the fields it lacks (400), a bad reorder list or account id too', async () => {
    const empty = await t.call(admin, { method: 'POST', url: `${API}/rulegroups` });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'VALIDATION', fields: { name: expect.any(String) } });
    const users = await t.call(admin, { method: 'POST', url: `${API}/users/linked` });
    expect(users.statusCode).toBe(400);
    expect(Object.keys(users.json().fields)).toContain('email');
    const reorder = await t.call(superAdmin, {
      method: 'PUT',
      url: `${API}/functionnalities/reorder`,
      payload: ['not-a-uuid'],
    });
    expect([reorder.statusCode, reorder.json().fields]).toEqual([400, { 0: 'error.uuid' }]);
    const account = await t.call(superAdmin, { method: 'PUT', url: `${API}/accounts`, payload: { uuid: 'x' } });
    expect([account.statusCode, account.json().fields]).toEqual([400, { uuid: 'error.uuid' }]);
  });
});
