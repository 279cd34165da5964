import type en from './dashboards.messages.en';

/** The dashboards' texts, in Simplified Chinese. */
export default {
  originDashboard: {
    invoiced: '已验证金额',
    toPay: '待付金额',
    overdue: '逾期文档',
    awaiting: '待验证',
    byMonth: '按月金额',
    bySupplier: '主要供应商',
    byLabel: '按标签金额',
    amount: '含税金额',
    noLabel: '无标签',
    empty: '此期间没有已验证的文档。',
    currency: '图表货币',
  },
} satisfies typeof en;
