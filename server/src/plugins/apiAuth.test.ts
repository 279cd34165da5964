import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/app';
import { createAccount, type TestAccount } from '../../test/factories';

let t: TestContext;
let acc: TestAccount;

beforeAll(async () => {
  t = await createTestContext();
  acc = await createAccount(t.database.db);
});
afterAll(() => t?.close());

const userInfo = (token?: string) => t.call(token, { method: 'GET', url: '/paperdesk/api/users/userInfo' });

describe('API authentication', () => {
  it('answers 401 with a JSON message without a token', async () => {
    const res = await userInfo();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', message: expect.stringMatching(/bearer token/) });
  });

  it('accepts a valid token', async () => {
    const res = await userInfo(await t.token({ sub: acc.admin.id, roles: [] }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ uuid: acc.admin.id, email: acc.admin.email, master: true, admin: true });
  });

  it('refuses a token signed by another key', async () => {
    expect((await userInfo(await t.token({ sub: acc.admin.id }, { key: 'forged' }))).statusCode).toBe(401);
  });

  it('refuses a wrong issuer, a wrong audience and a wrong type', async () => {
    expect(
      (await userInfo(await t.token({ sub: acc.admin.id }, { issuer: 'https://evil.example/auth' }))).statusCode,
    ).toBe(401);
    expect((await userInfo(await t.token({ sub: acc.admin.id }, { audience: 'someone-else' }))).statusCode).toBe(401);
    expect((await userInfo(await t.token({ sub: acc.admin.id }, { typ: 'id+jwt' }))).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const res = await userInfo(await t.token({ sub: acc.admin.id }, { expiresIn: '-1m' }));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/expired/);
  });

  it('refuses garbage and an unknown subject', async () => {
    expect((await userInfo('not.a.jwt')).statusCode).toBe(401);
    const stranger = await t.token({ sub: '00000000-0000-4000-8000-000000000000' });
    expect((await userInfo(stranger)).statusCode).toBe(403);
  });

  it('makes a super administrator only from the provider role', async () => {
    const asSuper = await userInfo(await t.token({ sub: acc.admin.id, roles: ['superadmin'] }));
    expect(asSuper.json().superAdmin).toBe(true);
    const plain = await userInfo(await t.token({ sub: acc.admin.id, roles: ['adminbranche'] }));
    expect(plain.json().superAdmin).toBe(false);
  });

  it('takes roles from our records when the provider sends none', async () => {
    const res = await userInfo(await t.token({ sub: acc.clerk.id }));
    expect(res.json()).toMatchObject({ roles: ['linkeduser'], admin: false });
  });

  it('answers JSON 404 for an unknown API route, after authentication', async () => {
    const res = await t.call(await t.token({ sub: acc.admin.id }), { method: 'GET', url: '/paperdesk/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('reports health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json().database).toBe(t.database.kind);
  });
});
