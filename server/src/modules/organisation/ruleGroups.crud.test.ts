import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/app';
import { createAccount, createSuperAdmin, type TestAccount } from '../../../test/factories';
import { users } from '../../../db/schema';
import { API, createOrganisationContext } from '../../../test/organisation';

let t: TestContext;
let a: TestAccount;
let tok: Record<'admin' | 'other' | 'clerk' | 'branch' | 'limited' | 'super', string>;
const url = `${API}/rulegroups`;

beforeAll(async () => {
  t = await createOrganisationContext();
  a = await createAccount(t.database.db);
  const b = await createAccount(t.database.db);
  const [limited] = await t.database.db
    .insert(users)
    .values({
      companyId: a.master.id,
      email: 'chef@exemple.fr',
      roles: [],
      permissions: [
        'VIEW_RULE_GROUPS',
        'CREATE_RULE_GROUPS',
        'UPDATE_RULE_GROUPS',
        'VIEW_DOCUMENTS',
        'UPLOAD_DOCUMENTS',
      ],
    })
    .returning();
  tok = {
    admin: await t.token({ sub: a.admin.id, roles: [] }),
    other: await t.token({ sub: b.admin.id, roles: [] }),
    clerk: await t.token({ sub: a.clerk.id, roles: ['linkeduser'] }),
    branch: await t.token({ sub: a.branchAdmin!.id, roles: ['branche', 'adminbranche'] }),
    limited: await t.token({ sub: limited.id, roles: [] }),
    super: await t.token({ sub: (await createSuperAdmin(t.database.db)).id, roles: ['superadmin'] }),
  };
});
afterAll(() => t?.close());

const post = (token: string, payload: object, sauid?: string) => t.call(token, { method: 'POST', url, payload, sauid });

describe('rule groups', () => {
  it('creates with defaults, lists and updates', async () => {
    const res = await post(tok.admin, {
      name: 'Comptabilité',
      permissions: ['VIEW_DOCUMENTS', 'VIEW_PAYMENTS', 'VIEW_DOCUMENTS'],
    });
    expect(res.statusCode, res.body).toBe(201);
    const group = res.json();
    expect(group).toMatchObject({
      name: 'Comptabilité',
      description: '',
      type: 'USER',
      permissions: ['VIEW_DOCUMENTS', 'VIEW_PAYMENTS'],
    });
    expect(group).not.toHaveProperty('companyId');
    expect((await t.call(tok.admin, { method: 'GET', url })).json().map((g: { uuid: string }) => g.uuid)).toContain(
      group.uuid,
    );
    const upd = await t.call(tok.admin, {
      method: 'PUT',
      url: `${url}/${group.uuid}`,
      payload: { type: 'BRANCH_ADMIN', description: 'Service comptable' },
    });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json()).toMatchObject({
      uuid: group.uuid,
      name: 'Comptabilité',
      type: 'BRANCH_ADMIN',
      description: 'Service comptable',
    });
  });

  it('refuses bad input with the field, saving nothing', async () => {
    const before = (await t.call(tok.admin, { method: 'GET', url })).json().length;
    const res = await post(tok.admin, { name: '  ', type: 'BOSS', permissions: ['FLY'] });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(expect.arrayContaining(['name', 'type', 'permissions.0']));
    expect((await t.call(tok.admin, { method: 'GET', url })).json()).toHaveLength(before);
  });

  it('never grants more than the creator holds (403 naming the permissions)', async () => {
    const res = await post(tok.limited, {
      name: 'Trop',
      permissions: ['VIEW_DOCUMENTS', 'DELETE_DOCUMENTS', 'SEND_EMAILS'],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('DELETE_DOCUMENTS, SEND_EMAILS');
    expect(
      (await post(tok.limited, { name: 'Juste', permissions: ['VIEW_DOCUMENTS', 'UPLOAD_DOCUMENTS'] })).statusCode,
    ).toBe(201);
  });

  it('never puts rule-group, branch or advanced permissions in a group, even for a full admin', async () => {
    for (const p of ['VIEW_BRANCHES', 'CREATE_RULE_GROUPS', 'ADVANCED_FUNCTIONNALITIES']) {
      const res = await post(tok.admin, { name: 'Admin', permissions: [p] });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toContain(p);
    }
  });

  it('keeps what a group already holds but refuses adding beyond the editor', async () => {
    const group = (await post(tok.super, { name: 'Large', permissions: ['DELETE_DOCUMENTS'] }, a.master.id)).json();
    const rename = await t.call(tok.limited, {
      method: 'PUT',
      url: `${url}/${group.uuid}`,
      payload: { name: 'Large (renommé)' },
    });
    expect(rename.statusCode, rename.body).toBe(200);
    const add = await t.call(tok.limited, {
      method: 'PUT',
      url: `${url}/${group.uuid}`,
      payload: { permissions: ['DELETE_DOCUMENTS', 'EXPORT_SOLDES'] },
    });
    expect(add.statusCode).toBe(403);
    expect(add.json().message).toContain('EXPORT_SOLDES');
  });

  it('keeps the Super Admin type to the super administrator', async () => {
    expect((await post(tok.admin, { name: 'Racine', type: 'SUPER_ADMIN' })).statusCode).toBe(403);
    expect((await post(tok.super, { name: 'Racine', type: 'SUPER_ADMIN' }, a.master.id)).statusCode).toBe(201);
  });

  it("never shows or updates another account's groups", async () => {
    const group = (await post(tok.admin, { name: 'Privé' })).json();
    expect((await t.call(tok.other, { method: 'GET', url })).body).not.toContain(group.uuid);
    const put = await t.call(tok.other, { method: 'PUT', url: `${url}/${group.uuid}`, payload: { name: 'Volé' } });
    expect(put.statusCode).toBe(404);
    expect(put.body).not.toContain('Privé');
    expect(
      (await t.call(tok.admin, { method: 'PUT', url: `${url}/00000000-0000-4000-8000-000000000000`, payload: {} }))
        .statusCode,
    ).toBe(404);
  });

  it('needs a master administrator with the permission', async () => {
    for (const token of [tok.clerk, tok.branch]) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await t.call(token, { method, url, payload: method === 'POST' ? { name: 'X' } : undefined });
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toMatch(/permission/);
      }
    }
  });
});
