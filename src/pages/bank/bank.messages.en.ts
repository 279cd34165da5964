import type { Messages } from '../../domain/locales';

/** Bank statements, reconciliation and balances: the pages' texts, menu entries and refusals, in English. */
export default {
  menu: {
    bankstatements: 'Bank statements',
    reconciliation: 'Reconciliation',
    bankbalances: 'Bank balances',
  },
  bank: {
    state: {
      UNMATCHED: 'Unmatched',
      PROPOSED: 'Proposed',
      MATCHED: 'Matched',
      all: 'All',
    },
    stateFilter: 'Lines shown',
    stateTitle: 'State',
    accept: 'Accept',
    reject: 'Reject',
    undo: 'Undo',
    accepted: 'Reconciled: the payment is done.',
    rejected: 'Candidate rejected.',
    undone: 'Reconciliation undone.',
    paymentDone: 'done',
    paymentInProgress: 'in progress',
    rule: {
      E2E: 'End-to-end id',
      AMOUNT_IBAN: 'Amount and account',
      INVOICE_NUMBER: 'Invoice number',
      MANUAL: 'Picked by hand',
    },
    reconciliation: {
      title: 'Reconciliation',
      keys: 'Keyboard: ↑ ↓ to move, Enter or A to accept, R to reject, U to undo, P to pay as invoices.',
      list: 'Statement lines to reconcile',
      empty: 'No line in this state.',
    },
    statements: {
      title: 'Bank statements',
      subtitle: 'camt.053, camt.052, camt.054, OFX or CFONB 120 files: each account is found by its IBAN.',
      import: 'Import a statement',
      imported: 'Statement imported: %{smart_count} new line. |||| Statement imported: %{smart_count} new lines.',
      already: 'This statement was already imported: nothing was added.',
      file: 'File',
      period: 'Period',
      lineCount: 'New / lines',
      empty: 'No statement imported yet.',
      lines: 'Lines of %{name}',
    },
    bookingDate: 'Booked',
    amount: 'Amount',
    details: 'Details',
    matchedPayments: 'Reconciled with',
    account: 'Account',
    statementStatus: {
      IMPORTED: 'Imported',
      RECONCILING: 'Reconciling…',
      RECONCILED: 'Reconciled',
    },
    pay: {
      open: 'Pay as invoices',
      title: 'Pay this line of %{amount} as invoices',
      search: 'Search invoices to pay (number, supplier)',
      invoices: 'Invoices to pay',
      none: 'No invoice to pay matches.',
      balance: 'Left to pay: %{amount}',
      amountOf: 'Amount paid on %{number}',
      total: 'Picked %{total} of %{amount}',
      left: 'Still %{amount} to assign.',
      submit: 'Record the payment',
      done: 'Payment recorded and reconciled.',
    },
    balances: {
      title: 'Bank balances',
      empty: 'No bank account yet.',
      bank: 'Bank balance on %{day}',
      unreconciled:
        'Less %{smart_count} line booked by the bank, not in the books |||| Less %{smart_count} lines booked by the bank, not in the books',
      inProgress:
        'Less %{smart_count} payment recorded, not yet at the bank |||| Less %{smart_count} payments recorded, not yet at the bank',
      book: 'Book balance',
    },
  },
  error: {
    statement: {
      line: 'The statement cannot be read at line %{line}: %{reason}',
      unknowniban: 'The account %{iban} is none of the company’s bank accounts: add it first.',
      othercompany: 'The account %{iban} belongs to %{company}: import its statement there.',
      payamount: 'The invoices’ amounts must add up to the line’s amount.',
      paycurrency: 'This line is in %{currency}: pay it with invoices in %{currency} only.',
    },
  },
} satisfies Messages;
