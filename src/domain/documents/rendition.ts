/**
 * The readable rendition of an e-invoice received as XML only (UBL 2.1, CII of Factur-X/ZUGFeRD/XRechnung): its
 * shape and its labels, one home for the server (which builds it and prints it as a PDF) and the review screen
 * (which shows it). Plain data: no React, no Node.
 */
import type { LocaleCode } from '../locales';

/** A party as the rendition shows it. */
export interface RenditionParty {
  name?: string;
  tradeName?: string;
  identifiers: { type: string; value: string }[];
  addressLines: string[];
  postcode?: string;
  city?: string;
  country?: string;
  email?: string;
}

export interface RenditionLine {
  id?: string;
  name?: string;
  description?: string;
  quantity?: string;
  unit?: string;
  unitPrice?: string;
  net?: string;
  vatRate?: string;
  vatCategory?: string;
}
export interface RenditionVat {
  category?: string;
  rate?: string;
  base?: string;
  amount?: string;
  exemption?: string;
}
export interface Rendition<Party extends RenditionParty = RenditionParty> {
  syntax: 'UBL' | 'CII';
  profile?: string;
  type: 'INVOICE' | 'CREDIT';
  typeCode?: string;
  number?: string;
  issueDate?: string;
  dueDate?: string;
  deliveryDate?: string;
  currency?: string;
  buyerReference?: string;
  orderReference?: string;
  seller: Party;
  buyer: Party;
  lines: RenditionLine[];
  vat: RenditionVat[];
  totals: {
    lines?: string;
    allowances?: string;
    charges?: string;
    taxBasis?: string;
    tax?: string;
    grandTotal?: string;
    prepaid?: string;
    payable?: string;
  };
  payment: {
    terms?: string;
    meansCode?: string;
    means?: string;
    iban?: string;
    bic?: string;
    accountName?: string;
    reference?: string;
  };
  notes: string[];
}

/** UN/ECE Rec. 20 unit codes as printed: pieces show none, common measures their symbol, others their code. */
export const unitLabel = (code?: string) =>
  !code || ['C62', 'H87', 'EA', 'XPP', 'XPCE'].includes(code)
    ? ''
    : ((
        {
          HUR: 'h',
          MIN: 'min',
          DAY: 'd',
          KGM: 'kg',
          GRM: 'g',
          MTR: 'm',
          MTK: 'm²',
          MTQ: 'm³',
          LTR: 'l',
          KWH: 'kWh',
          TNE: 't',
        } as Record<string, string>
      )[code] ?? code);

/** The languages of the interface (cn: Chinese). */
export type RenditionLang = LocaleCode;

/** The rendition's labels; `footer` names the syntax as `{syntax}`. */
export const RENDITION_LABELS: Record<RenditionLang, Record<string, string>> = {
  fr: {
    INVOICE: 'Facture',
    CREDIT: 'Avoir',
    date: 'Date',
    due: "Date d'échéance",
    delivery: 'Date de livraison',
    currency: 'Devise',
    buyerRef: 'Référence acheteur',
    order: 'Commande',
    seller: 'Vendeur',
    buyer: 'Acheteur',
    lines: 'Lignes',
    item: 'Désignation',
    qty: 'Quantité',
    unitPrice: 'Prix unitaire',
    vatRate: 'TVA %',
    net: 'Montant HT',
    vat: 'Ventilation de la TVA',
    category: 'Catégorie',
    rate: 'Taux',
    base: 'Base HT',
    vatAmount: 'Montant TVA',
    exemption: 'Exonération',
    totals: 'Totaux',
    tLines: 'Total des lignes',
    tAllow: 'Remises',
    tCharges: 'Frais',
    tBasis: 'Total HT',
    tTax: 'Total TVA',
    tGrand: 'Total TTC',
    tPrepaid: 'Déjà payé',
    tPayable: 'Net à payer',
    payment: 'Paiement',
    terms: 'Conditions',
    means: 'Moyen',
    reference: 'Référence',
    notes: 'Notes',
    page: 'Page',
    footer: 'Rendu lisible de la facture électronique {syntax} reçue en XML ; le fichier XML fait foi.',
  },
  en: {
    INVOICE: 'Invoice',
    CREDIT: 'Credit note',
    date: 'Date',
    due: 'Due date',
    delivery: 'Delivery date',
    currency: 'Currency',
    buyerRef: 'Buyer reference',
    order: 'Order',
    seller: 'Seller',
    buyer: 'Buyer',
    lines: 'Lines',
    item: 'Item',
    qty: 'Quantity',
    unitPrice: 'Unit price',
    vatRate: 'VAT %',
    net: 'Net amount',
    vat: 'VAT breakdown',
    category: 'Category',
    rate: 'Rate',
    base: 'Taxable amount',
    vatAmount: 'VAT amount',
    exemption: 'Exemption',
    totals: 'Totals',
    tLines: 'Sum of lines',
    tAllow: 'Allowances',
    tCharges: 'Charges',
    tBasis: 'Total excl. VAT',
    tTax: 'Total VAT',
    tGrand: 'Total incl. VAT',
    tPrepaid: 'Paid',
    tPayable: 'Amount due',
    payment: 'Payment',
    terms: 'Terms',
    means: 'Means',
    reference: 'Reference',
    notes: 'Notes',
    page: 'Page',
    footer: 'Readable rendition of the {syntax} e-invoice received as XML; the XML file is the original.',
  },
  de: {
    INVOICE: 'Rechnung',
    CREDIT: 'Gutschrift',
    date: 'Datum',
    due: 'Fälligkeitsdatum',
    delivery: 'Lieferdatum',
    currency: 'Währung',
    buyerRef: 'Käuferreferenz',
    order: 'Bestellung',
    seller: 'Verkäufer',
    buyer: 'Käufer',
    lines: 'Positionen',
    item: 'Bezeichnung',
    qty: 'Menge',
    unitPrice: 'Einzelpreis',
    vatRate: 'USt. %',
    net: 'Nettobetrag',
    vat: 'Umsatzsteuer',
    category: 'Kategorie',
    rate: 'Satz',
    base: 'Bemessungsgrundlage',
    vatAmount: 'Steuerbetrag',
    exemption: 'Befreiung',
    totals: 'Summen',
    tLines: 'Summe der Positionen',
    tAllow: 'Nachlässe',
    tCharges: 'Zuschläge',
    tBasis: 'Gesamt netto',
    tTax: 'Umsatzsteuer',
    tGrand: 'Gesamt brutto',
    tPrepaid: 'Bereits gezahlt',
    tPayable: 'Zahlbetrag',
    payment: 'Zahlung',
    terms: 'Bedingungen',
    means: 'Zahlungsart',
    reference: 'Verwendungszweck',
    notes: 'Hinweise',
    page: 'Seite',
    footer: 'Lesbare Darstellung der als XML erhaltenen {syntax}-E-Rechnung; maßgeblich ist die XML-Datei.',
  },
  ru: {
    INVOICE: 'Счёт',
    CREDIT: 'Кредит-нота',
    date: 'Дата',
    due: 'Срок оплаты',
    delivery: 'Дата поставки',
    currency: 'Валюта',
    buyerRef: 'Ссылка покупателя',
    order: 'Заказ',
    seller: 'Продавец',
    buyer: 'Покупатель',
    lines: 'Позиции',
    item: 'Наименование',
    qty: 'Кол-во',
    unitPrice: 'Цена',
    vatRate: 'НДС %',
    net: 'Сумма без НДС',
    vat: 'Расчёт НДС',
    category: 'Категория',
    rate: 'Ставка',
    base: 'Налоговая база',
    vatAmount: 'Сумма НДС',
    exemption: 'Освобождение',
    totals: 'Итоги',
    tLines: 'Сумма позиций',
    tAllow: 'Скидки',
    tCharges: 'Надбавки',
    tBasis: 'Итого без НДС',
    tTax: 'Итого НДС',
    tGrand: 'Итого с НДС',
    tPrepaid: 'Оплачено',
    tPayable: 'К оплате',
    payment: 'Оплата',
    terms: 'Условия',
    means: 'Способ',
    reference: 'Назначение платежа',
    notes: 'Примечания',
    page: 'Страница',
    footer: 'Читаемое представление электронного счёта {syntax}, полученного в XML; оригиналом является XML-файл.',
  },
  cn: {
    INVOICE: '发票',
    CREDIT: '贷项通知单',
    date: '日期',
    due: '付款到期日',
    delivery: '交货日期',
    currency: '币种',
    buyerRef: '买方参考',
    order: '订单',
    seller: '卖方',
    buyer: '买方',
    lines: '明细',
    item: '项目',
    qty: '数量',
    unitPrice: '单价',
    vatRate: '增值税 %',
    net: '不含税金额',
    vat: '增值税明细',
    category: '类别',
    rate: '税率',
    base: '计税金额',
    vatAmount: '税额',
    exemption: '免税',
    totals: '合计',
    tLines: '明细合计',
    tAllow: '折扣',
    tCharges: '附加费用',
    tBasis: '不含税合计',
    tTax: '增值税合计',
    tGrand: '含税合计',
    tPrepaid: '已付',
    tPayable: '应付金额',
    payment: '付款',
    terms: '条款',
    means: '方式',
    reference: '付款附言',
    notes: '备注',
    page: '页',
    footer: '以 XML 接收的 {syntax} 电子发票的可读版本；以 XML 文件为准。',
  },
};

/** UNTDID 4461 payment means, the common ones. */
export const PAYMENT_MEANS: Record<string, Record<RenditionLang, string>> = {
  '10': { fr: 'Espèces', en: 'Cash', de: 'Bar', ru: 'Наличные', cn: '现金' },
  '20': { fr: 'Chèque', en: 'Cheque', de: 'Scheck', ru: 'Чек', cn: '支票' },
  '30': { fr: 'Virement', en: 'Credit transfer', de: 'Überweisung', ru: 'Банковский перевод', cn: '转账' },
  '42': {
    fr: 'Virement sur compte',
    en: 'Payment to bank account',
    de: 'Zahlung auf Bankkonto',
    ru: 'Оплата на банковский счёт',
    cn: '付款至银行账户',
  },
  '48': { fr: 'Carte bancaire', en: 'Bank card', de: 'Bankkarte', ru: 'Банковская карта', cn: '银行卡' },
  '49': { fr: 'Prélèvement', en: 'Direct debit', de: 'Lastschrift', ru: 'Прямое дебетование', cn: '直接扣款' },
  '57': {
    fr: 'Accord permanent',
    en: 'Standing agreement',
    de: 'Dauerauftrag',
    ru: 'Постоянное поручение',
    cn: '长期协议',
  },
  '58': {
    fr: 'Virement SEPA',
    en: 'SEPA credit transfer',
    de: 'SEPA-Überweisung',
    ru: 'Перевод SEPA',
    cn: 'SEPA 转账',
  },
  '59': {
    fr: 'Prélèvement SEPA',
    en: 'SEPA direct debit',
    de: 'SEPA-Lastschrift',
    ru: 'Прямое дебетование SEPA',
    cn: 'SEPA 直接扣款',
  },
};
