/**
 * The words of exports (headers, summary lines, sheet names, the e-mail) and of their file names, in every language
 * of resources/locales.ts, under `export.` (read through i18n/t.ts: `t(locale, 'export.date')`).
 */
import { LOCALE_CODES, type LocaleCode } from '../../../src/domain/locales';

type Words = {
  date: string;
  type: string;
  number: string;
  supplier: string;
  debit: string;
  credit: string;
  balance: string;
  invoicesolde: string;
  opening: string;
  closing: string;
  totals: string;
  lineType: { INVOICE: string; CREDIT: string; PAYMENT: string };
  reference: string;
  paymentType: string;
  status: string;
  invoices: string;
  amount: string;
  paymentStatus: { 0: string; 1: string };
  siren: string;
  vatNumber: string;
  account: string;
  currency: string;
  ht: string;
  vat: string;
  /** The base of one VAT rate's column pair. */
  baseAt: string;
  vatAt: string;
  ttc: string;
  dueDate: string;
  sheet: { statement: string; payments: string; invoices: string };
  /** The bank lines not reconciled (kind unreconciled). */
  bank: {
    sheet: string;
    account: string;
    counterparty: string;
    details: string;
    state: { UNMATCHED: string; PROPOSED: string };
  };
  /** The audit trail (kind audit): one line per entry. */
  audit: {
    sheet: string;
    at: string;
    user: string;
    address: string;
    entity: string;
    entityId: string;
    action: string;
    changes: string;
  };
  mailSubject: string;
  /** `%{count}`: how much the export holds, `mailCount.lines` or `mailCount.documents`. */
  mailText: string;
  mailCount: { lines: string; documents: string };
};

const WORDS: Record<LocaleCode, Words> = {
  en: {
    date: 'Date',
    type: 'Type',
    number: 'Number',
    supplier: 'Supplier',
    debit: 'Debit',
    credit: 'Credit',
    balance: 'Balance',
    invoicesolde: 'Left to pay',
    opening: 'Opening balance',
    closing: 'Closing balance',
    totals: 'Totals',
    lineType: { INVOICE: 'Invoice', CREDIT: 'Credit note', PAYMENT: 'Payment' },
    reference: 'Reference',
    paymentType: 'Payment type',
    status: 'Status',
    invoices: 'Invoices',
    amount: 'Amount',
    paymentStatus: { 0: 'In progress', 1: 'Done' },
    siren: 'Company ID (SIREN/SIRET)',
    vatNumber: 'VAT number',
    account: 'Account',
    currency: 'Currency',
    ht: 'Net (excl. VAT)',
    vat: 'VAT',
    baseAt: 'Base %{rate} %',
    vatAt: 'VAT %{rate} %',
    ttc: 'Total (incl. VAT)',
    dueDate: 'Due date',
    sheet: { statement: 'Statement', payments: 'Payments', invoices: 'Invoices' },
    bank: {
      sheet: 'Unreconciled',
      account: 'Bank account',
      counterparty: 'Counterparty',
      details: 'Details',
      state: { UNMATCHED: 'Unmatched', PROPOSED: 'Proposed' },
    },
    audit: {
      sheet: 'Audit trail',
      at: 'When (UTC)',
      user: 'Who',
      address: 'Address',
      entity: 'Record type',
      entityId: 'Record id',
      action: 'Action',
      changes: 'Changes (before → after)',
    },
    mailSubject: 'Paperdesk: your export %{name} is ready',
    mailText:
      'Hello %{firstName},\n\nYour export %{name} (%{count}) is ready. Download it within %{hours} hours:\n%{link}\n\nIt is also listed on the Exports page of Paperdesk.\n',
    mailCount: { lines: '%{rows} lines', documents: '%{rows} documents' },
  },
  fr: {
    date: 'Date',
    type: 'Type',
    number: 'Numéro',
    supplier: 'Fournisseur',
    debit: 'Débit',
    credit: 'Crédit',
    balance: 'Solde',
    invoicesolde: 'Reste à payer',
    opening: 'Solde d’ouverture',
    closing: 'Solde de clôture',
    totals: 'Totaux',
    lineType: { INVOICE: 'Facture', CREDIT: 'Avoir', PAYMENT: 'Paiement' },
    reference: 'Référence',
    paymentType: 'Mode de paiement',
    status: 'Statut',
    invoices: 'Factures',
    amount: 'Montant',
    paymentStatus: { 0: 'En cours', 1: 'Effectué' },
    siren: 'SIREN/SIRET',
    vatNumber: 'N° TVA',
    account: 'Compte',
    currency: 'Devise',
    ht: 'Montant HT',
    vat: 'TVA',
    baseAt: 'Base HT %{rate} %',
    vatAt: 'TVA %{rate} %',
    ttc: 'Montant TTC',
    dueDate: 'Échéance',
    sheet: { statement: 'Relevé', payments: 'Paiements', invoices: 'Factures' },
    bank: {
      sheet: 'Non rapproché',
      account: 'Compte bancaire',
      counterparty: 'Contrepartie',
      details: 'Libellé',
      state: { UNMATCHED: 'Non rapprochée', PROPOSED: 'Proposée' },
    },
    audit: {
      sheet: 'Journal d’audit',
      at: 'Quand (UTC)',
      user: 'Qui',
      address: 'Adresse',
      entity: 'Type d’enregistrement',
      entityId: 'Identifiant',
      action: 'Action',
      changes: 'Modifications (avant → après)',
    },
    mailSubject: 'Paperdesk : votre export %{name} est prêt',
    mailText:
      'Bonjour %{firstName},\n\nVotre export %{name} (%{count}) est prêt. Téléchargez-le dans les %{hours} heures :\n%{link}\n\nIl figure aussi sur la page Exports de Paperdesk.\n',
    mailCount: { lines: '%{rows} lignes', documents: '%{rows} documents' },
  },
  de: {
    date: 'Datum',
    type: 'Art',
    number: 'Nummer',
    supplier: 'Lieferant',
    debit: 'Soll',
    credit: 'Haben',
    balance: 'Saldo',
    invoicesolde: 'Offen',
    opening: 'Anfangssaldo',
    closing: 'Endsaldo',
    totals: 'Summen',
    lineType: { INVOICE: 'Rechnung', CREDIT: 'Gutschrift', PAYMENT: 'Zahlung' },
    reference: 'Referenz',
    paymentType: 'Zahlungsart',
    status: 'Status',
    invoices: 'Rechnungen',
    amount: 'Betrag',
    paymentStatus: { 0: 'In Bearbeitung', 1: 'Erledigt' },
    siren: 'Firmen-ID (SIREN/SIRET)',
    vatNumber: 'USt-IdNr.',
    account: 'Konto',
    currency: 'Währung',
    ht: 'Netto',
    vat: 'USt.',
    baseAt: 'Netto %{rate} %',
    vatAt: 'USt. %{rate} %',
    ttc: 'Brutto',
    dueDate: 'Fällig am',
    sheet: { statement: 'Kontoauszug', payments: 'Zahlungen', invoices: 'Rechnungen' },
    bank: {
      sheet: 'Nicht abgeglichen',
      account: 'Bankkonto',
      counterparty: 'Gegenpartei',
      details: 'Verwendungszweck',
      state: { UNMATCHED: 'Nicht zugeordnet', PROPOSED: 'Vorgeschlagen' },
    },
    audit: {
      sheet: 'Prüfprotokoll',
      at: 'Wann (UTC)',
      user: 'Wer',
      address: 'Adresse',
      entity: 'Datensatztyp',
      entityId: 'Datensatz-ID',
      action: 'Aktion',
      changes: 'Änderungen (vorher → nachher)',
    },
    mailSubject: 'Paperdesk: Ihr Export %{name} ist fertig',
    mailText:
      'Hallo %{firstName},\n\nIhr Export %{name} (%{count}) ist fertig. Laden Sie ihn innerhalb von %{hours} Stunden herunter:\n%{link}\n\nSie finden ihn auch auf der Seite Exporte in Paperdesk.\n',
    mailCount: { lines: '%{rows} Zeilen', documents: '%{rows} Dokumente' },
  },
  ru: {
    date: 'Дата',
    type: 'Тип',
    number: 'Номер',
    supplier: 'Поставщик',
    debit: 'Дебет',
    credit: 'Кредит',
    balance: 'Сальдо',
    invoicesolde: 'Остаток к оплате',
    opening: 'Начальное сальдо',
    closing: 'Конечное сальдо',
    totals: 'Итого',
    lineType: { INVOICE: 'Счёт', CREDIT: 'Кредит-нота', PAYMENT: 'Платёж' },
    reference: 'Ссылка',
    paymentType: 'Способ оплаты',
    status: 'Статус',
    invoices: 'Счета',
    amount: 'Сумма',
    paymentStatus: { 0: 'В процессе', 1: 'Выполнен' },
    siren: 'ИНН (SIREN/SIRET)',
    vatNumber: 'Номер НДС',
    account: 'Счёт учёта',
    currency: 'Валюта',
    ht: 'Без НДС',
    vat: 'НДС',
    baseAt: 'База НДС %{rate} %',
    vatAt: 'НДС %{rate} %',
    ttc: 'С НДС',
    dueDate: 'Срок оплаты',
    sheet: { statement: 'Выписка', payments: 'Платежи', invoices: 'Счета' },
    bank: {
      sheet: 'Не сверено',
      account: 'Банковский счёт',
      counterparty: 'Контрагент',
      details: 'Назначение',
      state: { UNMATCHED: 'Не сопоставлена', PROPOSED: 'Предложена' },
    },
    audit: {
      sheet: 'Журнал аудита',
      at: 'Когда (UTC)',
      user: 'Кто',
      address: 'Адрес',
      entity: 'Тип записи',
      entityId: 'Идентификатор',
      action: 'Действие',
      changes: 'Изменения (до → после)',
    },
    mailSubject: 'Paperdesk: ваш экспорт %{name} готов',
    mailText:
      'Здравствуйте, %{firstName}!\n\nВаш экспорт %{name} (%{count}) готов. Скачайте его в течение %{hours} ч.:\n%{link}\n\nОн также есть на странице «Экспорт» в Paperdesk.\n',
    mailCount: { lines: 'строк: %{rows}', documents: 'документов: %{rows}' },
  },
  cn: {
    date: '日期',
    type: '类型',
    number: '编号',
    supplier: '供应商',
    debit: '借方',
    credit: '贷方',
    balance: '余额',
    invoicesolde: '待付金额',
    opening: '期初余额',
    closing: '期末余额',
    totals: '合计',
    lineType: { INVOICE: '发票', CREDIT: '贷项通知单', PAYMENT: '付款' },
    reference: '参考号',
    paymentType: '付款方式',
    status: '状态',
    invoices: '发票',
    amount: '金额',
    paymentStatus: { 0: '进行中', 1: '已完成' },
    siren: '企业编号 (SIREN/SIRET)',
    vatNumber: '增值税号',
    account: '科目',
    currency: '币种',
    ht: '不含税金额',
    vat: '增值税',
    baseAt: '计税基数 %{rate} %',
    vatAt: '增值税 %{rate} %',
    ttc: '含税金额',
    dueDate: '到期日',
    sheet: { statement: '对账单', payments: '付款', invoices: '发票' },
    bank: {
      sheet: '未对账',
      account: '银行账户',
      counterparty: '对方',
      details: '摘要',
      state: { UNMATCHED: '未匹配', PROPOSED: '建议' },
    },
    audit: {
      sheet: '审计日志',
      at: '时间 (UTC)',
      user: '操作人',
      address: '地址',
      entity: '记录类型',
      entityId: '记录编号',
      action: '操作',
      changes: '变更（之前 → 之后）',
    },
    mailSubject: 'Paperdesk：您的导出 %{name} 已就绪',
    mailText:
      '%{firstName}，您好：\n\n您的导出 %{name}（%{count}）已就绪。请在 %{hours} 小时内下载：\n%{link}\n\n它也列在 Paperdesk 的“导出”页面上。\n',
    mailCount: { lines: '%{rows} 行', documents: '%{rows} 个文档' },
  },
};

/**
 * The words of export file names, in the requesting user's language: ASCII, so the name travels through every
 * file system, mail client and zip tool unchanged (Russian in transliteration, Chinese in pinyin). `start`: an
 * open period's beginning (invoices-start_2026-10-31.csv).
 */
const FILE_WORDS: Record<
  LocaleCode,
  {
    statement: string;
    payments: string;
    invoices: string;
    documents: string;
    unreconciled: string;
    audit: string;
    start: string;
  }
> = {
  en: {
    statement: 'statement',
    payments: 'payments',
    invoices: 'invoices',
    documents: 'documents',
    unreconciled: 'unreconciled',
    audit: 'audit',
    start: 'start',
  },
  fr: {
    statement: 'releve',
    payments: 'paiements',
    invoices: 'factures',
    documents: 'documents',
    unreconciled: 'nonrapproche',
    audit: 'journalaudit',
    start: 'debut',
  },
  de: {
    statement: 'kontoauszug',
    payments: 'zahlungen',
    invoices: 'rechnungen',
    documents: 'dokumente',
    unreconciled: 'nichtabgeglichen',
    audit: 'pruefprotokoll',
    start: 'beginn',
  },
  ru: {
    statement: 'vypiska',
    payments: 'platezhi',
    invoices: 'scheta',
    documents: 'dokumenty',
    unreconciled: 'nesvereno',
    audit: 'zhurnalaudita',
    start: 'nachalo',
  },
  cn: {
    statement: 'duizhangdan',
    payments: 'fukuan',
    invoices: 'fapiao',
    documents: 'wendang',
    unreconciled: 'weiduizhang',
    audit: 'shenji',
    start: 'kaishi',
  },
};

export const EXPORT_MESSAGES = Object.fromEntries(
  LOCALE_CODES.map((l) => [l, { export: { ...WORDS[l], file: FILE_WORDS[l] } }]),
) as Record<LocaleCode, { export: Words & { file: (typeof FILE_WORDS)['en'] } }>;
