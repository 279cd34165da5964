import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eInvoiceText, parseEInvoice, xmlRootName } from './einvoice';
import { extractFields } from './fields';
import { readDocument } from './read';
import { corpusFile, fixture, label, money, readCorpus } from '../../../test/extraction';

const ctx = { suppliers: [], companyItems: [] };

describe('CII e-invoices from the corpus', () => {
  it.each([
    ['facturx-fnfe', 'Facture_F20220023-LE_FOURNISSEUR-POUR-LE_CLIENT_EN_16931.pdf'],
    ['zugferd-corpus', 'Avoir_FR_type381_BASIC.pdf'],
    ['zugferd-corpus', 'ZUGFeRD_1p0_COMFORT_Rechnungskorrektur.pdf'],
    ['zugferd-corpus', 'zugferd_2p0_EXTENDED_Fremdwaehrung.pdf'],
    ['zugferd-corpus', 'EN16931_Miete.pdf'],
  ])('%s/%s: the standalone XML gives the labelled values', (folder, file) => {
    const l = label(folder, file);
    const x = parseEInvoice(readCorpus(folder, l.label_file!))!;
    expect(x.syntax).toBe('CII');
    expect(x.number).toBe(l.invoice_number);
    expect(x.issueDate).toBe(l.date);
    expect(x.dueDate ?? null).toBe(l.due_date);
    expect(x.type).toBe(l.type);
    expect(x.currency).toBe(l.currency);
    expect(x.seller.name).toBe(l.supplier);
    expect(x.totalHT).toBe(money(l.total_ht!));
    expect(x.totalTVA).toBe(money(l.tva!));
    expect(x.totalTTC).toBe(money(l.total_ttc!));
  });

  it('reads seller identifiers: SIREN/SIRET (0002/0009), VAT (VA), IBAN', () => {
    const x = parseEInvoice(
      readCorpus('facturx-fnfe', 'Facture_UC1_2023020_AFF-LE_FOURNISSEUR-POUR-L_ACHETEUR_EN_16931.factur-x.xml'),
    )!;
    const ids = x.seller.ids.map((i) => `${i.type}:${i.value}`);
    expect(ids).toEqual(expect.arrayContaining(['SIRET:10000000900017', 'SIREN:100000009', 'VAT:FR88100000009']));
    expect(x.buyer.ids.map((i) => `${i.type}:${i.value}`)).toEqual(expect.arrayContaining(['SIRET:20000000800025']));
    expect(x.seller.ids.some((i) => i.type === 'IBAN')).toBe(true);
  });

  it('the embedded XML of a Factur-X PDF is read first, with source xml and confidence 1; credit notes get amounts <= 0', async () => {
    const l = label('zugferd-corpus', 'Avoir_FR_type381_BASIC.pdf');
    const read = await readDocument(readCorpus('zugferd-corpus', l.file), 'application/pdf', {
      ocr: false,
      algorithm: 'PDF',
    });
    expect(read.source).toBe('xml');
    expect(read.text).toContain('AV-2017-0005');
    const f = extractFields(read, ctx);
    expect(f.invoiceNumber).toEqual({ value: 'AV-2017-0005', source: 'xml', confidence: 1 });
    expect(f.type?.value).toBe('CREDIT');
    expect(f.totalTTC?.value).toBe('-233.47');
    expect(f.totalHT?.value).toBe('-218.48');
    expect(f.supplier?.value.name).toBe('Au bon moulin');
  });
});

describe('UBL e-invoices', () => {
  it('reads an XRechnung UBL invoice', () => {
    const x = parseEInvoice(fixture('ubl-invoice.xml'))!;
    expect(x).toMatchObject({
      syntax: 'UBL',
      number: 'XR-2024-0042',
      issueDate: '2024-03-12',
      dueDate: '2024-04-11',
      type: 'INVOICE',
      typeCode: '380',
      currency: 'EUR',
      totalHT: '1234.00',
      totalTVA: '234.46',
      totalTTC: '1468.46',
      duePayable: '1468.46',
    });
    expect(x.seller.name).toBe('Beispiel Lieferant GmbH');
    expect(x.seller.ids.map((i) => `${i.type}:${i.value}`)).toEqual(
      expect.arrayContaining([
        'VAT:DE812345673',
        'IBAN:DE89370400440532013000',
        'EMAIL:rechnung@beispiel-lieferant.de',
      ]),
    );
    expect(x.buyer.ids.map((i) => `${i.type}:${i.value}`)).toEqual(
      expect.arrayContaining(['SIRET:73282932000074', 'SIREN:732829320']),
    );
  });

  it('reads a UBL credit note as CREDIT', () => {
    const x = parseEInvoice(fixture('ubl-creditnote.xml'))!;
    expect(x).toMatchObject({ type: 'CREDIT', typeCode: '381', number: 'CN-7', totalTTC: '12.00' });
    expect(eInvoiceText(x)).toContain('Credit note CN-7');
  });

  it('a standalone XML file goes the XML way, and supplier/direction come from its parties', async () => {
    const read = await readDocument(fixture('ubl-invoice.xml'), 'application/xml', { ocr: false, algorithm: 'PDF' });
    expect(read).toMatchObject({ kind: 'xml', source: 'xml' });
    const known = {
      uuid: 'u1',
      name: 'Lieferant (another name)',
      identifiers: [{ type: 'VAT', value: 'DE 812 345 673' }],
    };
    const f = extractFields(read, { suppliers: [known], companyItems: ['732829320'] });
    expect(f.supplier?.value).toEqual({ uuid: 'u1', name: known.name, matchedBy: 'VAT' });
    expect(f.direction?.value).toBe('SUPPLIER');
    expect(f.totalTTC).toEqual({ value: '1468.46', source: 'xml', confidence: 1 });
    // the same file seen by its seller: a customer document, the source being the buyer
    const mine = extractFields(read, {
      suppliers: [{ uuid: 'c1', name: 'Acheteur Public', identifiers: [{ type: 'SIREN', value: '732829320' }] }],
      companyItems: ['DE812345673'],
    });
    expect(mine.direction?.value).toBe('CUSTOMER');
    expect(mine.supplier?.value).toMatchObject({ uuid: 'c1', matchedBy: 'SIREN' });
  });

  it('tells e-invoice roots from other XML', () => {
    expect(xmlRootName('<?xml version="1.0"?><!-- c --><rsm:CrossIndustryInvoice xmlns:rsm="x">')).toBe(
      'CrossIndustryInvoice',
    );
    expect(parseEInvoice('<html><body/></html>')).toBeNull();
    expect(fs.existsSync(corpusFile('zugferd-corpus', 'labels.json'))).toBe(true);
  });
});
