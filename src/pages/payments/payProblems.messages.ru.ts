import type en from './payProblems.messages.en';

/** Why an invoice cannot be paid (spec §5 "invalid for payment"): its mark in the invoices to pay and the pay dialog's alert, in Russian. */
export default {
  payments: {
    problems: {
      line: '%{number}: %{reasons}',
      mark: 'Нельзя оплатить: %{reasons}',
      title:
        'Этот счёт нельзя оплатить, пока он не исправлен: |||| Эти %{smart_count} счёта нельзя оплатить, пока они не исправлены: |||| Эти %{smart_count} счетов нельзя оплатить, пока они не исправлены:',
    },
  },
} satisfies typeof en;
