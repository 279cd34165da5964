import type en from './payProblems.messages.en';

/** Why an invoice cannot be paid (spec §5 "invalid for payment"): its mark in the invoices to pay and the pay dialog's alert, in French. */
export default {
  payments: {
    problems: {
      line: '%{number} : %{reasons}',
      mark: 'Ne peut pas être payée : %{reasons}',
      title:
        'Cette facture ne peut pas être payée avant d’être corrigée : |||| Ces %{smart_count} factures ne peuvent pas être payées avant d’être corrigées :',
    },
  },
} satisfies typeof en;
