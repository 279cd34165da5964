import type en from './bankAccount.messages.en';
import { bankAccountModel } from '../../domain/bankAccounts/bankAccount.model';

/** Bank accounts: the resource's name, field labels and its refusals, in French. */
export default {
  resources: {
    [bankAccountModel.name]: {
      name: 'Compte bancaire |||| Comptes bancaires',
      fields: {
        name: 'Nom',
        description: 'Description',
        iban: 'IBAN',
        bic: 'BIC',
      },
    },
  },
  error: {
    bankaccount: { ibantaken: 'Cet IBAN est déjà celui d’un compte bancaire du groupe.' },
    inuse: {
      bankaccount_statements:
        'Ce compte bancaire a %{smart_count} relevé et ne peut pas être supprimé. |||| Ce compte bancaire a %{smart_count} relevés et ne peut pas être supprimé.',
    },
  },
  permissions: { subject: { PAYMENTS: 'paiements' } },
} satisfies typeof en;
