import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, documentLifecycle, documents, paymentInvoices, payments } from '../../../db/schema';
import { confirmAllBankChanges } from '../../../test/bankChanges';
import { createTestContext, type TestContext } from '../../../test/app';
import { csvRows, runExport } from '../../../test/exports';
import { createTwoAccounts, type TestAccount } from '../../../test/factories';
import { createInvoiceSetup, insertInvoice, type InvoiceSetup } from '../../../test/invoiceSetup';
import { multipart, postMultipart } from '../../../test/multipart';
import { camt053, cfonb, ofx, type Entry } from '../../../test/statements';
import { importReconciled } from '../../../test/reconciliation';

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
    invoiceNumber: `FA-${++n}`,
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
const imported = (bytes: Buffer, name: string) => importReconciled(t, admin, bytes, name);

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
  await confirmAllBankChanges(t); // the bank-detail guard is tested in bankDetails/supplierBank.test.ts
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
      {
        rule: 'E2E',
        status: 'CONFIRMED',
        payment: { uuid: p[0].payment, paymentstatus: 1, total: '120.00', currency: 'EUR' },
      },
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
    expect(await doc(p[2].inv)).toMatchObject({ balance: '0.00', status: 4 });
    // reject: nothing left to propose, the line is unmatched
    const rejected = await post(`/banklines/${lines[3].id}/matches/${lines[3].matches[0].id}/reject`);
    expect(rejected.json()).toMatchObject({ state: 'UNMATCHED', matches: [{ status: 'REJECTED' }] });
    // another company sees none of it
    expect((await get(`/bankstatements/${statement.id}/lines`, other)).statusCode).toBe(404);
    // one statement reads as in the list; another company's is unknown
    const one = await get(`/bankstatements/${statement.id}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ id: statement.id, format: statement.format, lineCount: statement.lineCount });
    expect((await get(`/bankstatements/${statement.id}`, other)).statusCode).toBe(404);
    expect((await post(`/banklines/${lines[3].id}/undo`, undefined, other)).statusCode).toBe(404);
    expect((await get('/bankstatements', clerk)).statusCode).toBe(403);
  });

  it('pays an unmatched debit as the invoices a user picks, and undo restores the balances to the cent', async () => {
    const inv1 = await insertInvoice(t, a, s, {
      supplieruuid: acme,
      suppliername: 'ACME',
      invoiceNumber: 'FA-X1',
      totalttc: '100.10',
      data: [],
    });
    const inv2 = await insertInvoice(t, a, s, {
      supplieruuid: acme,
      suppliername: 'ACME',
      invoiceNumber: 'FA-X2',
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
    expect(await doc(inv1)).toMatchObject({ balance: '50.20', status: 3 });
    expect(await doc(inv2)).toMatchObject({ balance: '0.00', status: 4 });
    const undone = await post(`/banklines/${lines[0].id}/undo`);
    expect(undone.json()).toMatchObject({ state: 'UNMATCHED', matches: [] });
    expect(await doc(inv1)).toMatchObject({ balance: '100.10', status: 2 });
    expect(await doc(inv2)).toMatchObject({ balance: '0.30', status: 2 });
    expect(await paymentStatus(m.payment.uuid)).toBeUndefined();
  });

  it('matches a credit to the customer invoice its remittance names, and undo gives the invoice its balance back', async () => {
    const client = (await post('/suppliers', { name: 'CLIENT SA', origintype: s.origin.customers.uuid })).json().uuid;
    const inv = await insertInvoice(t, a, s, {
      originType: s.origin.customers.uuid,
      suppliername: 'CLIENT SA',
      supplieruuid: client,
      invoiceNumber: 'FC-2026-77',
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
    expect(await doc(inv)).toMatchObject({ balance: '0.00', status: 4 });
    const undone = await post(`/banklines/${lines[0].id}/undo`);
    expect(undone.json()).toMatchObject({
      state: 'PROPOSED',
      matches: [{ status: 'PROPOSED', document: { uuid: inv } }],
    });
    expect(await doc(inv)).toMatchObject({ balance: '1500.05', status: 2 });
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

describe('the invoice lifecycle', () => {
  const paidStatuses = async (documentId: string) =>
    (await t.database.db.select().from(documentLifecycle).where(eq(documentLifecycle.documentId, documentId)))
      .filter((r) => r.code === 211)
      .map((r) => r.amount);

  it('records 211 with the amount on the invoices of a payment the bank confirms, once, and keeps it on undo', async () => {
    // a payment recorded before the lifecycle existed: no 211 yet
    const inv = await insertInvoice(t, a, s, {
      supplieruuid: acme,
      suppliername: 'ACME',
      invoiceNumber: 'FA-L1',
      totalttc: '64.00',
    });
    const [legacy] = await t.database.db
      .insert(payments)
      .values({
        companyId: a.master.id,
        accountId: a.master.id,
        supplieruuid: acme,
        paymentdate: '2026-11-20',
        paymentstatus: 0,
      })
      .returning();
    await t.database.db.insert(paymentInvoices).values({ paymentId: legacy.uuid, documentId: inv, amount: '64.00' });
    // a payment recorded now has its 211 already
    const now = await transferred('65.00');
    expect(await paidStatuses(now.inv)).toHaveLength(1);
    const { lines } = await imported(
      camt053(
        OUR_IBAN,
        [
          { amount: '-64.00', day: '2026-11-24', e2e: legacy.uuid.replace(/-/g, ''), ref: 'L1' },
          { amount: '-65.00', day: '2026-11-24', e2e: now.e2e, ref: 'L2' },
        ],
        'STMT-LC',
      ),
      'lc.xml',
    );
    expect(lines.map((l) => l.state)).toEqual(['MATCHED', 'MATCHED']);
    expect(await paidStatuses(inv)).toEqual(['64.00']);
    expect(await doc(inv)).toMatchObject({ lifecycleCode: 211 });
    expect(await paidStatuses(now.inv)).toHaveLength(1);
    const [done] = await t.database.db.select().from(payments).where(eq(payments.uuid, legacy.uuid));
    expect(done.doneAt).toBeInstanceOf(Date);
    // undo: the payment is in progress again, the status sent stays (the reform withdraws none)
    await post(`/banklines/${lines[0].id}/undo`);
    const [back] = await t.database.db.select().from(payments).where(eq(payments.uuid, legacy.uuid));
    expect(back).toMatchObject({ paymentstatus: 0, doneAt: null });
    expect(await paidStatuses(inv)).toEqual(['64.00']);
  });
});

describe('the export of what is not reconciled', () => {
  it('lists the unmatched and proposed lines of the period on the Exports page, in French, with their total', async () => {
    const { lines } = await imported(
      camt053(
        OUR_IBAN,
        [
          { amount: '-7.77', day: '2026-10-05', name: 'INCONNU SARL', text: 'PRLV 42', ref: 'X1' },
          { amount: '3.30', day: '2026-10-06', name: 'CLIENT X', ref: 'X2' },
        ],
        'STMT-EXP',
      ),
      'x.xml',
    );
    expect(lines.map((l) => l.state)).toEqual(['UNMATCHED', 'UNMATCHED']);
    const { exp, file } = await runExport(t, admin, {
      kind: 'unreconciled',
      format: 'csv',
      locale: 'fr',
      fromDate: '2026-10-01',
      toDate: '2026-10-31',
    });
    expect(exp).toMatchObject({ status: 'done', kind: 'unreconciled' });
    expect(exp.fileName).toBe('nonrapproche-2026-10-01_2026-10-31.csv');
    const rows = csvRows(file.rawPayload, ';');
    expect(rows[0]).toEqual(['Date', 'Compte bancaire', 'Contrepartie', 'Libellé', 'Statut', 'Devise', 'Montant']);
    expect(rows.slice(1)).toEqual([
      ['05/10/2026', `Compte courant (${OUR_IBAN})`, 'INCONNU SARL', 'PRLV 42', 'Non rapprochée', 'EUR', '-7,77'],
      ['06/10/2026', `Compte courant (${OUR_IBAN})`, 'CLIENT X', '', 'Non rapprochée', 'EUR', '3,30'],
      ['', 'Totaux', '', '', '', 'EUR', '-4,47'],
    ]);
    expect((await post('/exports', { kind: 'unreconciled', format: 'csv' }, clerk)).statusCode).toBe(403);
  });
});

describe('the API key channel', () => {
  it('imports a statement with an X-API-Key that may import; another call with it is refused', async () => {
    const key = (await post('/apikeys', { name: 'Bank connector', scope: 'IMPORT' })).json().secret as string;
    const body = multipart({}, [
      {
        name: 'k.xml',
        bytes: camt053(OUR_IBAN, [{ amount: '-2.00', day: '2026-11-27', ref: 'K1' }], 'STMT-KEY'),
      },
    ]);
    const withKey = (url: string, method: 'GET' | 'POST', secret = key) =>
      t.call(undefined, {
        method,
        url: `${API}${url}`,
        headers: { ...(method === 'POST' ? body.headers : {}), 'x-api-key': secret },
        ...(method === 'POST' ? { payload: body.payload } : {}),
      });
    const res = await withKey('/bankstatements', 'POST');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().statements[0]).toMatchObject({ iban: OUR_IBAN, newLines: 1, duplicate: false });
    expect((await withKey('/bankstatements', 'GET')).statusCode).toBe(401);
    expect((await withKey('/bankstatements', 'POST', `pdk_${'y'.repeat(43)}`)).statusCode).toBe(401);
  });
});

describe('refusals', () => {
  it("says an empty or too large statement in the reader's language (the upload's keys, the limit named)", async () => {
    const empty = await upload(Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ key: 'error.upload.empty' });
    const max = t.app.config.MAX_UPLOAD_MB;
    const large = await upload(Buffer.alloc(max * 1024 * 1024 + 1, 0x20));
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ key: 'error.upload.toolarge', params: { max } });
  });

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
    expect(acct).toMatchObject({ iban: OUR_IBAN, currency: 'EUR' });
    expect(acct.unreconciledLines.count).toBeGreaterThan(0);
    expect(acct.bookBalance).toMatch(/^-?\d+\.\d\d$/);
    // a payment in pounds still in progress leaves the euro account's figures alone
    const pounds = await insertInvoice(t, a, s, {
      supplieruuid: acme,
      suppliername: 'ACME',
      invoiceNumber: `UK-${++n}`,
      totalttc: '1021.91',
      currency: 'GBP',
      data: [],
    });
    const paid = await post('/payments', {
      paymentdate: '2026-11-24',
      paymentstatus: 0,
      invoices: [{ invoiceuuid: pounds, amount: '1021.91' }],
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const [after] = (await get('/bankbalances')).json();
    expect(after.paymentsInProgress).toEqual(acct.paymentsInProgress);
    expect(after.bookBalance).toBe(acct.bookBalance);
  });
});

describe('reconciling across currencies', () => {
  it('never proposes a payment in pounds for a line in euros of the same figure', async () => {
    const number = `UK-${++n}`;
    const pounds = await insertInvoice(t, a, s, {
      supplieruuid: acme,
      suppliername: 'ACME',
      invoiceNumber: number,
      totalttc: '64.20',
      currency: 'GBP',
      data: [],
    });
    const paid = await post('/payments', {
      paymentdate: '2026-11-23',
      paymentstatus: 0,
      invoices: [{ invoiceuuid: pounds, amount: '64.20' }],
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const { lines } = await imported(
      camt053(OUR_IBAN, [
        { amount: '-64.20', day: '2026-11-24', iban: ACME_IBAN, name: 'ACME', text: number, ref: 'FX1' },
      ]),
      'camt053-fx.xml',
    );
    expect(lines.map((l) => [l.currency, l.state, l.matches.length])).toEqual([['EUR', 'UNMATCHED', 0]]);
    // nor is it paid by hand as an invoice in pounds: refused, nothing recorded
    const other = await insertInvoice(t, a, s, {
      supplieruuid: acme,
      suppliername: 'ACME',
      invoiceNumber: `UK-${++n}`,
      totalttc: '64.20',
      currency: 'GBP',
      data: [],
    });
    const refused = await post(`/banklines/${lines[0].id}/pay`, {
      invoices: [{ invoiceuuid: other, amount: '64.20' }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      fields: { invoices: 'error.statement.paycurrency' },
      params: { currency: 'EUR' },
    });
    expect((await doc(other)).balance).toBe('64.20');
  });
});
