import type { Messages } from '../../domain/locales';

/** The dashboards' texts, in English. */
export default {
  originDashboard: {
    invoiced: 'Validated amount',
    toPay: 'Left to pay',
    overdue: 'Overdue documents',
    awaiting: 'Awaiting validation',
    byMonth: 'Amount by month',
    bySupplier: 'Largest suppliers',
    byLabel: 'Amount by label',
    amount: 'Amount incl. VAT',
    noLabel: 'No label',
    empty: 'No validated document in this period.',
    currency: 'Currency of the charts',
  },
} satisfies Messages;
