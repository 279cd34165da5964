import type en from './bankAccount.messages.en';
import { bankAccountModel } from '../../domain/bankAccounts/bankAccount.model';

/** Bank accounts: the resource's name, field labels and its refusals, in Russian. */
export default {
  resources: {
    [bankAccountModel.name]: {
      name: 'Банковский счёт |||| Банковские счета',
      fields: {
        name: 'Название',
        description: 'Описание',
        iban: 'IBAN',
        bic: 'BIC',
      },
    },
  },
  error: {
    bankaccount: { ibantaken: 'Этот IBAN уже принадлежит банковскому счёту группы.' },
    inuse: {
      bankaccount_statements:
        'У этого банковского счёта есть выписки (%{smart_count}), его нельзя удалить. |||| У этого банковского счёта есть выписки (%{smart_count}), его нельзя удалить.',
    },
  },
  permissions: { subject: { PAYMENTS: 'платежи' } },
} satisfies typeof en;
