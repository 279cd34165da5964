import type en from './bankAccount.messages.en';
import { bankAccountModel } from '../../domain/bankAccounts/bankAccount.model';

/** Bank accounts: the resource's name, field labels and its refusals, in German. */
export default {
  resources: {
    [bankAccountModel.name]: {
      name: 'Bankkonto |||| Bankkonten',
      fields: {
        name: 'Name',
        description: 'Beschreibung',
        iban: 'IBAN',
        bic: 'BIC',
      },
    },
  },
  error: {
    bankaccount: { ibantaken: 'Diese IBAN gehört bereits zu einem Bankkonto der Gruppe.' },
    inuse: {
      bankaccount_statements:
        'Dieses Bankkonto hat %{smart_count} Kontoauszug und kann nicht gelöscht werden. |||| Dieses Bankkonto hat %{smart_count} Kontoauszüge und kann nicht gelöscht werden.',
    },
  },
  permissions: { subject: { PAYMENTS: 'Zahlungen' } },
} satisfies typeof en;
