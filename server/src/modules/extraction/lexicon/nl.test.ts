import { describeLexicon } from './lexiconCases';
import { nl } from './nl';

describeLexicon(nl, {
  namedDate: ['Amsterdam, 12 maart 2024', '2024-03-12'],
  issueLabel: 'Factuurdatum: 12-03-2024',
  dueLabel: 'Vervaldatum: 11-04-2024',
  paymentSentence: 'Wij verzoeken u het bedrag uiterlijk 11-04-2024 over te maken',
  paidSentence: 'Aanbetaling ontvangen op 02-03-2024',
  noVat: 'BTW verlegd',
});
