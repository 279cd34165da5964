import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/app';
import { createAccount, createSuperAdmin, type TestAccount } from '../../../test/factories';
import { companies, users } from '../../../db/schema';
import { verifyPassword } from '../identity';
import { API, createOrganisationContext } from '../../../test/organisation';

let t: TestContext;
let a: TestAccount;
let b: TestAccount;
let tok: Record<'admin' | 'other' | 'clerk' | 'branch' | 'super', string>;
const url = `${API}/branches`;
let n = 0;
const payload = (extra: Record<string, unknown> = {}) => ({
  companyName: `Delacroix Nantes ${++n}`,
  companyAddress: '2 quai de la Fosse, 44000 Nantes',
  email: `nantes.${n}@exemple.fr`,
  firstName: 'Paul',
  lastName: 'Leroy',
  ...extra,
});

beforeAll(async () => {
  t = await createOrganisationContext();
  a = await createAccount(t.database.db);
  b = await createAccount(t.database.db);
  tok = {
    admin: await t.token({ sub: a.admin.id, roles: [] }),
    other: await t.token({ sub: b.admin.id, roles: [] }),
    clerk: await t.token({ sub: a.clerk.id, roles: ['linkeduser'] }),
    branch: await t.token({ sub: a.branchAdmin!.id, roles: ['branche', 'adminbranche'] }),
    super: await t.token({ sub: (await createSuperAdmin(t.database.db)).id, roles: ['superadmin'] }),
  };
});
afterAll(() => t?.close());

describe('branches', () => {
  it('lists the master first, then its branches', async () => {
    const res = await t.call(tok.admin, { method: 'GET', url });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list[0]).toMatchObject({ uuid: a.master.id, master: true, companyUUID: a.master.id, email: a.admin.email });
    expect(
      list
        .slice(1)
        .map((x: { uuid: string }) => x.uuid)
        .sort(),
    ).toEqual(a.branches.map((x) => x.id).sort());
  });

  it('creates the branch company and its administrator with a temporary password', async () => {
    const res = await t.call(tok.admin, { method: 'POST', url, payload: payload() });
    expect(res.statusCode, res.body).toBe(201);
    const branch = res.json();
    expect(branch).toMatchObject({
      companyName: `Delacroix Nantes ${n}`,
      master: false,
      admin: true,
      firstName: 'Paul',
      email: `nantes.${n}@exemple.fr`,
    });
    const [company] = await t.database.db.select().from(companies).where(eq(companies.id, branch.uuid));
    expect(company.masterId).toBe(a.master.id);
    const [admin] = await t.database.db.select().from(users).where(eq(users.companyId, branch.uuid));
    expect(admin.roles).toEqual(['branche', 'adminbranche']);
    expect(admin.mustChangePassword).toBe(true);
    expect(await verifyPassword(branch.temporaryPassword, admin.passwordHash!)).toBe(true);
    expect(admin.permissions).toContain('VIEW_DOCUMENTS');
    expect(admin.permissions.filter((p) => /_BRANCHES$|_RULE_GROUPS$|^OVERVIEW_MODE$/.test(p))).toEqual([]);
    expect((await t.call(tok.admin, { method: 'GET', url })).json().map((x: { uuid: string }) => x.uuid)).toContain(
      branch.uuid,
    );
  });

  it('updates the company and its administrator', async () => {
    const branch = (await t.call(tok.admin, { method: 'POST', url, payload: payload() })).json();
    const res = await t.call(tok.admin, {
      method: 'PUT',
      url: `${url}/${branch.uuid}`,
      payload: { companyName: 'Delacroix Nantes Centre', email: 'centre@exemple.fr' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      uuid: branch.uuid,
      companyName: 'Delacroix Nantes Centre',
      email: 'centre@exemple.fr',
      lastName: 'Leroy',
    });
    expect(res.json()).not.toHaveProperty('temporaryPassword');
  });

  it('refuses bad input and a used e-mail, creating nothing', async () => {
    const before = (await t.call(tok.admin, { method: 'GET', url })).json().length;
    const bad = await t.call(tok.admin, { method: 'POST', url, payload: payload({ companyName: ' ', email: 'nope' }) });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(expect.arrayContaining(['companyName', 'email']));
    const taken = await t.call(tok.admin, {
      method: 'POST',
      url,
      payload: payload({ email: a.clerk.email.toUpperCase() }),
    });
    expect(taken.statusCode).toBe(409);
    expect((await t.call(tok.admin, { method: 'GET', url })).json()).toHaveLength(before);
  });

  it("never shows or updates another account's branches (404)", async () => {
    expect((await t.call(tok.other, { method: 'GET', url })).body).not.toContain(a.branches[0].id);
    const put = await t.call(tok.other, {
      method: 'PUT',
      url: `${url}/${a.branches[0].id}`,
      payload: { companyName: 'Volée' },
    });
    expect(put.statusCode).toBe(404);
    expect(put.body).not.toContain(a.branches[0].name);
  });

  it('is for a master administrator: a branch administrator and a clerk get 403', async () => {
    for (const token of [tok.clerk, tok.branch]) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await t.call(token, { method, url, payload: method === 'POST' ? payload() : undefined });
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toMatch(/permission/);
      }
    }
  });

  it('lets the super administrator work in a chosen account', async () => {
    const res = await t.call(tok.super, { method: 'GET', url, sauid: b.master.id });
    expect(res.json()[0].uuid).toBe(b.master.id);
  });

  it('enforces the BRANCHES quantity: 403 LIMIT_EXCEEDED, nothing created', async () => {
    const full = await createAccount(t.database.db, { branches: 10 });
    const token = await t.token({ sub: full.admin.id, roles: [] });
    const email = 'onze@exemple.fr';
    const res = await t.call(token, { method: 'POST', url, payload: payload({ email, companyName: 'Onzième' }) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'LIMIT_EXCEEDED' });
    expect(res.json().message).toMatch(/allows 10 branches/);
    expect(await t.database.db.select().from(companies).where(eq(companies.name, 'Onzième'))).toHaveLength(0);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('needs an offer with branches', async () => {
    const small = await createAccount(t.database.db, { branches: 0, offer: 'Essentiel' });
    const res = await t.call(await t.token({ sub: small.admin.id, roles: [] }), {
      method: 'POST',
      url,
      payload: payload(),
    });
    expect(res.statusCode).toBe(403);
  });
});
