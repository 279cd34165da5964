/** Labels of the document sources' choice fields, per language (`resources.<name>.choices.<field>.<value>`). */
export const supplierChoices = {
  en: {
    visible: { 0: 'Visible', 1: 'Hidden', 2: 'Archived' },
    duedateenum: { 0: 'On receipt (invoice date)', 1: 'Date on the invoice', 2: 'End of the month', 3: 'Invoice date + X days' },
    paymentdateenum: { 0: 'Immediately', 1: 'On the due date', 2: 'End of the month of the due date', 3: 'X days after the due date', 4: 'X days after the due date, end of month' },
    ocralgorithm: { PDF: 'PDF text layer', AKI: 'AKI OCR engine' },
    embedmode: { FILE: 'The file itself', OCRRESULT: 'The recognised text' },
    identifiertype: { SIREN: 'SIREN (company)', SIRET: 'SIRET (establishment)', VAT: 'VAT number', IBAN: 'IBAN (bank account)', EMAIL: 'E-mail address', OTHER: 'Other' },
  },
  fr: {
    visible: { 0: 'Affichée', 1: 'Masquée', 2: 'Archivée' },
    duedateenum: { 0: 'À réception (date de facture)', 1: 'Date indiquée sur la facture', 2: 'Fin de mois', 3: 'Date de facture + X jours' },
    paymentdateenum: { 0: 'Immédiatement', 1: "À la date d'échéance", 2: "Fin du mois de l'échéance", 3: "X jours après l'échéance", 4: "X jours après l'échéance, fin de mois" },
    ocralgorithm: { PDF: 'Texte du PDF', AKI: 'Moteur OCR AKI' },
    embedmode: { FILE: 'Le fichier lui-même', OCRRESULT: 'Le texte reconnu' },
    identifiertype: { SIREN: 'SIREN (entreprise)', SIRET: 'SIRET (établissement)', VAT: 'Numéro de TVA', IBAN: 'IBAN (compte bancaire)', EMAIL: 'Adresse e-mail', OTHER: 'Autre' },
  },
  de: {
    visible: { 0: 'Sichtbar', 1: 'Ausgeblendet', 2: 'Archiviert' },
    duedateenum: { 0: 'Bei Erhalt (Rechnungsdatum)', 1: 'Datum auf der Rechnung', 2: 'Monatsende', 3: 'Rechnungsdatum + X Tage' },
    paymentdateenum: { 0: 'Sofort', 1: 'Am Fälligkeitsdatum', 2: 'Ende des Fälligkeitsmonats', 3: 'X Tage nach Fälligkeit', 4: 'X Tage nach Fälligkeit, Monatsende' },
    ocralgorithm: { PDF: 'PDF-Textebene', AKI: 'AKI-OCR-Engine' },
    embedmode: { FILE: 'Die Datei selbst', OCRRESULT: 'Der erkannte Text' },
    identifiertype: { SIREN: 'SIREN (Unternehmen)', SIRET: 'SIRET (Niederlassung)', VAT: 'USt-IdNr.', IBAN: 'IBAN (Bankkonto)', EMAIL: 'E-Mail-Adresse', OTHER: 'Sonstige' },
  },
  ru: {
    visible: { 0: 'Видимый', 1: 'Скрытый', 2: 'В архиве' },
    duedateenum: { 0: 'При получении (дата счёта)', 1: 'Дата, указанная в счёте', 2: 'Конец месяца', 3: 'Дата счёта + X дней' },
    paymentdateenum: { 0: 'Немедленно', 1: 'В срок оплаты', 2: 'Конец месяца срока оплаты', 3: 'Через X дней после срока оплаты', 4: 'Через X дней после срока оплаты, конец месяца' },
    ocralgorithm: { PDF: 'Текстовый слой PDF', AKI: 'OCR-движок AKI' },
    embedmode: { FILE: 'Сам файл', OCRRESULT: 'Распознанный текст' },
    identifiertype: { SIREN: 'SIREN (компания)', SIRET: 'SIRET (подразделение)', VAT: 'Номер плательщика НДС', IBAN: 'IBAN (банковский счёт)', EMAIL: 'Адрес эл. почты', OTHER: 'Другое' },
  },
  cn: {
    visible: { 0: '可见', 1: '隐藏', 2: '已归档' },
    duedateenum: { 0: '收到即付（发票日期）', 1: '发票上的日期', 2: '月末', 3: '发票日期 + X 天' },
    paymentdateenum: { 0: '立即', 1: '到期日', 2: '到期日所在月末', 3: '到期日后 X 天', 4: '到期日后 X 天，月末' },
    ocralgorithm: { PDF: 'PDF 文本层', AKI: 'AKI OCR 引擎' },
    embedmode: { FILE: '文件本身', OCRRESULT: '识别出的文本' },
    identifiertype: { SIREN: 'SIREN（企业）', SIRET: 'SIRET（机构）', VAT: '增值税号', IBAN: 'IBAN（银行账户）', EMAIL: '电子邮件地址', OTHER: '其他' },
  },
};
