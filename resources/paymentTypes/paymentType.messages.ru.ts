import type en from './paymentType.messages.en';
import { paymentTypeModel } from './paymentType.model';

/** Payment types: the resource's name, field and choice labels and its views' texts, in Russian. */
export default {
  resources: {
    [paymentTypeModel.name]: {
      name: 'Способ оплаты |||| Способы оплаты',
      fields: {
        name: 'Название',
        description: 'Описание',
      },
    },
  },
} satisfies typeof en;
