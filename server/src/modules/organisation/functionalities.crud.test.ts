import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/app';
import { createSuperAdmin } from '../../../test/factories';
import { companies, functionalities, subscriptions, users } from '../../../db/schema';
import { PERMISSIONS } from '../../../../src/domain/access';
import { API, createOrganisationContext } from '../../../test/organisation';

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
    const unknown = await t.call(superTok, {
      method: 'PUT',
      url: `${url}/00000000-0000-4000-8000-000000000000`,
      payload: {},
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Functionality not found');
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
