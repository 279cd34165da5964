import type en from './bankAccount.messages.en';
import { bankAccountModel } from '../../domain/bankAccounts/bankAccount.model';

/** Bank accounts: the resource's name, field labels and its refusals, in Chinese. */
export default {
  resources: {
    [bankAccountModel.name]: {
      name: '银行账户 |||| 银行账户',
      fields: {
        name: '名称',
        description: '描述',
        iban: 'IBAN',
        bic: 'BIC',
      },
    },
  },
  error: {
    bankaccount: { ibantaken: '此 IBAN 已属于集团的某个银行账户。' },
    inuse: { bankaccount_statements: '此银行账户有 %{smart_count} 份对账单，无法删除。' },
  },
  permissions: { subject: { PAYMENTS: '付款' } },
} satisfies typeof en;
