import type { Messages } from '../../domain/locales';

/** The top bar's database button (the super administrator's choice of the account whose data they work in), in English. */
export default {
  app: {
    database: {
      button: 'Customer database: %{name}',
      none: 'Own area',
      choose: 'Work in the data of',
      search: 'Search an account',
      more: '%{smart_count} more account: search to find it |||| %{smart_count} more accounts: search to find them',
      leave: 'Back to the super administrator area',
    },
  },
} satisfies Messages;
