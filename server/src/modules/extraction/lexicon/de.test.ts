import { describeLexicon } from './lexiconCases';
import { de } from './de';

describeLexicon(de, {
  namedDate: ['Wien, 12. Jänner 2024', '2024-01-12'],
  issueLabel: 'Rechnungsdatum: 12.03.2024',
  dueLabel: 'Fällig am 11.04.2024',
  paymentSentence: 'Bitte überweisen Sie den Betrag bis zum 11.04.2024',
  paidSentence: 'Anzahlung erhalten am 02.03.2024',
  noVat: 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet',
});
