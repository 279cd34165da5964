import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app';
import { createAccount, createSuperAdmin, type TestAccount } from '../../../test/factories';

let t: TestContext;
let a: TestAccount;
let b: TestAccount;
let tokens: Record<'admin' | 'branch' | 'clerk' | 'other' | 'super', string>;

beforeAll(async () => {
  t = await createTestContext();
  a = await createAccount(t.database.db);
  b = await createAccount(t.database.db);
  const superUser = await createSuperAdmin(t.database.db);
  tokens = {
    admin: await t.token({ sub: a.admin.id, roles: [] }),
    branch: await t.token({ sub: a.branchAdmin!.id, roles: ['branche', 'adminbranche'] }),
    clerk: await t.token({ sub: a.clerk.id, roles: ['linkeduser'] }),
    other: await t.token({ sub: b.admin.id, roles: [] }),
    super: await t.token({ sub: superUser.id, roles: ['superadmin'] }),
  };
});
afterAll(() => t?.close());

const companyInfo = (token: string, headers: { buid?: string; sauid?: string } = {}) =>
  t.call(token, { method: 'GET', url: '/paperdesk/api/companies/companyInfo', ...headers });

const validUpdate = { name: 'Nouvelle Raison Sociale', items: '552100554; ;FR40552100554', emailtemplate: '<p>Bonjour</p>' };

describe('tenancy scope', () => {
  it('gives the master its company and branches, master first', async () => {
    const res = await companyInfo(tokens.admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.uuid).toBe(a.master.id);
    expect(body.branches[0].master).toBe(true);
    expect(new Set(body.branches.map((x: { uuid: string }) => x.uuid))).toEqual(new Set([a.master.id, ...a.branches.map((x) => x.id)]));
  });

  it('lets the master enter a branch with buid', async () => {
    const res = await companyInfo(tokens.admin, { buid: a.branches[1].id });
    expect(res.statusCode).toBe(200);
    expect(res.json().uuid).toBe(a.branches[1].id);
  });

  it('refuses a branch of another account with 403 and returns none of its data', async () => {
    const res = await companyInfo(tokens.admin, { buid: b.branches[0].id });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain(b.branches[0].name);
  });

  it('keeps a branch user inside their own branch', async () => {
    expect((await companyInfo(tokens.branch)).json().uuid).toBe(a.branches[0].id);
    expect((await companyInfo(tokens.branch, { buid: a.branches[1].id })).statusCode).toBe(403);
    expect((await companyInfo(tokens.branch, { buid: a.master.id })).statusCode).toBe(403);
    expect((await companyInfo(tokens.branch, { buid: 'not-a-uuid' })).statusCode).toBe(403);
  });

  it('never returns another company data', async () => {
    const res = await companyInfo(tokens.other);
    expect(res.json().uuid).toBe(b.master.id);
    expect(res.body).not.toContain(a.master.name);
  });

  it('lets the super administrator pick an account by header, checked each time', async () => {
    const res = await companyInfo(tokens.super, { sauid: a.master.id });
    expect(res.json().uuid).toBe(a.master.id);
    expect((await companyInfo(tokens.super, { sauid: a.master.id, buid: a.branches[0].id })).json().uuid).toBe(a.branches[0].id);
    expect((await companyInfo(tokens.super, { sauid: a.branches[0].id })).statusCode).toBe(404);
    // A non-super user's sauid header is ignored.
    expect((await companyInfo(tokens.other, { sauid: a.master.id })).json().uuid).toBe(b.master.id);
  });
});

describe('PUT /companies', () => {
  it('saves the settings of a master admin, items kept as a list', async () => {
    const res = await t.call(tokens.admin, { method: 'PUT', url: '/paperdesk/api/companies', payload: validUpdate });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Nouvelle Raison Sociale', items: '552100554;FR40552100554' });
  });

  it('refuses an empty name with the field and the reason', async () => {
    const res = await t.call(tokens.admin, { method: 'PUT', url: '/paperdesk/api/companies', payload: { ...validUpdate, name: '   ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ name: 'error.numberrequired' });
  });

  it('refuses empty identifiers and an empty template', async () => {
    const res = await t.call(tokens.admin, { method: 'PUT', url: '/paperdesk/api/companies', payload: { ...validUpdate, items: ' ; ', emailtemplate: '<p> </p>' } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['emailtemplate', 'items']);
  });

  it('answers 400 for invalid JSON', async () => {
    const res = await t.call(tokens.admin, { method: 'PUT', url: '/paperdesk/api/companies', payload: '{"name":', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_JSON');
  });

  it('needs a master admin: a clerk and a branch admin get 403', async () => {
    for (const token of [tokens.clerk, tokens.branch]) {
      const res = await t.call(token, { method: 'PUT', url: '/paperdesk/api/companies', payload: validUpdate });
      expect(res.statusCode).toBe(403);
    }
  });
});
