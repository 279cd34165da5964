import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app';
import { createAccount } from '../../../test/factories';
import { createInvoiceSetup, type InvoiceSetup } from '../../../test/invoiceSetup';
import { importFile } from '../../../test/multipart';
import { openPdf } from '../extraction/pdf';
import { textPdf } from '../../../seed/demoPdf';
import { formatAmount } from './pdf';
import { eq } from 'drizzle-orm';
import { companies, documents } from '../../../db/schema';
import { attachmentsOf } from '../mail/documentMail';
import { renderEInvoice } from './rendition';

const FIXTURES = path.resolve(__dirname, '../../../test/fixtures/einvoices');
const API = '/paperdesk/api';

async function pdfText(bytes: Buffer) {
  const doc = await openPdf(bytes);
  const page = await doc.getPage(1);
  const text = (await page.getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join('\n');
  await doc.destroy();
  return text;
}

describe('rendition of e-invoices', () => {
  it('reads a UBL 2.1 invoice: parties, lines, VAT breakdown, totals, payment', async () => {
    const r = renderEInvoice(await readFile(path.join(FIXTURES, 'ubl-invoice.xml')))!;
    expect(r).toMatchObject({
      syntax: 'UBL',
      type: 'INVOICE',
      number: 'NL-2026-0042',
      issueDate: '2026-03-02',
      dueDate: '2026-04-01',
      currency: 'EUR',
      buyerReference: 'PO-7781',
      seller: {
        name: 'Nordlicht Software GmbH',
        addressLines: ['Hafenstraße 12'],
        postcode: '20457',
        city: 'Hamburg',
        country: 'DE',
        email: 'billing@nordlicht-software.example',
      },
      buyer: { name: 'Client Recette SAS', city: 'Paris' },
      totals: { lines: '500.00', taxBasis: '500.00', tax: '85.50', grandTotal: '585.50', payable: '585.50' },
      payment: {
        terms: 'Net 30 days, no discount for early payment',
        meansCode: '58',
        iban: 'DE89370400440532013000',
        bic: 'COBADEFFXXX',
        reference: 'NL-2026-0042',
      },
      notes: ['Thank you for your order.'],
    });
    expect(r.lines).toEqual([
      {
        id: '1',
        name: 'Consulting',
        description: 'Set-up of the document archive connector',
        quantity: '3',
        unit: 'HUR',
        unitPrice: '150.00',
        net: '450.00',
        vatRate: '19',
        vatCategory: 'S',
      },
      {
        id: '2',
        name: 'User training',
        description: undefined,
        quantity: '1',
        unit: 'C62',
        unitPrice: '50.00',
        net: '50.00',
        vatRate: '0',
        vatCategory: 'E',
      },
    ]);
    expect(r.vat).toEqual([
      { base: '450.00', amount: '85.50', category: 'S', rate: '19', exemption: undefined },
      { base: '50.00', amount: '0.00', category: 'E', rate: '0', exemption: 'Training exempt under national law' },
    ]);
  });

  it('reads a CII (Factur-X / ZUGFeRD / XRechnung) invoice', async () => {
    const r = renderEInvoice(await readFile(path.join(FIXTURES, 'cii-invoice.xml')))!;
    expect(r).toMatchObject({
      syntax: 'CII',
      number: 'AD-2026-118',
      issueDate: '2026-02-15',
      dueDate: '2026-03-31',
      deliveryDate: '2026-02-10',
      orderReference: 'CMD-2026-9',
      seller: {
        name: 'Atelier Dupont SARL',
        city: 'Lyon',
        identifiers: expect.arrayContaining([{ type: 'SIRET', value: '81234567600017' }]),
      },
      vat: [{ base: '1250.00', amount: '250.00', category: 'S', rate: '20' }],
      totals: { lines: '1250.00', taxBasis: '1250.00', tax: '250.00', grandTotal: '1500.00', payable: '1500.00' },
      payment: {
        terms: 'Paiement à 30 jours fin de mois',
        meansCode: '30',
        iban: 'FR1420041010050500013M02606',
        bic: 'PSSTFRPPLYO',
      },
    });
    expect(r.lines.map((l) => [l.name, l.quantity, l.unitPrice, l.net])).toEqual([
      ["Restauration d'une armoire en chêne", '1', '1200.00', '1200.00'],
      ["Cire d'abeille, pot de 500 g", '4', '12.50', '50.00'],
    ]);
    expect(renderEInvoice('<html/>')).toBeNull();
  });

  it('writes amounts as each language does', () => {
    expect([formatAmount('1234567.5', 'fr'), formatAmount('-1234.56', 'en'), formatAmount('1234.56', 'de')]).toEqual([
      '1 234 567,50',
      '-1,234.56',
      '1.234,56',
    ]);
  });
});

describe('raw XML documents through the API', () => {
  let t: TestContext;
  let admin: string;
  let setup: InvoiceSetup;
  beforeAll(async () => {
    t = await createTestContext();
    const a = await createAccount(t.database.db);
    admin = await t.token({ sub: a.admin.id, roles: [] });
    setup = await createInvoiceSetup(t, admin);
  }, 120_000);
  afterAll(() => t?.close());
  const upload = (name: string, bytes: Buffer) =>
    importFile(t, admin, { recognition: 'false', type: setup.origin.suppliers.uuid }, { name, bytes });

  it('answers the rendition, and downloads the document as its PDF (the XML on request)', async () => {
    const xml = await readFile(path.join(FIXTURES, 'ubl-invoice.xml'));
    const id = await upload('nordlicht.xml', xml);
    const r = await t.call(admin, { method: 'GET', url: `${API}/documents/${id}/rendition` });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ syntax: 'UBL', number: 'NL-2026-0042', totals: { payable: '585.50' } });

    const dl = await t.call(admin, { method: 'GET', url: `${API}/documents/${id}?lang=fr` });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.headers['content-disposition']).toMatch(/\.pdf"/);
    expect(dl.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(dl.rawPayload);
    for (const s of [
      'Facture NL-2026-0042',
      'Nordlicht Software GmbH',
      'Client Recette SAS',
      'Consulting',
      'Ventilation de la TVA',
      '85,50',
      'Net à payer',
      '585,50 EUR',
      'Virement SEPA',
      'DE89370400440532013000',
      'Net 30 days, no discount for early payment',
    ]) {
      expect(text).toContain(s);
    }
    const en = await pdfText(
      (await t.call(admin, { method: 'GET', url: `${API}/documents/${id}/rendition/pdf?lang=en` })).rawPayload,
    );
    expect(en).toContain('Amount due');
    expect(en).toContain('585.50 EUR');

    const original = await t.call(admin, { method: 'GET', url: `${API}/documents/${id}?original=true` });
    expect(original.headers['content-type']).toMatch(/xml/);
    expect(original.rawPayload.equals(xml)).toBe(true);
    // the preview (inline) still fetches the file itself
    expect(
      (await t.call(admin, { method: 'GET', url: `${API}/documents/${id}?inline=true` })).headers['content-type'],
    ).toMatch(/xml/);
  });

  it('e-mails a raw XML document with the PDF of its rendition beside the XML', async () => {
    const xml = await readFile(path.join(FIXTURES, 'cii-invoice.xml'));
    const id = await upload('atelier.xml', xml);
    const files = await attachmentsOf(t.database.db, t.app.files, [id]);
    expect(files.map((f) => f.filename)).toEqual([expect.stringMatching(/\.xml$/), expect.stringMatching(/\.pdf$/)]);
    expect(Buffer.from(files[0].content as Buffer).equals(xml)).toBe(true);
    const text = await pdfText(files[1].content as Buffer);
    expect(text).toContain('Facture AD-2026-118');
    expect(text).toContain('Atelier Dupont SARL');
    expect(text).toContain('1 500,00 EUR');

    // the PDF speaks the sending company's language (its notices' rule: the country of its IBAN)
    const db = t.database.db;
    const [doc] = await db.select().from(documents).where(eq(documents.uuid, id));
    const [company] = await db.select().from(companies).where(eq(companies.id, doc.companyId));
    await db.update(companies).set({ iban: 'DE89370400440532013000' }).where(eq(companies.id, doc.companyId));
    try {
      const german = await pdfText((await attachmentsOf(db, t.app.files, [id]))[1].content as Buffer);
      expect(german).toContain('Rechnung AD-2026-118');
      expect(german).toContain('1.500,00 EUR');
    } finally {
      await db.update(companies).set({ iban: company.iban }).where(eq(companies.id, doc.companyId));
    }
  });

  it('refuses a rendition of what is no e-invoice XML', async () => {
    const id = await upload('scan.pdf', textPdf([[50, 800, 12, 'FACTURE 12']]));
    const r = await t.call(admin, { method: 'GET', url: `${API}/documents/${id}/rendition` });
    expect(r.statusCode).toBe(400);
    expect((await t.call(admin, { method: 'GET', url: `${API}/documents/${id}` })).headers['content-type']).toBe(
      'application/pdf',
    );
    expect(
      (await t.call(admin, { method: 'GET', url: `${API}/documents/00000000-0000-0000-0000-000000000000/rendition` }))
        .statusCode,
    ).toBe(404);
  });
});
