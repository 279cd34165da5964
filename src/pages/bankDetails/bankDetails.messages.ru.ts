import type { Messages } from '../../domain/locales';

/** Bank details checked where they are used (review panel, invoices to pay, pay dialog), in Russian. */
export default {
  bankDetails: {
    title: 'Банковские реквизиты',
    invoiceIban: 'IBAN в счёте',
    supplierIban: 'IBAN, на который оплачивается %{supplier}',
    none: 'нет',
    panel: {
      newiban:
        'Банковские реквизиты %{supplier} новые или изменены: ни один файл перевода не оплатит этот счёт, пока их не подтвердит другой пользователь с правом изменять источники документов.',
      mismatch:
        'Счёт просит оплату на другой счёт, чем тот, на который оплачивается %{supplier}. Банковский файл этого счёта ждёт, пока вы не подтвердите верный IBAN.',
      owniban:
        'IBAN %{supplier} — один из ваших собственных счетов: перевод оплатил бы вам самим. Возьмите IBAN из счёта или исправьте контрагента.',
      noiban: 'У %{supplier} нет IBAN: ни один банковский перевод не может оплатить этот счёт.',
      badiban: 'IBAN %{supplier} неверен: ни один банковский перевод не может оплатить этот счёт.',
      nosource: 'Документ не привязан к контрагенту: ни один банковский перевод не может его оплатить.',
    },
    confirmNew: 'Подтвердить',
    keepSupplier: 'Оставить IBAN поставщика',
    takeInvoice: 'Взять IBAN из счёта для поставщика',
    confirmed: {
      SUPPLIER: '%{by} подтвердил(а) IBAN %{supplier} %{at}.',
      INVOICE: '%{by} взял(а) IBAN из счёта для %{supplier} %{at}.',
    },
    saved: 'Банковские реквизиты подтверждены',
    reason: {
      newiban:
        'Банковские реквизиты %{supplier} новые или изменены: их должен подтвердить другой пользователь с правом изменять источники документов',
      noiban: 'У %{supplier} нет IBAN',
      badiban: 'IBAN %{supplier} неверен',
      owniban: 'IBAN %{supplier} — один из ваших собственных счетов',
      mismatch:
        'IBAN в счёте не совпадает с тем, на который оплачивается %{supplier}: подтвердите верный при проверке счёта',
    },
    notice: {
      title: 'Нет банковского перевода для этого счёта |||| Нет банковского перевода для этих счетов (%{smart_count})',
      line: '%{number}: %{reason}.',
      help: 'Запишите платёж без банковского файла или сначала исправьте банковские реквизиты.',
    },
  },
} satisfies Messages;
