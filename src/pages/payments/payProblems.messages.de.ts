import type en from './payProblems.messages.en';

/** Why an invoice cannot be paid (spec §5 "invalid for payment"): its mark in the invoices to pay and the pay dialog's alert, in German. */
export default {
  payments: {
    problems: {
      line: '%{number}: %{reasons}',
      mark: 'Kann nicht bezahlt werden: %{reasons}',
      title:
        'Diese Rechnung kann erst nach ihrer Korrektur bezahlt werden: |||| Diese %{smart_count} Rechnungen können erst nach ihrer Korrektur bezahlt werden:',
    },
  },
} satisfies typeof en;
