/** Texts of the payment pages, in the five languages. */
const en = {
  payments: {
    tab: { topay: 'Invoices to pay', payed: 'Paid invoices', payments: 'Payments', soldes: 'Balances' },
    subtitle: {
      topay: 'Validated invoices with something left to pay, earliest due first.', payed: 'Invoices fully paid, in the date range.',
      payments: 'Payments recorded in the date range.', soldes: 'What is owed to each supplier, and their statement.',
    },
    date: 'Payment date', type: 'Payment type', name: 'Reference', statusTitle: 'Status', status: { 0: 'In progress', 1: 'Done' },
    lines: 'Documents paid', number: 'Number', left: 'Left to pay', amount: 'Amount paid', amountFor: 'Amount paid on %{number}', total: 'Total',
    record: 'Record the payment', pay: 'Pay the selection |||| Pay %{smart_count} documents', oneSupplier: 'One payment pays documents of one supplier and one branch',
    supplier: 'Supplier / customer', invoiceDate: 'Invoice date', dueDate: 'Due date', totalttc: 'Total incl. VAT', creditNote: 'credit note',
    nothingToPay: 'Nothing left to pay.', payTitle: 'Pay %{supplier}', recorded: 'Payment recorded', confirmDelete: 'Delete the payment %{name}? The amounts go back to the documents.',
    deleted: 'Payment deleted', documents: 'Documents', edit: 'Edit %{name}', delete: 'Delete %{name}', none: 'No payment in this date range.', editTitle: 'Edit the payment',
    balances: 'Balances by supplier or customer', owed: 'Owed', noBalance: 'No validated invoice yet.', export: 'Export (CSV)', pickSupplier: 'Choose a supplier to see the statement.',
    statement: 'Statement', day: 'Date', kind: 'Entry', debit: 'Debit', credit: 'Credit', balance: 'Balance', lineType: { INVOICE: 'Invoice', CREDIT: 'Credit note', PAYMENT: 'Payment' },
    nonePaid: 'No paid invoice in this date range.', notice: 'E-mail a payment notice',
    select: 'Select %{number}', selectPage: 'Select the invoices of this page', selected: '%{smart_count} selected', clearSelection: 'Clear the selection',
    mixedSelection: 'This selection holds documents of several suppliers or branches. Keep those of one of them:', keepOnly: 'Keep only %{supplier} (%{smart_count})',
    quickFilter: { topay: 'Search a number or a supplier', payments: 'Search a reference or a supplier' }, noSupplier: 'No supplier found', noMatch: 'Nothing matches this search.',
    count: { topay: '%{smart_count} invoice to pay |||| %{smart_count} invoices to pay', payments: '%{smart_count} payment |||| %{smart_count} payments', soldes: '%{smart_count} supplier |||| %{smart_count} suppliers' },
    statementOf: 'Statement of %{supplier}', noStatement: 'No entry on this statement.',
  },
  error: {
    amountzero: 'The amount cannot be zero', duplicateinvoice: 'A document appears twice',
    payment: {
      notpayable: 'Nothing is left to pay on it', sign: 'Positive for an invoice, negative for a credit note', overpaid: 'More than what is left to pay',
      mixed: 'One supplier and one branch per payment',
    },
  },
};
type Messages = typeof en;

const fr: Messages = {
  payments: {
    tab: { topay: 'Factures à payer', payed: 'Factures payées', payments: 'Paiements', soldes: 'Soldes' },
    subtitle: {
      topay: 'Factures validées avec un reste à payer, la plus ancienne échéance en premier.', payed: 'Factures entièrement payées, sur la période.',
      payments: 'Paiements enregistrés sur la période.', soldes: 'Ce qui est dû à chaque fournisseur, et son relevé.',
    },
    date: 'Date de paiement', type: 'Type de paiement', name: 'Référence', statusTitle: 'Statut', status: { 0: 'En cours', 1: 'Effectué' },
    lines: 'Documents payés', number: 'Numéro', left: 'Reste à payer', amount: 'Montant payé', amountFor: 'Montant payé sur %{number}', total: 'Total',
    record: 'Enregistrer le paiement', pay: 'Payer la sélection |||| Payer %{smart_count} documents', oneSupplier: 'Un paiement règle les documents d’un seul fournisseur et d’une seule branche',
    supplier: 'Tiers', invoiceDate: 'Date de facture', dueDate: 'Échéance', totalttc: 'Total TTC', creditNote: 'avoir',
    nothingToPay: 'Plus rien à payer.', payTitle: 'Payer %{supplier}', recorded: 'Paiement enregistré', confirmDelete: 'Supprimer le paiement %{name} ? Les montants reviennent aux documents.',
    deleted: 'Paiement supprimé', documents: 'Documents', edit: 'Modifier %{name}', delete: 'Supprimer %{name}', none: 'Aucun paiement sur la période.', editTitle: 'Modifier le paiement',
    balances: 'Soldes par tiers', owed: 'Dû', noBalance: 'Aucune facture validée pour le moment.', export: 'Exporter (CSV)', pickSupplier: 'Choisissez un fournisseur pour voir son relevé.',
    statement: 'Relevé', day: 'Date', kind: 'Écriture', debit: 'Débit', credit: 'Crédit', balance: 'Solde', lineType: { INVOICE: 'Facture', CREDIT: 'Avoir', PAYMENT: 'Paiement' },
    nonePaid: 'Aucune facture payée sur la période.', notice: 'Envoyer un avis de paiement par e-mail',
    select: 'Sélectionner %{number}', selectPage: 'Sélectionner les factures de cette page', selected: '%{smart_count} sélectionné |||| %{smart_count} sélectionnés', clearSelection: 'Vider la sélection',
    mixedSelection: 'Cette sélection contient des documents de plusieurs fournisseurs ou branches. Gardez ceux de l’un d’eux :', keepOnly: 'Garder seulement %{supplier} (%{smart_count})',
    quickFilter: { topay: 'Chercher un numéro ou un fournisseur', payments: 'Chercher une référence ou un fournisseur' }, noSupplier: 'Aucun fournisseur trouvé', noMatch: 'Rien ne correspond à cette recherche.',
    count: { topay: '%{smart_count} facture à payer |||| %{smart_count} factures à payer', payments: '%{smart_count} paiement |||| %{smart_count} paiements', soldes: '%{smart_count} fournisseur |||| %{smart_count} fournisseurs' },
    statementOf: 'Relevé de %{supplier}', noStatement: 'Aucune écriture sur ce relevé.',
  },
  error: {
    amountzero: 'Le montant ne peut pas être nul', duplicateinvoice: 'Un document apparaît deux fois',
    payment: {
      notpayable: 'Plus rien à payer sur ce document', sign: 'Positif pour une facture, négatif pour un avoir', overpaid: 'Plus que le reste à payer',
      mixed: 'Un fournisseur et une branche par paiement',
    },
  },
};

const de: Messages = {
  payments: {
    tab: { topay: 'Offene Rechnungen', payed: 'Bezahlte Rechnungen', payments: 'Zahlungen', soldes: 'Salden' },
    subtitle: {
      topay: 'Freigegebene Rechnungen mit offenem Betrag, früheste Fälligkeit zuerst.', payed: 'Vollständig bezahlte Rechnungen im Zeitraum.',
      payments: 'Im Zeitraum erfasste Zahlungen.', soldes: 'Was jedem Lieferanten geschuldet wird, und sein Kontoauszug.',
    },
    date: 'Zahlungsdatum', type: 'Zahlungsart', name: 'Referenz', statusTitle: 'Status', status: { 0: 'In Bearbeitung', 1: 'Erledigt' },
    lines: 'Bezahlte Dokumente', number: 'Nummer', left: 'Offen', amount: 'Gezahlter Betrag', amountFor: 'Gezahlter Betrag für %{number}', total: 'Summe',
    record: 'Zahlung erfassen', pay: 'Auswahl bezahlen |||| %{smart_count} Dokumente bezahlen', oneSupplier: 'Eine Zahlung begleicht Dokumente eines Lieferanten und einer Filiale',
    supplier: 'Geschäftspartner', invoiceDate: 'Rechnungsdatum', dueDate: 'Fälligkeit', totalttc: 'Gesamt brutto', creditNote: 'Gutschrift',
    nothingToPay: 'Nichts mehr zu bezahlen.', payTitle: '%{supplier} bezahlen', recorded: 'Zahlung erfasst', confirmDelete: 'Zahlung %{name} löschen? Die Beträge gehen an die Dokumente zurück.',
    deleted: 'Zahlung gelöscht', documents: 'Dokumente', edit: '%{name} bearbeiten', delete: '%{name} löschen', none: 'Keine Zahlung im Zeitraum.', editTitle: 'Zahlung bearbeiten',
    balances: 'Salden nach Geschäftspartner', owed: 'Geschuldet', noBalance: 'Noch keine freigegebene Rechnung.', export: 'Exportieren (CSV)', pickSupplier: 'Lieferant wählen, um den Kontoauszug zu sehen.',
    statement: 'Kontoauszug', day: 'Datum', kind: 'Buchung', debit: 'Soll', credit: 'Haben', balance: 'Saldo', lineType: { INVOICE: 'Rechnung', CREDIT: 'Gutschrift', PAYMENT: 'Zahlung' },
    nonePaid: 'Keine bezahlte Rechnung im Zeitraum.', notice: 'Zahlungsavis per E-Mail senden',
    select: '%{number} auswählen', selectPage: 'Die Rechnungen dieser Seite auswählen', selected: '%{smart_count} ausgewählt', clearSelection: 'Auswahl aufheben',
    mixedSelection: 'Diese Auswahl enthält Dokumente mehrerer Lieferanten oder Filialen. Behalten Sie die eines einzigen:', keepOnly: 'Nur %{supplier} behalten (%{smart_count})',
    quickFilter: { topay: 'Nummer oder Lieferant suchen', payments: 'Referenz oder Lieferant suchen' }, noSupplier: 'Kein Lieferant gefunden', noMatch: 'Nichts passt zu dieser Suche.',
    count: { topay: '%{smart_count} offene Rechnung |||| %{smart_count} offene Rechnungen', payments: '%{smart_count} Zahlung |||| %{smart_count} Zahlungen', soldes: '%{smart_count} Lieferant |||| %{smart_count} Lieferanten' },
    statementOf: 'Kontoauszug von %{supplier}', noStatement: 'Keine Buchung auf diesem Kontoauszug.',
  },
  error: {
    amountzero: 'Der Betrag darf nicht null sein', duplicateinvoice: 'Ein Dokument kommt doppelt vor',
    payment: {
      notpayable: 'Hier ist nichts mehr offen', sign: 'Positiv für eine Rechnung, negativ für eine Gutschrift', overpaid: 'Mehr als der offene Betrag',
      mixed: 'Ein Lieferant und eine Filiale pro Zahlung',
    },
  },
};

const ru: Messages = {
  payments: {
    tab: { topay: 'Счета к оплате', payed: 'Оплаченные счета', payments: 'Платежи', soldes: 'Сальдо' },
    subtitle: {
      topay: 'Утверждённые счета с остатком к оплате, сначала ближайший срок.', payed: 'Полностью оплаченные счета за период.',
      payments: 'Платежи, записанные за период.', soldes: 'Задолженность перед каждым поставщиком и его выписка.',
    },
    date: 'Дата платежа', type: 'Способ оплаты', name: 'Номер', statusTitle: 'Статус', status: { 0: 'В процессе', 1: 'Выполнен' },
    lines: 'Оплаченные документы', number: 'Номер', left: 'Остаток', amount: 'Сумма оплаты', amountFor: 'Сумма оплаты по %{number}', total: 'Итого',
    record: 'Записать платёж', pay: 'Оплатить выбранное |||| Оплатить %{smart_count} документа |||| Оплатить %{smart_count} документов',
    oneSupplier: 'Один платёж оплачивает документы одного поставщика и одного филиала',
    supplier: 'Контрагент', invoiceDate: 'Дата счёта', dueDate: 'Срок оплаты', totalttc: 'Итого с НДС', creditNote: 'кредит-нота',
    nothingToPay: 'Оплачивать нечего.', payTitle: 'Оплатить: %{supplier}', recorded: 'Платёж записан', confirmDelete: 'Удалить платёж %{name}? Суммы вернутся к документам.',
    deleted: 'Платёж удалён', documents: 'Документы', edit: 'Изменить %{name}', delete: 'Удалить %{name}', none: 'Нет платежей за период.', editTitle: 'Изменить платёж',
    balances: 'Сальдо по контрагентам', owed: 'Долг', noBalance: 'Утверждённых счетов пока нет.', export: 'Экспорт (CSV)', pickSupplier: 'Выберите поставщика, чтобы увидеть выписку.',
    statement: 'Выписка', day: 'Дата', kind: 'Запись', debit: 'Дебет', credit: 'Кредит', balance: 'Сальдо', lineType: { INVOICE: 'Счёт', CREDIT: 'Кредит-нота', PAYMENT: 'Платёж' },
    nonePaid: 'Нет оплаченных счетов за период.', notice: 'Отправить уведомление об оплате по почте',
    select: 'Выбрать %{number}', selectPage: 'Выбрать счета на этой странице', selected: 'Выбран %{smart_count} |||| Выбрано %{smart_count} |||| Выбрано %{smart_count}', clearSelection: 'Снять выбор',
    mixedSelection: 'В выборе документы нескольких поставщиков или филиалов. Оставьте документы одного из них:', keepOnly: 'Оставить только %{supplier} (%{smart_count})',
    quickFilter: { topay: 'Поиск по номеру или поставщику', payments: 'Поиск по номеру платежа или поставщику' }, noSupplier: 'Поставщик не найден', noMatch: 'Ничего не найдено.',
    count: {
      topay: '%{smart_count} счёт к оплате |||| %{smart_count} счёта к оплате |||| %{smart_count} счетов к оплате',
      payments: '%{smart_count} платёж |||| %{smart_count} платежа |||| %{smart_count} платежей',
      soldes: '%{smart_count} поставщик |||| %{smart_count} поставщика |||| %{smart_count} поставщиков',
    },
    statementOf: 'Выписка: %{supplier}', noStatement: 'В выписке нет записей.',
  },
  error: {
    amountzero: 'Сумма не может быть нулевой', duplicateinvoice: 'Документ указан дважды',
    payment: {
      notpayable: 'По нему нечего оплачивать', sign: 'Положительная для счёта, отрицательная для кредит-ноты', overpaid: 'Больше остатка к оплате',
      mixed: 'Один поставщик и один филиал на платёж',
    },
  },
};

const cn: Messages = {
  payments: {
    tab: { topay: '待付发票', payed: '已付发票', payments: '付款', soldes: '余额' },
    subtitle: { topay: '尚有余额的已验证发票，按到期日排序。', payed: '期间内已全额支付的发票。', payments: '期间内记录的付款。', soldes: '欠各供应商的金额及其对账单。' },
    date: '付款日期', type: '付款方式', name: '参考号', statusTitle: '状态', status: { 0: '进行中', 1: '已完成' },
    lines: '已付文档', number: '编号', left: '待付', amount: '支付金额', amountFor: '%{number} 的支付金额', total: '合计',
    record: '记录付款', pay: '支付 %{smart_count} 个文档', oneSupplier: '一次付款只能支付同一供应商和同一分支的文档',
    supplier: '往来方', invoiceDate: '发票日期', dueDate: '到期日', totalttc: '含税总额', creditNote: '贷项通知单',
    nothingToPay: '没有待付款项。', payTitle: '支付 %{supplier}', recorded: '付款已记录', confirmDelete: '删除付款 %{name}？金额将退回到文档。',
    deleted: '付款已删除', documents: '文档', edit: '编辑 %{name}', delete: '删除 %{name}', none: '此期间没有付款。', editTitle: '编辑付款',
    balances: '按往来方的余额', owed: '应付', noBalance: '尚无已验证的发票。', export: '导出（CSV）', pickSupplier: '选择供应商以查看对账单。',
    statement: '对账单', day: '日期', kind: '分录', debit: '借方', credit: '贷方', balance: '余额', lineType: { INVOICE: '发票', CREDIT: '贷项通知单', PAYMENT: '付款' },
    nonePaid: '此期间没有已付发票。', notice: '通过邮件发送付款通知',
    select: '选择 %{number}', selectPage: '选择本页的发票', selected: '已选 %{smart_count} 个', clearSelection: '清除选择',
    mixedSelection: '所选文档属于多个供应商或分支。请只保留其中一个的文档：', keepOnly: '只保留 %{supplier}（%{smart_count}）',
    quickFilter: { topay: '搜索编号或供应商', payments: '搜索参考号或供应商' }, noSupplier: '未找到供应商', noMatch: '没有符合搜索的结果。',
    count: { topay: '%{smart_count} 张待付发票', payments: '%{smart_count} 笔付款', soldes: '%{smart_count} 个供应商' },
    statementOf: '%{supplier} 的对账单', noStatement: '此对账单没有分录。',
  },
  error: {
    amountzero: '金额不能为零', duplicateinvoice: '同一文档出现两次',
    payment: { notpayable: '该文档已无待付金额', sign: '发票为正数，贷项通知单为负数', overpaid: '超过待付金额', mixed: '每次付款仅限一个供应商和一个分支' },
  },
};

export const paymentsMessages = { en, fr, de, ru, cn };
