import { describeLexicon } from './lexiconCases';
import { en } from './en';

describeLexicon(en, {
  namedDate: ['Issued March 12, 2024', '2024-03-12'],
  issueLabel: 'Invoice date: 12/03/2024',
  dueLabel: 'Payment due: 11/04/2024',
  paymentSentence: 'Please pay by bank transfer no later than 11 April 2024',
  paidSentence: 'Deposit paid on 02/03/2024',
  noVat: 'Reverse charge: VAT to be accounted for by the recipient',
});
