import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../../test/app';
import { createAccount, createSuperAdmin, type TestAccount } from '../../../../test/factories';
import { companies, subscriptions, users } from '../../../../db/schema';
import { PERMISSIONS } from '../../../../../src/domain/access';
import { verifyPassword } from '../../identity';
import { API, createOrganisationContext } from '../../../../test/organisation';

let t: TestContext;
let a: TestAccount;
let superTok: string;
let masterTok: string;
let offerIds: Record<string, string>;
let n = 0;
const payload = (extra: Record<string, unknown> = {}) => ({
  companyName: `Boulangeries Martin ${++n}`,
  email: `martin.${n}.${Date.now()}@exemple.fr`,
  firstName: 'Claire',
  lastName: 'Martin',
  offerUUID: offerIds.Essentiel,
  offerStartDate: '2026-11-01',
  ...extra,
});

beforeAll(async () => {
  t = await createOrganisationContext();
  a = await createAccount(t.database.db);
  superTok = await t.token({ sub: (await createSuperAdmin(t.database.db)).id, roles: ['superadmin'] });
  masterTok = await t.token({ sub: a.admin.id, roles: [] });
  offerIds = Object.fromEntries(
    (await t.call(superTok, { method: 'GET', url: `${API}/offers` }))
      .json()
      .map((o: { name: string; uuid: string }) => [o.name, o.uuid]),
  );
});
afterAll(() => t?.close());

describe('POST /accounts (the super administrator creates a customer account)', () => {
  it('creates the master company, its administrator, its subscription and the starter configuration', async () => {
    const body = payload();
    const res = await t.call(superTok, { method: 'POST', url: `${API}/accounts`, payload: body });
    expect(res.statusCode, res.body).toBe(201);
    const account = res.json();
    expect(account).toMatchObject({
      companyName: body.companyName,
      email: body.email,
      offer: 'Essentiel',
      offerUUID: offerIds.Essentiel,
      offerActive: true,
      offerEndDate: null,
    });
    expect(account.offerStartDate).toMatch(/^2026-11-01/);
    const [company] = await t.database.db.select().from(companies).where(eq(companies.id, account.uuid));
    expect(company.masterId).toBeNull();
    const [admin] = await t.database.db.select().from(users).where(eq(users.companyId, account.uuid));
    expect(admin).toMatchObject({ email: body.email, firstName: 'Claire', roles: [], mustChangePassword: true });
    expect(admin.permissions).toEqual(PERMISSIONS);
    expect(await verifyPassword(account.temporaryPassword, admin.passwordHash!)).toBe(true);
    const subs = await t.database.db.select().from(subscriptions).where(eq(subscriptions.companyId, account.uuid));
    expect(subs).toHaveLength(1);

    // The new administrator works at once: in their own company, with the starter configuration.
    const tok = await t.token({ sub: admin.id, roles: [] });
    const origins = await t.call(tok, { method: 'GET', url: `${API}/origintypes` });
    expect(origins.statusCode, origins.body).toBe(200);
    expect(origins.json().map((o: { type: string }) => o.type)).toEqual(['SUPPLIER', 'CUSTOMER']);
    const groups = (await t.call(tok, { method: 'GET', url: `${API}/documentgroups` })).json();
    expect(groups.map((g: { type: string }) => g.type)).toContain('INVOICES');
    expect((await t.call(tok, { method: 'GET', url: `${API}/paymenttypes` })).json().length).toBeGreaterThan(0);
    expect((await t.call(tok, { method: 'GET', url: `${API}/suppliers` })).json()).toEqual([]);

    const listed = (await t.call(superTok, { method: 'GET', url: `${API}/accounts/${account.uuid}` })).json();
    expect(listed).toMatchObject({ uuid: account.uuid, email: body.email });
    expect(listed).not.toHaveProperty('temporaryPassword');
  });

  it('refuses anyone but the super administrator (403), creating nothing', async () => {
    const body = payload();
    const res = await t.call(masterTok, { method: 'POST', url: `${API}/accounts`, payload: body });
    expect(res.statusCode).toBe(403);
    expect(await t.database.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
  });

  it('refuses bad input (400 naming the fields), an unknown offer (404) and a used e-mail (409)', async () => {
    const bad = await t.call(superTok, {
      method: 'POST',
      url: `${API}/accounts`,
      payload: payload({ companyName: ' ', email: 'nope', offerUUID: 'x', offerEndDate: '2026-10-01' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(expect.arrayContaining(['companyName', 'email', 'offerUUID']));
    const end = await t.call(superTok, {
      method: 'POST',
      url: `${API}/accounts`,
      payload: payload({ offerEndDate: '2026-10-01' }),
    });
    expect(end.statusCode).toBe(400);
    expect(end.json().fields).toMatchObject({ offerEndDate: 'error.enddate' });
    const unknown = await t.call(superTok, {
      method: 'POST',
      url: `${API}/accounts`,
      payload: payload({ offerUUID: crypto.randomUUID() }),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().fields).toMatchObject({ offerUUID: 'error.reference' });
    const taken = await t.call(superTok, {
      method: 'POST',
      url: `${API}/accounts`,
      payload: payload({ email: a.admin.email.toUpperCase() }),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toMatchObject({ email: 'error.emailtaken' });
    const names = (await t.database.db.select({ name: companies.name }).from(companies)).map((c) => c.name);
    expect(names.filter((x) => x.startsWith('Boulangeries Martin'))).toEqual(['Boulangeries Martin 1']);
  });
});
