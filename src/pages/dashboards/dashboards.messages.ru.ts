import type en from './dashboards.messages.en';

/** The dashboards' texts, in Russian. */
export default {
  originDashboard: {
    invoiced: 'Утверждённая сумма',
    toPay: 'Остаток к оплате',
    overdue: 'Просроченные документы',
    awaiting: 'Ожидают утверждения',
    byMonth: 'Сумма по месяцам',
    bySupplier: 'Крупнейшие поставщики',
    byLabel: 'Сумма по меткам',
    amount: 'Сумма с НДС',
    noLabel: 'Без метки',
    empty: 'Нет утверждённых документов за период.',
    currency: 'Валюта диаграмм',
  },
} satisfies typeof en;
