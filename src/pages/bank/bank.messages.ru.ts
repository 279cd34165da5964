import type en from './bank.messages.en';

/** Bank statements, reconciliation and balances: the pages' texts, menu entries and refusals, in Russian. */
export default {
  menu: {
    bankstatements: 'Банковские выписки',
    reconciliation: 'Сверка',
    bankbalances: 'Банковские остатки',
  },
  bank: {
    state: {
      UNMATCHED: 'Не сопоставлена',
      PROPOSED: 'Предложена',
      MATCHED: 'Сопоставлена',
      all: 'Все',
    },
    stateFilter: 'Показанные строки',
    stateTitle: 'Состояние',
    accept: 'Принять',
    reject: 'Отклонить',
    undo: 'Отменить',
    accepted: 'Сверено: платёж выполнен.',
    rejected: 'Вариант отклонён.',
    undone: 'Сверка отменена.',
    paymentDone: 'выполнен',
    paymentInProgress: 'в процессе',
    rule: {
      E2E: 'Сквозной идентификатор',
      AMOUNT_IBAN: 'Сумма и счёт',
      INVOICE_NUMBER: 'Номер счёта-фактуры',
      MANUAL: 'Выбрано вручную',
    },
    reconciliation: {
      title: 'Банковская сверка',
      keys: 'Клавиатура: ↑ ↓ — перемещение, Enter или A — принять, R — отклонить, U — отменить, P — оплатить счета.',
      list: 'Строки выписок для сверки',
      empty: 'Нет строк в этом состоянии.',
    },
    statements: {
      title: 'Банковские выписки',
      subtitle: 'Файлы camt.053, camt.052, camt.054, OFX или CFONB 120: каждый счёт находится по его IBAN.',
      import: 'Импортировать выписку',
      imported:
        'Выписка импортирована, новых строк: %{smart_count}. |||| Выписка импортирована, новых строк: %{smart_count}.',
      already: 'Эта выписка уже была импортирована: ничего не добавлено.',
      file: 'Файл',
      period: 'Период',
      lineCount: 'Новые / строки',
      empty: 'Выписки ещё не импортированы.',
      lines: 'Строки: %{name}',
    },
    bookingDate: 'Проведена',
    amount: 'Сумма',
    details: 'Подробности',
    matchedPayments: 'Сверено с',
    account: 'Счёт',
    statementStatus: {
      IMPORTED: 'Импортирована',
      RECONCILING: 'Сверка…',
      RECONCILED: 'Сверена',
    },
    pay: {
      open: 'Оплатить счета',
      title: 'Провести эту строку на %{amount} как оплату счетов',
      search: 'Найти счета к оплате (номер, поставщик)',
      invoices: 'Счета к оплате',
      none: 'Подходящих счетов к оплате нет.',
      balance: 'Осталось оплатить: %{amount}',
      amountOf: 'Сумма оплаты по %{number}',
      total: 'Выбрано %{total} из %{amount}',
      left: 'Осталось распределить %{amount}.',
      submit: 'Записать платёж',
      done: 'Платёж записан и сверен.',
    },
    balances: {
      title: 'Банковские остатки',
      empty: 'Банковских счетов пока нет.',
      bank: 'Остаток в банке на %{day}',
      unreconciled:
        'Минус строки банка, которых нет в учёте: %{smart_count} |||| Минус строки банка, которых нет в учёте: %{smart_count}',
      inProgress:
        'Минус записанные платежи, ещё не прошедшие через банк: %{smart_count} |||| Минус записанные платежи, ещё не прошедшие через банк: %{smart_count}',
      book: 'Остаток по учёту',
    },
  },
  error: {
    statement: {
      line: 'Выписку нельзя прочитать в строке %{line}: %{reason}',
      unknowniban: 'Счёт %{iban} не является банковским счётом компании: сначала добавьте его.',
      othercompany: 'Счёт %{iban} принадлежит %{company}: импортируйте выписку там.',
      payamount: 'Суммы счетов должны в сумме давать сумму строки.',
      paycurrency: 'Эта строка в %{currency}: оплачивайте её только счетами в %{currency}.',
    },
  },
} satisfies typeof en;
