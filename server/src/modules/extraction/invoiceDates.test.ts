/** Issue and due dates: payment sentences, debit-date labels, "Issued", dates of a referenced document. */
import { describe, expect, it } from 'vitest';
import { dueInSentence, dueNearAmountToPay, findDueDate, findIssueDate } from './invoiceDates';
import { toLines } from './layout';

const lines = (...rows: string[]) => toLines(rows.join('\n'));

describe('due date told in a payment sentence', () => {
  it.each([
    ['Le montant sera prélevé sur votre moyen de paiement enregistré le 12/02/2025.', '2025-02-12'],
    ['We will collect £45.00 by Direct Debit on or after 17 March 2025.', '2025-03-17'],
    ['Pagamento tramite bonifico entro e non oltre il 19/04/2025.', '2025-04-19'],
    ['Forma de pago: transferencia bancaria antes del 15/05/2025.', '2025-05-15'],
    ['Pago mediante transferencia, a más tardar el 21/08/2025.', '2025-08-21'],
    ['Merci de régler cette facture avant le 30/04/2025 par virement.', '2025-04-30'],
    ['Wij schrijven het bedrag rond 18-12-2024 af van uw rekening.', '2024-12-18'],
    ["L'importo sarà addebitato sul conto corrente il 30/06/2025.", '2025-06-30'],
    ['Cette facture sera prélevée sur votre compte à partir du 18 mars 2025.', '2025-03-18'],
  ])('%s', (sentence, want) => {
    expect(dueInSentence(lines(sentence), 'DMY')?.value).toBe(want);
    expect(findDueDate(lines(sentence), 'DMY')?.value).toBe(want);
  });

  it('takes no date from a sentence without a payment word, nor from a payment already made', () => {
    expect(dueInSentence(lines('Intervention réalisée le 15/04/2024 à Bordeaux.'), 'DMY')).toBeUndefined();
    expect(dueInSentence(lines('Payment received on 3 March 2025, thank you.'), 'DMY')).toBeUndefined();
  });

  it('a deadline sentence is not the issue date', () => {
    const doc = lines(
      'N° facture      Date          Client',
      'HZ-25-0331      31/03/2025    C0412',
      'Merci de régler cette facture avant le 30/04/2025 par virement.',
    );
    expect(findIssueDate(doc, 'DMY')?.value).toBe('2025-03-31');
  });
});

describe('due date labels', () => {
  it.each([
    ['Fecha de cargo:      10/12/2024', '2024-12-10'],
    ['Deposit due 08/01/2025', '2025-01-08'],
    ['Customer              Due           2025-01-11', '2025-01-11'],
  ])('%s', (row, want) => {
    expect(findDueDate(lines('Invoice', row), 'DMY')?.value).toBe(want);
  });
});

describe('issue date', () => {
  it('"Spett.le" (an Italian salutation) is no "le" date label: the order date under it is not the issue date', () => {
    const doc = lines(
      'Spett.le         Cantina Sociale',
      '                 Via Cavata 14',
      'FATTURA    n. 7    del 10 giugno 2025',
      'Vs. ordine del 28/05/2025',
    );
    expect(findIssueDate(doc, 'DMY')?.value).toBe('2025-06-10');
    expect(findIssueDate(lines('Paris, le 3 mai 2025'), 'DMY')?.value).toBe('2025-05-03');
  });

  it('"Issued" labels the issue date, an event date beside it does not', () => {
    expect(findIssueDate(lines('TAX INVOICE 0005521', 'Issued 18/12/2024 · Event date 14/02/2025'), 'DMY')?.value).toBe(
      '2024-12-18',
    );
  });

  it('an "Invoice date" under "Original invoice" is the credited invoice\'s date', () => {
    const doc = lines(
      'CREDIT NOTE',
      '                                  Credit note no.        CN-00412',
      '                                  Date                   14 August 2025',
      '                                  Original invoice       INV-08841',
      '                                  Invoice date           1 August 2025',
    );
    expect(findIssueDate(doc, 'DMY')?.value).toBe('2025-08-14');
  });

  it('"Facture du <date>" without a number, over a debit date', () => {
    const doc = lines(
      'Fibra Connect SA                           Facture du 05/09/2025',
      'Montant prélevé le 20/09/2025 sur le compte : 49,00 EUR',
    );
    expect(findIssueDate(doc, 'DMY')?.value).toBe('2025-09-05');
  });
});

it('"Facture d\'avoir N° X du <date>" is the issue date, "Sur facture Y du <date>" the credited one\'s', () => {
  const doc = lines(
    "Facture d'avoir                           Ne        AV24-0311                 du      11/12/2024",
    'Sur facture FA24-8820 du 02/12/2024',
  );
  expect(findIssueDate(doc, 'DMY')?.value).toBe('2024-12-11');
});

it.each([
  ['Wij verzoeken u het bedrag binnen 14 dagen, uiterlijk 28 oktober 2025, over te maken.', '2025-10-28'],
  ['Den Betrag von 73,85 EUR buchen wir am 17.11.2025 von Ihrem Konto ab.', '2025-11-17'],
])('payment phrases with a split verb or an account: %s', (sentence, want) => {
  expect(dueInSentence(lines(sentence), 'DMY')?.value).toBe(want);
});

it('"Bezug: Rechnung X vom <date>" is the referenced invoice\'s date, not the credit note\'s', () => {
  const doc = lines(
    'GUTSCHRIFT',
    'Gutschrift-Nr.:   G/2025/007',
    'Datum:            14. Jänner 2025',
    'Bezug:            Rechnung R/2024/1183 vom 19.12.2024',
  );
  expect(findIssueDate(doc, 'DMY')?.value).toBe('2025-01-14');
});

describe('due date beside or under the amount to pay', () => {
  it('a deadline cell under "Totale da pagare" ("entro il 30/04/2025")', () => {
    const l = lines(
      'Bolletta n.        Emessa il         Periodo                    Totale da pagare',
      '2025/0419882       10/04/2025        febbraio - marzo 2025      87,40 euro',
      '                                                                entro il 30/04/2025',
    );
    expect(findDueDate(l, 'DMY')?.value).toBe('2025-04-30');
  });

  it('on the line of the amount: "Amount due ... by", "Zu zahlen ... bis zum", "Net à payer ... avant le"', () => {
    expect(dueNearAmountToPay(lines('Amount due      £87.40      by 30/04/2025'), 'DMY')?.value).toBe('2025-04-30');
    expect(dueNearAmountToPay(lines('Zu zahlen   87,40 EUR   bis zum 30.04.2025'), 'DMY')?.value).toBe('2025-04-30');
    expect(dueNearAmountToPay(lines('Net à payer   87,40 €   avant le 30/04/2025'), 'DMY')?.value).toBe('2025-04-30');
  });

  it('a date under the amount without a deadline word is not a due date', () => {
    const l = lines('Totale da pagare', '87,40 euro', 'Emessa il 10/04/2025');
    expect(dueNearAmountToPay(l, 'DMY')).toBeUndefined();
  });
});

describe('service dates are not the issue date', () => {
  it.each([
    [
      'Facture n°          Date               Client n°',
      '251187              14/05/2025         C-0412',
      "Kilométrage : 84 512 km     Date d'entrée : 12/05/2025",
    ],
    ['Rechnung 2025-17', 'Anreisedatum: 12.05.2025', 'Datum: 14.05.2025'],
    ['Factura 118', 'Fecha de llegada: 12/05/2025', 'Fecha: 14/05/2025'],
    ['Fattura 17', 'Data di arrivo: 12/05/2025', 'Data: 14/05/2025'],
    ['Factuur 17', 'Datum aankomst: 12-05-2025', 'Datum: 14-05-2025'],
  ])('%s / %s / %s', (...rows) => {
    expect(findIssueDate(lines(...rows), 'DMY')?.value).toBe('2025-05-14');
  });

  it('a "Date" column of line items and arrival / departure rows give way to the date the folio was printed', () => {
    const doc = lines(
      'Guest: Mr T. Okafor          Folio No.     58213',
      '                             Arrival       12/05/25',
      '                             Departure     13/05/25',
      '                             Printed       14/05/25 10:12',
      'Date        Description                      Charges',
      '12/05/25    Accommodation - Double room      120.00',
      '12/05/25    Restaurant                       46.50',
      '13/05/25    Accommodation - Double room      120.00',
    );
    expect(findIssueDate(doc, 'DMY')?.value).toBe('2025-05-14');
  });
});
