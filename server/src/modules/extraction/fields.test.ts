import { describe, expect, it } from 'vitest';
import { extractFields } from './fields';
import { readDocument } from './read';
import { normName } from './supplier';
import { label, money, readCorpus } from '../../../test/extraction';
import type { ReadResult } from './types';

const TEXT = { ocr: false, algorithm: 'PDF' as const, useXml: false };
const noCtx = { suppliers: [], companyItems: [] };
const abs = (v: string | undefined) => v?.replace(/^-/, '');

describe('field extraction from the PDF text layer (XML off), compared with labels.json', () => {
  it.each([
    ['facturx-fnfe', 'Facture_F20220023-LE_FOURNISSEUR-POUR-LE_CLIENT_EN_16931.pdf'],
    ['facturx-fnfe', 'Facture_F20220028-LE_FOURNISSEUR-POUR-LE_CLIENT_EN_16931.pdf'],
    ['zugferd-corpus', 'Avoir_FR_type381_BASIC.pdf'],
    ['zugferd-corpus', 'ZUGFeRD_1p0_BASIC_Einfach.pdf'],
    ['zugferd-corpus', 'EN16931_Betriebskostenabrechnung.pdf'],
    ['zugferd-corpus', 'MustangGnuaccountingBeispielRE-20201121_508.pdf'],
    ['invoice2data', 'AzureInterior.pdf'],
    ['invoice2data', 'coolblue1.pdf'],
    ['invoice2data', 'QualityHosting.pdf'],
    ['invoice2data', 'free_fiber.pdf'],
  ])('%s/%s', async (folder, file) => {
    const l = label(folder, file);
    const read = await readDocument(readCorpus(folder, file), 'application/pdf', TEXT);
    expect(read.source).toBe('text');
    const f = extractFields(read, noCtx);
    expect(f.invoiceNumber?.value).toBe(l.invoice_number);
    expect(f.date?.value).toBe(l.date);
    if (l.due_date) expect(f.dueDate?.value).toBe(l.due_date);
    expect(f.type?.value).toBe(l.type);
    expect(abs(f.totalTTC?.value)).toBe(abs(money(l.total_ttc!)));
    expect(abs(f.totalHT?.value)).toBe(abs(money(l.total_ht!)));
    if (l.label_check?.tva !== false) expect(abs(f.totalTVA?.value)).toBe(abs(money(l.tva!)));
    if (l.type === 'CREDIT') expect(f.totalTTC?.value.startsWith('-')).toBe(true);
    expect(f.currency?.value).toBe(l.currency);
    expect(normName(f.supplier!.value.name)).toBe(normName(l.supplier!));
    for (const v of [f.invoiceNumber, f.date, f.totalTTC, f.supplier]) expect(v?.source).toBe('text');
    expect(f.supplier!.confidence).toBeLessThanOrEqual(0.5);
  });
});

const doc = (text: string): ReadResult => ({ kind: 'pdf', source: 'text', text, pages: 1, warnings: [] });

describe('rules on synthetic invoices', () => {
  it('reads English totals, derives a missing VAT with lower confidence', () => {
    const f = extractFields(
      doc(
        [
          'ACME Widgets Ltd',
          'Invoice No: INV-2024-118            Invoice date: March 12, 2024',
          'Payment due date: April 11, 2024',
          'Subtotal            $1,250.00',
          'Total amount due            $1,500.00',
        ].join('\n'),
      ),
      noCtx,
    );
    expect(f.invoiceNumber?.value).toBe('INV-2024-118');
    expect(f.date?.value).toBe('2024-03-12');
    expect(f.dueDate?.value).toBe('2024-04-11');
    expect(f.totalHT?.value).toBe('1250.00');
    expect(f.totalTTC?.value).toBe('1500.00');
    expect(f.totalTVA?.value).toBe('250.00');
    expect(f.totalTVA!.confidence).toBeLessThan(f.totalTTC!.confidence);
    expect(f.currency?.value).toBe('USD');
    expect(f.supplier?.value.name).toBe('ACME Widgets Ltd');
  });

  it('picks the consistent triple among several candidates (German, per-rate VAT lines)', () => {
    const f = extractFields(
      doc(
        [
          'Muster Handel GmbH',
          'Rechnung Nr. 2024-77 vom 12. März 2024',
          'Nettobetrag            1.000,00 EUR',
          'USt. 7 %   200,00            14,00',
          'USt. 19 %   800,00           152,00',
          'MwSt gesamt            166,00 EUR',
          'Gesamtbetrag            1.166,00 EUR',
          'Zahlungsziel: 11.04.2024',
        ].join('\n'),
      ),
      noCtx,
    );
    expect([f.totalHT?.value, f.totalTVA?.value, f.totalTTC?.value]).toEqual(['1000.00', '166.00', '1166.00']);
    expect(f.invoiceNumber?.value).toBe('2024-77');
    expect(f.date?.value).toBe('2024-03-12');
    expect(f.dueDate?.value).toBe('2024-04-11');
    expect(f.totalTTC!.confidence).toBeGreaterThanOrEqual(0.85);
  });

  it('recognizes a credit note and keeps its amounts negative', () => {
    const f = extractFields(
      doc(
        [
          'Papeterie Durand SARL',
          'AVOIR N° AV-0042            Date : 02/05/2024',
          'Total HT            10,00 €',
          'TVA 20 %            2,00 €',
          'Total TTC            12,00 €',
        ].join('\n'),
      ),
      noCtx,
    );
    expect(f.type?.value).toBe('CREDIT');
    expect([f.totalHT?.value, f.totalTVA?.value, f.totalTTC?.value]).toEqual(['-10.00', '-2.00', '-12.00']);
    expect(f.invoiceNumber?.value).toBe('AV-0042');
  });

  it('matches a known supplier by identifiers (SIRET, VAT, IBAN) and by name; tells the direction', () => {
    const text = [
      'Papeterie Durand SARL - 12 rue des Lilas - 69001 Lyon',
      'SIRET 732 829 320 00074 - TVA FR44732829320',
      'Client : Groupe Delacroix SAS - TVA FR 40 303 265 045',
      'Facture N° F-100            Date : 02/05/2024',
      'Total TTC            12,00 €',
    ].join('\n');
    const suppliers = [
      { uuid: 'a', name: 'Autre', identifiers: [{ type: 'SIREN', value: '552100554' }] },
      { uuid: 'b', name: 'Durand (papeterie)', identifiers: [{ type: 'SIREN', value: '732829320' }] },
    ];
    const company = ['Groupe Delacroix', 'FR40303265045'];
    const f = extractFields(doc(text), { suppliers, companyItems: company });
    expect(f.supplier?.value).toEqual({ uuid: 'b', name: 'Durand (papeterie)', matchedBy: 'SIREN' });
    expect(f.direction?.value).toBe('SUPPLIER');
    const byIban = extractFields(doc(`${text}\nIBAN FR76 3000 6000 0112 3456 7890 189`), {
      suppliers: [{ uuid: 'c', name: 'X', identifiers: [{ type: 'IBAN', value: 'FR7630006000011234567890189' }] }],
      companyItems: [],
    });
    expect(byIban.supplier?.value).toMatchObject({ uuid: 'c', matchedBy: 'IBAN' });
    const byName = extractFields(doc(text), {
      suppliers: [{ uuid: 'd', name: 'PAPETERIE DURAND', identifiers: [] }],
      companyItems: [],
    });
    expect(byName.supplier?.value).toEqual({ uuid: 'd', name: 'PAPETERIE DURAND', matchedBy: 'NAME' });
    // the company's own sales invoice
    const own = extractFields(doc(text), { suppliers: [], companyItems: ['Papeterie Durand', '73282932000074'] });
    expect(own.direction?.value).toBe('CUSTOMER');
  });

  it('returns nothing for an empty text', () => {
    expect(extractFields(doc(''), noCtx)).toEqual({});
  });
});

describe('invoices outside the corpus (French, British, Dutch, German layouts)', () => {
  it.each([
    [
      'fr',
      [
        'Boulangerie Martin SAS',
        '12 avenue Foch, 75016 Paris',
        'SIRET 732 829 320 00074',
        '                                            Client : Restaurant Le Zinc',
        'FACTURE',
        'N° de facture : 2024-001',
        'Date de facture : 15 mars 2024',
        "Date d'échéance : 14/04/2024",
        'Désignation              Qté    P.U. HT      Montant HT',
        'Pain de campagne          10     3,50 €        35,00 €',
        'Montant HT :                                1 234,56 €',
        'TVA (20 %) :                                  246,91 €',
        'Montant TTC :                               1 481,47 €',
      ],
      ['2024-001', '2024-03-15', '2024-04-14', '1234.56', '246.91', '1481.47', 'EUR', 'Boulangerie Martin SAS'],
    ],
    [
      'uk',
      [
        'Brightside Consulting Ltd',
        '1 High Street, London EC1A 1AA',
        'VAT Reg No: GB 123 4567 89',
        'INVOICE',
        'Invoice no.   12345',
        'Date:   12/03/2024',
        'Bill to: Acme plc',
        'Consulting services               £1,000.00',
        'Subtotal                          £1,000.00',
        'VAT @ 20%                           £200.00',
        'Total GBP                         £1,200.00',
        'Payment due by 11/04/2024',
      ],
      ['12345', '2024-03-12', '2024-04-11', '1000.00', '200.00', '1200.00', 'GBP', 'Brightside Consulting Ltd'],
    ],
    [
      'nl',
      [
        'Fietsenwinkel De Ketting B.V.',
        'Factuurnummer: F-2024-0077',
        'Factuurdatum: 12-03-2024',
        'Vervaldatum: 26-03-2024',
        'Subtotaal        € 100,00',
        'BTW 21%          € 21,00',
        'Totaal           € 121,00',
      ],
      ['F-2024-0077', '2024-03-12', '2024-03-26', '100.00', '21.00', '121.00', 'EUR', 'Fietsenwinkel De Ketting B.V.'],
    ],
    [
      'de',
      [
        'Maschinenbau Huber GmbH · Industriestr. 5 · 80331 München',
        'Rechnung',
        'Rechnungsnummer: RE-2024-0815',
        'Rechnungsdatum: 12. März 2024',
        'Nettobetrag                         1.000,00 €',
        'zzgl. 19 % MwSt.                      190,00 €',
        'Rechnungsbetrag                     1.190,00 €',
        'Zahlbar bis 11.04.2024 ohne Abzug.',
      ],
      ['RE-2024-0815', '2024-03-12', '2024-04-11', '1000.00', '190.00', '1190.00', 'EUR', 'Maschinenbau Huber GmbH'],
    ],
  ])('%s', (_lang, lines, want) => {
    const f = extractFields(doc(lines.join('\n')), noCtx);
    expect([
      f.invoiceNumber?.value,
      f.date?.value,
      f.dueDate?.value,
      f.totalHT?.value,
      f.totalTVA?.value,
      f.totalTTC?.value,
      f.currency?.value,
      f.supplier?.value.name,
    ]).toEqual(want);
    expect(f.type?.value).toBe('INVOICE');
  });
});
