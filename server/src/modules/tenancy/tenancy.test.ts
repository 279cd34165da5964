import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app';
import { createAccount, createSuperAdmin, type TestAccount } from '../../../test/factories';
import { documents } from '../../../db/schema';
import { PERMISSIONS } from '../../../../src/domain/access';

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

const validUpdate = {
  name: 'Nouvelle Raison Sociale',
  items: '552100554; ;FR40552100554',
  emailtemplate: '<p>Bonjour</p>',
};

describe('tenancy scope', () => {
  it('gives the master its company and branches, master first', async () => {
    const res = await companyInfo(tokens.admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.uuid).toBe(a.master.id);
    expect(body.branches[0].master).toBe(true);
    expect(new Set(body.branches.map((x: { uuid: string }) => x.uuid))).toEqual(
      new Set([a.master.id, ...a.branches.map((x) => x.id)]),
    );
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
    expect((await companyInfo(tokens.super, { sauid: a.master.id, buid: a.branches[0].id })).json().uuid).toBe(
      a.branches[0].id,
    );
    expect((await companyInfo(tokens.super, { sauid: a.branches[0].id })).statusCode).toBe(404);
    // A non-super user's sauid header is ignored.
    expect((await companyInfo(tokens.other, { sauid: a.master.id })).json().uuid).toBe(b.master.id);
  });
});

describe('choosing a branch (buid) needs Overview Mode (spec §6)', () => {
  const docs = (token: string, buid?: string) =>
    t.call(token, { method: 'GET', url: '/paperdesk/api/documents?fromDate=2000-01-01&toDate=2100-12-31', buid });

  it("refuses a clerk (View documents only) another company's buid with 403 and none of its data", async () => {
    await t.database.db
      .insert(documents)
      .values({ companyId: a.branches[1].id, accountId: a.master.id, invoiceNumber: 'SECRET-BRANCH-1', status: 1 });
    // The master's administrator (Overview Mode granted) does see it: the check below would notice a leak.
    const seen = await docs(tokens.admin, a.branches[1].id);
    expect(seen.statusCode).toBe(200);
    expect(seen.body).toContain('SECRET-BRANCH-1');

    for (const buid of [a.branches[0].id, a.branches[1].id]) {
      const info = await companyInfo(tokens.clerk, { buid });
      expect(info.statusCode).toBe(403);
      expect(info.body).not.toContain(a.branches[1].name);
      const list = await docs(tokens.clerk, buid);
      expect(list.statusCode).toBe(403);
      expect(list.body).not.toContain('SECRET-BRANCH-1');
    }
    // Their own company still works, with or without the header naming it.
    expect((await companyInfo(tokens.clerk)).json().uuid).toBe(a.master.id);
    expect((await companyInfo(tokens.clerk, { buid: a.master.id })).json().uuid).toBe(a.master.id);
    expect((await docs(tokens.clerk)).body).not.toContain('SECRET-BRANCH-1');
  });

  it('refuses a master user whose Overview Mode is not granted, or not in the offer', async () => {
    const noOverview = await createAccount(t.database.db, {
      clerkPermissions: PERMISSIONS.filter((p) => p !== 'OVERVIEW_MODE'),
    });
    const admin = await t.token({ sub: noOverview.clerk.id, roles: [] });
    expect((await companyInfo(admin, { buid: noOverview.branches[0].id })).statusCode).toBe(403);
    const starter = await createAccount(t.database.db, { offer: 'Essentiel' });
    const starterAdmin = await t.token({ sub: starter.admin.id, roles: [] });
    expect((await companyInfo(starterAdmin, { buid: starter.branches[0].id })).statusCode).toBe(403);
  });

  it('lets a clerk granted Overview Mode choose a branch', async () => {
    const granted = await createAccount(t.database.db, { clerkPermissions: ['VIEW_DOCUMENTS', 'OVERVIEW_MODE'] });
    const clerk = await t.token({ sub: granted.clerk.id, roles: ['linkeduser'] });
    const res = await companyInfo(clerk, { buid: granted.branches[0].id });
    expect(res.statusCode).toBe(200);
    expect(res.json().uuid).toBe(granted.branches[0].id);
  });
});

describe('PUT /companies', () => {
  it('saves the settings of a master admin, items kept as a list', async () => {
    const res = await t.call(tokens.admin, { method: 'PUT', url: '/paperdesk/api/companies', payload: validUpdate });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Nouvelle Raison Sociale', items: '552100554;FR40552100554' });
  });

  it('keeps the company exchange rates (absent keeps them, {} removes them) and refuses a rate for the euro or below zero', async () => {
    const put = (exchangerates?: unknown) =>
      t.call(tokens.admin, {
        method: 'PUT',
        url: '/paperdesk/api/companies',
        payload: { ...validUpdate, ...(exchangerates === undefined ? {} : { exchangerates }) },
      });
    expect((await put({ GBP: '1.165', USD: '0.92' })).statusCode).toBe(200);
    expect((await companyInfo(tokens.admin)).json().exchangerates).toEqual({ GBP: '1.165', USD: '0.92' });
    expect((await put()).statusCode).toBe(200);
    expect((await companyInfo(tokens.admin)).json().exchangerates).toEqual({ GBP: '1.165', USD: '0.92' });
    for (const bad of [{ EUR: '1' }, { GBP: '-1' }, { GBP: '0' }, { XYZ: '2' }, { GBP: 'abc' }]) {
      const res = await put(bad);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json().fields)).toContain('error.exchangerate');
    }
    expect((await companyInfo(tokens.admin)).json().exchangerates).toEqual({ GBP: '1.165', USD: '0.92' });
    expect((await put({})).statusCode).toBe(200);
    expect((await companyInfo(tokens.admin)).json().exchangerates).toEqual({});
  });

  it('refuses an empty name with the field and the reason', async () => {
    const res = await t.call(tokens.admin, {
      method: 'PUT',
      url: '/paperdesk/api/companies',
      payload: { ...validUpdate, name: '   ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ name: 'error.numberrequired' });
  });

  it('refuses empty identifiers and an empty template', async () => {
    const res = await t.call(tokens.admin, {
      method: 'PUT',
      url: '/paperdesk/api/companies',
      payload: { ...validUpdate, items: ' ; ', emailtemplate: '<p> </p>' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['emailtemplate', 'items']);
  });

  it('answers 400 for invalid JSON', async () => {
    const res = await t.call(tokens.admin, {
      method: 'PUT',
      url: '/paperdesk/api/companies',
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
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
