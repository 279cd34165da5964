import type { Messages } from '../../domain/locales';
import { paymentTypeModel } from '../../domain/paymentTypes/paymentType.model';

/** Payment types: the resource's name, field and choice labels and its views' texts, in English. */
export default {
  resources: {
    [paymentTypeModel.name]: {
      name: 'Payment type |||| Payment types',
      fields: {
        name: 'Name',
        kind: 'Kind',
        description: 'Description',
      },
      choices: {
        kind: {
          TRANSFER: 'Bank transfer',
          DIRECT_DEBIT: 'Direct debit',
          CARD: 'Card',
          CHEQUE: 'Cheque',
          CASH: 'Cash',
          OTHER: 'Other',
        },
      },
    },
  },
  permissions: { subject: { PAYMENT_TYPES: 'payment types' } },
} satisfies Messages;
