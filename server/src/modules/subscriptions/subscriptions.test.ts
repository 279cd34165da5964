import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/app';
import { createAccount, createSuperAdmin, type TestAccount } from '../../../test/factories';
import { companies, functionalities, subscriptions, users } from '../../../db/schema';
import { API, createOrganisationContext } from '../../../test/organisation';
import { addMonths } from './billing';
import { formatDate as formatDateForTest } from './billingLanguage';

let t: TestContext;
let offerIds: Record<string, string>;
let superTok: string;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createOrganisationContext();
  await createAccount(t.database.db);
  superTok = await t.token({ sub: (await createSuperAdmin(t.database.db)).id, roles: ['superadmin'] });
  offerIds = Object.fromEntries(
    (await t.call(superTok, { method: 'GET', url: `${API}/offers` }))
      .json()
      .map((o: { name: string; uuid: string }) => [o.name, o.uuid]),
  );
});
afterAll(() => t?.close());

async function account(opts: Parameters<typeof createAccount>[1] = {}) {
  const acc = await createAccount(t.database.db, opts);
  return { acc, token: await t.token({ sub: acc.admin.id, roles: [] }) };
}
const subscribe = (token: string, offerId: string, subscriptionPeriod: string, query = '') =>
  t.call(token, { method: 'POST', url: `${API}/subscriptions/new${query}`, payload: { offerId, subscriptionPeriod } });
const activeSubs = (acc: TestAccount) =>
  t.database.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.companyId, acc.master.id), eq(subscriptions.active, true)));
const userInfo = async (token: string) => (await t.call(token, { method: 'GET', url: `${API}/users/userInfo` })).json();

describe('GET /offers', () => {
  it('gives a user the visible offers with visible functionalities and exact prices', async () => {
    const { token } = await account();
    const res = await t.call(token, { method: 'GET', url: `${API}/offers` });
    expect(res.statusCode).toBe(200);
    const groupe = res.json().find((o: { name: string }) => o.name === 'Groupe');
    // 79 + 9.90 + 4.90 + 14.90 + 9.90 + 2.00 + 19.90 (API is hidden, so neither shown nor counted)
    expect(groupe).toMatchObject({ totalprice: '140.50', yearlyprice: '1405.00', current: true, trialdays: 30 });
    expect(groupe.functionnalities.map((l: { functionnalityEnum: string }) => l.functionnalityEnum)).not.toContain(
      'API',
    );
    expect(
      groupe.functionnalities.find((l: { functionnalityEnum: string }) => l.functionnalityEnum === 'BRANCHES'),
    ).toMatchObject({ quantity: 10, period: 'TOTAL' });
    expect(res.json().filter((o: { current: boolean }) => o.current)).toHaveLength(1);
    const all = (await t.call(superTok, { method: 'GET', url: `${API}/offers` })).json();
    expect(
      all
        .find((o: { name: string }) => o.name === 'Groupe')
        .functionnalities.map((l: { functionnalityEnum: string }) => l.functionnalityEnum),
    ).toContain('API');
  });
});

describe('subscribing', () => {
  it('subscribes with the trial period, deactivating the previous subscription in the same step', async () => {
    const { acc, token } = await account();
    const before = Date.now();
    const res = await subscribe(token, offerIds.Essentiel, 'MONTHLY');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const [sub] = await activeSubs(acc);
    expect(await activeSubs(acc)).toHaveLength(1);
    expect(sub).toMatchObject({ offerId: offerIds.Essentiel, period: 'MONTHLY' });
    expect(sub.endDate!.getTime() - sub.startDate.getTime()).toBe(30 * DAY);
    expect(sub.startDate.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(res.body).toContain(
      `Your subscription to Essentiel (monthly) is active until ${formatDateForTest(sub.endDate!)}.`,
    );
    expect(await userInfo(token)).toMatchObject({ offer: { name: 'Essentiel' }, offerActive: true });
  });

  it('without a trial, runs one year for a yearly subscription; answers in the chosen language', async () => {
    const { acc, token } = await account();
    const res = await subscribe(token, offerIds['Découverte'], 'YEARLY', '?lang=fr');
    expect(res.statusCode, res.body).toBe(200);
    const [sub] = await activeSubs(acc);
    expect(sub.endDate!.getTime()).toBe(addMonths(sub.startDate, 12).getTime());
    expect(res.body).toBe(
      `Votre abonnement Découverte (annuel) est actif jusqu’au ${formatDateForTest(sub.endDate!)}.`,
    );
  });

  it('refuses a hidden or unknown offer (404) and a bad period (400), changing nothing', async () => {
    const { acc, token } = await account();
    const hidden = (
      await t.call(superTok, { method: 'POST', url: `${API}/offers`, payload: { name: 'Secret', visible: false } })
    ).json();
    expect((await subscribe(token, hidden.uuid, 'MONTHLY')).statusCode).toBe(404);
    const bad = await subscribe(token, offerIds.Essentiel, 'WEEKLY');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('subscriptionPeriod');
    expect((await activeSubs(acc))[0].offerId).toBe(offerIds.Groupe);
  });

  it('is for the master administrator only', async () => {
    const { acc } = await account();
    const tokens = [
      superTok,
      await t.token({ sub: acc.clerk.id, roles: ['linkeduser'] }),
      await t.token({ sub: acc.branchAdmin!.id, roles: ['branche', 'adminbranche'] }),
    ];
    for (const token of tokens) {
      expect((await subscribe(token, offerIds.Essentiel, 'MONTHLY')).statusCode).toBe(403);
      expect((await t.call(token, { method: 'POST', url: `${API}/subscriptions/cancel` })).statusCode).toBe(403);
    }
  });
});

describe('cancelling and expiry', () => {
  it('keeps a cancelled subscription in force until its end date', async () => {
    const { acc, token } = await account();
    await subscribe(token, offerIds.Essentiel, 'MONTHLY');
    const res = await t.call(token, { method: 'POST', url: `${API}/subscriptions/cancel` });
    expect(res.statusCode, res.body).toBe(200);
    const [sub] = await activeSubs(acc);
    expect(sub.cancelledAt).not.toBeNull();
    expect(res.body).toBe(
      `Your subscription to Essentiel is cancelled. It stays active until ${formatDateForTest(sub.endDate!)}.`,
    );
    expect(await userInfo(token)).toMatchObject({ offer: { name: 'Essentiel' }, offerActive: true });
    const again = await t.call(token, { method: 'POST', url: `${API}/subscriptions/cancel` });
    expect(again.statusCode).toBe(409);
  });

  it('ends an open-ended subscription at the end of the period in progress', async () => {
    const { acc, token } = await account();
    expect((await t.call(token, { method: 'POST', url: `${API}/subscriptions/cancel` })).statusCode).toBe(200);
    const [sub] = await activeSubs(acc);
    expect(sub.endDate!.getTime()).toBeGreaterThan(Date.now());
    expect(sub.endDate!.getTime()).toBeLessThanOrEqual(addMonths(new Date(), 1).getTime() + 1000);
  });

  it('falls back to the default free offer once the end date passed', async () => {
    const { acc, token } = await account();
    await t.database.db
      .update(subscriptions)
      .set({ startDate: new Date(Date.now() - 40 * DAY), endDate: new Date(Date.now() - DAY) })
      .where(eq(subscriptions.companyId, acc.master.id));
    expect(await userInfo(token)).toMatchObject({ offer: { name: 'Découverte' }, offerActive: false });
    const metrics = (await t.call(token, { method: 'GET', url: `${API}/metrics` })).json();
    expect(metrics.find((m: { functionnality: string }) => m.functionnality === 'USERS')).toMatchObject({
      quantity: 2,
      period: 'TOTAL',
      used: 2,
    });
    expect((await t.call(token, { method: 'POST', url: `${API}/subscriptions/cancel` })).statusCode).toBe(409);
  });
});

describe('GET /metrics', () => {
  it('counts MONTHLY lines in the calendar month and TOTAL lines overall', async () => {
    const fIds = Object.fromEntries(
      (await t.database.db.select().from(functionalities)).map((f) => [f.functionnality, f.uuid]),
    );
    const offer = (
      await t.call(superTok, {
        method: 'POST',
        url: `${API}/offers`,
        payload: {
          name: 'Mesuré',
          functionnalities: [
            { functionalityuuid: fIds.USERS, quantity: 5, period: 'MONTHLY' },
            { functionalityuuid: fIds.BRANCHES, quantity: 3, period: 'TOTAL' },
            { functionalityuuid: fIds.LINKS },
          ],
        },
      })
    ).json();
    expect(offer.uuid).toBeDefined();
    const { acc } = await account({ branches: 2, offer: 'Mesuré' });
    const lastMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1) - DAY);
    // Admin and clerk were created before this month; one branch too.
    await t.database.db.update(users).set({ createdAt: lastMonth }).where(eq(users.companyId, acc.master.id));
    await t.database.db.update(companies).set({ createdAt: lastMonth }).where(eq(companies.id, acc.branches[1].id));
    const res = await t.call(await t.token({ sub: acc.clerk.id, roles: ['linkeduser'] }), {
      method: 'GET',
      url: `${API}/metrics`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      // the branch administrator (this month) comes with the branch: not a user of the USERS line
      { functionnality: 'USERS', quantity: 5, period: 'MONTHLY', used: 0 },
      { functionnality: 'BRANCHES', quantity: 3, period: 'TOTAL', used: 2 },
    ]);
  });
});

describe('users counted', () => {
  it('counts the users the users list shows: not the branch administrators nor the super administrator', async () => {
    const { acc, token } = await account({ branches: 1 });
    // a super administrator filed in the account's company is no user of it either
    await t.database.db
      .insert(users)
      .values({ companyId: acc.master.id, email: `super-${acc.master.id}@test.fr`, roles: ['superadmin'] });
    const list = await t.call(token, { method: 'GET', url: `${API}/users/linked` });
    expect(list.statusCode, list.body).toBe(200);
    const listed = list.json().length;
    expect(listed).toBe(2);
    const metrics = (await t.call(token, { method: 'GET', url: `${API}/metrics` })).json();
    expect(metrics.find((m: { functionnality: string }) => m.functionnality === 'USERS')?.used).toBe(listed);
  });

  it('lists on the master the linked user created inside a branch, with its branch, as the subscription counts it', async () => {
    const { acc, token } = await account({ branches: 1 });
    const branch = acc.branches[0];
    const branchAdmin = await t.token({ sub: acc.branchAdmin!.id, roles: [] });
    const created = await t.call(branchAdmin, {
      method: 'POST',
      url: `${API}/users/linked`,
      payload: { firstname: 'Bea', lastname: 'Branch', email: `bea-${branch.id}@test.fr` },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().uuid;

    const list = (await t.call(token, { method: 'GET', url: `${API}/users/linked` })).json();
    const metrics = (await t.call(token, { method: 'GET', url: `${API}/metrics` })).json();
    expect(metrics.find((m: { functionnality: string }) => m.functionnality === 'USERS')?.used).toBe(3);
    expect(list).toHaveLength(3);
    expect(list.find((u: { uuid: string }) => u.uuid === id)).toMatchObject({
      email: `bea-${branch.id}@test.fr`,
      branch: branch.name,
    });
    expect(list.find((u: { uuid: string }) => u.uuid === acc.clerk.id)).toMatchObject({ branch: null });
    // listed where counted, and managed from there
    const renamed = await t.call(token, {
      method: 'PUT',
      url: `${API}/users/linked/${id}`,
      payload: { firstname: 'Béa' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ firstname: 'Béa', branch: branch.name });
    // the branch's own list stays its own: the user, not the master's people
    const inBranch = (await t.call(branchAdmin, { method: 'GET', url: `${API}/users/linked` })).json();
    expect(inBranch.map((u: { uuid: string }) => u.uuid)).toContain(id);
    expect(inBranch.map((u: { uuid: string }) => u.uuid)).not.toContain(acc.clerk.id);
    expect(inBranch.find((u: { uuid: string }) => u.uuid === id)).toMatchObject({ branch: null });
  });
});
