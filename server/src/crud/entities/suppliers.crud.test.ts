import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app';
import { createAccount, type TestAccount } from '../../../test/factories';
import { aiConfigurations } from '../../../db/schema';
import { SUPPLIER_DEFAULTS } from '../../../test/crud/supplierExamples';

const API = '/paperdesk/api';
let t: TestContext;
let a: TestAccount;
let b: TestAccount;
let admin: string;
let other: string;

beforeAll(async () => {
  t = await createTestContext();
  a = await createAccount(t.database.db);
  b = await createAccount(t.database.db);
  admin = await t.token({ sub: a.admin.id, roles: [] });
  other = await t.token({ sub: b.admin.id, roles: [] });
});
afterAll(() => t?.close());

const post = (token: string, url: string, payload: unknown) =>
  t.call(token, { method: 'POST', url: `${API}${url}`, payload: payload as object });
const put = (token: string, url: string, payload: unknown) =>
  t.call(token, { method: 'PUT', url: `${API}${url}`, payload: payload as object });
const list = async (token = admin) =>
  (await t.call(token, { method: 'GET', url: `${API}/suppliers` })).json() as Array<Record<string, unknown>>;
const newId = async (token: string, url: string, payload: object) =>
  (await post(token, url, payload)).json().uuid as string;
const aiConfig = async (companyId: string) =>
  (await t.database.db.insert(aiConfigurations).values({ companyId, name: 'Factures' }).returning())[0].uuid;

describe('document sources', () => {
  it('are created with every default of the spec', async () => {
    const res = await post(admin, '/suppliers', { name: 'Fournisseur par défaut' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ ...SUPPLIER_DEFAULTS, name: 'Fournisseur par défaut' });
    expect(res.json().emailtemplate).toContain('{invoices}');
    expect((await list()).find((s) => s.uuid === res.json().uuid)).toMatchObject(SUPPLIER_DEFAULTS);
  });

  it('store identifiers normalised', async () => {
    const identifiers = [
      { type: 'SIREN', value: '732 829 320' },
      { type: 'SIRET', value: '732 829 320 00074' },
      { type: 'IBAN', value: 'fr14 2004 1010 0505 0001 3m02 606' },
      { type: 'VAT', value: 'fr 44 732 829 320' },
      { type: 'VAT', value: 'de 812345673' },
      { type: 'GLN', value: '3012345 678902' },
      { type: 'DUNS', value: '15-048-3782' },
      { type: 'EMAIL', value: ' Factures@Acme.FR ' },
      { type: 'OTHER', value: 'duns 150483782' },
    ];
    const res = await post(admin, '/suppliers', { name: 'ACME', identifiers });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().identifiers.map((i: { value: string }) => i.value)).toEqual([
      '732829320',
      '73282932000074',
      'FR1420041010050500013M02606',
      'FR44732829320',
      'DE812345673',
      '3012345678902',
      '150483782',
      'factures@acme.fr',
      'DUNS150483782',
    ]);
  });

  it.each([
    ['SIREN', '732829321', 'error.siren'],
    ['SIRET', '7328293200007', 'error.siret'],
    ['IBAN', 'FR1520041010050500013M02606', 'error.ibanchecksum'],
    ['VAT', 'FR45732829320', 'error.vatkey'],
    ['VAT', 'NL123456789C01', 'error.vat'],
    ['VAT', 'US123456789', 'error.vatcountry'],
    ['VAT', 'DE123456789', 'error.vatkey'],
    ['SIREN', '99999999800010', 'error.siren'],
    ['GLN', '3012345678903', 'error.gln'],
    ['DUNS', '1504837', 'error.duns'],
    ['EMAIL', 'factures@acme', 'error.email'],
    ['SIREN', '  ', 'error.identifierrequired'],
  ])('refuse a bad %s (%s) with 400 naming the identifier', async (type, value, key) => {
    const before = (await list()).length;
    const res = await post(admin, '/suppliers', {
      name: 'Mauvais',
      identifiers: [
        { type: 'SIREN', value: '542051180' },
        { type, value },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'identifiers.1.value': key });
    expect(res.json().message).toContain('identifiers.1.value');
    expect(await list()).toHaveLength(before);
  });

  it('refuse an identifier listed twice, or held by another source of the same origin type', async () => {
    const twice = await post(admin, '/suppliers', {
      name: 'Double',
      identifiers: [
        { type: 'SIREN', value: '404833048' },
        { type: 'SIREN', value: '404 833 048' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fields).toEqual({ 'identifiers.1.value': 'error.identifierduplicate' });
    const suppliersType = await newId(admin, '/origintypes', { name: 'Fournisseurs', type: 'SUPPLIER' });
    const customersType = await newId(admin, '/origintypes', { name: 'Clients', type: 'CUSTOMER' });
    const ids = [{ type: 'SIREN', value: '552100554' }];
    expect(
      (await post(admin, '/suppliers', { name: 'Peugeot', origintype: suppliersType, identifiers: ids })).statusCode,
    ).toBe(201);
    const clash = await post(admin, '/suppliers', { name: 'Peugeot bis', origintype: suppliersType, identifiers: ids });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toContain('Peugeot');
    expect(clash.json().fields).toEqual({ 'identifiers.0.value': 'error.identifiertaken' });
    // The same company may be a customer too; and another account is unaffected.
    expect(
      (await post(admin, '/suppliers', { name: 'Peugeot client', origintype: customersType, identifiers: ids }))
        .statusCode,
    ).toBe(201);
    expect((await post(other, '/suppliers', { name: 'Peugeot', identifiers: ids })).statusCode).toBe(201);
  });

  it('validate the e-mail field', async () => {
    const res = await post(admin, '/suppliers', { name: 'Mail', email: 'compta@' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ email: 'error.email' });
    expect((await post(admin, '/suppliers', { name: 'Mail', email: ' compta@acme.fr ' })).json().email).toBe(
      'compta@acme.fr',
    );
  });

  it("accept the account's branches as excluded branches, and refuse another account's", async () => {
    const mine = `${a.branches[0].id.toUpperCase()}; ${a.branches[1].id};${a.branches[0].id}`;
    const ok = await post(admin, '/suppliers', { name: 'Succursales', excludedbranches: mine });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().excludedbranches).toBe(`${a.branches[0].id};${a.branches[1].id}`);
    const before = (await list()).length;
    const res = await post(admin, '/suppliers', {
      name: 'Intrus',
      excludedbranches: `${a.branches[0].id};${b.branches[0].id}`,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().fields).toEqual({ excludedbranches: 'error.branch' });
    expect(await list()).toHaveLength(before);
    const upd = await put(admin, `/suppliers/${ok.json().uuid}`, { excludedbranches: b.master.id });
    expect(upd.statusCode).toBe(404);
    expect((await list()).find((s) => s.uuid === ok.json().uuid)?.excludedbranches).toBe(
      `${a.branches[0].id};${a.branches[1].id}`,
    );
    expect((await put(admin, `/suppliers/${ok.json().uuid}`, { excludedbranches: 'not-a-uuid' })).statusCode).toBe(400);
  });

  it.each([
    ['paymenttypeuuid', '/paymenttypes', { name: 'Chèque' }],
    ['origintype', '/origintypes', { name: 'Fournisseurs' }],
    ['defaultdocumentgroupuuid', '/documentgroups', { name: 'Factures' }],
  ])("refuse another company's %s (404)", async (field, url, payload) => {
    const foreign = await newId(other, url, payload);
    const res = await post(admin, '/suppliers', { name: 'Réf', [field]: foreign });
    expect(res.statusCode).toBe(404);
    expect(res.json().fields).toHaveProperty(field);
    const own = await newId(admin, url, payload);
    expect((await post(admin, '/suppliers', { name: 'Réf', [field]: own })).json()[field]).toBe(own);
  });

  it("refuse another company's AI configuration or label, and keep per-group configurations", async () => {
    const [mine, theirs] = [await aiConfig(a.master.id), await aiConfig(b.master.id)];
    const group = await newId(admin, '/documentgroups', { name: 'Factures IA' });
    const theirGroup = await newId(other, '/documentgroups', { name: 'Factures IA' });
    expect((await post(admin, '/suppliers', { name: 'IA', configuration: theirs })).statusCode).toBe(404);
    const badEntry = await post(admin, '/suppliers', {
      name: 'IA',
      configurations: [{ aiconfigurationduuid: theirs, documentgroupuuid: group }],
    });
    expect(badEntry.statusCode).toBe(404);
    expect(badEntry.json().fields).toEqual({ 'configurations.0.aiconfigurationduuid': 'error.reference' });
    const badGroup = await post(admin, '/suppliers', {
      name: 'IA',
      configurations: [{ aiconfigurationduuid: mine, documentgroupuuid: theirGroup }],
    });
    expect(badGroup.json().fields).toEqual({ 'configurations.0.documentgroupuuid': 'error.reference' });
    const theirLabel = await newId(other, '/labels', { name: 'Externe' });
    expect((await post(admin, '/suppliers', { name: 'IA', labels: [theirLabel] })).statusCode).toBe(404);
    const ok = await post(admin, '/suppliers', {
      name: 'IA',
      configuration: mine,
      configurations: [{ aiconfigurationduuid: mine, documentgroupuuid: group }],
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const entry = ok.json().configurations[0];
    expect(entry).toMatchObject({
      aiconfigurationduuid: mine,
      documentgroupuuid: group,
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const renamed = await put(admin, `/suppliers/${ok.json().uuid}`, { name: 'IA renommé' });
    expect(renamed.json()).toMatchObject({ name: 'IA renommé', configuration: mine, configurations: [entry] });
  });

  it('keep the number of days only for the date modes that use it; unknown modes read as 1', async () => {
    const res = await post(admin, '/suppliers', {
      name: 'Échéances',
      duedateenum: 3,
      duedatexdays: 45,
      paymentdateenum: 4,
      paymentdatexdays: 10,
    });
    expect(res.json()).toMatchObject({ duedateenum: 3, duedatexdays: 45, paymentdateenum: 4, paymentdatexdays: 10 });
    const id = res.json().uuid;
    expect((await put(admin, `/suppliers/${id}`, { duedateenum: 2, paymentdateenum: 0 })).json()).toMatchObject({
      duedateenum: 2,
      duedatexdays: -1,
      paymentdateenum: 0,
      paymentdatexdays: -1,
    });
    const missing = await put(admin, `/suppliers/${id}`, { paymentdateenum: 3 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ paymentdatexdays: 'error.xdaysrequired' });
    expect((await put(admin, `/suppliers/${id}`, { duedateenum: 7, paymentdateenum: 9 })).json()).toMatchObject({
      duedateenum: 1,
      paymentdateenum: 1,
    });
  });

  it('archive instead of delete (no DELETE call) and reorder, archived rows included', async () => {
    const ids: string[] = [];
    for (const name of ['Un', 'Deux', 'Trois']) ids.push(await newId(admin, '/suppliers', { name }));
    expect((await put(admin, `/suppliers/${ids[1]}`, { visible: 2 })).json().visible).toBe(2);
    expect((await put(admin, `/suppliers/${ids[1]}`, { visible: 3 })).statusCode).toBe(400);
    expect((await t.call(admin, { method: 'DELETE', url: `${API}/suppliers/${ids[0]}` })).statusCode).toBe(404);
    const all = (await list()).map((s) => s.uuid as string);
    const wanted = [ids[2], ids[1], ids[0], ...all.filter((id) => !ids.includes(id))];
    expect((await put(admin, '/suppliers/reorder', wanted)).json()).toEqual({ success: true });
    const after = await list();
    expect(after.map((s) => s.uuid)).toEqual(wanted);
    expect(after.map((s) => s.index)).toEqual(wanted.map((_, i) => i));
    expect((await put(other, '/suppliers/reorder', [ids[0]])).statusCode).toBe(404);
    expect((await put(admin, '/suppliers/reorder', [ids[0], ids[0]])).statusCode).toBe(400);
  });
});
