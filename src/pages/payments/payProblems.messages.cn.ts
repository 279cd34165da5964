import type en from './payProblems.messages.en';

/** Why an invoice cannot be paid (spec §5 "invalid for payment"): its mark in the invoices to pay and the pay dialog's alert, in Simplified Chinese. */
export default {
  payments: {
    problems: {
      line: '%{number}：%{reasons}',
      mark: '无法付款：%{reasons}',
      title: '以下 %{smart_count} 张发票需更正后才能付款：',
    },
  },
} satisfies typeof en;
