import type en from './bank.messages.en';

/** Bank statements, reconciliation and balances: the pages' texts, menu entries and refusals, in Chinese. */
export default {
  menu: {
    bankaccounts: '银行账户',
    bankstatements: '银行对账单',
    reconciliation: '对账',
    bankbalances: '银行余额',
  },
  bank: {
    state: {
      UNMATCHED: '未匹配',
      PROPOSED: '建议',
      MATCHED: '已匹配',
      all: '全部',
    },
    stateFilter: '显示的行',
    stateTitle: '状态',
    accept: '接受',
    reject: '拒绝',
    undo: '撤销',
    accepted: '已对账：付款已完成。',
    rejected: '候选已拒绝。',
    undone: '对账已撤销。',
    paymentDone: '已完成',
    paymentInProgress: '进行中',
    rule: {
      E2E: '端到端标识',
      AMOUNT_IBAN: '金额和账户',
      INVOICE_NUMBER: '发票号码',
      MANUAL: '手动选择',
    },
    reconciliation: {
      title: '银行对账',
      keys: '键盘：↑ ↓ 移动，Enter 或 A 接受，R 拒绝，U 撤销。',
      list: '待对账的对账单行',
      empty: '没有此状态的行。',
    },
    statements: {
      title: '银行对账单',
      subtitle: 'camt.053、camt.052、camt.054、OFX 或 CFONB 120 文件：按 IBAN 找到每个账户。',
      import: '导入对账单',
      imported: '对账单已导入：新增 %{smart_count} 行。',
      already: '此对账单已导入过：未添加任何内容。',
      file: '文件',
      period: '期间',
      lineCount: '新增 / 行数',
      empty: '尚未导入对账单。',
      lines: '%{name} 的行',
    },
    bookingDate: '记账日',
    amount: '金额',
    details: '详情',
    matchedPayments: '对账对象',
    account: '账户',
    statementStatus: {
      IMPORTED: '已导入',
      RECONCILING: '对账中…',
      RECONCILED: '已对账',
    },
    balances: {
      title: '银行余额',
      empty: '尚无银行账户。',
      bank: '%{day} 的银行余额',
      unreconciled: '减去银行已记账但账簿中没有的 %{smart_count} 行',
      inProgress: '减去已记录但尚未到银行的 %{smart_count} 笔付款',
      book: '账面余额',
    },
  },
  error: {
    statement: {
      line: '对账单第 %{line} 行无法读取：%{reason}',
      unknowniban: '账户 %{iban} 不是公司的银行账户：请先添加。',
      othercompany: '账户 %{iban} 属于 %{company}：请在那里导入其对账单。',
      payamount: '发票金额之和必须等于该行金额。',
    },
  },
} satisfies typeof en;
