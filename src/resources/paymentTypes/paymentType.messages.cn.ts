import type en from './paymentType.messages.en';
import { paymentTypeModel } from '../../domain/paymentTypes/paymentType.model';

/** Payment types: the resource's name, field and choice labels and its views' texts, in Simplified Chinese. */
export default {
  resources: {
    [paymentTypeModel.name]: {
      name: '付款方式 |||| 付款方式',
      fields: {
        name: '名称',
        kind: '方式',
        description: '描述',
      },
      choices: {
        kind: {
          TRANSFER: '银行转账',
          DIRECT_DEBIT: '直接借记',
          CARD: '银行卡',
          CHEQUE: '支票',
          CASH: '现金',
          OTHER: '其他',
        },
      },
    },
  },
  permissions: { subject: { PAYMENT_TYPES: '付款方式' } },
} satisfies typeof en;
