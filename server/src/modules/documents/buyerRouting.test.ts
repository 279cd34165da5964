import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../../db/schema';
import { createTestContext, type TestContext } from '../../../test/app';
import { createAccount, type TestAccount } from '../../../test/factories';
import { UPLOADS } from '../../../test/fixtures/invoices';
import { postMultipart } from '../../../test/multipart';

/** UC1_2023020's buyer: SIREN 200000008, SIRET 20000000800025, Peppol 0225 "200000008_00025_AcheteurCanal1". */
const xml = readFileSync(UPLOADS.facturxXmlInvoice);
let t: TestContext;
let a: TestAccount;
let b: TestAccount;
let admin: string;

beforeAll(async () => {
  t = await createTestContext();
  a = await createAccount(t.database.db);
  b = await createAccount(t.database.db);
  admin = await t.token({ sub: a.admin.id, roles: [] });
});
afterAll(() => t?.close());

const setItems = (id: string, items: string[], siren = '') =>
  t.database.db.update(companies).set({ items, siren }).where(eq(companies.id, id));
const upload = async (name: string) => {
  const res = await postMultipart(t, admin, '/documents/importdocument', { recognition: 'false' }, [
    { name, bytes: Buffer.concat([xml, Buffer.from(`<!-- ${name} -->`)]), type: 'application/xml' },
  ]);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};

describe('routing by the buyer’s identifiers', () => {
  it('an e-invoice naming no company of the account stays with the receiving one, flagged; never another account', async () => {
    // another account holds exactly this buyer's SIRET: it must not matter
    await setItems(b.master.id, ['20000000800025'], '200000008');
    const doc = await upload('nobody.xml');
    expect(doc).toMatchObject({ companyuuid: a.master.id, buyerunrecognised: true, channel: 'upload' });
    const list = await t.call(admin, {
      method: 'GET',
      url: '/paperdesk/api/documents',
      query: { filter: JSON.stringify({ buyerunrecognised: true, channel: 'upload' }) },
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().map((d: { uuid: string }) => d.uuid)).toContain(doc.uuid);
    const mail = await t.call(admin, {
      method: 'GET',
      url: '/paperdesk/api/documents',
      query: { filter: JSON.stringify({ channel: 'mail' }) },
    });
    expect(mail.json()).toEqual([]);
  });

  it('goes to the branch whose SIRET or Peppol address matches, over a company known by the SIREN alone', async () => {
    await setItems(a.master.id, [], '200000008');
    await setItems(a.branches[1].id, ['0225:200000008_00025_AcheteurCanal1']);
    expect((await upload('peppol.xml')).companyuuid).toBe(a.branches[1].id);
    await setItems(a.branches[1].id, []);
    expect((await upload('siren.xml')).companyuuid).toBe(a.master.id);
    await setItems(a.branches[0].id, ['200 000 008 00025']);
    const doc = await upload('siret.xml');
    expect(doc).toMatchObject({ companyuuid: a.branches[0].id, buyerunrecognised: false });
  });
});
