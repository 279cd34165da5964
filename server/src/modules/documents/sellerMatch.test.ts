import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app';
import { createAccount, type TestAccount } from '../../../test/factories';
import { createInvoiceSetup, type InvoiceSetup } from '../../../test/invoiceSetup';
import { importFile } from '../../../test/multipart';
import { recognised as recognisedBy } from '../../../test/recognised';
import { sellerFromText } from '../extraction/seller';
import { matchSeller } from './sellerMatch';

const FIXTURES = path.resolve(__dirname, '../../../test/fixtures/einvoices');
const API = '/paperdesk/api';

type Row = Parameters<typeof matchSeller>[1][number];
const row = (uuid: string, name: string, identifiers: { type: string; value: string }[] = [], divers = false) =>
  ({ uuid, name, identifiers, divers }) as unknown as Row;

describe('matching a seller to a document source', () => {
  const sources = [
    row('a', 'Atelier Dupont', [{ type: 'SIRET', value: '81234567600017' }]),
    row('b', 'Nordlicht', [{ type: 'VAT', value: 'DE812345673' }]),
    row('c', 'Banque Client', [{ type: 'IBAN', value: 'FR1420041010050500013M02606' }]),
    row('d', 'Société Générale d’Écriture SARL'),
    row('e', 'Divers', [{ type: 'SIREN', value: '398765438' }], true),
    row('f', 'Siren Only', [{ type: 'SIREN', value: '812345676' }]),
  ];
  it('by SIRET first, then SIREN, VAT, IBAN', () => {
    expect(matchSeller({ identifiers: [{ type: 'SIRET', value: '812 345 676 00017' }] }, sources)).toEqual({
      supplier: { uuid: 'a', name: 'Atelier Dupont' },
      by: 'SIRET',
    });
    // a French VAT number carries the SIREN: matched to the source known by its SIREN
    expect(
      matchSeller(
        { identifiers: [{ type: 'VAT', value: 'FR19812345676' }] },
        sources.filter((s) => s.uuid !== 'a'),
      ),
    ).toMatchObject({ supplier: { uuid: 'f' }, by: 'SIREN' });
    expect(matchSeller({ identifiers: [{ type: 'VAT', value: 'de 812 345 673' }] }, sources)).toMatchObject({
      supplier: { uuid: 'b' },
      by: 'VAT',
    });
    expect(
      matchSeller({ identifiers: [{ type: 'IBAN', value: 'FR14 2004 1010 0505 0001 3M02 606' }] }, sources),
    ).toMatchObject({ supplier: { uuid: 'c' }, by: 'IBAN' });
    expect(
      matchSeller(
        {
          name: 'Nordlicht',
          identifiers: [
            { type: 'IBAN', value: 'FR1420041010050500013M02606' },
            { type: 'SIRET', value: '81234567600017' },
          ],
        },
        sources,
      ),
    ).toMatchObject({ supplier: { uuid: 'a' }, by: 'SIRET' });
  });
  it('never a source whose SIREN contradicts the seller’s, whatever IBAN or name they share', () => {
    const other = row('g', 'Atelier Dupont', [
      { type: 'SIRET', value: '73282932000074' },
      { type: 'IBAN', value: 'FR1420041010050500013M02606' },
    ]);
    const seller = {
      name: 'Atelier Dupont',
      identifiers: [
        { type: 'SIREN' as const, value: '812345676' },
        { type: 'IBAN' as const, value: 'FR1420041010050500013M02606' },
      ],
    };
    expect(matchSeller(seller, [other])).toBeNull();
    // without a SIREN on either side, the IBAN still matches
    expect(matchSeller({ identifiers: [seller.identifiers[1]] }, [other])).toMatchObject({ by: 'IBAN' });
  });
  it('then by name, accents, case and legal forms ignored; never the generic source', () => {
    expect(matchSeller({ name: "SOCIETE GENERALE D'ECRITURE SAS", identifiers: [] }, sources)).toMatchObject({
      supplier: { uuid: 'd' },
      by: 'NAME',
    });
    expect(matchSeller({ name: 'Nordlicht GmbH', identifiers: [] }, sources)).toMatchObject({
      supplier: { uuid: 'b' },
      by: 'NAME',
    });
    expect(matchSeller({ name: 'Nordlicht Software Ltd', identifiers: [] }, sources)).toBeNull();
    expect(matchSeller({ name: 'Divers', identifiers: [{ type: 'SIREN', value: '398765438' }] }, sources)).toBeNull();
  });
  it('reads the seller of a text: name, identifiers outside the buyer block, address and e-mail', () => {
    const text = [
      'ACME Distribution SAS                                   FACTURE N° 2026-77',
      '12 rue des Lilas                                         Date : 03/02/2026',
      '69003 Lyon',
      'SIRET 812 345 676 00017                                  Client :',
      'TVA FR19812345676                                        Groupe Delacroix',
      'contact@acme-distri.example                              SIRET 398 765 438 00021',
      'IBAN FR14 2004 1010 0505 0001 3M02 606                   75008 Paris',
    ].join('\n');
    expect(sellerFromText(text, ['Groupe Delacroix'])).toEqual({
      name: 'ACME Distribution SAS',
      source: 'text',
      address: '12 rue des Lilas\n69003 Lyon',
      email: 'contact@acme-distri.example',
      identifiers: [
        { type: 'SIRET', value: '81234567600017' },
        { type: 'VAT', value: 'FR19812345676' },
        { type: 'IBAN', value: 'FR1420041010050500013M02606' },
      ],
    });
  });
});

describe('the review finds, creates and links the document source', () => {
  let t: TestContext;
  let a: TestAccount;
  let setup: InvoiceSetup;
  let admin: string;
  let clerk: string;
  let cii: Buffer;
  let ubl: Buffer;
  const upload = async (name: string, bytes: Buffer) =>
    recognised(await importFile(t, admin, { recognition: 'true', type: setup.origin.suppliers.uuid }, { name, bytes }));
  /** Creates the document's source from what the review shows (POST /documents/:id/source). */
  const postSource = (id: string, payload: object, token = admin) =>
    t.call(token, { method: 'POST', url: `${API}/documents/${id}/source`, payload });
  const record = async (id: string) =>
    (await t.call(admin, { method: 'GET', url: `${API}/documents/${id}/record` })).json();
  const recognised = (id: string) => recognisedBy(t, admin, id);

  beforeAll(async () => {
    t = await createTestContext();
    t.app.jobs.start();
    a = await createAccount(t.database.db);
    admin = await t.token({ sub: a.admin.id, roles: [] });
    clerk = await t.token({ sub: a.clerk.id, roles: ['linkeduser'] });
    setup = await createInvoiceSetup(t, admin);
    cii = await readFile(path.join(FIXTURES, 'cii-invoice.xml'));
    ubl = await readFile(path.join(FIXTURES, 'ubl-invoice.xml'));
  }, 120_000);
  afterAll(() => t?.close());

  it('shows the recognised seller of an unknown supplier, creates its source from it, links it and validates', async () => {
    const doc = await upload('atelier.xml', cii);
    expect(doc.supplieruuid).toBeNull();
    expect(doc.problems).toContain('document.error.supplier');
    const seller = await t.call(admin, { method: 'GET', url: `${API}/documents/${doc.uuid}/seller` });
    expect(seller.statusCode).toBe(200);
    expect(seller.json()).toEqual({
      match: null,
      seller: {
        name: 'Atelier Dupont SARL',
        source: 'xml',
        country: 'FR',
        email: 'compta@atelier-dupont.example',
        address: '14 quai Saint-Antoine\n69002 Lyon, FR',
        identifiers: [
          { type: 'SIREN', value: '812345676' },
          { type: 'SIRET', value: '81234567600017' },
          { type: 'VAT', value: 'FR19812345676' },
          { type: 'IBAN', value: 'FR1420041010050500013M02606' },
        ],
      },
    });
    const facts = seller.json().seller;
    const body = {
      name: facts.name,
      address: facts.address,
      email: facts.email,
      identifiers: facts.identifiers.filter((i: { type: string }) => i.type !== 'SIREN'),
    };
    // rules of the sources enforced: a bad identifier, no permission
    const bad = await postSource(doc.uuid, { ...body, identifiers: [{ type: 'SIRET', value: '81234567600018' }] });
    expect(bad.statusCode).toBe(400);
    expect((await postSource(doc.uuid, body, clerk)).statusCode).toBe(403);
    expect((await postSource(doc.uuid, { ...body, name: '' })).statusCode).toBe(400);

    const created = await postSource(doc.uuid, body);
    expect(created.statusCode, created.body).toBe(201);
    const { source, document } = created.json();
    expect(source).toMatchObject({
      name: 'Atelier Dupont SARL',
      origintype: setup.origin.suppliers.uuid,
      defaultdocumentgroupuuid: setup.group.uuid,
      email: 'compta@atelier-dupont.example',
    });
    expect(document).toMatchObject({ supplieruuid: source.uuid, suppliername: 'Atelier Dupont SARL' });
    expect((await record(doc.uuid)).problems).toEqual([]);
    // the same identifiers cannot make a second source
    expect((await postSource(doc.uuid, { ...body, name: 'Autre' })).statusCode).toBe(409);
    const valid = await t.call(admin, { method: 'PUT', url: `${API}/documents/${doc.uuid}`, payload: { status: 2 } });
    expect(valid.statusCode, valid.body).toBe(200);
    expect(valid.json()).toMatchObject({ status: 2, supplieruuid: source.uuid });
    // a validated document takes no new source
    expect((await postSource(doc.uuid, { name: 'Encore' })).statusCode).toBe(409);

    // the next invoice of the seller is matched to the new source by its identifiers, and is a duplicate
    const next = await upload('atelier-2.xml', Buffer.concat([cii, Buffer.from('\n<!-- again -->\n')]));
    expect(next.supplieruuid).toBe(source.uuid);
    expect((await t.call(admin, { method: 'GET', url: `${API}/documents/${next.uuid}/seller` })).json().match).toEqual({
      supplier: { uuid: source.uuid, name: source.name },
      by: 'SIRET',
    });
    expect(next.problems).toContain('document.error.duplicate');
    const dups = await t.call(admin, { method: 'GET', url: `${API}/documents/${next.uuid}/duplicates` });
    expect(dups.json()).toEqual([expect.objectContaining({ uuid: doc.uuid, id: 'AD-2026-118' })]);
  });

  it('matches by name when the source has no identifiers (legal form ignored)', async () => {
    const named = await t.call(admin, {
      method: 'POST',
      url: `${API}/suppliers`,
      payload: { name: 'NORDLICHT SOFTWARE', origintype: setup.origin.suppliers.uuid },
    });
    expect(named.statusCode).toBe(201);
    const doc = await upload('nordlicht.xml', ubl);
    expect(doc.supplieruuid).toBe(named.json().uuid);
    const seller = (await t.call(admin, { method: 'GET', url: `${API}/documents/${doc.uuid}/seller` })).json();
    expect(seller.match).toEqual({ supplier: { uuid: named.json().uuid, name: 'NORDLICHT SOFTWARE' }, by: 'NAME' });
    expect(seller.seller).toMatchObject({
      name: 'Nordlicht Software GmbH',
      identifiers: [
        { type: 'VAT', value: 'DE812345673' },
        { type: 'IBAN', value: 'DE89370400440532013000' },
      ],
    });
  });

  it('checks duplicates of the generic source by supplier name and number', async () => {
    const generic = (
      await t.call(admin, {
        method: 'POST',
        url: `${API}/suppliers`,
        payload: { name: 'Divers', divers: true, origintype: setup.origin.suppliers.uuid },
      })
    ).json();
    const make = async (suppliername: string) => {
      const id = await importFile(
        t,
        admin,
        { recognition: 'false', type: setup.origin.suppliers.uuid },
        { name: 'ticket.xml', bytes: Buffer.concat([ubl, Buffer.from(`\n<!-- ${suppliername} -->\n`)]) },
      );
      const put = await t.call(admin, {
        method: 'PUT',
        url: `${API}/documents/${id}`,
        payload: {
          supplieruuid: generic.uuid,
          suppliername,
          id: 'T-1',
          date: '2026-01-05',
          documentgroupuuid: setup.group.uuid,
          data: [
            { keyworduuid: setup.kw.ht.uuid, value: '10.00' },
            { keyworduuid: setup.kw.tva.uuid, value: '2.00' },
            { keyworduuid: setup.kw.ttc.uuid, value: '12.00' },
            { keyworduuid: setup.kw.due.uuid, value: '2026-02-05' },
            { keyworduuid: setup.kw.type.uuid, value: 'INVOICE' },
          ],
        },
      });
      expect(put.statusCode, put.body).toBe(200);
      return id as string;
    };
    const first = await make('Boulangerie Martin');
    const other = await make('Garage du Centre');
    const same = await make('BOULANGERIE MARTIN SARL');
    expect((await record(other)).problems).toEqual([]);
    expect((await record(same)).problems).toEqual(['document.error.duplicate']);
    expect((await t.call(admin, { method: 'GET', url: `${API}/documents/${same}/duplicates` })).json()).toEqual([
      expect.objectContaining({ uuid: first, suppliername: 'Boulangerie Martin' }),
    ]);
    // with the values being typed: another name is no duplicate; another number neither
    expect(
      (
        await t.call(admin, { method: 'GET', url: `${API}/documents/${same}/duplicates?suppliername=Fleurs%20Lucie` })
      ).json(),
    ).toEqual([]);
    expect(
      (
        await t.call(admin, {
          method: 'GET',
          url: `${API}/documents/${other}/duplicates?suppliername=Boulangerie%20Martin`,
        })
      ).json(),
    ).toHaveLength(2);
    expect(
      (await t.call(admin, { method: 'GET', url: `${API}/documents/${same}/duplicates?number=T-2` })).json(),
    ).toEqual([]);
    expect(
      (await t.call(admin, { method: 'GET', url: `${API}/documents/${same}/duplicates?supplieruuid=nope` })).statusCode,
    ).toBe(400);
    expect(
      (await t.call(admin, { method: 'PUT', url: `${API}/documents/${same}`, payload: { status: 2 } })).statusCode,
    ).toBe(409);
    expect(
      (await t.call(admin, { method: 'PUT', url: `${API}/documents/${other}`, payload: { status: 2 } })).statusCode,
    ).toBe(200);
  });
});
