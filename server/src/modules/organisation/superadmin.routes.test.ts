import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/app';
import { createAccount, createSuperAdmin, type TestAccount } from '../../../test/factories';
import { companies, functionalities, subscriptions, users } from '../../../db/schema';
import { PERMISSIONS } from '../../../../src/domain/access';
import { API, createOrganisationContext } from '../../../test/organisation';

describe('accounts and offers (super administrator)', () => {
  let t: TestContext;
  let a: TestAccount;
  let superTok: string;
  let master: string;
  let offerIds: Record<string, string>;
  let fIds: Record<string, string>;
  beforeAll(async () => {
    t = await createOrganisationContext();
    a = await createAccount(t.database.db);
    superTok = await t.token({ sub: (await createSuperAdmin(t.database.db)).id, roles: ['superadmin'] });
    master = await t.token({ sub: a.admin.id, roles: [] });
    offerIds = Object.fromEntries(
      (await t.call(superTok, { method: 'GET', url: `${API}/offers` }))
        .json()
        .map((o: { name: string; uuid: string }) => [o.name, o.uuid]),
    );
    fIds = Object.fromEntries(
      (await t.database.db.select().from(functionalities)).map((f) => [f.functionnality, f.id]),
    );
  });
  afterAll(() => t?.close());

  it('refuses every super-administrator call to a master (403)', async () => {
    const calls = [
      ['GET', '/accounts'],
      ['PUT', '/accounts'],
      ['GET', '/functionnalities'],
      ['POST', '/functionnalities'],
      ['PUT', `/functionnalities/${fIds.API}`],
      ['PUT', '/functionnalities/reorder'],
      ['POST', '/offers'],
      ['PUT', `/offers/${offerIds.Groupe}`],
      ['PUT', '/offers/reorder'],
    ] as const;
    for (const [method, path] of calls) {
      const res = await t.call(master, { method, url: `${API}${path}`, payload: method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${method} ${path}`).toBe(403);
    }
  });

  it('lists accounts with their subscription, without the platform company', async () => {
    const res = await t.call(superTok, { method: 'GET', url: `${API}/accounts` });
    expect(res.statusCode).toBe(200);
    const mine = res.json().find((x: { uuid: string }) => x.uuid === a.master.id);
    expect(mine).toMatchObject({
      companyName: a.master.name,
      email: a.admin.email,
      offer: 'Groupe',
      offerUUID: offerIds.Groupe,
      offerActive: true,
      offerEndDate: null,
    });
    expect(mine.subscriptionUUID).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.json().some((x: { companyName: string }) => x.companyName.startsWith('Platform'))).toBe(false);
    expect(res.json().some((x: { uuid: string }) => a.branches.some((b) => b.id === x.uuid))).toBe(false);
  });

  it("changes an account's offer, dates and active flag", async () => {
    const summary = (await t.call(superTok, { method: 'GET', url: `${API}/accounts` }))
      .json()
      .find((x: { uuid: string }) => x.uuid === a.master.id);
    const res = await t.call(superTok, {
      method: 'PUT',
      url: `${API}/accounts`,
      payload: {
        ...summary,
        offerUUID: offerIds.Essentiel,
        offerStartDate: '2026-01-01',
        offerEndDate: '2099-12-31',
        offerActive: true,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      uuid: a.master.id,
      offer: 'Essentiel',
      subscriptionUUID: summary.subscriptionUUID,
      offerActive: true,
      offerStartDate: '2026-01-01T00:00:00.000Z',
    });
    const info = (await t.call(master, { method: 'GET', url: `${API}/users/userInfo` })).json();
    expect(info.offer.name).toBe('Essentiel');
    const off = await t.call(superTok, {
      method: 'PUT',
      url: `${API}/accounts`,
      payload: { ...res.json<Record<string, unknown>>(), offerActive: false },
    });
    expect(off.json().offerActive).toBe(false);
    expect((await t.call(master, { method: 'GET', url: `${API}/users/userInfo` })).json()).toMatchObject({
      offerActive: false,
      offer: { name: 'Découverte' },
    });
  });

  it('refuses an unknown account or offer (404) and bad dates (400)', async () => {
    const base = {
      uuid: a.master.id,
      companyName: 'X',
      offerUUID: offerIds.Groupe,
      offerStartDate: '2026-01-01',
      offerActive: true,
    };
    expect(
      (await t.call(superTok, { method: 'PUT', url: `${API}/accounts`, payload: { ...base, uuid: a.branches[0].id } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.call(superTok, { method: 'PUT', url: `${API}/accounts`, payload: { ...base, offerUUID: a.master.id } }))
        .statusCode,
    ).toBe(404);
    const bad = await t.call(superTok, {
      method: 'PUT',
      url: `${API}/accounts`,
      payload: { ...base, offerStartDate: 'soon', offerEndDate: '2020-01-01' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('offerStartDate');
  });

  it('creates an offer with its functionalities in one go, default prices from the catalogue', async () => {
    const res = await t.call(superTok, {
      method: 'POST',
      url: `${API}/offers`,
      payload: {
        name: 'Pro',
        baseprice: '1.10',
        trialdays: 14,
        functionnalities: [
          { functionalityuuid: fIds.DOCUMENTS, price: '2.20', quantity: 500 },
          { functionalityuuid: fIds.EMAILS, price: 0.1 },
          { functionalityuuid: fIds.USERS, price: '0.20', period: 'TOTAL', quantity: 5 },
          { functionalityuuid: fIds.PAYMENTS, visible: false },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const offer = res.json();
    expect(offer).toMatchObject({
      name: 'Pro',
      baseprice: '1.10',
      visible: true,
      trialdays: 14,
      totalprice: '3.60',
      yearlyprice: '36.00',
    });
    expect(
      offer.functionnalities.find((l: { functionnalityEnum: string }) => l.functionnalityEnum === 'PAYMENTS'),
    ).toMatchObject({ price: '9.90', visible: false, quantity: -1, period: 'MONTHLY' });
    const upd = await t.call(superTok, {
      method: 'PUT',
      url: `${API}/offers/${offer.uuid}`,
      payload: {
        visible: false,
        functionnalities: [
          { functionalityuuid: fIds.DOCUMENTS, price: '2.20' },
          { functionalityuuid: fIds.LINKS, price: '0.35' },
        ],
      },
    });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json()).toMatchObject({ visible: false, totalprice: '3.65' });
    expect(
      upd
        .json()
        .functionnalities.map((l: { functionnalityEnum: string }) => l.functionnalityEnum)
        .sort(),
    ).toEqual(['DOCUMENTS', 'LINKS']);
    // A hidden offer is not offered to users.
    expect((await t.call(master, { method: 'GET', url: `${API}/offers` })).body).not.toContain(offer.uuid);
  });

  it('rounds prices with more decimals to 2 (spec), refused only when not an amount', async () => {
    const rounded = await t.call(superTok, {
      method: 'POST',
      url: `${API}/offers`,
      payload: {
        name: 'Rounded',
        baseprice: '12.345',
        functionnalities: [{ functionalityuuid: fIds.API, price: 0.129 }],
      },
    });
    expect(rounded.statusCode).toBe(201);
    expect(rounded.json()).toMatchObject({ baseprice: '12.35', functionnalities: [{ price: '0.13' }] });
    const edited = await t.call(superTok, {
      method: 'PUT',
      url: `${API}/offers/${rounded.json().uuid}`,
      payload: { baseprice: 9.99999 },
    });
    expect(edited.json().baseprice).toBe('10.00');
    const negative = await t.call(superTok, {
      method: 'POST',
      url: `${API}/offers`,
      payload: { name: 'Neg', baseprice: '-1' },
    });
    expect([negative.statusCode, negative.json().fields]).toEqual([400, { baseprice: 'error.price' }]);
    const fn = await t.call(superTok, {
      method: 'PUT',
      url: `${API}/functionnalities/${fIds.API}`,
      payload: { defaultprice: '3.14159' },
    });
    expect(fn.json().defaultprice).toBe('3.14');
  });

  it('refuses bad offers: bad amounts, twice the same functionality, unknown functionality', async () => {
    const bad = await t.call(superTok, {
      method: 'POST',
      url: `${API}/offers`,
      payload: { name: 'Bad', baseprice: '12,3x', trialdays: -1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ baseprice: 'error.price', trialdays: 'error.trialdays' });
    const twice = await t.call(superTok, {
      method: 'POST',
      url: `${API}/offers`,
      payload: { name: 'Twice', functionnalities: [{ functionalityuuid: fIds.API }, { functionalityuuid: fIds.API }] },
    });
    expect(twice.statusCode).toBe(400);
    const unknown = await t.call(superTok, {
      method: 'POST',
      url: `${API}/offers`,
      payload: { name: 'Unknown', functionnalities: [{ functionalityuuid: a.master.id }] },
    });
    expect(unknown.statusCode).toBe(404);
    expect((await t.call(superTok, { method: 'GET', url: `${API}/offers` })).body).not.toMatch(/"(Bad|Twice|Unknown)"/);
  });

  it('reorders offers', async () => {
    const ids = (await t.call(superTok, { method: 'GET', url: `${API}/offers` }))
      .json()
      .map((o: { uuid: string }) => o.uuid) as string[];
    const wanted = [...ids].reverse();
    expect((await t.call(superTok, { method: 'PUT', url: `${API}/offers/reorder`, payload: wanted })).statusCode).toBe(
      200,
    );
    const after = (await t.call(superTok, { method: 'GET', url: `${API}/offers` })).json();
    expect(after.map((o: { uuid: string }) => o.uuid)).toEqual(wanted);
    expect(
      (await t.call(superTok, { method: 'PUT', url: `${API}/offers/reorder`, payload: [a.master.id] })).statusCode,
    ).toBe(404);
  });
});

describe('functionalities catalogue (super administrator)', () => {
  let t: TestContext;
  let superTok: string;
  let master: string;
  beforeAll(async () => {
    // An empty catalogue: no account seeded it.
    t = await createOrganisationContext();
    superTok = await t.token({ sub: (await createSuperAdmin(t.database.db)).id, roles: ['superadmin'] });
    const [company] = await t.database.db.insert(companies).values({ name: 'Maître' }).returning();
    const [admin] = await t.database.db
      .insert(users)
      .values({ companyId: company.id, email: 'm@exemple.fr', permissions: PERMISSIONS })
      .returning();
    master = await t.token({ sub: admin.id, roles: [] });
  });
  afterAll(() => t?.close());
  const url = `${API}/functionnalities`;

  it('creates with defaults, lists, updates and reorders', async () => {
    const one = await t.call(superTok, {
      method: 'POST',
      url,
      payload: { name: 'Documents', functionnality: 'DOCUMENTS', defaultprice: '9.9' },
    });
    expect(one.statusCode, one.body).toBe(201);
    expect(one.json()).toMatchObject({
      defaultprice: '9.90',
      defaultquantity: -1,
      visible: true,
      description: '',
      index: 0,
    });
    const two = (
      await t.call(superTok, { method: 'POST', url, payload: { name: 'E-mails', functionnality: 'EMAILS' } })
    ).json();
    const upd = await t.call(superTok, {
      method: 'PUT',
      url: `${url}/${two.uuid}`,
      payload: { defaultquantity: 100, visible: false },
    });
    expect(upd.json()).toMatchObject({ name: 'E-mails', defaultquantity: 100, visible: false, defaultprice: '0.00' });
    expect(
      (await t.call(superTok, { method: 'PUT', url: `${url}/reorder`, payload: [two.uuid, one.json().uuid] }))
        .statusCode,
    ).toBe(200);
    expect((await t.call(superTok, { method: 'GET', url })).json().map((f: { uuid: string }) => f.uuid)).toEqual([
      two.uuid,
      one.json().uuid,
    ]);
  });

  it('keeps each functionality once (409) and checks input (400)', async () => {
    const dup = await t.call(superTok, {
      method: 'POST',
      url,
      payload: { name: 'Encore', functionnality: 'DOCUMENTS' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().fields).toHaveProperty('functionnality');
    const bad = await t.call(superTok, {
      method: 'POST',
      url,
      payload: { name: 'X', functionnality: 'TELEPORT', defaultquantity: -2, defaultprice: '-1' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(
      expect.arrayContaining(['functionnality', 'defaultquantity', 'defaultprice']),
    );
    expect(
      (await t.call(superTok, { method: 'PUT', url: `${url}/00000000-0000-4000-8000-000000000000`, payload: {} }))
        .statusCode,
    ).toBe(404);
  });

  it('is not for a master (403)', async () => {
    expect((await t.call(master, { method: 'GET', url })).statusCode).toBe(403);
    expect(
      (await t.call(master, { method: 'POST', url, payload: { name: 'API', functionnality: 'API' } })).statusCode,
    ).toBe(403);
    expect(
      await t.database.db.select().from(functionalities).where(eq(functionalities.functionnality, 'API')),
    ).toHaveLength(0);
    expect(await t.database.db.select().from(subscriptions)).toHaveLength(0);
  });
});
