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
  error: {
    sepa: {
      noiban: '%{supplier} has no IBAN: add it to the identifiers of this document source.',
      badiban: 'The IBAN of %{supplier} is not valid: check it in the identifiers of this document source.',
      nocompanyiban: '%{company} has no IBAN: add it in the company settings.',
      badcompanyiban: 'The IBAN of %{company} is not valid: check it in the company settings.',
      nothing: 'The payment to %{supplier} is zero or negative: there is nothing to transfer.',
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
  error: {
    sepa: {
      noiban: '%{supplier} n’a pas d’IBAN : ajoutez-le aux identifiants de ce tiers.',
      badiban: 'L’IBAN de %{supplier} n’est pas valide : vérifiez-le dans les identifiants de ce tiers.',
      nocompanyiban: '%{company} n’a pas d’IBAN : ajoutez-le dans les paramètres de la société.',
      badcompanyiban: 'L’IBAN de %{company} n’est pas valide : vérifiez-le dans les paramètres de la société.',
      nothing: 'Le paiement à %{supplier} est nul ou négatif : il n’y a rien à virer.',
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
  error: {
    sepa: {
      noiban: '%{supplier} hat keine IBAN: Fügen Sie sie den Kennungen dieser Dokumentquelle hinzu.',
      badiban: 'Die IBAN von %{supplier} ist ungültig: Prüfen Sie sie in den Kennungen dieser Dokumentquelle.',
      nocompanyiban: '%{company} hat keine IBAN: Tragen Sie sie in den Firmeneinstellungen ein.',
      badcompanyiban: 'Die IBAN von %{company} ist ungültig: Prüfen Sie sie in den Firmeneinstellungen.',
      nothing: 'Die Zahlung an %{supplier} ist null oder negativ: Es gibt nichts zu überweisen.',
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
  error: {
    sepa: {
      noiban: 'У %{supplier} нет IBAN: добавьте его в идентификаторы этого источника документов.',
      badiban: 'IBAN %{supplier} недействителен: проверьте его в идентификаторах этого источника документов.',
      nocompanyiban: 'У %{company} нет IBAN: добавьте его в настройках компании.',
      badcompanyiban: 'IBAN %{company} недействителен: проверьте его в настройках компании.',
      nothing: 'Платёж %{supplier} равен нулю или отрицателен: переводить нечего.',
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
  error: {
    sepa: {
      noiban: '%{supplier} 没有 IBAN：请将其添加到该单据来源的标识中。',
      badiban: '%{supplier} 的 IBAN 无效：请在该单据来源的标识中检查。',
      nocompanyiban: '%{company} 没有 IBAN：请在公司设置中添加。',
      badcompanyiban: '%{company} 的 IBAN 无效：请在公司设置中检查。',
      nothing: '支付给 %{supplier} 的金额为零或负数：没有可转账的金额。',
    },
  },
};

export const payBatchMessages = { en, fr, de, ru, cn };
