import type en from './paymentType.messages.en';
import { paymentTypeModel } from '../../domain/paymentTypes/paymentType.model';

/** Payment types: the resource's name, field and choice labels and its views' texts, in German. */
export default {
  resources: {
    [paymentTypeModel.name]: {
      name: 'Zahlungsart |||| Zahlungsarten',
      fields: {
        name: 'Name',
        kind: 'Zahlungsweg',
        description: 'Beschreibung',
      },
      choices: {
        kind: {
          TRANSFER: 'Überweisung',
          DIRECT_DEBIT: 'Lastschrift',
          CARD: 'Karte',
          CHEQUE: 'Scheck',
          CASH: 'Bargeld',
          OTHER: 'Sonstige',
        },
      },
    },
  },
  permissions: { subject: { PAYMENT_TYPES: 'Zahlungsarten' } },
} satisfies typeof en;
