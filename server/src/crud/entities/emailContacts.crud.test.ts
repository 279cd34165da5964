import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app';
import { createAccount } from '../../../test/factories';

const URL = '/paperdesk/api/emailcontacts';
let t: TestContext;
let admin: string;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.token({ sub: (await createAccount(t.database.db)).admin.id, roles: [] });
});
afterAll(() => t?.close());

const contacts = async () =>
  (await t.call(admin, { method: 'GET', url: URL })).json() as Array<Record<string, unknown>>;

describe('e-mail contacts', () => {
  it.each(['', 'plain', 'a@', '@b.fr', 'a b@c.fr', 'x@y', 'two@@at.fr'])(
    'refuses the address %j naming the field',
    async (email) => {
      const before = (await contacts()).length;
      const res = await t.call(admin, { method: 'POST', url: URL, payload: { name: 'Someone', email } });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty('email');
      expect(await contacts()).toHaveLength(before);
    },
  );

  it('needs an address, trims it, and keeps a valid one', async () => {
    expect(
      (await t.call(admin, { method: 'POST', url: URL, payload: { name: 'No address' } })).json().fields,
    ).toHaveProperty('email');
    const res = await t.call(admin, {
      method: 'POST',
      url: URL,
      payload: { name: 'Cabinet', email: '  compta@cabinet.fr ' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ email: 'compta@cabinet.fr', color: '#1565c0' });
  });

  it('refuses a bad address or colour on update, keeping the stored one', async () => {
    const id = (
      await t.call(admin, { method: 'POST', url: URL, payload: { name: 'Kept', email: 'kept@example.fr' } })
    ).json().uuid;
    const res = await t.call(admin, { method: 'PUT', url: `${URL}/${id}`, payload: { email: 'nope', color: 'blue' } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['color', 'email']);
    expect((await contacts()).find((c) => c.uuid === id)).toMatchObject({ email: 'kept@example.fr', color: '#1565c0' });
  });

  it('has no delete call (the API offers none)', async () => {
    const id = (await contacts())[0].uuid;
    expect((await t.call(admin, { method: 'DELETE', url: `${URL}/${id}` })).statusCode).toBe(404);
    expect((await contacts()).map((c) => c.uuid)).toContain(id);
  });
});
