/**
 * Bank details checked where they are used: the IBAN an invoice carries, stored at recognition and compared with
 * its supplier's; the bank file (SEPA) refused for an invoice whose IBAN differs until a user confirms which is
 * right, the confirmation recorded with who and when.
 */
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, documents, ibanConfirmations, payments, suppliers } from '../../../db/schema';
import { createTestContext, type TestContext } from '../../../test/app';
import { createTwoAccounts, type TestAccount } from '../../../test/factories';
import { UPLOADS } from '../../../test/fixtures/invoices';
import { createInvoiceSetup, insertInvoice, type InvoiceSetup } from '../../../test/invoiceSetup';
import { postMultipart } from '../../../test/multipart';
import { recognised } from '../../../test/recognised';
import { confirmAllBankChanges } from '../../../test/bankChanges';

const API = '/paperdesk/api';
const OWN = 'FR7630006000011234567890189';
const PRINTED = 'FR2012542547256985425874698'; // the payee account of Factur-X F20220023
const KNOWN = 'FR1420041010050500013M02606';
let t: TestContext;
let a: TestAccount;
let s: InvoiceSetup;
let admin: string, clerk: string, other: string;
let n = 0;

const setIbans = (supplier: string, ...ibans: string[]) =>
  t.database.db
    .update(suppliers)
    .set({ identifiers: ibans.map((value) => ({ type: 'IBAN' as const, value })) })
    .where(eq(suppliers.uuid, supplier));
const invoice = (payeeIban: string, supplieruuid = s.supplier.uuid) =>
  insertInvoice(t, a, s, { supplieruuid, invoiceNumber: `FB-${++n}`, totalttc: '120.00', payeeIban });
const bank = (id: string, token = admin) => t.call(token, { method: 'GET', url: `${API}/documents/${id}/bankdetails` });
const confirm = (id: string, choice: string, token = admin) =>
  t.call(token, { method: 'POST', url: `${API}/documents/${id}/bankdetails`, payload: { choice } });
const batch = (id: string, transfer = true) =>
  t.call(admin, {
    method: 'POST',
    url: `${API}/payments/batch`,
    payload: { paymentdate: '2026-11-23', transfer, invoices: [{ invoiceuuid: id, amount: '120.00' }] },
  });
const sepa = (ids: string[]) =>
  t.call(admin, { method: 'POST', url: `${API}/payments/sepa`, payload: { payments: ids } });
const paymentsOf = async (id: string) =>
  (await t.database.db.select().from(payments)).filter((p) => p.name.includes(id)).length;

beforeAll(async () => {
  t = await createTestContext();
  t.app.jobs.start();
  ({ a, admin, clerk, other } = await createTwoAccounts(t));
  s = await createInvoiceSetup(t, admin);
  await t.database.db
    .update(companies)
    .set({ iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'BNPAFRPP', name: 'Groupe Delacroix' })
    .where(eq(companies.id, a.master.id));
}, 120_000);
afterAll(() => t?.close());

describe('the IBAN an invoice carries', () => {
  it("is read from the Factur-X payee account at recognition and compared with the supplier's", async () => {
    await setIbans(s.supplier.uuid, KNOWN);
    const res = await postMultipart(t, admin, '/documents/importdocument', { recognition: 'true' }, [
      { name: 'F20220023.pdf', bytes: await readFile(UPLOADS.facturxInvoice) },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const doc = await recognised(t, admin, res.json().uuid);
    expect(doc.supplieruuid).toBe(s.supplier.uuid);
    const [row] = await t.database.db.select().from(documents).where(eq(documents.uuid, doc.uuid));
    expect(row.payeeIban).toBe(PRINTED);
    expect((await bank(doc.uuid)).json()).toMatchObject({
      invoiceIban: PRINTED,
      supplierIban: KNOWN,
      flags: ['mismatch'],
      confirmation: null,
      supplier: { uuid: s.supplier.uuid, name: 'LE FOURNISSEUR' },
    });
  });
});

describe('the bank file', () => {
  it("refuses the transfer of an invoice whose IBAN is not its supplier's, naming the invoice; nothing is recorded", async () => {
    await setIbans(s.supplier.uuid, KNOWN);
    const id = await invoice(PRINTED);
    const res = await batch(id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'IBAN_MISMATCH',
      key: 'error.bank.mismatch',
      params: {
        invoice: `FB-${n}`,
        supplier: 'LE FOURNISSEUR',
        invoiceIban: 'FR20 1254 2547 2569 8542 5874 698',
        supplierIban: 'FR14 2004 1010 0505 0001 3M02 606',
      },
      value: { invoice: id },
    });
    expect(await paymentsOf(`FB-${n}`)).toBe(0);
    // without a transfer the payment is recorded; its bank file is refused the same way
    const recorded = await batch(id, false);
    expect(recorded.statusCode, recorded.body).toBe(200);
    const file = await sepa([recorded.json().payments[0].uuid]);
    expect(file.statusCode).toBe(409);
    expect(file.json()).toMatchObject({ code: 'IBAN_MISMATCH', value: { invoice: id } });
  });

  it("lets it through once a user confirmed the supplier's IBAN, recorded with who and when", async () => {
    await setIbans(s.supplier.uuid, KNOWN);
    const id = await invoice(PRINTED);
    const before = Date.now();
    const res = await confirm(id, 'SUPPLIER');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      flags: [],
      confirmation: { choice: 'SUPPLIER', invoiceIban: PRINTED, supplierIban: KNOWN, by: 'Ada Admin' },
    });
    expect(Date.parse(body.confirmation.at)).toBeGreaterThanOrEqual(before - 1000);
    const [stored] = await t.database.db.select().from(ibanConfirmations).where(eq(ibanConfirmations.documentId, id));
    expect(stored).toMatchObject({ confirmedBy: a.admin.id, confirmedByName: 'Ada Admin', choice: 'SUPPLIER' });
    expect((await bank(id)).json().confirmation).toMatchObject({ by: 'Ada Admin', at: body.confirmation.at });
    const paid = await batch(id);
    expect(paid.statusCode, paid.body).toBe(200);
    const file = await sepa([paid.json().payments[0].uuid]);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.body).toContain(`<CdtrAcct><Id><IBAN>${KNOWN}</IBAN>`);
    // paid from the company's account, with the BIC of its settings
    expect(file.body).toContain(
      `<DbtrAcct><Id><IBAN>${OWN}</IBAN></Id></DbtrAcct><DbtrAgt><FinInstnId><BIC>BNPAFRPP</BIC>`,
    );
  });

  it('asks again when the supplier is later paid to another account than the one confirmed', async () => {
    await setIbans(s.supplier.uuid, KNOWN);
    const id = await invoice(PRINTED);
    expect((await confirm(id, 'SUPPLIER')).json().flags).toEqual([]);
    await setIbans(s.supplier.uuid, 'BE68539007547034');
    expect((await bank(id)).json()).toMatchObject({ flags: ['mismatch'], confirmation: null });
  });

  it("answers 404 for another account's document, 403 to a user who may not change documents", async () => {
    const id = await invoice(PRINTED);
    expect((await bank(id, other)).statusCode).toBe(404);
    expect((await confirm(id, 'SUPPLIER', other)).statusCode).toBe(404);
    expect((await bank('not-a-uuid')).statusCode).toBe(404);
    expect((await bank(id, clerk)).statusCode).toBe(200);
    expect((await confirm(id, 'SUPPLIER', clerk)).statusCode).toBe(403);
    expect((await confirm(id, 'BOTH')).json()).toMatchObject({
      code: 'VALIDATION',
      fields: { choice: 'error.choice' },
    });
  });

  it("does not keep a supplier paid to our own account; taking the invoice's IBAN goes through the save checks", async () => {
    await setIbans(s.supplier.uuid, OWN);
    const id = await invoice(PRINTED);
    expect((await bank(id)).json().flags).toEqual(['owniban', 'mismatch']);
    const kept = await confirm(id, 'SUPPLIER');
    expect(kept.statusCode).toBe(409);
    expect(kept.json().key).toBe('error.bank.cannotkeep');
    // an invoice asking to be paid to our own account cannot be taken into the source either
    const ours = await invoice(OWN);
    expect((await confirm(ours, 'INVOICE')).json()).toMatchObject({ code: 'VALIDATION', key: 'error.owniban' });
    const taken = await confirm(id, 'INVOICE');
    expect(taken.statusCode, taken.body).toBe(200);
    // the supplier's new IBAN now waits for a second person (supplierBank.test.ts)
    expect(taken.json()).toMatchObject({
      flags: ['newiban'],
      supplierIban: PRINTED,
      confirmation: { choice: 'INVOICE', invoiceIban: PRINTED, supplierIban: PRINTED, by: 'Ada Admin' },
    });
    const [source] = await t.database.db.select().from(suppliers).where(eq(suppliers.uuid, s.supplier.uuid));
    expect(source.identifiers).toEqual([{ type: 'IBAN', value: PRINTED }]);
  });

  it('marks each invoice to pay with what keeps it out of a transfer', async () => {
    const noIban = (
      await t.call(admin, { method: 'POST', url: `${API}/suppliers`, payload: { name: 'SANS COMPTE' } })
    ).json().uuid;
    await setIbans(s.supplier.uuid, KNOWN);
    await confirmAllBankChanges(t);
    const [mismatch, none, fine] = [await invoice(PRINTED), await invoice('', noIban), await invoice(KNOWN)];
    const rows = (await t.call(admin, { method: 'GET', url: `${API}/invoicestopay?range=[0,999]` })).json() as Array<{
      invoiceuuid: string;
      bank: { flags: string[] };
    }>;
    const flags = (id: string) => rows.find((r) => r.invoiceuuid === id)?.bank.flags;
    expect(flags(mismatch)).toEqual(['mismatch']);
    expect(flags(none)).toEqual(['noiban']);
    expect(flags(fine)).toEqual([]);
  });
});
