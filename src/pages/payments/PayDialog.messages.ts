/** Texts of paying several suppliers at once and of the SEPA transfer file, in the five languages. */
const en = {
  payments: {
    batch: {
      title: 'Pay %{smart_count} supplier |||| Pay %{smart_count} suppliers',
      several:
        '%{smart_count} supplier selected |||| %{smart_count} suppliers selected: one payment is recorded for each',
      keepHint: 'Or keep the documents of one of them:',
      subtotal: '%{supplier}: %{total}',
      transfer: 'Produce the SEPA transfer file',
      transferHelp: 'The payments stay in progress until you mark them done, once your bank has made the transfer.',
      notifyEach: 'E-mail each supplier its payment notice',
      record: 'Record the payments',
      recorded: '%{smart_count} payment recorded |||| %{smart_count} payments recorded',
      fileSaved: 'SEPA transfer file downloaded',
      transferOf: 'Download the SEPA transfer file of %{name}',
      markDone: 'Mark %{name} done',
      done: 'Payment marked done',
    },
  },
};
type Messages = typeof en;

const fr: Messages = {
  payments: {
    batch: {
      title: 'Payer %{smart_count} fournisseur |||| Payer %{smart_count} fournisseurs',
      several:
        '%{smart_count} fournisseur sélectionné |||| %{smart_count} fournisseurs sélectionnés : un paiement est enregistré pour chacun',
      keepHint: 'Ou gardez les documents de l’un d’eux :',
      subtotal: '%{supplier} : %{total}',
      transfer: 'Produire le fichier de virement SEPA',
      transferHelp:
        'Les paiements restent en cours jusqu’à ce que vous les marquiez effectués, une fois le virement passé par la banque.',
      notifyEach: 'Envoyer à chaque fournisseur son avis de paiement par e-mail',
      record: 'Enregistrer les paiements',
      recorded: '%{smart_count} paiement enregistré |||| %{smart_count} paiements enregistrés',
      fileSaved: 'Fichier de virement SEPA téléchargé',
      transferOf: 'Télécharger le fichier de virement SEPA de %{name}',
      markDone: 'Marquer %{name} comme effectué',
      done: 'Paiement marqué effectué',
    },
  },
};

const de: Messages = {
  payments: {
    batch: {
      title: '%{smart_count} Lieferanten bezahlen |||| %{smart_count} Lieferanten bezahlen',
      several:
        '%{smart_count} Lieferant ausgewählt |||| %{smart_count} Lieferanten ausgewählt: Für jeden wird eine Zahlung erfasst',
      keepHint: 'Oder behalten Sie die Dokumente eines von ihnen:',
      subtotal: '%{supplier}: %{total}',
      transfer: 'SEPA-Überweisungsdatei erstellen',
      transferHelp:
        'Die Zahlungen bleiben in Bearbeitung, bis Sie sie als erledigt markieren, sobald Ihre Bank die Überweisung ausgeführt hat.',
      notifyEach: 'Jedem Lieferanten seine Zahlungsavis per E-Mail senden',
      record: 'Zahlungen erfassen',
      recorded: '%{smart_count} Zahlung erfasst |||| %{smart_count} Zahlungen erfasst',
      fileSaved: 'SEPA-Überweisungsdatei heruntergeladen',
      transferOf: 'SEPA-Überweisungsdatei von %{name} herunterladen',
      markDone: '%{name} als erledigt markieren',
      done: 'Zahlung als erledigt markiert',
    },
  },
};

const ru: Messages = {
  payments: {
    batch: {
      title: 'Оплатить %{smart_count} поставщику |||| Оплатить %{smart_count} поставщикам',
      several:
        'Выбран %{smart_count} поставщик |||| Выбрано поставщиков: %{smart_count}; для каждого записывается отдельный платёж',
      keepHint: 'Или оставьте документы одного из них:',
      subtotal: '%{supplier}: %{total}',
      transfer: 'Создать файл перевода SEPA',
      transferHelp: 'Платежи остаются в процессе, пока вы не отметите их выполненными после перевода банком.',
      notifyEach: 'Отправить каждому поставщику уведомление о платеже по эл. почте',
      record: 'Записать платежи',
      recorded: 'Записан %{smart_count} платёж |||| Записано платежей: %{smart_count}',
      fileSaved: 'Файл перевода SEPA загружен',
      transferOf: 'Скачать файл перевода SEPA для %{name}',
      markDone: 'Отметить %{name} как выполненный',
      done: 'Платёж отмечен как выполненный',
    },
  },
};

const cn: Messages = {
  payments: {
    batch: {
      title: '支付 %{smart_count} 个供应商',
      several: '已选 %{smart_count} 个供应商：每个供应商记录一笔付款',
      keepHint: '或只保留其中一个的文档：',
      subtotal: '%{supplier}：%{total}',
      transfer: '生成 SEPA 转账文件',
      transferHelp: '在银行完成转账、您将付款标记为已完成之前，付款保持进行中。',
      notifyEach: '通过邮件向每个供应商发送付款通知',
      record: '记录付款',
      recorded: '已记录 %{smart_count} 笔付款',
      fileSaved: 'SEPA 转账文件已下载',
      transferOf: '下载 %{name} 的 SEPA 转账文件',
      markDone: '将 %{name} 标记为已完成',
      done: '付款已标记为已完成',
    },
  },
};

export const payBatchMessages = { en, fr, de, ru, cn };
