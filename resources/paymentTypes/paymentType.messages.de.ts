import type en from './paymentType.messages.en';
import { paymentTypeModel } from './paymentType.model';

/** Payment types: the resource's name, field and choice labels and its views' texts, in German. */
export default {
  resources: {
    [paymentTypeModel.name]: {
      name: 'Zahlungsart |||| Zahlungsarten',
      fields: {
        name: 'Name',
        description: 'Beschreibung',
      },
    },
  },
} satisfies typeof en;
