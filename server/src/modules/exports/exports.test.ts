import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, exportsTable, suppliers } from '../../../db/schema';
import { csvRows, runExport, startExports, type ExportAnswer } from '../../../test/exports';
import type { TestAccount } from '../../../test/factories';
import { insertInvoice, type InvoiceSetup } from '../../../test/invoiceSetup';
import { createMailingContext, type MailingContext } from '../../../test/mailing';
import type { SmtpPeer } from '../../../test/smtp';
import { exportHandler } from './documentsZip';
import { JobStopped, type Job } from '../jobs/queue';
import { createMailer } from '../mail/mailer';
import { tableExportHandler } from './job';
import { localeOf } from '../../../../src/domain/locales';
import { EXPORT_MESSAGES } from '../../i18n/exports.messages';
import { documentsZipName, EXPORT_LOCALES, type ExportLocale } from './locale';
import { exportSettings } from './use-cases/request-export';
import { exportFileName, readSettings, type ExportKind, type ExportParams } from './sources';
import { csvText, writeCsv } from './writers';
import { singleRateLine } from '../../../../src/domain/documents/vatBreakdown';

const API = '/paperdesk/api';
let t: MailingContext;
let a: TestAccount;
let s: InvoiceSetup;
let admin: string, clerk: string, other: string;
let smtp: SmtpPeer;
let n = 0;

/** A validated document of the master company, dated `date`. */
const invoice = (
  date: string,
  ttc: string,
  ht: string,
  tva: string,
  opts: { supplier?: string; number?: string } = {},
) =>
  insertInvoice(t, a, s, {
    supplieruuid: opts.supplier ?? s.supplier.uuid,
    invoiceNumber: opts.number ?? `F-${++n}`,
    date,
    duedate: '2026-12-31',
    totalht: ht,
    totaltva: tva,
    totalttc: ttc,
    // the breakdown recognition stores for one rate (documents/vatLines.ts)
    vatLines: [singleRateLine(ht, tva, ttc)!].filter(Boolean),
  });

/** Asks for an export and waits for its job; answers the finished export and its file. */
async function exportFile(
  body: Record<string, unknown>,
  token = admin,
): Promise<{ exp: ExportAnswer; file: Buffer; type: string; disposition: string }> {
  const { exp, file } = await runExport(t, token, body);
  return {
    exp,
    file: file.rawPayload,
    type: String(file.headers['content-type']),
    disposition: String(file.headers['content-disposition']),
  };
}

async function sheetRows(file: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  const rows: unknown[][] = [];
  ws.eachRow({ includeEmpty: false }, (row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return { ws, rows };
}
const utc = (d: string) => new Date(`${d}T00:00:00.000Z`);

const OCT = { fromDate: '2026-10-01', toDate: '2026-10-31' };

beforeAll(async () => {
  t = await createMailingContext();
  smtp = t.smtp;
  ({ a, admin, clerk, other, s } = await startExports(t, { name: 'Électricité "Durand" & Fils' }));
  await t.database.db
    .update(suppliers)
    .set({
      identifiers: [
        { type: 'SIRET', value: '55208131700012' },
        { type: 'VAT', value: 'FR03552081317' },
        { type: 'OTHER', value: '401DUR' },
      ],
    })
    .where(eq(suppliers.uuid, s.supplier.uuid));
  // before the period: the opening balance
  await invoice('2026-09-15', '100.00', '83.33', '16.67');
  // in October: two invoices (20 % and 5.5 %), a credit note and a payment
  const f2 = await invoice('2026-10-05', '240.00', '200.00', '40.00', { number: 'F-2026-002' });
  await invoice('2026-10-10', '105.50', '100.00', '5.50', { number: 'F-2026-003' });
  await invoice('2026-10-12', '-60.00', '-50.00', '-10.00', { number: 'AV-2026-001' });
  const paid = await t.call(admin, {
    method: 'POST',
    url: `${API}/payments`,
    payload: { paymentdate: '2026-10-20', name: 'Virement octobre', invoices: [{ invoiceuuid: f2, amount: '240.00' }] },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  // after the period
  await invoice('2026-11-05', '50.00', '50.00', '0.00');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('balance statement export', () => {
  it('reads back in French: `;`, decimal comma, dd/mm/yyyy, opening and closing balance, running balance, totals', async () => {
    const { exp, file, type, disposition } = await exportFile({
      kind: 'statement',
      format: 'csv',
      locale: 'fr',
      supplier: s.supplier.uuid,
      branch: a.master.id,
      ...OCT,
    });
    expect(type).toBe('text/csv; charset=utf-8');
    // named in the language asked for
    expect(exp.fileName).toBe('releve-Electricite-Durand-Fils-2026-10-01_2026-10-31.csv');
    expect(disposition).toContain('releve-Electricite-Durand-Fils-2026-10-01_2026-10-31.csv');
    expect(csvRows(file, ';')).toEqual([
      ['Date', 'Type', 'Numéro', 'Devise', 'Débit', 'Crédit', 'Solde'],
      ['01/10/2026', 'Solde d’ouverture', '', 'EUR', '', '', '100,00'],
      ['05/10/2026', 'Facture', 'F-2026-002', 'EUR', '', '240,00', '340,00'],
      ['10/10/2026', 'Facture', 'F-2026-003', 'EUR', '', '105,50', '445,50'],
      ['12/10/2026', 'Avoir', 'AV-2026-001', 'EUR', '60,00', '', '385,50'],
      ['20/10/2026', 'Paiement', 'Virement octobre', 'EUR', '240,00', '', '145,50'],
      ['', 'Totaux', '', 'EUR', '300,00', '345,50', ''],
      ['31/10/2026', 'Solde de clôture', '', 'EUR', '', '', '145,50'],
    ]);
    expect(exp.lines).toBe(7);
  });

  it('reads back in English: `,`, decimal point, ISO dates', async () => {
    const { file } = await exportFile({
      kind: 'statement',
      format: 'csv',
      locale: 'en',
      supplier: s.supplier.uuid,
      ...OCT,
    });
    const rows = csvRows(file, ',');
    expect(rows[0]).toEqual(['Date', 'Type', 'Number', 'Currency', 'Debit', 'Credit', 'Balance']);
    expect(rows[1]).toEqual(['2026-10-01', 'Opening balance', '', 'EUR', '', '', '100.00']);
    expect(rows[4]).toEqual(['2026-10-12', 'Credit note', 'AV-2026-001', 'EUR', '60.00', '', '385.50']);
    expect(rows.at(-2)).toEqual(['', 'Totals', '', 'EUR', '300.00', '345.50', '']);
    expect(rows.at(-1)).toEqual(['2026-10-31', 'Closing balance', '', 'EUR', '', '', '145.50']);
  });

  it('starts from zero and ends on what is owed when no period is given', async () => {
    const { file } = await exportFile({ kind: 'statement', format: 'csv', locale: 'de', supplier: s.supplier.uuid });
    const rows = csvRows(file, ';');
    expect(rows[1].slice(1)).toEqual(['Anfangssaldo', '', 'EUR', '', '', '0,00']);
    // 100 + 240 + 105.50 - 60 - 240 + 50
    expect(rows.at(-1)?.slice(1)).toEqual(['Endsaldo', '', 'EUR', '', '', '195,50']);
  });

  it('reads back as XLSX with real dates and numbers', async () => {
    const { exp, file, type } = await exportFile({
      kind: 'statement',
      format: 'xlsx',
      locale: 'fr',
      supplier: s.supplier.uuid,
      ...OCT,
    });
    expect(type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(exp.fileName).toBe('releve-Electricite-Durand-Fils-2026-10-01_2026-10-31.xlsx');
    const { ws, rows } = await sheetRows(file);
    expect(ws.name).toBe('Relevé');
    expect(rows[0]).toEqual(['Date', 'Type', 'Numéro', 'Devise', 'Débit', 'Crédit', 'Solde']);
    expect(rows[1]).toEqual([utc('2026-10-01'), 'Solde d’ouverture', undefined, 'EUR', undefined, undefined, 100]);
    expect(rows[2]).toEqual([utc('2026-10-05'), 'Facture', 'F-2026-002', 'EUR', undefined, 240, 340]);
    expect(rows[5]).toEqual([utc('2026-10-20'), 'Paiement', 'Virement octobre', 'EUR', 240, undefined, 145.5]);
    expect(rows[6]).toEqual([undefined, 'Totaux', undefined, 'EUR', 300, 345.5]);
    expect(rows[7]).toEqual([utc('2026-10-31'), 'Solde de clôture', undefined, 'EUR', undefined, undefined, 145.5]);
    expect(ws.getCell('A2').numFmt).toBe('dd/mm/yyyy');
    expect(ws.getCell('G2').numFmt).toBe('#,##0.00');
  });
});

describe('a long statement', () => {
  it('is read a chunk at a time (100 lines here): 450 lines, the running balance carried across chunks, the totals exact', async () => {
    const big = await t.call(admin, {
      method: 'POST',
      url: `${API}/suppliers`,
      payload: { name: 'GROS VOLUME', origintype: s.origin.suppliers.uuid },
    });
    expect(big.statusCode, big.body).toBe(201);
    const supplier = (big.json() as { uuid: string }).uuid;
    const rows = Array.from({ length: 450 }, (_, i) => ({
      companyId: a.master.id,
      accountId: a.master.id,
      originType: s.origin.suppliers.uuid,
      documentgroupuuid: s.group.uuid,
      supplieruuid: supplier,
      suppliername: 'GROS VOLUME',
      invoiceNumber: `G-${String(i).padStart(5, '0')}`,
      date: `2025-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
      status: 2,
      // 0.01 to 1.00, and every tenth a credit note of 0.37
      totalttc: i % 10 === 9 ? '-0.37' : (i % 100) + 1 === 100 ? '1.00' : `0.${String((i % 100) + 1).padStart(2, '0')}`,
      balance: i % 10 === 9 ? '-0.37' : (i % 100) + 1 === 100 ? '1.00' : `0.${String((i % 100) + 1).padStart(2, '0')}`,
      category: i % 10 === 9 ? ('CREDIT' as const) : ('INVOICE' as const),
    }));
    await t.database.db.insert(documents).values(rows);
    const cents = (v: string) => Math.round(Number(v) * 100);
    const credit = rows.filter((r) => r.category === 'INVOICE').reduce((sum, r) => sum + cents(r.totalttc), 0);
    const debit = rows.filter((r) => r.category === 'CREDIT').reduce((sum, r) => sum - cents(r.totalttc), 0);
    readSettings.chunk = 100;
    const { exp, file } = await exportFile({ kind: 'statement', format: 'csv', locale: 'en', supplier }).finally(() => {
      readSettings.chunk = 2000;
    });
    expect(exp.lines).toBe(453);
    const lines = csvRows(file, ',');
    expect(lines).toHaveLength(454);
    // the running balance of each line is the previous one plus its credit minus its debit
    let balance = 0;
    for (const l of lines.slice(2, -2)) {
      balance += cents(l[5] || '0') - cents(l[4] || '0');
      expect(cents(l[6])).toBe(balance);
    }
    expect(lines.at(-2)).toEqual(['', 'Totals', '', 'EUR', (debit / 100).toFixed(2), (credit / 100).toFixed(2), '']);
    expect(cents(lines.at(-1)![6])).toBe(credit - debit);
    // the days in order, across chunk boundaries
    const days = lines.slice(2, -2).map((l) => l[0]);
    expect(days).toEqual([...days].sort());
  });
});

describe('payments export', () => {
  it('holds the payments of the period with their invoices, and the total', async () => {
    const { exp, file } = await exportFile({ kind: 'payments', format: 'csv', locale: 'fr', ...OCT });
    expect(exp.fileName).toBe('paiements-2026-10-01_2026-10-31.csv');
    expect(csvRows(file, ';')).toEqual([
      ['Date', 'Référence', 'Fournisseur', 'Mode de paiement', 'Statut', 'Factures', 'Devise', 'Montant'],
      ['20/10/2026', 'Virement octobre', 'LE FOURNISSEUR', '', 'Effectué', 'F-2026-002', 'EUR', '240,00'],
      ['', 'Totaux', '', '', '', '', 'EUR', '240,00'],
    ]);
    const none = await exportFile({
      kind: 'payments',
      format: 'xlsx',
      locale: 'en',
      fromDate: '2026-11-01',
      toDate: '2026-11-30',
    });
    const { rows } = await sheetRows(none.file);
    expect(rows).toEqual([
      ['Date', 'Reference', 'Supplier', 'Payment type', 'Status', 'Invoices', 'Currency', 'Amount'],
      [undefined, 'Totals', undefined, undefined, undefined, undefined, 'EUR', 0],
    ]);
  });
});

describe('validated invoices as accounting lines', () => {
  it('gives date, number, supplier, account fields, HT, VAT by rate, TTC and due date; credit notes negative', async () => {
    const { exp, file } = await exportFile({ kind: 'invoices', format: 'xlsx', locale: 'en', ...OCT });
    expect(exp.fileName).toBe('invoices-2026-10-01_2026-10-31.xlsx');
    const { rows } = await sheetRows(file);
    expect(rows[0]).toEqual([
      'Date',
      'Number',
      'Supplier',
      'Company ID (SIREN/SIRET)',
      'VAT number',
      'Account',
      'Type',
      'Currency',
      'Net (excl. VAT)',
      'Base 5.5 %',
      'VAT 5.5 %',
      'Base 20 %',
      'VAT 20 %',
      'VAT',
      'Total (incl. VAT)',
      'Due date',
    ]);
    const ids = ['55208131700012', 'FR03552081317', '401DUR'];
    expect(rows[1]).toEqual([
      utc('2026-10-05'),
      'F-2026-002',
      'LE FOURNISSEUR',
      ...ids,
      'Invoice',
      'EUR',
      200,
      undefined,
      undefined,
      200,
      40,
      40,
      240,
      utc('2026-12-31'),
    ]);
    expect(rows[2]).toEqual([
      utc('2026-10-10'),
      'F-2026-003',
      'LE FOURNISSEUR',
      ...ids,
      'Invoice',
      'EUR',
      100,
      100,
      5.5,
      undefined,
      undefined,
      5.5,
      105.5,
      utc('2026-12-31'),
    ]);
    expect(rows[3]).toEqual([
      utc('2026-10-12'),
      'AV-2026-001',
      'LE FOURNISSEUR',
      ...ids,
      'Credit note',
      'EUR',
      -50,
      undefined,
      undefined,
      -50,
      -10,
      -10,
      -60,
      utc('2026-12-31'),
    ]);
    expect(rows[4]).toEqual([
      undefined,
      'Totals',
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      'EUR',
      250,
      100,
      5.5,
      150,
      30,
      35.5,
      285.5,
    ]);
    expect(rows).toHaveLength(5);
  });

  it("adds the branches' invoices in Overview Mode, for those allowed", async () => {
    await t.database.db.insert(documents).values({
      companyId: a.branches[0].id,
      accountId: a.master.id,
      originType: s.origin.suppliers.uuid,
      documentgroupuuid: s.group.uuid,
      supplieruuid: s.supplier.uuid,
      suppliername: 'LE FOURNISSEUR',
      invoiceNumber: 'BR-001',
      date: '2026-10-15',
      status: 2,
      totalht: '10.00',
      totaltva: '2.00',
      totalttc: '12.00',
      balance: '12.00',
      category: 'INVOICE',
    });
    const own = await exportFile({ kind: 'invoices', format: 'csv', locale: 'en', ...OCT });
    expect(own.file.toString()).not.toContain('BR-001');
    const all = await exportFile({ kind: 'invoices', format: 'csv', locale: 'en', overview: true, ...OCT });
    const rows = csvRows(all.file, ',');
    expect(rows.map((r) => r[1])).toEqual(['Number', 'F-2026-002', 'F-2026-003', 'AV-2026-001', 'BR-001', 'Totals']);
    // BR-001 has no breakdown: in HT, VAT and TTC, in no rate's columns (no rate is made up from its totals)
    expect(rows.at(-1)?.slice(8, 15)).toEqual(['260.00', '100.00', '5.50', '150.00', '30.00', '37.50', '297.50']);
    const branchAdmin = await t.token({ sub: a.branchAdmin!.id, roles: ['branche', 'adminbranche'] });
    const refused = await t.call(branchAdmin, {
      method: 'POST',
      url: `${API}/exports`,
      payload: { kind: 'invoices', format: 'csv', overview: true },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('writes the same lines as French CSV', async () => {
    const { file } = await exportFile({ kind: 'invoices', format: 'csv', locale: 'fr', ...OCT });
    const rows = csvRows(file, ';');
    expect(rows[0].slice(8)).toEqual([
      'Montant HT',
      'Base HT 5,5 %',
      'TVA 5,5 %',
      'Base HT 20 %',
      'TVA 20 %',
      'TVA',
      'Montant TTC',
      'Échéance',
    ]);
    expect(rows[2]).toEqual([
      '10/10/2026',
      'F-2026-003',
      'LE FOURNISSEUR',
      '55208131700012',
      'FR03552081317',
      '401DUR',
      'Facture',
      'EUR',
      '100,00',
      '100,00',
      '5,50',
      '',
      '',
      '5,50',
      '105,50',
      '31/12/2026',
    ]);
    expect(rows.at(-1)).toEqual([
      '',
      'Totaux',
      '',
      '',
      '',
      '',
      '',
      'EUR',
      '250,00',
      '100,00',
      '5,50',
      '150,00',
      '30,00',
      '35,50',
      '285,50',
      '',
    ]);
  });
});

/** A finished export of the admin recorded directly, with a stored file (a zip of documents unless told). */
async function storedExport(row: Partial<typeof exportsTable.$inferInsert>) {
  const stored = await t.app.files.put(`exports/${a.master.id}`, row.format ?? 'zip', Buffer.from('PK'));
  const [old] = await t.database.db
    .insert(exportsTable)
    .values({
      companyId: a.master.id,
      userId: a.admin.id,
      documentCount: 1,
      status: 'done',
      storageKey: stored.key,
      ...row,
    })
    .returning();
  return { old, stored };
}

describe('the Exports list', () => {
  it("answers the user's exports of the company, newest first, paged, with a working download link", async () => {
    const page = await t.call(admin, { method: 'GET', url: `${API}/exports?range=[0,2]` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-range']).toMatch(/^exports 0-2\/\d+$/);
    const total = Number(String(page.headers['content-range']).split('/')[1]);
    expect(total).toBe(11);
    const list = page.json() as ExportAnswer[];
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ kind: 'invoices', format: 'csv', status: 'done', progress: 100 });
    expect(page.body).not.toContain('storageKey');
    const file = await t.app.inject({ method: 'GET', url: list[0].download! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('factures-2026-10-01_2026-10-31.csv');
    expect(file.rawPayload.subarray(0, 3).toString('hex')).toBe('efbbbf');
    const statements = (
      await t.call(admin, { method: 'GET', url: `${API}/exports?filter=${encodeURIComponent('{"kind":"statement"}')}` })
    ).json() as ExportAnswer[];
    expect(statements.map((e) => e.kind)).toEqual(Array(5).fill('statement'));
    // nobody else sees them
    const others = await t.call(other, { method: 'GET', url: `${API}/exports` });
    expect(others.json()).toEqual([]);
    expect((await t.call(other, { method: 'GET', url: `${API}/exports/${list[0].uuid}/file` })).statusCode).toBe(404);
  });

  it("forgets the user's exports older than 30 days, with their files, when a new one is built", async () => {
    const { old, stored } = await storedExport({
      kind: 'payments',
      format: 'csv',
      fileName: 'payments-old.csv',
      createdAt: new Date(Date.now() - 31 * 86400_000),
    });
    await exportFile({ kind: 'payments', format: 'csv', locale: 'en', ...OCT });
    expect((await t.call(admin, { method: 'GET', url: `${API}/exports/${old.uuid}` })).statusCode).toBe(404);
    expect(await t.app.files.exists(stored.key)).toBe(false);
  });

  it('names an export recorded before names were stored in the language of the request', async () => {
    const { old } = await storedExport({ createdAt: utc('2026-11-02'), expiresAt: new Date(Date.now() + 3600_000) });
    const name = async (headers: Record<string, string>, url = `${API}/exports/${old.uuid}`) =>
      ((await t.call(admin, { method: 'GET', url, headers })).json() as ExportAnswer).fileName;
    expect(await name({ 'accept-language': 'de-DE,de;q=0.9' })).toBe('dokumente-2026-11-02.zip');
    expect(await name({}, `${API}/exports/${old.uuid}?lang=ru`)).toBe('dokumenty-2026-11-02.zip');
    const file = await t.call(admin, {
      method: 'GET',
      url: `${API}/exports/${old.uuid}/file`,
      headers: { 'accept-language': 'de' },
    });
    expect(file.headers['content-disposition']).toContain('dokumente-2026-11-02.zip');
    const link = (
      (await t.call(admin, { method: 'GET', url: `${API}/exports/${old.uuid}` })).json() as ExportAnswer & {
        download: string;
      }
    ).download;
    const byLink = await t.app.inject({ method: 'GET', url: `${link}&lang=ru` });
    expect(byLink.statusCode).toBe(200);
    expect(byLink.headers['content-disposition']).toContain('dokumenty-2026-11-02.zip');
    await t.call(admin, { method: 'DELETE', url: `${API}/exports/${old.uuid}` });
  });

  it('removes an export and its file', async () => {
    const { exp } = await exportFile({ kind: 'payments', format: 'csv', locale: 'en', ...OCT });
    expect((await t.call(admin, { method: 'DELETE', url: `${API}/exports/${exp.uuid}` })).statusCode).toBe(200);
    expect((await t.call(admin, { method: 'GET', url: `${API}/exports/${exp.uuid}` })).statusCode).toBe(404);
  });

  it('mails the link of a long export when a mail server is configured', async () => {
    const before = smtp.inbox.length;
    exportSettings.mailAboveLines = 2;
    try {
      const res = await t.call(admin, {
        method: 'POST',
        url: `${API}/exports`,
        payload: { kind: 'invoices', format: 'xlsx', locale: 'fr', ...OCT },
      });
      expect(res.json()).toMatchObject({ mailed: true, status: 'queued' });
      for (let i = 0; i < 100 && smtp.inbox.length === before; i++) await new Promise((r) => setTimeout(r, 100));
    } finally {
      exportSettings.mailAboveLines = 1000;
    }
    expect(smtp.inbox.length).toBe(before + 1);
    const mail = smtp.inbox
      .at(-1)!
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    const link = /http:\/\/paperdesk\.test(\/paperdesk\/exports\/[^\s]+)/.exec(mail)?.[1];
    expect(link).toBeDefined();
    const file = await t.app.inject({ method: 'GET', url: link! });
    expect(file.statusCode).toBe(200);
    expect((await sheetRows(file.rawPayload)).rows[4][8]).toBe(250);
  });
});

describe('refusals', () => {
  const post = (payload: unknown, token = admin) =>
    t.call(token, { method: 'POST', url: `${API}/exports`, payload: payload as object });

  it('answers 400 with the reason on bad input', async () => {
    expect((await post({ kind: 'ledger', format: 'csv' })).statusCode).toBe(400);
    expect((await post({ kind: 'payments', format: 'pdf' })).statusCode).toBe(400);
    expect((await post({ kind: 'payments', format: 'csv', locale: 'xx' })).statusCode).toBe(400);
    expect((await post({ kind: 'payments', format: 'csv', fromDate: '2026-02-30' })).statusCode).toBe(400);
    expect(
      (await post({ kind: 'payments', format: 'csv', fromDate: '2026-11-01', toDate: '2026-10-01' })).statusCode,
    ).toBe(400);
    expect((await post({ kind: 'statement', format: 'csv' })).statusCode).toBe(400);
    expect((await post({ kind: 'payments', format: 'csv', extra: 1 })).statusCode).toBe(400);
    expect(
      (await t.call(admin, { method: 'GET', url: `${API}/exports?filter=${encodeURIComponent('{"kind":"x"}')}` }))
        .statusCode,
    ).toBe(400);
    expect((await t.call(admin, { method: 'GET', url: `${API}/exports/not-a-uuid` })).statusCode).toBe(404);
  });

  it('needs the right permission and refuses another company’s supplier or branch', async () => {
    expect((await post({ kind: 'statement', format: 'csv', supplier: s.supplier.uuid }, clerk)).statusCode).toBe(403);
    expect((await post({ kind: 'payments', format: 'csv' }, clerk)).statusCode).toBe(403);
    expect((await post({ kind: 'invoices', format: 'csv' }, clerk)).statusCode).toBe(202);
    expect((await post({ kind: 'statement', format: 'csv', supplier: s.supplier.uuid }, other)).statusCode).toBe(404);
    expect(
      (await post({ kind: 'statement', format: 'csv', supplier: s.supplier.uuid, branch: a.master.id }, other))
        .statusCode,
    ).toBe(404);
  });
});

describe('failed exports', () => {
  const job = (payload: Record<string, unknown>, attempts = 3) => ({ payload, attempts }) as unknown as Job;
  const ctx = { progress: async () => undefined };
  const row = async (values: Partial<typeof exportsTable.$inferInsert> = {}) => {
    const [r] = await t.database.db
      .insert(exportsTable)
      .values({
        companyId: a.master.id,
        userId: a.admin.id,
        documentCount: 1,
        kind: 'payments',
        format: 'csv',
        ...values,
      })
      .returning();
    return r.uuid;
  };
  const answer = async (id: string) => (await t.call(admin, { method: 'GET', url: `${API}/exports/${id}` })).json();
  const params: ExportParams = {
    kind: 'payments',
    format: 'csv',
    locale: 'en',
    companyIds: [],
    access: { originTypes: [], groups: [] },
  };
  const deps = (keep?: () => Promise<never>) => ({
    db: t.database.db,
    files: keep ? { ...t.app.files, keep } : t.app.files,
    mailer: createMailer(undefined),
    config: t.config,
  });

  it('answer why they failed: a known cause as its key, anything else as the generic key, never the raw message', async () => {
    // a zip of documents whose file was removed meanwhile
    const zip = await row({ kind: 'documents', format: 'zip' });
    await expect(
      exportHandler(deps())(job({ exportId: zip, entries: [{ key: 'nowhere/gone.pdf', name: 'gone.pdf' }] }), ctx),
    ).rejects.toThrow();
    expect(await answer(zip)).toMatchObject({ status: 'failed', error: 'exports.failure.missingFile' });

    const p = { ...params, companyIds: [a.master.id] };
    const slow = await row();
    const stopped = () => Promise.reject(new JobStopped('time', 600));
    await expect(tableExportHandler(deps(stopped))(job({ exportId: slow, params: p }, 1), ctx)).rejects.toThrow();
    expect(await answer(slow)).toMatchObject({ status: 'failed', error: 'exports.failure.timeout' });

    const broken = await row();
    const internal = () => Promise.reject(new Error('EIO: /srv/paperdesk/data secret path'));
    await expect(tableExportHandler(deps(internal))(job({ exportId: broken, params: p }), ctx)).rejects.toThrow();
    const res = await t.call(admin, { method: 'GET', url: `${API}/exports/${broken}` });
    expect(res.json()).toMatchObject({ status: 'failed', error: 'exports.failure.unknown' });
    expect(res.body).not.toContain('/srv/');

    // an attempt the queue will retry leaves it waiting, not failed
    const retried = await row();
    await expect(tableExportHandler(deps(internal))(job({ exportId: retried, params: p }, 1), ctx)).rejects.toThrow();
    expect(await answer(retried)).toMatchObject({ status: 'queued', error: null });

    // a row failed before reasons were keys: its raw message is not shown
    const older = await row({ status: 'failed', error: 'TypeError: x is undefined' });
    expect(await answer(older)).toMatchObject({ error: 'exports.failure.unknown' });
  });
});

describe('writers', () => {
  it('quote separators and quotes, and never let a cell start a formula', () => {
    expect(csvText('a;b', ';')).toBe('"a;b"');
    expect(csvText('a,b', ';')).toBe('a,b');
    expect(csvText('say "hi"', ',')).toBe('"say ""hi"""');
    expect(csvText('=HYPERLINK("x")', ',')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvText('-1+1', ';')).toBe("'-1+1");
  });

  it('has every word in every language', () => {
    const keys = (o: object, prefix = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
    const en = keys(EXPORT_MESSAGES.en).sort();
    expect(en).toContain('export.lineType.CREDIT');
    for (const code of EXPORT_LOCALES) expect(keys(EXPORT_MESSAGES[code]).sort(), code).toEqual(en);
  });

  it('name files in the language asked for, in ASCII, from one table', () => {
    const period = { fromDate: '2026-10-01', toDate: '2026-10-31' };
    const name = (locale: ExportLocale, kind: ExportKind, more: Partial<ExportParams> = {}) =>
      exportFileName({ kind, format: 'csv', locale, ...period, ...more });
    expect(name('fr', 'invoices')).toBe('factures-2026-10-01_2026-10-31.csv');
    expect(name('fr', 'payments')).toBe('paiements-2026-10-01_2026-10-31.csv');
    expect(name('fr', 'statement', { supplierName: 'Électricité Durand' })).toBe(
      'releve-Electricite-Durand-2026-10-01_2026-10-31.csv',
    );
    expect(name('de', 'invoices', { fromDate: undefined })).toBe('rechnungen-beginn_2026-10-31.csv');
    expect(name('en', 'payments')).toBe('payments-2026-10-01_2026-10-31.csv');
    expect(name('ru', 'statement', { supplierName: 'ООО Ромашка' })).toBe(
      'vypiska-ООО-Ромашка-2026-10-01_2026-10-31.csv',
    );
    expect(name('cn', 'invoices')).toBe('fapiao-2026-10-01_2026-10-31.csv');
    for (const code of EXPORT_LOCALES) {
      const fileWords = EXPORT_MESSAGES[code].export.file;
      expect(Object.values(fileWords).join(''), code).toMatch(/^[a-z]+$/);
      expect(Object.keys(fileWords).sort()).toEqual(Object.keys(EXPORT_MESSAGES.en.export.file).sort());
    }
    const day = new Date('2026-11-24T10:00:00Z');
    expect(documentsZipName(localeOf('de-DE', 'en'), day)).toBe('dokumente-2026-11-24.zip');
    expect(documentsZipName(localeOf('zh-CN', 'en'), day)).toBe('wendang-2026-11-24.zip');
    expect(documentsZipName(localeOf('es', 'en'), day)).toBe('documents-2026-11-24.zip');
    expect(documentsZipName(localeOf(undefined, 'en'), day)).toBe('documents-2026-11-24.zip');
  });

  it('stream a long table without holding it', async () => {
    const path = `${t.app.files.root}/long.csv`;
    async function* rows() {
      for (let i = 0; i < 20_000; i++) yield { cells: [`n${i}`, '1.50'] };
    }
    const written = await writeCsv(
      {
        sheet: 'x',
        columns: [
          { label: 'N', type: 'text' },
          { label: 'A', type: 'money' },
        ],
        count: async () => 20_000,
        rows,
      },
      'fr',
      path,
    );
    expect(written).toBe(20_000);
  });
});
