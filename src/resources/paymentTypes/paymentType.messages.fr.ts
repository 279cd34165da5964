import type en from './paymentType.messages.en';
import { paymentTypeModel } from '../../domain/paymentTypes/paymentType.model';

/** Payment types: the resource's name, field and choice labels and its views' texts, in French. */
export default {
  resources: {
    [paymentTypeModel.name]: {
      name: 'Type de paiement |||| Types de paiement',
      fields: {
        name: 'Nom',
        kind: 'Nature',
        description: 'Description',
      },
      choices: {
        kind: {
          TRANSFER: 'Virement',
          DIRECT_DEBIT: 'Prélèvement',
          CARD: 'Carte',
          CHEQUE: 'Chèque',
          CASH: 'Espèces',
          OTHER: 'Autre',
        },
      },
    },
  },
  permissions: { subject: { PAYMENT_TYPES: 'modes de paiement' } },
} satisfies typeof en;
