import type { Messages } from '../../domain/locales';

/** Why an invoice cannot be paid (spec §5 "invalid for payment"): its mark in the invoices to pay and the pay dialog's alert, in English. */
export default {
  payments: {
    problems: {
      line: '%{number}: %{reasons}',
      mark: 'Cannot be paid: %{reasons}',
      title:
        'This invoice cannot be paid until it is corrected: |||| These %{smart_count} invoices cannot be paid until they are corrected:',
    },
  },
} satisfies Messages;
