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
const XSD = readFileSync(new URL('../../../test/fixtures/sepa/pain.001.001.03.xsd', import.meta.url), 'utf8');
const COMPANY_IBAN = 'FR7630006000011234567890189';
let t: MailingContext;
let a: TestAccount;
let s: InvoiceSetup;
let admin: string, clerk: string, other: string;
let n = 0;

async function source(name: string, identifiers: Array<{ type: string; value: string }>) {
  const res = await t.call(admin, {
    method: 'POST',
    url: `${API}/suppliers`,
    payload: { name, origintype: s.origin.suppliers.uuid, identifiers },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().uuid as string;
}
/** A validated invoice of the master company (on the to-pay list). */
const invoice = (supplier: string, name: string, ttc: string) =>
  insertInvoice(t, a, s, {
    supplieruuid: supplier,
    suppliername: name,
    invoiceNumber: `FA-${++n}`,
    totalttc: ttc,
    data: [],
  });
const doc = async (id: string) => (await t.database.db.select().from(documents).where(eq(documents.uuid, id)))[0];
const batch = (lines: Array<[string, string]>, extra: object = {}, token = admin) =>
  t.call(token, {
    method: 'POST',
    url: `${API}/payments/batch`,
    payload: {
      paymentdate: '2026-11-23',
      transfer: true,
      invoices: lines.map(([invoiceuuid, amount]) => ({ invoiceuuid, amount })),
      ...extra,
    },
  });
const sepa = (ids: string[], token = admin) =>
  t.call(token, { method: 'POST', url: `${API}/payments/sepa`, payload: { payments: ids } });
const validate = async (xml: string) =>
  validateXML({
    xml: [{ fileName: 'transfer.xml', contents: xml }],
    schema: [{ fileName: 'pain.001.001.03.xsd', contents: XSD }],
  });

let acme: string, bureau: string, noIban: string, badIban: string;

beforeAll(async () => {
  t = await createMailingContext();
  ({ a, admin, clerk, other } = await createTwoAccounts(t));
  s = await createInvoiceSetup(t, admin);
  await t.database.db
    .update(companies)
    .set({ iban: 'FR76 3000 6000 0112 3456 7890 189', name: 'Groupe Delacroix' })
    .where(eq(companies.id, a.master.id));
  acme = await source('ACME Fournitures', [
    { type: 'IBAN', value: 'FR14 2004 1010 0505 0001 3M02 606' },
    { type: 'OTHER', value: 'PSSTFRPPPAR' },
  ]);
  bureau = await source('Büro & Co GmbH', [{ type: 'IBAN', value: 'DE89 3704 0044 0532 0130 00' }]);
  noIban = await source('SANS COMPTE', [{ type: 'SIREN', value: '732829320' }]);
  badIban = await source('COMPTE FAUX', []);
  // stored before today's checks (the API refuses such an IBAN now)
  await t.database.db
    .update(suppliers)
    .set({ identifiers: [{ type: 'IBAN', value: 'FR1420041010050500013M02607' }] })
    .where(eq(suppliers.uuid, badIban));
  await confirmAllBankChanges(t); // the bank-detail guard is tested in bankDetails/supplierBank.test.ts
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('paying several suppliers in one action', () => {
  it('records one payment per supplier in one call, in progress until marked done', async () => {
    const [a1, a2, b1] = [
      await invoice(acme, 'ACME', '1000.50'),
      await invoice(acme, 'ACME', '234.06'),
      await invoice(bureau, 'BURO', '99.99'),
    ];
    const res = await batch([
      [a1, '1000.50'],
      [b1, '50.00'],
      [a2, '234.06'],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.payments).toHaveLength(2);
    expect(body.payments[0]).toMatchObject({
      supplier: acme,
      total: '1234.56',
      paymentstatus: 0,
      paymentdate: '2026-11-23',
      branche: a.master.id,
    });
    expect(body.payments[0].invoices.map((l: { invoiceuuid: string }) => l.invoiceuuid).sort()).toEqual(
      [a1, a2].sort(),
    );
    expect(body.payments[1]).toMatchObject({ supplier: bureau, total: '50.00', paymentstatus: 0 });
    expect(await doc(a1)).toMatchObject({ status: 4, balance: '0.00' });
    expect(await doc(b1)).toMatchObject({ status: 3, balance: '49.99' });
    // marked done by hand later
    const done = await t.call(admin, {
      method: 'PUT',
      url: `${API}/payments/${body.payments[1].uuid}`,
      payload: { paymentdate: '2026-11-23', paymentstatus: 1, invoices: [{ invoiceuuid: b1, amount: '50.00' }] },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ paymentstatus: 1 });
    expect(await doc(b1)).toMatchObject({ status: 3, balance: '49.99' });
    // or by its status alone, the amounts untouched
    const status = (id: string, paymentstatus: unknown, token = admin) =>
      t.call(token, { method: 'PUT', url: `${API}/payments/${id}/status`, payload: { paymentstatus } });
    const marked = await status(body.payments[0].uuid, 1);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({ uuid: body.payments[0].uuid, paymentstatus: 1, total: '1234.56' });
    expect(await doc(a2)).toMatchObject({ status: 4, balance: '0.00' });
    expect((await status(body.payments[0].uuid, 2)).statusCode).toBe(400);
    expect((await status(body.payments[0].uuid, 1, other)).statusCode).toBe(404);
    expect((await status(body.payments[0].uuid, 1, clerk)).statusCode).toBe(403);
    expect((await status('nope', 1)).statusCode).toBe(404);
  });

  it('produces the SEPA credit transfer file of those payments, valid against the pain.001.001.03 schema', async () => {
    const [a1, b1] = [await invoice(acme, 'ACME', '310.00'), await invoice(bureau, 'BURO', '20.05')];
    const paid = (
      await batch([
        [a1, '310.00'],
        [b1, '20.05'],
      ])
    ).json().payments as Array<{ uuid: string }>;
    const res = await sepa(paid.map((p) => p.uuid));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="sepa-transfer-\d{4}-\d\d-\d\d-PD\w+\.xml"/,
    );
    const xml = res.body;
    const result = await validate(xml);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    expect(xml).toContain('<NbOfTxs>2</NbOfTxs><CtrlSum>330.05</CtrlSum>');
    expect(xml).toContain(`<DbtrAcct><Id><IBAN>${COMPANY_IBAN}</IBAN></Id></DbtrAcct>`);
    expect(xml).toContain('<Dbtr><Nm>Groupe Delacroix</Nm></Dbtr>');
    expect(xml).toContain('<ReqdExctnDt>2026-11-23</ReqdExctnDt>');
    expect(xml).toMatch(
      /<InstdAmt Ccy="EUR">310.00<\/InstdAmt><\/Amt><CdtrAgt><FinInstnId><BIC>PSSTFRPPPAR<\/BIC><\/FinInstnId><\/CdtrAgt><Cdtr><Nm>ACME Fournitures<\/Nm><\/Cdtr><CdtrAcct><Id><IBAN>FR1420041010050500013M02606<\/IBAN>/,
    );
    expect(xml).toContain('<Cdtr><Nm>Buro Co GmbH</Nm></Cdtr><CdtrAcct><Id><IBAN>DE89370400440532013000</IBAN>');
    expect(xml).toContain(`<EndToEndId>${paid[0].uuid.replace(/-/g, '')}</EndToEndId>`);
    expect(xml).toMatch(/<RmtInf><Ustrd>FA-\d+<\/Ustrd><\/RmtInf>/);
    // the schema does refuse a broken file: the check can fail
    const broken = await validate(xml.replace(/<DbtrAcct>.*?<\/DbtrAcct>/, ''));
    expect(broken.valid).toBe(false);
  });

  it('refuses the transfer, naming the supplier, when its IBAN is missing or invalid, and records nothing', async () => {
    const [ok, missing, wrong] = [
      await invoice(acme, 'ACME', '10.00'),
      await invoice(noIban, 'SANS COMPTE', '20.00'),
      await invoice(badIban, 'COMPTE FAUX', '30.00'),
    ];
    const before = (await t.database.db.select().from(payments)).length;
    const res = await batch([
      [ok, '10.00'],
      [missing, '20.00'],
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      fields: { sepa: 'error.sepa.noiban' },
      fieldArgs: { sepa: { supplier: 'SANS COMPTE' } },
    });
    expect(res.json().message).toContain('SANS COMPTE has no IBAN');
    const res2 = await batch([[wrong, '30.00']]);
    expect(res2.statusCode).toBe(409);
    expect(res2.json()).toMatchObject({
      fields: { sepa: 'error.sepa.badiban' },
      fieldArgs: { sepa: { supplier: 'COMPTE FAUX' } },
    });
    expect((await t.database.db.select().from(payments)).length).toBe(before);
    expect(await doc(ok)).toMatchObject({ status: 2, balance: '10.00' });
    // without a transfer the same invoices are paid as before (no bank account needed)
    const plain = await batch([[missing, '20.00']], { transfer: false });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json().payments[0]).toMatchObject({ paymentstatus: 1 });
    // and the file of a payment to a supplier without IBAN is refused the same way
    const file = await sepa([plain.json().payments[0].uuid]);
    expect(file.statusCode).toBe(409);
    expect(file.json().fields.sepa).toBe('error.sepa.noiban');
  });

  it('refuses the transfer when the company has no IBAN', async () => {
    const x = await invoice(acme, 'ACME', '5.00');
    await t.database.db.update(companies).set({ iban: '' }).where(eq(companies.id, a.master.id));
    try {
      const res = await batch([[x, '5.00']]);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        fields: { sepa: 'error.sepa.nocompanyiban' },
        fieldArgs: { sepa: { company: 'Groupe Delacroix' } },
      });
    } finally {
      await t.database.db.update(companies).set({ iban: COMPANY_IBAN }).where(eq(companies.id, a.master.id));
    }
  });

  it('keeps the money rules: never more than the balance, nothing recorded when one line is wrong, one of two simultaneous batches', async () => {
    const [x, y] = [await invoice(acme, 'ACME', '40.00'), await invoice(bureau, 'BURO', '60.00')];
    const over = await batch([
      [x, '40.00'],
      [y, '60.01'],
    ]);
    expect(over.statusCode).toBe(409);
    expect(await doc(x)).toMatchObject({ status: 2, balance: '40.00' });
    const results = await Promise.all([
      batch([
        [x, '40.00'],
        [y, '60.00'],
      ]),
      batch([
        [y, '60.00'],
        [x, '40.00'],
      ]),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await doc(x)).toMatchObject({ status: 4, balance: '0.00' });
    expect(await doc(y)).toMatchObject({ status: 4, balance: '0.00' });
  });

  it("answers 403 without the permission, 404 for another company's invoice or payment, 400 for bad input", async () => {
    const mine = await invoice(acme, 'ACME', '10.00');
    expect((await batch([[mine, '10.00']], {}, clerk)).statusCode).toBe(403);
    expect((await batch([[mine, '10.00']], {}, other)).statusCode).toBe(404);
    for (const bad of [
      { paymentdate: '23/11/2026' },
      { invoices: [] },
      { invoices: [{ invoiceuuid: mine, amount: 'dix' }] },
      { transfer: 'yes' },
    ]) {
      const res = await t.call(admin, {
        method: 'POST',
        url: `${API}/payments/batch`,
        payload: { paymentdate: '2026-11-23', invoices: [{ invoiceuuid: mine, amount: '1' }], ...bad },
      });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const paid = (await batch([[mine, '10.00']])).json().payments[0].uuid;
    expect((await sepa([paid], other)).statusCode).toBe(404);
    expect((await sepa(['nope'])).statusCode).toBe(400);
    expect((await sepa([])).statusCode).toBe(400);
  });

  it("tells each supplier when asked, with the notice of the company's language (the one the pay dialog shows)", async () => {
    await t.database.db.update(suppliers).set({ email: 'compta@acme.example' }).where(eq(suppliers.uuid, acme));
    await t.database.db.update(companies).set({ mailauto: false }).where(eq(companies.id, a.master.id));
    const [x, y] = [await invoice(acme, 'ACME', '1000.50'), await invoice(acme, 'ACME', '234.06')];
    const res = await batch(
      [
        [x, '1000.50'],
        [y, '234.06'],
      ],
      { notify: true },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().mailError).toBeUndefined();
    const [mail] = await t.database.db
      .select()
      .from(emails)
      .where(
        eq(
          emails.subject,
          `Règlement des factures ${(await doc(x)).invoiceNumber}, ${(await doc(y)).invoiceNumber} — Groupe Delacroix`,
        ),
      );
    expect(mail.recipients).toEqual(['compta@acme.example']);
    // a transfer leaves the payments in progress: the notice says the payment was ordered, not made
    expect(mail.body.replace(/[\u00a0\u202f]/g, ' ')).toContain(
      'Nous avons ordonné le 23/11/2026 le règlement des factures',
    );
    expect(mail.body.replace(/[\u00a0\u202f]/g, ' ')).toContain(
      'pour un montant total de 1 234,56 € ; il a été transmis à notre banque.',
    );
    expect(mail.body).not.toContain('effectué');
    // not asked, and the company sends no automatic mails: no notice
    const z = await invoice(acme, 'ACME', '1.00');
    await batch([[z, '1.00']]);
    expect(
      await t.database.db
        .select()
        .from(emails)
        .where(eq(emails.subject, `Règlement des factures ${(await doc(z)).invoiceNumber} — Groupe Delacroix`)),
    ).toHaveLength(0);
  });
});
