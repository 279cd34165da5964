import type { Messages } from '../../domain/locales';
import { accountModel } from '../../domain/accounts/account.model';

/** Accounts: the resource's name, field and choice labels and its views' texts, in English. */
export default {
  resources: {
    [accountModel.name]: {
      name: 'Account |||| Accounts',
      fields: {
        companyName: 'Company',
        email: 'Administrator e-mail',
        offer: 'Offer',
        offerUUID: 'Offer',
        subscriptionUUID: 'Subscription',
        offerStartDate: 'Start date',
        offerEndDate: 'End date',
        offerActive: 'Active',
        firstName: "Administrator's first name",
        lastName: "Administrator's last name",
      },
    },
  },
  accounts: {
    create: {
      admin: 'Its administrator',
      subscription: 'Its subscription',
      starter:
        'The account starts with the standard configuration (keywords, document groups, origin types, payment types), which its administrator can change.',
      done: 'Account %{name} created',
    },
    list: {
      work: 'Work in this account',
      working: 'You are working in the account %{name}.',
      leave: 'Leave this account',
      current: 'Current account',
      none: 'No subscription',
      saved: 'Account saved',
    },
  },
} satisfies Messages;
