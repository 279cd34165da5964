import type en from './paymentType.messages.en';
import { paymentTypeModel } from '../../domain/paymentTypes/paymentType.model';

/** Payment types: the resource's name, field and choice labels and its views' texts, in Russian. */
export default {
  resources: {
    [paymentTypeModel.name]: {
      name: 'Способ оплаты |||| Способы оплаты',
      fields: {
        name: 'Название',
        kind: 'Способ',
        description: 'Описание',
      },
      choices: {
        kind: {
          TRANSFER: 'Банковский перевод',
          DIRECT_DEBIT: 'Прямое дебетование',
          CARD: 'Карта',
          CHEQUE: 'Чек',
          CASH: 'Наличные',
          OTHER: 'Другое',
        },
      },
    },
  },
  permissions: { subject: { PAYMENT_TYPES: 'способы оплаты' } },
} satisfies typeof en;
