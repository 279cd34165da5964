/**
 * Layouts outside the corpus, in the six languages, built as text PDFs and read through pdfjs: labels above
 * their values, two-column header blocks, header tables, line items beside the totals, several sub-totals,
 * delivery / order / period / due dates beside the invoice date. The kinds of misses seen on unseen invoices.
 */
import { describe, expect, it } from 'vitest';
import { textPdf } from '../../../seed/demoPdf';
import { extractFields } from './fields';
import { readDocument } from './read';

type Row = [number, ...Array<[number, string]>];
/** Rows from the top of the page: [y from the top, [x, text]...], 10 pt text. */
const pdf = (rows: Row[]) =>
  textPdf(
    rows.flatMap(([y, ...cells]) => cells.map(([x, t]) => [x, 812 - y, 10, t] as [number, number, number, string])),
  );
const ctx = { suppliers: [], companyItems: [] };

interface Want {
  number?: string;
  date?: string;
  due?: string;
  ht?: string;
  tva?: string;
  ttc?: string;
  type?: 'INVOICE' | 'CREDIT';
}

const LAYOUTS: Array<[string, Row[], Want]> = [
  [
    'en: one line item priced like a total, totals block below',
    [
      [0, [40, 'Brightline Studio Ltd'], [380, 'INVOICE']],
      [30, [380, 'Invoice No'], [470, 'BL-2024-031']],
      [44, [380, 'Invoice Date'], [470, '14/02/2024']],
      [58, [380, 'Due Date'], [470, '15/03/2024']],
      [120, [40, 'Description'], [300, 'Qty'], [360, 'Rate'], [470, 'Amount']],
      [136, [40, 'Website maintenance, February'], [300, '4.8362'], [360, '108.00'], [470, '522.31']],
      [200, [360, 'Subtotal'], [470, '522.31']],
      [214, [360, 'VAT 21%'], [470, '109.69']],
      [228, [360, 'Total'], [470, '632.00']],
      [260, [40, 'Thank you for your business. Payment 108.00 already received is not deducted.']],
    ],
    { number: 'BL-2024-031', date: '2024-02-14', due: '2024-03-15', ht: '522.31', tva: '109.69', ttc: '632.00' },
  ],
  [
    'en: header labels above their values',
    [
      [0, [40, 'Northwind Hosting'], [400, 'INVOICE']],
      [40, [40, 'Invoice Date'], [200, 'Invoice Number'], [360, 'Due Date']],
      [54, [40, 'Jan 5, 2024'], [200, 'NWH-00981'], [360, 'Feb 4, 2024']],
      [110, [40, 'Item'], [400, 'Amount']],
      [124, [40, 'VPS S (Jan 2024)'], [400, '$20.00']],
      [138, [40, 'Backup storage'], [400, '$5.00']],
      [180, [300, 'Subtotal'], [400, '$25.00']],
      [194, [300, 'Tax (8%)'], [400, '$2.00']],
      [208, [300, 'Amount Due'], [400, '$27.00']],
    ],
    { number: 'NWH-00981', date: '2024-01-05', due: '2024-02-04', ht: '25.00', tva: '2.00', ttc: '27.00' },
  ],
  [
    'fr: telecom bill with several sub-totals',
    [
      [0, [40, 'TéléOuest SAS'], [380, 'Facture']],
      [20, [380, 'N° de facture : TO-77812']],
      [34, [380, 'Date : 03/05/2024']],
      [48, [380, 'Période du 01/04/2024 au 30/04/2024']],
      [100, [40, 'Abonnements'], [300, 'Total HT'], [400, '30,00']],
      [114, [40, 'Communications'], [300, 'Total HT'], [400, '12,50']],
      [128, [40, 'Options'], [300, 'Total HT'], [400, '2,50']],
      [170, [300, 'Total HT'], [440, '45,00']],
      [184, [300, 'TVA 20 %'], [440, '9,00']],
      [198, [300, 'Total TTC'], [440, '54,00']],
      [226, [40, 'Montant prélevé le 18/05/2024 : 54,00 EUR']],
    ],
    { number: 'TO-77812', date: '2024-05-03', ht: '45.00', tva: '9.00', ttc: '54.00' },
  ],
  [
    'es: web hosting invoice',
    [
      [0, [40, 'Alojamientos Rápidos S.L.']],
      [14, [40, 'CIF B12345674']],
      [40, [360, 'Factura nº:'], [450, 'H-2024-0042']],
      [54, [360, 'Fecha de factura:'], [450, '15/02/2024']],
      [68, [360, 'Fecha de vencimiento:'], [450, '15/03/2024']],
      [120, [40, 'Concepto'], [440, 'Importe']],
      [134, [40, 'Plan Pro anual'], [440, '50,00']],
      [180, [340, 'Base imponible'], [440, '50,00 EUR']],
      [194, [340, 'IVA (21%)'], [440, '10,50 EUR']],
      [208, [340, 'Total factura'], [440, '60,50 EUR']],
    ],
    { number: 'H-2024-0042', date: '2024-02-15', due: '2024-03-15', ht: '50.00', tva: '10.50', ttc: '60.50' },
  ],
  [
    'it: delivery date and due date beside the invoice date',
    [
      [0, [40, 'Tipografia Verdi S.r.l.']],
      [30, [360, 'Fattura n.'], [450, '2024/118']],
      [44, [360, 'Data consegna'], [450, '28/03/2024']],
      [58, [360, 'Data'], [450, '03/04/2024']],
      [72, [360, 'Scadenza'], [450, '03/05/2024']],
      [120, [40, 'Descrizione'], [300, 'Q.tà'], [440, 'Importo']],
      [134, [40, 'Stampa brochure'], [300, '1000'], [440, '1.000,00']],
      [180, [340, 'Imponibile'], [440, '1.000,00']],
      [194, [340, 'IVA 22%'], [440, '220,00']],
      [208, [340, 'Totale documento'], [440, '1.220,00']],
    ],
    { number: '2024/118', date: '2024-04-03', due: '2024-05-03', ht: '1000.00', tva: '220.00', ttc: '1220.00' },
  ],
  [
    'nl: two-column header block',
    [
      [0, [40, 'Bakkerij de Vries B.V.']],
      [30, [40, 'Factuurnummer'], [150, 'F-88812'], [330, 'Leverdatum'], [440, '10-06-2024']],
      [44, [40, 'Factuurdatum'], [150, '14-06-2024'], [330, 'Vervaldatum'], [440, '28-06-2024']],
      [100, [40, 'Omschrijving'], [440, 'Bedrag']],
      [114, [40, 'Broodjes'], [440, '200,00']],
      [160, [340, 'Subtotaal'], [440, '200,00']],
      [174, [340, 'BTW 21%'], [440, '42,00']],
      [188, [340, 'Totaal'], [440, '242,00']],
    ],
    { number: 'F-88812', date: '2024-06-14', due: '2024-06-28', ht: '200.00', tva: '42.00', ttc: '242.00' },
  ],
  [
    'de: header table, values under their labels',
    [
      [0, [40, 'Schreinerei Holzmann GmbH']],
      [40, [40, 'Rechnungsnr.'], [150, 'Datum'], [250, 'Kundennr.'], [350, 'Lieferdatum']],
      [54, [40, 'RE-4471'], [150, '12.03.2024'], [250, 'K-1002'], [350, '08.03.2024']],
      [110, [40, 'Pos.'], [80, 'Bezeichnung'], [440, 'Betrag']],
      [124, [40, '1'], [80, 'Einbauschrank Eiche'], [440, '1.500,00']],
      [170, [340, 'Netto'], [440, '1.500,00']],
      [184, [340, 'MwSt. 19 %'], [440, '285,00']],
      [198, [340, 'Gesamt'], [440, '1.785,00']],
      [226, [40, 'Zahlbar innerhalb von 14 Tagen ohne Abzug.']],
    ],
    { number: 'RE-4471', date: '2024-03-12', ht: '1500.00', tva: '285.00', ttc: '1785.00' },
  ],
  [
    'fr: label above its value in a block, amount due after a prepayment',
    [
      [0, [40, 'Menuiserie Garnier'], [380, 'FACTURE']],
      [30, [380, 'Numéro']],
      [44, [380, 'MG-2024-0007']],
      [64, [380, "Date d'émission"]],
      [78, [380, '05/03/2024']],
      [98, [380, 'Date de livraison']],
      [112, [380, '01/03/2024']],
      [160, [40, 'Désignation'], [440, 'Montant HT']],
      [174, [40, 'Pose de parquet'], [440, '90,00']],
      [220, [300, 'Total HT'], [440, '90,00']],
      [234, [300, 'TVA 20 %'], [440, '18,00']],
      [248, [300, 'Total TTC'], [440, '108,00']],
      [262, [300, 'Acompte versé'], [440, '50,00']],
      [276, [300, 'Reste à payer'], [440, '58,00']],
      [300, [40, 'À payer avant le 04/04/2024']],
    ],
    { number: 'MG-2024-0007', date: '2024-03-05', due: '2024-04-04', ht: '90.00', tva: '18.00', ttc: '108.00' },
  ],
  [
    'it: credit note',
    [
      [0, [40, 'Ferramenta Rossi S.p.A.']],
      [30, [360, 'Nota di credito n.'], [470, 'NC-12']],
      [44, [360, 'Data documento'], [470, '10/01/2024']],
      [100, [40, 'Reso merce'], [440, '-100,00']],
      [150, [340, 'Imponibile'], [440, '-100,00']],
      [164, [340, 'IVA 22%'], [440, '-22,00']],
      [178, [340, 'Totale'], [440, '-122,00']],
    ],
    { number: 'NC-12', date: '2024-01-10', ht: '-100.00', tva: '-22.00', ttc: '-122.00', type: 'CREDIT' },
  ],
  [
    'es: amounts with no labels the rules know, totals found by their arithmetic',
    [
      [0, [40, 'Talleres Ibáñez']],
      [30, [360, 'Factura'], [450, 'TI-5520']],
      [44, [360, 'Fecha'], [450, '2 de abril de 2024']],
      [100, [40, 'Reparación'], [440, '300,00']],
      [114, [40, 'Piezas'], [440, '120,00']],
      [160, [340, 'Suma'], [440, '420,00']],
      [174, [340, 'Cuota 21 %'], [440, '88,20']],
      [188, [340, 'A abonar'], [440, '508,20']],
    ],
    { number: 'TI-5520', date: '2024-04-02', ht: '420.00', tva: '88.20', ttc: '508.20' },
  ],
];

describe('unseen layouts (text layer)', () => {
  it.each(LAYOUTS)('%s', async (_name, rows, want) => {
    const read = await readDocument(pdf(rows), 'application/pdf', { ocr: false, algorithm: 'PDF' });
    const f = extractFields(read, ctx);
    const got: Want = {};
    if (want.number) got.number = f.invoiceNumber?.value;
    if (want.date) got.date = f.date?.value;
    if (want.due) got.due = f.dueDate?.value;
    if (want.ht) got.ht = f.totalHT?.value;
    if (want.tva) got.tva = f.totalTVA?.value;
    if (want.ttc) got.ttc = f.totalTTC?.value;
    if (want.type) got.type = f.type?.value;
    expect(got, read.text).toEqual(want);
  });
});

it('a cell opening with "N°" and a number holding letters or dashes is the invoice number', async () => {
  const read = await readDocument(
    pdf([
      [0, [40, 'Fibra Connect SA'], [380, 'Facture du 05/09/2025']],
      [14, [380, 'N° FC-0925-5512340']],
      [60, [300, 'Total TTC'], [430, '49,00']],
    ]),
    'application/pdf',
    { ocr: false, algorithm: 'PDF', useXml: false },
  );
  expect(extractFields(read, ctx).invoiceNumber?.value).toBe('FC-0925-5512340');
});

it('OCR confusions of the "Nº" sign in number labels (N¢, Ne, N°2, N®)', async () => {
  const { findInvoiceNumber } = await import('./invoiceNumber');
  const { toLines } = await import('./layout');
  const number = (...rows: string[]) => findInvoiceNumber(toLines(rows.join('\n')))?.value;
  expect(number("Facture d'avoir                           Ne        AV24-0311        du      11/12/2024")).toBe(
    'AV24-0311',
  );
  expect(
    number(
      '                        N¢ Factura            Fecha',
      '                        A-2025/019            15/04/2025',
    ),
  ).toBe('A-2025/019');
  expect(number('                        N°2 de factura:            TI0024-889123')).toBe('TI0024-889123');
  expect(number('Factura n®                   2025/A/00087                                   Cliente')).toBe(
    '2025/A/00087',
  );
});

it('a number after a qualified title ("Fattura differita n.") or after the document word and a colon', async () => {
  const { findInvoiceNumber } = await import('./invoiceNumber');
  const { toLines } = await import('./layout');
  const number = (...rows: string[]) => findInvoiceNumber(toLines(rows.join('\n')))?.value;
  expect(number('FATTURA DIFFERITA n. 415 del 31/10/2025', 'Rif. DDT n. 88 del 02/10/2025')).toBe('415');
  expect(number('Factura: 2025/031', 'Fecha factura: 20/10/2025')).toBe('2025/031');
});

it('"Réf. facture :" names another document than the credit note', async () => {
  const { findInvoiceNumber } = await import('./invoiceNumber');
  const { toLines } = await import('./layout');
  const rows = ['AVOIR', 'Numéro : AV-000218', 'Date : 29/01/2024', 'Réf. facture : FA-004511'];
  expect(findInvoiceNumber(toLines(rows.join('\n')))?.value).toBe('AV-000218');
});

it('a number written in groups of digits after "N°" keeps its groups, a date or an amount does not pass for one', async () => {
  const { findInvoiceNumber } = await import('./invoiceNumber');
  const { toLines } = await import('./layout');
  const number = (...rows: string[]) => findInvoiceNumber(toLines(rows.join('\n')))?.value;
  expect(number('Énergies du Sud-Ouest                     Facture du 06/11/2024', '    N° 3004 5512 887')).toBe(
    '3004 5512 887',
  );
  expect(number('Facture N° 3004 5512 887        Date : 06/11/2024')).toBe('3004 5512 887');
  expect(number('N° 12 11 2024')).not.toBe('12 11 2024');
  expect(number('N° 01 23 45 67 89')).not.toBe('01 23 45 67 89');
  expect(number('Total N° 1 234,56')).toBeUndefined();
});

it("a header cell ending in the document word does not join the next cell's number label", async () => {
  const { findInvoiceNumber } = await import('./invoiceNumber');
  const { toLines } = await import('./layout');
  const rows = [
    'Tipologia documento      Numero documento      Data documento',
    'TD01 fattura             118/FE                2025-03-05',
  ];
  expect(findInvoiceNumber(toLines(rows.join('\n')))?.value).toBe('118/FE');
});

it('fee notes ("Note d\'honoraires N°", "Honorarnote Nr.", "Nota de honorarios nº") and a short number after "Fattura n."', async () => {
  const { findInvoiceNumber } = await import('./invoiceNumber');
  const { toLines } = await import('./layout');
  const number = (...rows: string[]) => findInvoiceNumber(toLines(rows.join('\n')))?.value;
  expect(number('Paris, le 1er avril 2025', "NOTE D'HONORAIRES N° 2025-04-017", 'Dossier : SCI Tilleuls')).toBe(
    '2025-04-017',
  );
  expect(number('Honorarnote Nr. HN-2025-031          München, 3. April 2025')).toBe('HN-2025-031');
  expect(number('Nota de honorarios nº 0042/25')).toBe('0042/25');
  expect(number('Fattura n. 14 del 11/04/2025')).toBe('14');
  expect(number('Invoice n. 7')).toBe('7');
  // a short number needs a strong document label
  expect(number('Pos. n. 14')).toBeUndefined();
});

it('compound title words ("Schlussrechnung", "Factura simplificada"), a folio and compound Dutch labels carry the number', async () => {
  const { findInvoiceNumber } = await import('./invoiceNumber');
  const { toLines } = await import('./layout');
  const number = (...rows: string[]) => findInvoiceNumber(toLines(rows.join('\n')))?.value;
  expect(number('Schlussrechnung SR-2025-044          Nürnberg, 20.05.2025')).toBe('SR-2025-044');
  expect(number('Abschlagsrechnung AR-17')).toBe('AR-17');
  expect(number('FACTURA SIMPLIFICADA T-004512')).toBe('T-004512');
  expect(number('Factura rectificativa R-2025-09')).toBe('R-2025-09');
  expect(number("Facture d'acompte AC-2025-3")).toBe('AC-2025-3');
  expect(number('Guest: Mr Okafor          Folio No.     58213')).toBe('58213');
  expect(number('Aan: Blauw          Creditfactuurnummer      CF-2025-0019')).toBe('CF-2025-0019');
  expect(number('Eindfactuurnummer: EF-0042')).toBe('EF-0042');
});

it("a credit note's own number beats the referenced invoice's number in a sentence", async () => {
  const { findInvoiceNumber } = await import('./invoiceNumber');
  const { toLines } = await import('./layout');
  const number = (...rows: string[]) => findInvoiceNumber(toLines(rows.join('\n')))?.value;
  expect(
    number('NOTA DI CREDITO NC/25/0012 del 26/05/2025', 'A storno parziale della fattura n. 2025/0388 del 30/04/2025'),
  ).toBe('NC/25/0012');
  expect(number('AVOIR AV-2025-07', 'Annulation partielle de la facture n° F-2025-118 du 02/04/2025')).toBe(
    'AV-2025-07',
  );
  expect(number('Credit note CN-88', 'Refund of invoice no. INV-1203')).toBe('CN-88');
  // alone, the referenced number is still taken rather than nothing
  expect(number('A storno della fattura n. 2025/0388')).toBe('2025/0388');
});
