/**
 * Every currency rule of the money path on the API: a document's currency typed and checked, one currency per
 * payment, the SEPA file in euros only, the international transfer file (pain.001.001.09, valid against its XSD)
 * for other currencies, and the Done status recorded with who and when.
 */
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { validateXML } from 'xmllint-wasm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, documents, emails, payments, suppliers } from '../../../db/schema';
import { confirmAllBankChanges } from '../../../test/bankChanges';
import { createTwoAccounts, type TestAccount } from '../../../test/factories';
import { createInvoiceSetup, insertInvoice, type InvoiceSetup } from '../../../test/invoiceSetup';
import { createMailingContext, type MailingContext } from '../../../test/mailing';

const API = '/paperdesk/api';
const XSD = readFileSync(new URL('../../../test/fixtures/sepa/pain.001.001.09.xsd', import.meta.url), 'utf8');
let t: MailingContext;
let a: TestAccount;
let s: InvoiceSetup;
let admin: string, other: string;
let n = 0;
let london: string, noBic: string, paris: string;

async function source(name: string, identifiers: Array<{ type: string; value: string }>, address = '') {
  const res = await t.call(admin, {
    method: 'POST',
    url: `${API}/suppliers`,
    payload: { name, origintype: s.origin.suppliers.uuid, identifiers, address },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().uuid as string;
}
const invoice = (supplier: string, name: string, ttc: string, currency: string, status = 2) =>
  insertInvoice(t, a, s, {
    supplieruuid: supplier,
    suppliername: name,
    invoiceNumber: `CUR-${++n}`,
    totalttc: ttc,
    currency,
    status,
    data: [],
  });
const doc = async (id: string) => (await t.database.db.select().from(documents).where(eq(documents.uuid, id)))[0];
const lines = (l: Array<[string, string]>) => l.map(([invoiceuuid, amount]) => ({ invoiceuuid, amount }));
const pay = (l: Array<[string, string]>) =>
  t.call(admin, { method: 'POST', url: `${API}/payments`, payload: { paymentdate: '2026-11-24', invoices: lines(l) } });
const batch = (l: Array<[string, string]>, extra: object = {}) =>
  t.call(admin, {
    method: 'POST',
    url: `${API}/payments/batch`,
    payload: { paymentdate: '2026-11-24', transfer: true, invoices: lines(l), ...extra },
  });
const file = (kind: 'sepa' | 'international', ids: string[]) =>
  t.call(admin, { method: 'POST', url: `${API}/payments/${kind}`, payload: { payments: ids } });
const countPayments = async () => (await t.database.db.select().from(payments)).length;

beforeAll(async () => {
  t = await createMailingContext();
  ({ a, admin, other } = await createTwoAccounts(t));
  s = await createInvoiceSetup(t, admin);
  await t.database.db
    .update(companies)
    .set({ iban: 'FR7630006000011234567890189', bic: 'BNPAFRPPXXX', name: 'Groupe Delacroix' })
    .where(eq(companies.id, a.master.id));
  london = await source(
    'Thames Paper Ltd',
    [
      { type: 'IBAN', value: 'GB29 NWBK 6016 1331 9268 19' },
      { type: 'BIC', value: 'NWBKGB2L' },
    ],
    '1 King William Street\nLondon EC4N 7AF',
  );
  noBic = await source('Hudson Supplies', [{ type: 'IBAN', value: 'GB82 WEST 1234 5698 7654 32' }], 'New York');
  paris = await source('Papeterie de Paris', [{ type: 'IBAN', value: 'FR14 2004 1010 0505 0001 3M02 606' }]);
  await confirmAllBankChanges(t); // the bank-detail guard is tested in bankDetails/supplierBank.test.ts
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('a document currency', () => {
  it('is typed in the review as an ISO 4217 code, any case; anything else answers 400 naming the field', async () => {
    const id = await invoice(paris, 'Papeterie de Paris', '7319.00', 'EUR', 1);
    const put = (currency: unknown, token = admin) =>
      t.call(token, { method: 'PUT', url: `${API}/documents/${id}`, payload: { currency } });
    const ok = await put(' inr ');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().currency).toBe('INR');
    expect((await doc(id)).currency).toBe('INR');
    for (const bad of ['XYZ', 'EURO', '€', '', 12]) {
      const res = await put(bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().fields.currency).toMatch(/^error\./);
    }
    expect((await doc(id)).currency).toBe('INR');
    expect((await put('GBP', other)).statusCode).toBe(404);
  });

  it('comes with every invoice to pay', async () => {
    const id = await invoice(london, 'Thames Paper Ltd', '1021.91', 'GBP');
    const res = await t.call(admin, {
      method: 'GET',
      url: `${API}/invoicestopay?range=[0,999]`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().find((r: { invoiceuuid: string }) => r.invoiceuuid === id)).toMatchObject({
      currency: 'GBP',
      solde: '1021.91',
    });
    // the invoices of one currency (a bank line in euros is paid with invoices in euros)
    await invoice(paris, 'Papeterie de Paris', '12.00', 'EUR');
    const filtered = (currency: string) =>
      t.call(admin, {
        method: 'GET',
        url: `${API}/invoicestopay?range=[0,999]&filter=${encodeURIComponent(JSON.stringify({ currency }))}`,
      });
    const euros = (await filtered('EUR')).json() as Array<{ currency: string; invoiceuuid: string }>;
    expect(euros.length).toBeGreaterThan(0);
    expect(euros.every((r) => r.currency === 'EUR')).toBe(true);
    expect((await filtered('GBP')).json().map((r: { invoiceuuid: string }) => r.invoiceuuid)).toContain(id);
    expect((await filtered('pounds')).statusCode).toBe(400);
  });
});

describe('one payment, one currency', () => {
  it('refuses (409) a payment of invoices in two currencies, naming them, and leaves the balances', async () => {
    const eur = await invoice(london, 'Thames Paper Ltd', '100.00', 'EUR');
    const gbp = await invoice(london, 'Thames Paper Ltd', '200.00', 'GBP');
    const before = await countPayments();
    const res = await pay([
      [eur, '100.00'],
      [gbp, '200.00'],
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ key: 'error.payment.currencies', params: { currencies: 'EUR, GBP' } });
    expect(res.json().message).toContain('EUR, GBP');
    expect(await countPayments()).toBe(before);
    expect(await doc(gbp)).toMatchObject({ balance: '200.00', status: 2 });
    // one currency goes through, and the payment says which
    const one = await pay([[gbp, '200.00']]);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().payment).toMatchObject({ currency: 'GBP', total: '200.00' });
    // editing it to take a euro invoice too is refused the same way
    const edit = await t.call(admin, {
      method: 'PUT',
      url: `${API}/payments/${one.json().payment.uuid}`,
      payload: {
        paymentdate: '2026-11-24',
        invoices: lines([
          [gbp, '200.00'],
          [eur, '100.00'],
        ]),
      },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().key).toBe('error.payment.currencies');
    expect(await doc(eur)).toMatchObject({ balance: '100.00', status: 2 });
    expect(await doc(gbp)).toMatchObject({ balance: '0.00', status: 4 });
  });

  it('splits a batch of one supplier in two currencies into one payment per currency', async () => {
    const eur = await invoice(london, 'Thames Paper Ltd', '10.00', 'EUR');
    const usd = await invoice(london, 'Thames Paper Ltd', '20.00', 'USD');
    const res = await batch(
      [
        [eur, '10.00'],
        [usd, '20.00'],
      ],
      { transfer: false },
    );
    expect(res.statusCode, res.body).toBe(200);
    const made = res.json().payments as Array<{ currency: string; total: string }>;
    expect(made.map((p) => [p.currency, p.total]).sort()).toEqual([
      ['EUR', '10.00'],
      ['USD', '20.00'],
    ]);
  });
});

describe('bank files by currency', () => {
  it('refuses a SEPA transfer of a pound invoice with the reason, before recording anything', async () => {
    const gbp = await invoice(london, 'Thames Paper Ltd', '1021.91', 'GBP');
    const before = await countPayments();
    const res = await batch([[gbp, '1021.91']]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      fields: { sepa: 'error.sepa.currency' },
      fieldArgs: { sepa: { supplier: 'Thames Paper Ltd', currency: 'GBP' } },
    });
    expect(await countPayments()).toBe(before);
    expect(await doc(gbp)).toMatchObject({ balance: '1021.91', status: 2 });
    // a recorded pound payment has no SEPA file either
    const recorded = await batch([[gbp, '1021.91']], { transfer: false });
    const sepa = await file('sepa', [recorded.json().payments[0].uuid]);
    expect(sepa.statusCode).toBe(409);
    expect(sepa.json().fields.sepa).toBe('error.sepa.currency');
  });

  it('pays it by an international transfer file with its currency, BIC and address, valid against pain.001.001.09', async () => {
    const gbp = await invoice(london, 'Thames Paper Ltd', '1021.91', 'GBP');
    const usd = await invoice(london, 'Thames Paper Ltd', '55.10', 'USD');
    const res = await batch(
      [
        [gbp, '1021.91'],
        [usd, '55.10'],
      ],
      { scheme: 'INTERNATIONAL' },
    );
    expect(res.statusCode, res.body).toBe(200);
    const made = res.json().payments as Array<{ uuid: string; currency: string; paymentstatus: number }>;
    expect(made.map((p) => [p.currency, p.paymentstatus]).sort()).toEqual([
      ['GBP', 0],
      ['USD', 0],
    ]);
    const xmlRes = await file(
      'international',
      made.map((p) => p.uuid),
    );
    expect(xmlRes.statusCode, xmlRes.body).toBe(200);
    expect(xmlRes.headers['content-disposition']).toMatch(
      /filename="international-transfer-\d{4}-\d\d-\d\d-PI\w+\.xml"/,
    );
    const xml = xmlRes.body;
    const check = (contents: string) =>
      validateXML({
        xml: [{ fileName: 'transfer.xml', contents }],
        schema: [{ fileName: 'pain.001.001.09.xsd', contents: XSD }],
      });
    const result = await check(xml);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    expect(xml).toContain('<InstdAmt Ccy="GBP">1021.91</InstdAmt>');
    expect(xml).toContain('<InstdAmt Ccy="USD">55.10</InstdAmt>');
    expect(xml).toContain('<CdtrAgt><FinInstnId><BICFI>NWBKGB2L</BICFI></FinInstnId></CdtrAgt>');
    expect(xml).toContain(
      '<Cdtr><Nm>Thames Paper Ltd</Nm><PstlAdr><Ctry>GB</Ctry><AdrLine>1 King William Street</AdrLine><AdrLine>London EC4N 7AF</AdrLine></PstlAdr></Cdtr>',
    );
    expect(xml).toContain('<IBAN>GB29NWBK60161331926819</IBAN>');
    // one block per currency, each with its own control sum; none adds pounds and dollars
    expect(xml.match(/<PmtInf>/g)).toHaveLength(2);
    expect(xml).not.toContain('1077.01');
    // the schema does refuse a broken file: the check can fail
    expect((await check(xml.replace(/<DbtrAcct>.*?<\/DbtrAcct>/, ''))).valid).toBe(false);
  });

  it("tells the supplier the amount in pounds, written in the company's language", async () => {
    await t.database.db.update(suppliers).set({ email: 'ap@thames.example' }).where(eq(suppliers.uuid, london));
    const gbp = await invoice(london, 'Thames Paper Ltd', '1021.91', 'GBP');
    const res = await batch([[gbp, '1021.91']], { scheme: 'INTERNATIONAL', notify: true });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await t.database.db
      .select()
      .from(emails)
      .where(eq(emails.subject, `Règlement des factures ${(await doc(gbp)).invoiceNumber} — Groupe Delacroix`));
    expect(mail.recipients).toEqual(['ap@thames.example']);
    const body = mail.body.replace(/[\u00a0\u202f]/g, ' ');
    expect(body).toContain('pour un montant total de 1 021,91 £GB ;');
    expect(body).not.toContain('€');
  });

  it('refuses an international transfer to a supplier without BIC or address, naming it', async () => {
    const usd = await invoice(noBic, 'Hudson Supplies', '99.00', 'USD');
    const res = await batch([[usd, '99.00']], { scheme: 'INTERNATIONAL' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      fields: { sepa: 'error.transfer.nobic' },
      fieldArgs: { sepa: { supplier: 'Hudson Supplies' } },
    });
    const chf = await invoice(paris, 'Papeterie de Paris', '12.00', 'CHF');
    const res2 = await batch([[chf, '12.00']], { scheme: 'INTERNATIONAL' });
    expect(res2.statusCode).toBe(409);
    expect(res2.json().fields.sepa).toBe('error.transfer.nobic');
    expect((await batch([[usd, '99.00']], { scheme: 'WIRE' })).statusCode).toBe(400);
  });
});

describe('a payment marked done', () => {
  it('records who marked it and when, and forgets them when it goes back in progress', async () => {
    const eur = await invoice(paris, 'Papeterie de Paris', '42.00', 'EUR');
    const made = (await batch([[eur, '42.00']])).json().payments[0];
    expect(made).toMatchObject({ paymentstatus: 0, doneby: null, donedate: null });
    const status = (paymentstatus: number) =>
      t.call(admin, { method: 'PUT', url: `${API}/payments/${made.uuid}/status`, payload: { paymentstatus } });
    const done = await status(1);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().paymentstatus).toBe(1);
    expect(done.json().doneby).toBeTruthy();
    expect(Date.now() - Date.parse(done.json().donedate)).toBeLessThan(60_000);
    // marking it done again keeps the first record
    const again = await status(1);
    expect(again.json().donedate).toBe(done.json().donedate);
    const back = await status(0);
    expect(back.json()).toMatchObject({ paymentstatus: 0, doneby: null, donedate: null });
  });
});
