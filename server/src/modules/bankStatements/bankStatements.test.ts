import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, documents, payments } from '../../../db/schema';
import { createTestContext, type TestContext } from '../../../test/app';
import { createTwoAccounts, type TestAccount } from '../../../test/factories';
import { createInvoiceSetup, insertInvoice, type InvoiceSetup } from '../../../test/invoiceSetup';
import { postMultipart } from '../../../test/multipart';
import { camt053, cfonb, ofx, type Entry } from '../../../test/statements';

const API = '/paperdesk/api';
const OUR_IBAN = 'FR7630006000011234567890189';
const ACME_IBAN = 'FR1420041010050500013M02606';
let t: TestContext;
let a: TestAccount;
let s: InvoiceSetup;
let admin: string, clerk: string, other: string;
let acme: string;
let n = 0;

const get = (url: string, token = admin) => t.call(token, { method: 'GET', url: `${API}${url}` });
const post = (url: string, payload?: object, token = admin) =>
  t.call(token, { method: 'POST', url: `${API}${url}`, ...(payload ? { payload } : {}) });
const upload = (bytes: Buffer, name = 'statement.xml', token = admin) =>
  postMultipart(t, token, '/bankstatements', {}, [{ name, bytes }]);
const doc = async (id: string) => (await t.database.db.select().from(documents).where(eq(documents.uuid, id)))[0];
const paymentStatus = async (id: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.uuid, id)))[0]?.paymentstatus;

/** An ACME invoice paid by bank transfer (in progress), with the SEPA end-to-end id our file gives it. */
async function transferred(ttc: string) {
  const inv = await insertInvoice(t, a, s, {
    supplieruuid: acme,
    suppliername: 'ACME',
    id: `FA-${++n}`,
    totalttc: ttc,
    data: [],
  });
  const res = await post('/payments/batch', {
    paymentdate: '2026-11-23',
    transfer: true,
    invoices: [{ invoiceuuid: inv, amount: ttc }],
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  const payment = res.json().payments[0].uuid as string;
  const xml = (await post('/payments/sepa', { payments: [payment] })).body;
  const e2e = /<EndToEndId>([^<]+)<\/EndToEndId>/.exec(xml)![1];
  return { inv, payment, e2e, number: `FA-${n}` };
}

/** Imports a file and waits for its reconciliation job; answers the statement and its lines. */
async function imported(bytes: Buffer, name: string) {
  const res = await upload(bytes, name);
  expect(res.statusCode, res.body).toBe(201);
  const [st] = res.json().statements;
  for (let i = 0; i < 200; i++) {
    const s2 = (await get(`/bankstatements/${st.id}`)).json();
    if (s2.status === 'RECONCILED') break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const lines = await get(`/bankstatements/${st.id}/lines?range=[0,49]`);
  expect(lines.statusCode, lines.body).toBe(200);
  return { statement: st, lines: lines.json() as Array<Record<string, any>>, res };
}

beforeAll(async () => {
  t = await createTestContext();
  ({ a, admin, clerk, other } = await createTwoAccounts(t));
  s = await createInvoiceSetup(t, admin);
  await t.database.db
    .update(companies)
    .set({ iban: OUR_IBAN, name: 'Groupe Delacroix' })
    .where(eq(companies.id, a.master.id));
  const res = await post('/suppliers', {
    name: 'ACME Fournitures',
    origintype: s.origin.suppliers.uuid,
    identifiers: [{ type: 'IBAN', value: 'FR14 2004 1010 0505 0001 3M02 606' }],
  });
  acme = res.json().uuid;
  t.app.jobs.start();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('bank accounts', () => {
  it('checks the IBAN and BIC with the one bank rule, one account per IBAN in the group, scoped', async () => {
    const bad = await post('/bankaccounts', { name: 'Compte', iban: 'FR7630006000011234567890188' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.iban).toBe('error.ibanchecksum');
    const badBic = await post('/bankaccounts', { name: 'Compte', iban: OUR_IBAN, bic: 'DEUTDEFF' });
    expect(badBic.json().fields.bic).toBe('error.bicmismatch');
    const ok = await post('/bankaccounts', {
      name: 'Compte courant',
      iban: 'fr76 3000 6000 0112 3456 7890 189',
      bic: 'AGRIFRPP',
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ name: 'Compte courant', iban: OUR_IBAN, bic: 'AGRIFRPP' });
    const twice = await post('/bankaccounts', { name: 'Encore', iban: OUR_IBAN });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().fields.iban).toBe('error.bankaccount.ibantaken');
    expect((await get('/bankaccounts', other)).json()).toEqual([]);
    expect((await get('/bankaccounts', clerk)).statusCode).toBe(403);
  });
});

describe('a camt.053 of a day of debits', () => {
  it('reconciles the half carrying our end-to-end ids, proposes the rest, and importing it twice adds nothing', async () => {
    const p = [
      await transferred('120.00'),
      await transferred('75.50'),
      await transferred('33.33'),
      await transferred('9.99'),
    ];
    const entries: Entry[] = [
      { amount: '-120.00', day: '2026-11-24', e2e: p[0].e2e, iban: ACME_IBAN, name: 'ACME', ref: 'B1' },
      { amount: '-75.50', day: '2026-11-24', e2e: p[1].e2e, iban: ACME_IBAN, name: 'ACME', ref: 'B2' },
      { amount: '-33.33', day: '2026-11-24', iban: ACME_IBAN, name: 'ACME', ref: 'B3' },
      { amount: '-9.99', day: '2026-11-24', name: 'ACME', text: 'virement', ref: 'B4' },
    ];
    const file = camt053(OUR_IBAN, entries);
    const { statement, lines } = await imported(file, 'camt053.xml');
    expect(statement).toMatchObject({
      format: 'camt.053',
      iban: OUR_IBAN,
      lineCount: 4,
      newLines: 4,
      duplicate: false,
    });
    expect(lines.map((l) => [l.amount, l.state])).toEqual([
      ['-120.00', 'MATCHED'],
      ['-75.50', 'MATCHED'],
      ['-33.33', 'PROPOSED'],
      ['-9.99', 'PROPOSED'],
    ]);
    expect(lines[0].matches).toMatchObject([
      { rule: 'E2E', status: 'CONFIRMED', payment: { uuid: p[0].payment, paymentstatus: 1, total: '120.00' } },
    ]);
    expect(lines[2].matches).toMatchObject([
      { rule: 'AMOUNT_IBAN', status: 'PROPOSED', payment: { uuid: p[2].payment } },
    ]);
    expect(await paymentStatus(p[0].payment)).toBe(1);
    expect(await paymentStatus(p[1].payment)).toBe(1);
    expect(await paymentStatus(p[2].payment)).toBe(0);

    // the same file again: nothing added, nothing changed
    const again = await upload(file, 'camt053.xml');
    expect(again.statusCode).toBe(200);
    expect(again.json().statements[0]).toMatchObject({ id: statement.id, duplicate: true, newLines: 0 });
    // another statement overlapping it: only its new line is kept
    const more = await imported(
      camt053(OUR_IBAN, [entries[3], { amount: '-1.00', day: '2026-11-25', ref: 'B5' }], 'STMT-2'),
      'next.xml',
    );
    expect(more.statement).toMatchObject({ lineCount: 2, newLines: 1 });
    expect(more.lines.map((l) => l.amount)).toEqual(['-1.00']);
    expect(more.lines[0].state).toBe('UNMATCHED');

    // accept a proposal: the payment turns Done; undo: it is in progress again, balances untouched
    const accepted = await post(`/banklines/${lines[2].id}/matches/${lines[2].matches[0].id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ state: 'MATCHED', matches: [{ status: 'CONFIRMED' }] });
    expect(await paymentStatus(p[2].payment)).toBe(1);
    expect((await post(`/banklines/${lines[2].id}/matches/${lines[2].matches[0].id}/accept`)).statusCode).toBe(409);
    const undone = await post(`/banklines/${lines[2].id}/undo`);
    expect(undone.json()).toMatchObject({ state: 'PROPOSED', matches: [{ status: 'PROPOSED' }] });
    expect(await paymentStatus(p[2].payment)).toBe(0);
    expect(await doc(p[2].inv)).toMatchObject({ solde: '0.00', status: 4 });
    // reject: nothing left to propose, the line is unmatched
    const rejected = await post(`/banklines/${lines[3].id}/matches/${lines[3].matches[0].id}/reject`);
    expect(rejected.json()).toMatchObject({ state: 'UNMATCHED', matches: [{ status: 'REJECTED' }] });
    // another company sees none of it
    expect((await get(`/bankstatements/${statement.id}/lines`, other)).statusCode).toBe(404);
    expect((await post(`/banklines/${lines[3].id}/undo`, undefined, other)).statusCode).toBe(404);
    expect((await get('/bankstatements', clerk)).statusCode).toBe(403);
  });

  it('pays an unmatched debit as the invoices a user picks, and undo restores the balances to the cent', async () => {
    const inv1 = await insertInvoice(t, a, s, {
      supplieruuid: acme,
      suppliername: 'ACME',
      id: 'FA-X1',
      totalttc: '100.10',
      data: [],
    });
    const inv2 = await insertInvoice(t, a, s, {
      supplieruuid: acme,
      suppliername: 'ACME',
      id: 'FA-X2',
      totalttc: '0.30',
      data: [],
    });
    const { lines } = await imported(
      camt053(OUR_IBAN, [{ amount: '-50.20', day: '2026-11-26', ref: 'C1', name: 'ACME' }], 'STMT-3'),
      'c.xml',
    );
    expect(lines[0].state).toBe('UNMATCHED');
    const wrong = await post(`/banklines/${lines[0].id}/pay`, { invoices: [{ invoiceuuid: inv1, amount: '50.00' }] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.invoices).toBe('error.statement.payamount');
    const paid = await post(`/banklines/${lines[0].id}/pay`, {
      invoices: [
        { invoiceuuid: inv1, amount: '49.90' },
        { invoiceuuid: inv2, amount: '0.30' },
      ],
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const m = paid.json().matches.find((x: { status: string }) => x.status === 'CONFIRMED');
    expect(m).toMatchObject({ rule: 'MANUAL', payment: { paymentstatus: 1, total: '50.20' } });
    expect(await doc(inv1)).toMatchObject({ solde: '50.20', status: 3 });
    expect(await doc(inv2)).toMatchObject({ solde: '0.00', status: 4 });
    const undone = await post(`/banklines/${lines[0].id}/undo`);
    expect(undone.json()).toMatchObject({ state: 'UNMATCHED', matches: [] });
    expect(await doc(inv1)).toMatchObject({ solde: '100.10', status: 2 });
    expect(await doc(inv2)).toMatchObject({ solde: '0.30', status: 2 });
    expect(await paymentStatus(m.payment.uuid)).toBeUndefined();
  });

  it('matches a credit to the customer invoice its remittance names, and undo gives the invoice its balance back', async () => {
    const client = (await post('/suppliers', { name: 'CLIENT SA', origintype: s.origin.customers.uuid })).json().uuid;
    const inv = await insertInvoice(t, a, s, {
      originType: s.origin.customers.uuid,
      suppliername: 'CLIENT SA',
      supplieruuid: client,
      id: 'FC-2026-77',
      totalttc: '1500.05',
      data: [],
    });
    const { lines } = await imported(
      camt053(
        OUR_IBAN,
        [{ amount: '1500.05', day: '2026-11-26', ref: 'D1', name: 'CLIENT', text: 'Facture FC-2026-77' }],
        'STMT-4',
      ),
      'd.xml',
    );
    expect(lines[0]).toMatchObject({
      state: 'MATCHED',
      matches: [{ rule: 'INVOICE_NUMBER', status: 'CONFIRMED', document: { uuid: inv } }],
    });
    expect(await doc(inv)).toMatchObject({ solde: '0.00', status: 4 });
    const undone = await post(`/banklines/${lines[0].id}/undo`);
    expect(undone.json()).toMatchObject({
      state: 'PROPOSED',
      matches: [{ status: 'PROPOSED', document: { uuid: inv } }],
    });
    expect(await doc(inv)).toMatchObject({ solde: '1500.05', status: 2 });
  });
});

describe('OFX and CFONB statements', () => {
  it('an OFX file: the memos carrying our end-to-end ids reconcile, the rest is proposed', async () => {
    const p = [await transferred('210.00'), await transferred('42.42')];
    const file = ofx('30006', '00001', '12345678901', [
      { amount: '-210.00', day: '2026-11-24', name: 'ACME', text: 'VIR SEPA', e2e: p[0].e2e, ref: 'O1' },
      { amount: '-42.42', day: '2026-11-24', name: 'ACME', text: 'VIR SEPA', ref: 'O2' },
    ]);
    const { statement, lines } = await imported(file, 'releve.ofx');
    expect(statement).toMatchObject({ format: 'ofx', iban: OUR_IBAN, newLines: 2 });
    expect(lines.map((l) => l.state)).toEqual(['MATCHED', 'PROPOSED']);
    expect(await paymentStatus(p[0].payment)).toBe(1);
    expect(await paymentStatus(p[1].payment)).toBe(0);
    expect((await upload(file, 'releve.ofx')).json().statements[0]).toMatchObject({ duplicate: true, newLines: 0 });
  });

  it('a CFONB 120 file: the RCN end-to-end ids reconcile, the rest is proposed', async () => {
    const p = [await transferred('17.00'), await transferred('18.00')];
    const file = cfonb('30006', '00001', '12345678901', '1000.00', [
      { amount: '-17.00', day: '2026-11-24', e2e: p[0].e2e, text: 'ACME' },
      { amount: '-18.00', day: '2026-11-24', text: p[1].number },
    ]);
    const { statement, lines } = await imported(file, 'releve.txt');
    expect(statement).toMatchObject({ format: 'cfonb120', iban: OUR_IBAN, newLines: 2 });
    expect(lines.map((l) => [l.amount, l.state])).toEqual([
      ['-17.00', 'MATCHED'],
      ['-18.00', 'PROPOSED'],
    ]);
    expect(await paymentStatus(p[0].payment)).toBe(1);
    expect((await upload(file, 'releve.txt')).json().statements[0]).toMatchObject({ duplicate: true });
  });
});

describe('refusals', () => {
  it('refuses an IBAN of no account (409 naming it) and a malformed file (400 naming the line)', async () => {
    const unknown = await upload(camt053('DE89370400440532013000', [{ amount: '-1.00', day: '2026-11-24' }]));
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json()).toMatchObject({
      key: 'error.statement.unknowniban',
      params: { iban: 'DE89370400440532013000' },
    });
    const broken = await upload(
      Buffer.from(
        camt053(OUR_IBAN, [{ amount: '-1.00', day: '2026-11-24' }])
          .toString()
          .replace('<Amt Ccy="EUR">1.00', '<Amt Ccy="EUR">1.0.0'),
      ),
    );
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ key: 'error.statement.line', params: { line: 90 } });
    expect(broken.json().message).toContain('line 90');
    const notMultipart = await post('/bankstatements', { file: 'x' });
    expect(notMultipart.statusCode).toBe(415);
    expect((await upload(Buffer.from('x'), 'x.txt', clerk)).statusCode).toBe(403);
  });

  it('shows the bank balance beside the book balance and what differs', async () => {
    const res = await get('/bankbalances');
    expect(res.statusCode).toBe(200);
    const [acct] = res.json();
    expect(acct).toMatchObject({ iban: OUR_IBAN });
    expect(acct.unreconciledLines.count).toBeGreaterThan(0);
    expect(acct.bookBalance).toMatch(/^-?\d+\.\d\d$/);
  });
});
