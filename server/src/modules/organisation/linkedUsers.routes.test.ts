import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/app';
import { createAccount, reloadUser, type TestAccount } from '../../../test/factories';
import { users } from '../../../db/schema';
import { verifyPassword } from '../identity';
import { API, createOrganisationContext } from '../../../test/organisation';

let t: TestContext;
let a: TestAccount;
let b: TestAccount;
let tok: Record<'admin' | 'other' | 'clerk' | 'limited', string>;
const url = `${API}/users/linked`;
let n = 0;
const payload = (extra: Record<string, unknown> = {}) => ({
  firstname: 'Léa',
  lastname: 'Martin',
  email: `lea.martin.${++n}@exemple.fr`,
  ...extra,
});

beforeAll(async () => {
  t = await createOrganisationContext();
  a = await createAccount(t.database.db);
  b = await createAccount(t.database.db);
  const [limited] = await t.database.db
    .insert(users)
    .values({
      companyId: a.master.id,
      email: 'limited@exemple.fr',
      roles: ['linkeduser'],
      permissions: ['VIEW_USERS', 'CREATE_USERS', 'UPDATE_USERS', 'VIEW_DOCUMENTS'],
    })
    .returning();
  tok = {
    admin: await t.token({ sub: a.admin.id, roles: [] }),
    other: await t.token({ sub: b.admin.id, roles: [] }),
    clerk: await t.token({ sub: a.clerk.id, roles: ['linkeduser'] }),
    limited: await t.token({ sub: limited.id, roles: ['linkeduser'] }),
  };
});
afterAll(() => t?.close());

const post = (token: string, body: unknown) => t.call(token, { method: 'POST', url, payload: body as object });

describe('linked users', () => {
  it('creates the account with a temporary password answered once, whose hash verifies', async () => {
    const res = await post(
      tok.admin,
      payload({ permissions: ['VIEW_DOCUMENTS', 'UPLOAD_DOCUMENTS'], roles: ['superadmin'] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      firstname: 'Léa',
      roles: ['linkeduser'],
      groups: [],
      origintypes: [],
      documentgroups: [],
      mustChangePassword: true,
    });
    expect(body.temporaryPassword).toMatch(/^\S{8,}$/);
    const stored = await reloadUser(t.database.db, body.uuid);
    expect(stored.companyId).toBe(a.master.id);
    expect(stored.createdBy).toBe(a.admin.id);
    expect(stored.roles).toEqual(['linkeduser']);
    expect(await verifyPassword(body.temporaryPassword, stored.passwordHash!)).toBe(true);
    const list = await t.call(tok.admin, { method: 'GET', url });
    expect(list.statusCode).toBe(200);
    const listed = list.json().find((u: { uuid: string }) => u.uuid === body.uuid);
    expect(listed).toMatchObject({ email: body.email, permissions: ['VIEW_DOCUMENTS', 'UPLOAD_DOCUMENTS'] });
    expect(listed).not.toHaveProperty('temporaryPassword');
    expect(list.body).not.toContain('scrypt');
  });

  it('updates merging the payload onto the stored user', async () => {
    const created = (await post(tok.admin, payload())).json();
    const res = await t.call(tok.admin, {
      method: 'PUT',
      url: `${url}/${created.uuid}`,
      payload: { lastname: 'Durand', permissions: ['VIEW_EMAILS'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      uuid: created.uuid,
      firstname: 'Léa',
      lastname: 'Durand',
      email: created.email,
      permissions: ['VIEW_EMAILS'],
    });
    expect(res.json()).not.toHaveProperty('temporaryPassword');
  });

  it('refuses bad input with the field, creating nothing', async () => {
    const before = (await t.call(tok.admin, { method: 'GET', url })).json().length;
    const res = await post(tok.admin, payload({ email: 'not-an-email', permissions: ['FLY'] }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(expect.arrayContaining(['email', 'permissions.0']));
    expect((await t.call(tok.admin, { method: 'GET', url })).json()).toHaveLength(before);
  });

  it('answers 409 for an e-mail already used, whatever its case', async () => {
    const res = await post(tok.admin, payload({ email: a.clerk.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'DUPLICATE', fields: { email: 'error.emailtaken' } });
    expect(res.json().message).toContain('already exists');
  });

  it('never lets a user grant a permission they do not hold, directly or through a group', async () => {
    const direct = await post(tok.limited, payload({ permissions: ['VIEW_DOCUMENTS', 'DELETE_DOCUMENTS'] }));
    expect(direct.statusCode).toBe(403);
    expect(direct.json().message).toContain('DELETE_DOCUMENTS');
    expect(direct.json().message).not.toContain('VIEW_DOCUMENTS,');
    const group = (
      await t.call(tok.admin, {
        method: 'POST',
        url: `${API}/rulegroups`,
        payload: { name: 'Comptables', permissions: ['DELETE_DOCUMENTS'] },
      })
    ).json();
    const viaGroup = await post(tok.limited, payload({ groups: [group.uuid] }));
    expect(viaGroup.statusCode).toBe(403);
    expect(viaGroup.json().message).toContain('DELETE_DOCUMENTS');
    expect((await post(tok.limited, payload({ permissions: ['VIEW_DOCUMENTS'] }))).statusCode).toBe(201);
    expect((await post(tok.admin, payload({ groups: [group.uuid] }))).statusCode).toBe(201);
  });

  it("refuses another account's rule groups, origin types and document groups (404)", async () => {
    const group = (
      await t.call(tok.other, { method: 'POST', url: `${API}/rulegroups`, payload: { name: 'Autre' } })
    ).json();
    const res = await post(
      tok.admin,
      payload({ groups: [group.uuid], origintypes: ['00000000-0000-4000-8000-000000000001'] }),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().fields).toHaveProperty('groups');
  });

  it("never shows, updates or deletes another company's users", async () => {
    const created = (await post(tok.admin, payload())).json();
    expect((await t.call(tok.other, { method: 'GET', url })).body).not.toContain(created.uuid);
    const put = await t.call(tok.other, { method: 'PUT', url: `${url}/${created.uuid}`, payload: { lastname: 'X' } });
    expect(put.statusCode).toBe(404);
    expect(put.body).not.toContain(created.email);
    expect((await t.call(tok.other, { method: 'DELETE', url: `${url}/${created.uuid}` })).statusCode).toBe(404);
    expect((await t.call(tok.admin, { method: 'PUT', url: `${url}/not-a-uuid`, payload: {} })).statusCode).toBe(404);
  });

  it('needs the permission (403 with a message)', async () => {
    const created = (await post(tok.admin, payload())).json();
    for (const [method, target] of [
      ['GET', url],
      ['POST', url],
      ['PUT', `${url}/${created.uuid}`],
      ['DELETE', `${url}/${created.uuid}`],
    ] as const) {
      const res = await t.call(tok.clerk, {
        method,
        url: target,
        payload: method === 'POST' || method === 'PUT' ? payload() : undefined,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/permission/);
    }
  });

  it('lets a non-administrator change neither an administrator nor grant beyond what they hold on update', async () => {
    expect(
      (await t.call(tok.limited, { method: 'PUT', url: `${url}/${a.admin.id}`, payload: { lastname: 'X' } }))
        .statusCode,
    ).toBe(403);
    const created = (await post(tok.admin, payload({ permissions: ['DELETE_DOCUMENTS'] }))).json();
    // Keeping a permission the editor lacks is fine; adding one is not.
    expect(
      (await t.call(tok.limited, { method: 'PUT', url: `${url}/${created.uuid}`, payload: { lastname: 'Petit' } }))
        .statusCode,
    ).toBe(200);
    const add = await t.call(tok.limited, {
      method: 'PUT',
      url: `${url}/${created.uuid}`,
      payload: { permissions: ['DELETE_DOCUMENTS', 'SEND_EMAILS'] },
    });
    expect(add.statusCode).toBe(403);
    expect(add.json().message).toContain('SEND_EMAILS');
  });

  it("deletes a user, but never one's own account (409)", async () => {
    const created = (await post(tok.admin, payload())).json();
    const res = await t.call(tok.admin, { method: 'DELETE', url: `${url}/${created.uuid}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await reloadUser(t.database.db, created.uuid)).toBeUndefined();
    const self = await t.call(tok.admin, { method: 'DELETE', url: `${url}/${a.admin.id}` });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ success: false, value: 'You cannot delete your own account' });
  });

  it('enforces the USERS quantity of the offer: 403 LIMIT_EXCEEDED, nothing created', async () => {
    const small = await createAccount(t.database.db, { branches: 0, offer: 'Découverte' });
    const token = await t.token({ sub: small.admin.id, roles: [] });
    const email = 'one.too.many@exemple.fr';
    const res = await post(token, payload({ email }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'LIMIT_EXCEEDED' });
    expect(res.json().message).toMatch(/allows 2 users/);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });
});

describe('linked users with an external identity provider', () => {
  let ext: TestContext;
  beforeAll(async () => {
    ext = await createOrganisationContext({ OIDC_ISSUER: 'https://idp.exemple.test/realms/paperdesk' });
  });
  afterAll(() => ext?.close());

  it('creates the user without a password and says the account lives in the provider', async () => {
    const acc = await createAccount(ext.database.db);
    const token = await ext.token({ sub: 'external-subject', email: acc.admin.email, roles: [] });
    const res = await ext.call(token, { method: 'POST', url, payload: payload() });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ externalAccount: true, mustChangePassword: false });
    expect(res.json()).not.toHaveProperty('temporaryPassword');
    expect((await reloadUser(ext.database.db, res.json().uuid)).passwordHash).toBeNull();
  });
});
