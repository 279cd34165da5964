import type { Messages } from '../../domain/locales';

/** Bank details checked where they are used (review panel, invoices to pay, pay dialog), in Simplified Chinese. */
export default {
  bankDetails: {
    title: '银行信息',
    invoiceIban: '发票上的 IBAN',
    supplierIban: '%{supplier} 的收款 IBAN',
    none: '无',
    panel: {
      newiban:
        '%{supplier} 的银行信息是新的或已更改：在另一位有权修改单据来源的人员确认之前，任何转账文件都不会支付此发票。',
      mismatch:
        '发票要求付款到与 %{supplier} 收款账户不同的账户。在您确认哪个 IBAN 正确之前，此发票的银行文件将暂缓生成。',
      owniban: '%{supplier} 的 IBAN 是您自己的账户之一：转账等于付款给自己。请采用发票上的 IBAN，或更正单据来源。',
      noiban: '%{supplier} 没有 IBAN：无法通过银行转账支付此发票。',
      badiban: '%{supplier} 的 IBAN 无效：无法通过银行转账支付此发票。',
      nosource: '该单据未关联任何单据来源：无法通过银行转账支付。',
    },
    confirmNew: '确认',
    keepSupplier: '保留供应商的 IBAN',
    takeInvoice: '将发票上的 IBAN 用于供应商',
    confirmed: {
      SUPPLIER: '%{by} 于 %{at} 确认了 %{supplier} 的 IBAN。',
      INVOICE: '%{by} 于 %{at} 将发票上的 IBAN 用于 %{supplier}。',
    },
    saved: '银行信息已确认',
    reason: {
      newiban: '%{supplier} 的银行信息是新的或已更改：须由另一位有权修改单据来源的人员确认',
      noiban: '%{supplier} 没有 IBAN',
      badiban: '%{supplier} 的 IBAN 无效',
      owniban: '%{supplier} 的 IBAN 是您自己的账户之一',
      mismatch: '发票上的 IBAN 与 %{supplier} 的收款账户不一致：请在其审核页确认正确的 IBAN',
    },
    notice: {
      title: '此发票无法银行转账 |||| 这 %{smart_count} 张发票无法银行转账',
      line: '%{number}：%{reason}。',
      help: '请在不生成银行文件的情况下记录付款，或先更正银行信息。',
    },
  },
} satisfies Messages;
