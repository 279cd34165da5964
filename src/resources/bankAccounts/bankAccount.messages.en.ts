import type { Messages } from '../../domain/locales';
import { bankAccountModel } from '../../domain/bankAccounts/bankAccount.model';

/** Bank accounts: the resource's name, field labels and its refusals, in English. */
export default {
  resources: {
    [bankAccountModel.name]: {
      name: 'Bank account |||| Bank accounts',
      fields: {
        name: 'Name',
        description: 'Description',
        iban: 'IBAN',
        bic: 'BIC',
      },
    },
  },
  error: {
    bankaccount: { ibantaken: 'This IBAN is already one of the group’s bank accounts.' },
    inuse: {
      bankaccount_statements:
        'This bank account has %{smart_count} statement and cannot be deleted. |||| This bank account has %{smart_count} statements and cannot be deleted.',
    },
  },
  permissions: { subject: { PAYMENTS: 'payments' } },
} satisfies Messages;
