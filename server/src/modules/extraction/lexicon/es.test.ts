import { describeLexicon } from './lexiconCases';
import { es } from './es';

describeLexicon(es, {
  namedDate: ['Madrid, 12 de marzo de 2024', '2024-03-12'],
  issueLabel: 'Fecha de factura: 12/03/2024',
  dueLabel: 'Fecha de vencimiento: 11/04/2024',
  paymentSentence: 'Pago por transferencia antes del 11/04/2024',
  paidSentence: 'Anticipo recibido el 02/03/2024',
  noVat: 'Operación exenta de IVA',
});
