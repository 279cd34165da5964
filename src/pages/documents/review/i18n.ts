/** Texts of the review screen's seller panel, source creation, duplicates and e-invoice rendition (`documents.recognition.*`). */
const en = {
  seller: 'Recognised seller', fromXml: 'From the e-invoice', fromText: 'From the document text', sellerNone: 'No seller was recognised on this document.',
  name: 'Name', identifiers: 'Identifiers', address: 'Address', email: 'E-mail',
  matched: 'Matches the document source “%{name}” (by %{by}).', use: 'Use this source', linked: 'Linked to the document source “%{name}”.',
  noMatch: 'No document source matches this seller yet.', create: 'Create document source',
  createTitle: 'New document source', createHelp: 'Prefilled with the recognised seller. The new source is linked to this document.',
  identifierType: 'Type', identifierValue: 'Value', addIdentifier: 'Add an identifier', removeIdentifier: 'Remove this identifier',
  cancel: 'Cancel', createAction: 'Create and link', created: 'Document source created and linked to the document.',
  by: { SIRET: 'SIRET', SIREN: 'SIREN', VAT: 'VAT number', IBAN: 'IBAN', NAME: 'name' },
  idType: { SIRET: 'SIRET', SIREN: 'SIREN', VAT: 'VAT number', IBAN: 'IBAN' },
  duplicates: 'Possible duplicate of %{smart_count} document |||| Possible duplicate of %{smart_count} documents',
  duplicatesGeneric: 'Generic source: same supplier name and number.', open: 'Open',
  rendition: {
    title: 'E-invoice', showXml: 'XML source', showRendition: 'Readable view', unreadable: 'This XML file cannot be shown as an invoice; here is its source.',
    INVOICE: 'Invoice', CREDIT: 'Credit note', date: 'Date', due: 'Due date', delivery: 'Delivery date', buyerRef: 'Buyer reference', order: 'Order',
    seller: 'Seller', buyer: 'Buyer', lines: 'Lines', item: 'Item', qty: 'Quantity', unitPrice: 'Unit price', vatRate: 'VAT %', net: 'Net amount',
    vat: 'VAT breakdown', category: 'Category', rate: 'Rate', base: 'Taxable amount', vatAmount: 'VAT amount', exemption: 'Exemption',
    totals: 'Totals', tLines: 'Sum of lines', tAllow: 'Allowances', tCharges: 'Charges', tBasis: 'Total excl. VAT', tTax: 'Total VAT', tGrand: 'Total incl. VAT',
    tPrepaid: 'Paid', tPayable: 'Amount due', payment: 'Payment', terms: 'Terms', means: 'Means', reference: 'Reference', notes: 'Notes',
  },
};
export type RecognitionMessages = typeof en;

const fr: RecognitionMessages = {
  seller: 'Vendeur reconnu', fromXml: 'Depuis la facture électronique', fromText: 'Depuis le texte du document', sellerNone: "Aucun vendeur n'a été reconnu sur ce document.",
  name: 'Nom', identifiers: 'Identifiants', address: 'Adresse', email: 'E-mail',
  matched: 'Correspond à la source de documents « %{name} » (par %{by}).', use: 'Utiliser cette source', linked: 'Liée à la source de documents « %{name} ».',
  noMatch: 'Aucune source de documents ne correspond encore à ce vendeur.', create: 'Créer la source de documents',
  createTitle: 'Nouvelle source de documents', createHelp: 'Préremplie avec le vendeur reconnu. La nouvelle source est liée à ce document.',
  identifierType: 'Type', identifierValue: 'Valeur', addIdentifier: 'Ajouter un identifiant', removeIdentifier: 'Retirer cet identifiant',
  cancel: 'Annuler', createAction: 'Créer et lier', created: 'Source de documents créée et liée au document.',
  by: { SIRET: 'SIRET', SIREN: 'SIREN', VAT: 'numéro de TVA', IBAN: 'IBAN', NAME: 'nom' },
  idType: { SIRET: 'SIRET', SIREN: 'SIREN', VAT: 'N° de TVA', IBAN: 'IBAN' },
  duplicates: 'Doublon possible de %{smart_count} document |||| Doublon possible de %{smart_count} documents',
  duplicatesGeneric: 'Source générique : même nom de fournisseur et même numéro.', open: 'Ouvrir',
  rendition: {
    title: 'Facture électronique', showXml: 'Source XML', showRendition: 'Vue lisible', unreadable: 'Ce fichier XML ne peut pas être affiché comme une facture ; voici sa source.',
    INVOICE: 'Facture', CREDIT: 'Avoir', date: 'Date', due: "Date d'échéance", delivery: 'Date de livraison', buyerRef: 'Référence acheteur', order: 'Commande',
    seller: 'Vendeur', buyer: 'Acheteur', lines: 'Lignes', item: 'Désignation', qty: 'Quantité', unitPrice: 'Prix unitaire', vatRate: 'TVA %', net: 'Montant HT',
    vat: 'Ventilation de la TVA', category: 'Catégorie', rate: 'Taux', base: 'Base HT', vatAmount: 'Montant TVA', exemption: 'Exonération',
    totals: 'Totaux', tLines: 'Total des lignes', tAllow: 'Remises', tCharges: 'Frais', tBasis: 'Total HT', tTax: 'Total TVA', tGrand: 'Total TTC',
    tPrepaid: 'Déjà payé', tPayable: 'Net à payer', payment: 'Paiement', terms: 'Conditions', means: 'Moyen de paiement', reference: 'Référence', notes: 'Notes',
  },
};

const de: RecognitionMessages = {
  seller: 'Erkannter Verkäufer', fromXml: 'Aus der E-Rechnung', fromText: 'Aus dem Text des Dokuments', sellerNone: 'Auf diesem Dokument wurde kein Verkäufer erkannt.',
  name: 'Name', identifiers: 'Kennungen', address: 'Adresse', email: 'E-Mail',
  matched: 'Entspricht der Dokumentquelle „%{name}“ (nach %{by}).', use: 'Diese Quelle verwenden', linked: 'Mit der Dokumentquelle „%{name}“ verknüpft.',
  noMatch: 'Noch keine Dokumentquelle entspricht diesem Verkäufer.', create: 'Dokumentquelle anlegen',
  createTitle: 'Neue Dokumentquelle', createHelp: 'Mit dem erkannten Verkäufer vorausgefüllt. Die neue Quelle wird mit diesem Dokument verknüpft.',
  identifierType: 'Art', identifierValue: 'Wert', addIdentifier: 'Kennung hinzufügen', removeIdentifier: 'Diese Kennung entfernen',
  cancel: 'Abbrechen', createAction: 'Anlegen und verknüpfen', created: 'Dokumentquelle angelegt und mit dem Dokument verknüpft.',
  by: { SIRET: 'SIRET', SIREN: 'SIREN', VAT: 'USt-IdNr.', IBAN: 'IBAN', NAME: 'Name' },
  idType: { SIRET: 'SIRET', SIREN: 'SIREN', VAT: 'USt-IdNr.', IBAN: 'IBAN' },
  duplicates: 'Mögliches Duplikat von %{smart_count} Dokument |||| Mögliches Duplikat von %{smart_count} Dokumenten',
  duplicatesGeneric: 'Allgemeine Quelle: gleicher Lieferantenname und gleiche Nummer.', open: 'Öffnen',
  rendition: {
    title: 'E-Rechnung', showXml: 'XML-Quelle', showRendition: 'Lesbare Ansicht', unreadable: 'Diese XML-Datei kann nicht als Rechnung angezeigt werden; hier ihre Quelle.',
    INVOICE: 'Rechnung', CREDIT: 'Gutschrift', date: 'Datum', due: 'Fälligkeitsdatum', delivery: 'Lieferdatum', buyerRef: 'Käuferreferenz', order: 'Bestellung',
    seller: 'Verkäufer', buyer: 'Käufer', lines: 'Positionen', item: 'Bezeichnung', qty: 'Menge', unitPrice: 'Einzelpreis', vatRate: 'USt. %', net: 'Nettobetrag',
    vat: 'Umsatzsteuer', category: 'Kategorie', rate: 'Satz', base: 'Bemessungsgrundlage', vatAmount: 'Steuerbetrag', exemption: 'Befreiung',
    totals: 'Summen', tLines: 'Summe der Positionen', tAllow: 'Nachlässe', tCharges: 'Zuschläge', tBasis: 'Gesamt netto', tTax: 'Umsatzsteuer', tGrand: 'Gesamt brutto',
    tPrepaid: 'Bereits gezahlt', tPayable: 'Zahlbetrag', payment: 'Zahlung', terms: 'Bedingungen', means: 'Zahlungsart', reference: 'Verwendungszweck', notes: 'Hinweise',
  },
};

const ru: RecognitionMessages = {
  seller: 'Распознанный продавец', fromXml: 'Из электронного счёта', fromText: 'Из текста документа', sellerNone: 'Продавец на этом документе не распознан.',
  name: 'Название', identifiers: 'Идентификаторы', address: 'Адрес', email: 'Эл. почта',
  matched: 'Соответствует источнику документов «%{name}» (по %{by}).', use: 'Использовать этот источник', linked: 'Связан с источником документов «%{name}».',
  noMatch: 'Этому продавцу пока не соответствует ни один источник документов.', create: 'Создать источник документов',
  createTitle: 'Новый источник документов', createHelp: 'Заполнено по распознанному продавцу. Новый источник будет связан с этим документом.',
  identifierType: 'Тип', identifierValue: 'Значение', addIdentifier: 'Добавить идентификатор', removeIdentifier: 'Удалить этот идентификатор',
  cancel: 'Отмена', createAction: 'Создать и связать', created: 'Источник документов создан и связан с документом.',
  by: { SIRET: 'SIRET', SIREN: 'SIREN', VAT: 'номеру НДС', IBAN: 'IBAN', NAME: 'названию' },
  idType: { SIRET: 'SIRET', SIREN: 'SIREN', VAT: 'Номер НДС', IBAN: 'IBAN' },
  duplicates: 'Возможный дубликат %{smart_count} документа |||| Возможный дубликат %{smart_count} документов |||| Возможный дубликат %{smart_count} документов',
  duplicatesGeneric: 'Общий источник: то же название поставщика и тот же номер.', open: 'Открыть',
  rendition: {
    title: 'Электронный счёт', showXml: 'Исходный XML', showRendition: 'Читаемый вид', unreadable: 'Этот XML-файл нельзя показать как счёт; вот его исходный текст.',
    INVOICE: 'Счёт', CREDIT: 'Кредит-нота', date: 'Дата', due: 'Срок оплаты', delivery: 'Дата поставки', buyerRef: 'Ссылка покупателя', order: 'Заказ',
    seller: 'Продавец', buyer: 'Покупатель', lines: 'Позиции', item: 'Наименование', qty: 'Количество', unitPrice: 'Цена за единицу', vatRate: 'НДС %', net: 'Сумма без НДС',
    vat: 'Разбивка НДС', category: 'Категория', rate: 'Ставка', base: 'Облагаемая сумма', vatAmount: 'Сумма НДС', exemption: 'Освобождение',
    totals: 'Итоги', tLines: 'Сумма позиций', tAllow: 'Скидки', tCharges: 'Надбавки', tBasis: 'Итого без НДС', tTax: 'Итого НДС', tGrand: 'Итого с НДС',
    tPrepaid: 'Оплачено', tPayable: 'К оплате', payment: 'Оплата', terms: 'Условия', means: 'Способ оплаты', reference: 'Назначение платежа', notes: 'Примечания',
  },
};

const cn: RecognitionMessages = {
  seller: '识别出的卖方', fromXml: '来自电子发票', fromText: '来自文档文本', sellerNone: '此文档上未识别出卖方。',
  name: '名称', identifiers: '标识', address: '地址', email: '电子邮件',
  matched: '与文档来源“%{name}”匹配（依据%{by}）。', use: '使用此来源', linked: '已关联到文档来源“%{name}”。',
  noMatch: '目前没有与此卖方匹配的文档来源。', create: '创建文档来源',
  createTitle: '新建文档来源', createHelp: '已按识别出的卖方预填。新来源将关联到此文档。',
  identifierType: '类型', identifierValue: '值', addIdentifier: '添加标识', removeIdentifier: '移除此标识',
  cancel: '取消', createAction: '创建并关联', created: '文档来源已创建并关联到文档。',
  by: { SIRET: 'SIRET', SIREN: 'SIREN', VAT: '增值税号', IBAN: 'IBAN', NAME: '名称' },
  idType: { SIRET: 'SIRET', SIREN: 'SIREN', VAT: '增值税号', IBAN: 'IBAN' },
  duplicates: '可能与 %{smart_count} 个文档重复',
  duplicatesGeneric: '通用来源：供应商名称和编号相同。', open: '打开',
  rendition: {
    title: '电子发票', showXml: 'XML 源文件', showRendition: '可读视图', unreadable: '此 XML 文件无法显示为发票；以下为其源文件。',
    INVOICE: '发票', CREDIT: '贷项通知单', date: '日期', due: '到期日', delivery: '交货日期', buyerRef: '买方参考', order: '订单',
    seller: '卖方', buyer: '买方', lines: '明细行', item: '品名', qty: '数量', unitPrice: '单价', vatRate: '增值税 %', net: '净额',
    vat: '增值税明细', category: '类别', rate: '税率', base: '计税金额', vatAmount: '税额', exemption: '免税原因',
    totals: '合计', tLines: '明细行合计', tAllow: '折扣', tCharges: '附加费', tBasis: '不含税合计', tTax: '增值税合计', tGrand: '含税合计',
    tPrepaid: '已付', tPayable: '应付金额', payment: '付款', terms: '付款条件', means: '付款方式', reference: '付款参考', notes: '备注',
  },
};

export const recognitionMessages = { en, fr, de, ru, cn };
