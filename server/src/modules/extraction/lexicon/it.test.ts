import { describeLexicon } from './lexiconCases';
import { it as italian } from './it';

describeLexicon(italian, {
  namedDate: ['Milano, 3 aprile 2024', '2024-04-03'],
  issueLabel: 'Data fattura: 12/03/2024',
  dueLabel: 'Data scadenza: 11/04/2024',
  paymentSentence: 'Pagamento con bonifico entro il 11/04/2024',
  paidSentence: 'Acconto ricevuto il 02/03/2024',
  noVat: 'Operazione in franchigia da IVA, regime forfettario',
});
