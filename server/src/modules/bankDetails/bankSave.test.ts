/** Bank details checked where they are typed: company settings (PUT /companies) and document sources. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, suppliers } from '../../../db/schema';
import { createTestContext, type TestContext } from '../../../test/app';
import { createTwoAccounts, type TestAccount } from '../../../test/factories';

const API = '/paperdesk/api';
const OWN = 'FR7630006000011234567890189';
const BRANCH_OWN = 'DE89370400440532013000';
let t: TestContext;
let a: TestAccount;
let admin: string;

const company = { name: 'Groupe Delacroix', items: '552100554', emailtemplate: '<p>Bonjour</p>' };
const putCompany = (body: object) =>
  t.call(admin, { method: 'PUT', url: `${API}/companies`, payload: { ...company, ...body } });
const postSource = (name: string, identifiers: Array<{ type: string; value: string }>) =>
  t.call(admin, { method: 'POST', url: `${API}/suppliers`, payload: { name, identifiers } });

beforeAll(async () => {
  t = await createTestContext();
  ({ a, admin } = await createTwoAccounts(t));
  // a branch with its own account (stored as typed before today's checks: spaces kept)
  await t.database.db
    .update(companies)
    .set({ iban: 'DE89 3704 0044 0532 0130 00' })
    .where(eq(companies.id, a.branches[0].id));
}, 60_000);
afterAll(() => t?.close());

describe('company settings (PUT /companies)', () => {
  it('refuses FR76 1234, naming the field and the length a French IBAN has', async () => {
    const res = await putCompany({ iban: 'FR76 1234' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      fields: { iban: 'error.ibanlength' },
      fieldArgs: { iban: { country: 'FR', expected: 27, actual: 8 } },
    });
  });
  it('refuses a wrong checksum, a length wrong for its country, an unknown country', async () => {
    expect((await putCompany({ iban: 'FR7630006000011234567890188' })).json().fields).toEqual({
      iban: 'error.ibanchecksum',
    });
    const de = (await putCompany({ iban: 'DE89 3704 0044 0532 0130 001' })).json();
    expect(de.fieldArgs.iban).toEqual({ country: 'DE', expected: 22, actual: 23 });
    expect((await putCompany({ iban: 'ZZ89370400440532013000' })).json().fields).toEqual({ iban: 'error.ibancountry' });
  });
  it('stores the IBAN and BIC without spaces, upper-case', async () => {
    const res = await putCompany({ iban: 'fr76 3000 6000 0112 3456 7890 189', bic: 'bnpa fr pp' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ iban: OWN, bic: 'BNPAFRPP' });
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, a.master.id));
    expect(row).toMatchObject({ iban: OWN, bic: 'BNPAFRPP' });
  });
  it('refuses a BIC of another form, of no country, or of another country than the IBAN', async () => {
    expect((await putCompany({ iban: OWN, bic: 'BNPAFRP' })).json().fields).toEqual({ bic: 'error.bic' });
    const noCountry = (await putCompany({ iban: OWN, bic: 'BNPAXQPP' })).json();
    expect(noCountry).toMatchObject({ fields: { bic: 'error.biccountry' }, fieldArgs: { bic: { country: 'XQ' } } });
    const other = (await putCompany({ iban: OWN, bic: 'DEUTDEFF' })).json();
    expect(other).toMatchObject({
      fields: { bic: 'error.bicmismatch' },
      fieldArgs: { bic: { bic: 'DE', iban: 'FR' } },
    });
  });
});

describe('document sources (POST and PUT /suppliers)', () => {
  it('stores a valid IBAN and BIC normalised', async () => {
    const res = await postSource('ACME', [
      { type: 'IBAN', value: 'fr14 2004 1010 0505 0001 3m02 606' },
      { type: 'BIC', value: 'psst fr pp par' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().identifiers).toEqual([
      { type: 'IBAN', value: 'FR1420041010050500013M02606' },
      { type: 'BIC', value: 'PSSTFRPPPAR' },
    ]);
  });
  it('refuses a wrong checksum and a wrong length for the country, naming the identifier', async () => {
    const checksum = (await postSource('B', [{ type: 'IBAN', value: 'FR1520041010050500013M02606' }])).json();
    expect(checksum).toMatchObject({ code: 'VALIDATION', fields: { 'identifiers.0.value': 'error.ibanchecksum' } });
    const gb = (await postSource('C', [{ type: 'IBAN', value: 'GB82 WEST 1234 5698 7654 3' }])).json();
    expect(gb).toMatchObject({
      fields: { 'identifiers.0.value': 'error.ibanlength' },
      fieldArgs: { 'identifiers.0.value': { country: 'GB', expected: 22, actual: 21 } },
    });
  });
  it("refuses a BIC of a bad form, and one of another country than the source's IBAN", async () => {
    expect((await postSource('D', [{ type: 'BIC', value: 'BNP' }])).json().fields).toEqual({
      'identifiers.0.value': 'error.bic',
    });
    const other = await postSource('E', [
      { type: 'IBAN', value: 'FR1420041010050500013M02606' },
      { type: 'BIC', value: 'DEUTDEFF' },
    ]);
    expect(other.json().fields).toEqual({ 'identifiers.1.value': 'error.bicmismatch' });
  });
  it("refuses the company's own IBAN, and a branch's, naming whose it is", async () => {
    const own = await postSource('LE FOURNISSEUR', [
      { type: 'SIREN', value: '732829320' },
      { type: 'IBAN', value: 'FR76 3000 6000 0112 3456 7890 189' },
    ]);
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({
      code: 'VALIDATION',
      key: 'error.owniban',
      params: { iban: 'FR76 3000 6000 0112 3456 7890 189', company: 'Groupe Delacroix' },
      fields: { 'identifiers.1.value': 'error.owniban' },
    });
    const branch = await postSource('F', [{ type: 'IBAN', value: BRANCH_OWN }]);
    expect(branch.json()).toMatchObject({ key: 'error.owniban', params: { company: a.branches[0].name } });
  });
  it('refuses saving a source stored with our own IBAN until it is fixed', async () => {
    const created = (await postSource('G', [{ type: 'SIREN', value: '552081317' }])).json();
    await t.database.db
      .update(suppliers)
      .set({ identifiers: [{ type: 'IBAN', value: OWN }] })
      .where(eq(suppliers.uuid, created.uuid));
    const put = (identifiers: object[]) =>
      t.call(admin, { method: 'PUT', url: `${API}/suppliers/${created.uuid}`, payload: { name: 'G', identifiers } });
    expect((await put([{ type: 'IBAN', value: OWN }])).json().key).toBe('error.owniban');
    const fixed = await put([{ type: 'IBAN', value: 'BE68 5390 0754 7034' }]);
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().identifiers).toEqual([{ type: 'IBAN', value: 'BE68539007547034' }]);
  });
});
