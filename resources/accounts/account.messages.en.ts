import type { Messages } from '../locales';
import { accountModel } from './account.model';

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
      },
    },
  },
  accounts: {
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
