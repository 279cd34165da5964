import type en from './paymentType.messages.en';
import { paymentTypeModel } from './paymentType.model';

/** Payment types: the resource's name, field and choice labels and its views' texts, in Simplified Chinese. */
export default {
  resources: {
    [paymentTypeModel.name]: {
      name: '付款方式 |||| 付款方式',
      fields: {
        name: '名称',
        description: '描述',
      },
    },
  },
} satisfies typeof en;
