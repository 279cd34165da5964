import { describeLexicon } from './lexiconCases';
import { fr } from './fr';

describeLexicon(fr, {
  namedDate: ['Paris, le 1er février 2024', '2024-02-01'],
  issueLabel: 'Date de facture : 12/03/2024',
  dueLabel: "Date d'échéance : 12/04/2024",
  paymentSentence: 'Montant prélevé sur votre compte le 15/04/2024',
  paidSentence: 'Acompte reçu le 02/03/2024',
  noVat: 'TVA non applicable, art. 293 B du CGI',
});
