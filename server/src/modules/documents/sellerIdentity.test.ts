import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutCarriedSiren } from '../../../../src/domain/suppliers/identifiers';
import { companies } from '../../../db/schema';
import { createTestContext, type TestContext } from '../../../test/app';
import { BUYER_FIRST, BUYER_FIRST_SELLER, buyerFirstPdf } from '../../../test/buyerFirst';
import { createAccount, type TestAccount } from '../../../test/factories';
import { UPLOADS } from '../../../test/fixtures/invoices';
import { createInvoiceSetup, type InvoiceSetup } from '../../../test/invoiceSetup';
import { importFile } from '../../../test/multipart';
import { recognised } from '../../../test/recognised';

const API = '/paperdesk/api';

describe("the review's seller: identifiers read as what they are, the buyer never taken for the seller", () => {
  let t: TestContext;
  let a: TestAccount;
  let setup: InvoiceSetup;
  let admin: string;
  const upload = async (name: string, bytes: Buffer) =>
    recognised(
      t,
      admin,
      await importFile(t, admin, { recognition: 'true', type: setup.origin.suppliers.uuid }, { name, bytes }),
    );
  const seller = async (id: string) =>
    (await t.call(admin, { method: 'GET', url: `${API}/documents/${id}/seller` })).json();

  beforeAll(async () => {
    t = await createTestContext();
    t.app.jobs.start();
    a = await createAccount(t.database.db, { branches: 2 });
    admin = await t.token({ sub: a.admin.id, roles: [] });
    setup = await createInvoiceSetup(t, admin);
  }, 120_000);
  afterAll(() => t?.close());

  it('creates the supplier of a standard Factur-X credit note from what the review prefills', async () => {
    const doc = await upload('avoir.pdf', await readFile(UPLOADS.unknownSupplierCredit));
    const { seller: facts, match } = await seller(doc.uuid);
    expect(match).toBeNull();
    // its SIRENE number (schemeID 0002) has 14 digits: a SIRET by its form, never a SIREN; its check digit is
    // wrong in the sample, so only the VAT number (whose key holds) is offered
    expect(facts).toMatchObject({ name: 'Au bon moulin', source: 'xml' });
    expect(facts.identifiers).toEqual([{ type: 'VAT', value: 'FR11999999998' }]);
    const created = await t.call(admin, {
      method: 'POST',
      url: `${API}/documents/${doc.uuid}/source`,
      payload: {
        name: facts.name,
        address: facts.address,
        email: facts.email ?? '',
        identifiers: withoutCarriedSiren(facts.identifiers),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().source).toMatchObject({
      name: 'Au bon moulin',
      identifiers: [expect.objectContaining({ type: 'VAT', value: 'FR11999999998' })],
    });
    expect(created.json().document.supplieruuid).toBe(created.json().source.uuid);
    // the next credit note of the same seller is matched by it
    const again = Buffer.concat([await readFile(UPLOADS.unknownSupplierCredit), Buffer.from('\n% again\n')]);
    const next = await upload('avoir-2.pdf', again);
    expect(next.supplieruuid).toBe(created.json().source.uuid);
  });

  it("takes the seller from the footer when the customer's block (a branch of the account) comes first", async () => {
    const { buyer } = BUYER_FIRST;
    // the company is known by its SIREN column and its branch by its name: neither is in the items
    await t.database.db
      .update(companies)
      .set({ name: 'Groupe Delacroix Distribution', siren: buyer.siren, items: ['Groupe Delacroix Distribution'] })
      .where(eq(companies.id, a.master.id));
    await t.database.db
      .update(companies)
      .set({ name: 'Delacroix Lyon Part-Dieu' })
      .where(eq(companies.id, a.branches[1].id));
    const doc = await upload('moreau.pdf', buyerFirstPdf());
    expect(doc.suppliername).toBe(BUYER_FIRST.seller.name);
    expect((await seller(doc.uuid)).seller).toEqual(BUYER_FIRST_SELLER);
  });
});
