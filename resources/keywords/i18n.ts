import type { ResourceMessages } from '../views/resourceConfig';

const valuetypes = {
  en: { TEXT: 'Text', NUMBER: 'Number', DATE: 'Date', BOOLEAN: 'Yes / no', ENUMERATED: 'List of values', TABLE: 'Table' },
  fr: { TEXT: 'Texte', NUMBER: 'Nombre', DATE: 'Date', BOOLEAN: 'Oui / non', ENUMERATED: 'Liste de valeurs', TABLE: 'Tableau' },
  de: { TEXT: 'Text', NUMBER: 'Zahl', DATE: 'Datum', BOOLEAN: 'Ja / nein', ENUMERATED: 'Werteliste', TABLE: 'Tabelle' },
  ru: { TEXT: 'Текст', NUMBER: 'Число', DATE: 'Дата', BOOLEAN: 'Да / нет', ENUMERATED: 'Список значений', TABLE: 'Таблица' },
  cn: { TEXT: '文本', NUMBER: '数字', DATE: '日期', BOOLEAN: '是 / 否', ENUMERATED: '值列表', TABLE: '表格' },
};
const types = {
  en: { CUSTOM: 'Custom', TTC: 'Total incl. tax', HT: 'Total excl. tax', TVA: 'VAT', DUE_DATE: 'Due date', TYPE: 'Document type' },
  fr: { CUSTOM: 'Personnalisé', TTC: 'Total TTC', HT: 'Total HT', TVA: 'TVA', DUE_DATE: "Date d'échéance", TYPE: 'Type de document' },
  de: { CUSTOM: 'Benutzerdefiniert', TTC: 'Bruttobetrag', HT: 'Nettobetrag', TVA: 'MwSt.', DUE_DATE: 'Fälligkeitsdatum', TYPE: 'Dokumenttyp' },
  ru: { CUSTOM: 'Пользовательский', TTC: 'Сумма с НДС', HT: 'Сумма без НДС', TVA: 'НДС', DUE_DATE: 'Срок оплаты', TYPE: 'Тип документа' },
  cn: { CUSTOM: '自定义', TTC: '含税总额', HT: '不含税总额', TVA: '增值税', DUE_DATE: '到期日', TYPE: '单据类型' },
};

export const keywordMessages: ResourceMessages = {
  en: { name: 'Keyword |||| Keywords', fields: { name: 'Name', label: 'Label', extractionkey: 'Extraction key', description: 'Description', valuetype: 'Value type', type: 'Type', group: 'Group', manadatory: 'Mandatory', visible: 'Visible', showtotalsinfooter: 'Totals in footer', choices: 'Values' }, choices: { valuetype: valuetypes.en, type: types.en }, helpers: { type: "By number: 0 Custom, 1 Total incl. tax (used by the duplicate check), 2 Total excl. tax, 3 VAT, 4 Due date, 5 Document type." } },
  fr: { name: 'Mot-clé |||| Mots-clés', fields: { name: 'Nom', label: 'Libellé', extractionkey: "Clé d'extraction", description: 'Description', valuetype: 'Type de valeur', type: 'Type', group: 'Groupe', manadatory: 'Obligatoire', visible: 'Visible', showtotalsinfooter: 'Totaux en pied de tableau', choices: 'Valeurs' }, choices: { valuetype: valuetypes.fr, type: types.fr }, helpers: { type: "En chiffres : 0 Personnalisé, 1 Total TTC (utilisé pour détecter les doublons), 2 Total HT, 3 TVA, 4 Date d'échéance, 5 Type de document." } },
  de: { name: 'Schlüsselwort |||| Schlüsselwörter', fields: { name: 'Name', label: 'Bezeichnung', extractionkey: 'Extraktionsschlüssel', description: 'Beschreibung', valuetype: 'Werttyp', type: 'Typ', group: 'Gruppe', manadatory: 'Pflichtfeld', visible: 'Sichtbar', showtotalsinfooter: 'Summen in der Fußzeile', choices: 'Werte' }, choices: { valuetype: valuetypes.de, type: types.de }, helpers: { type: "Als Zahl: 0 Benutzerdefiniert, 1 Bruttobetrag (für die Dublettenprüfung), 2 Nettobetrag, 3 MwSt., 4 Fälligkeitsdatum, 5 Dokumenttyp." } },
  ru: { name: 'Ключевое слово |||| Ключевые слова', fields: { name: 'Название', label: 'Подпись', extractionkey: 'Ключ извлечения', description: 'Описание', valuetype: 'Тип значения', type: 'Тип', group: 'Группа', manadatory: 'Обязательное', visible: 'Видимое', showtotalsinfooter: 'Итоги в нижней строке', choices: 'Значения' }, choices: { valuetype: valuetypes.ru, type: types.ru }, helpers: { type: "Числом: 0 Пользовательский, 1 Сумма с НДС (для проверки дубликатов), 2 Сумма без НДС, 3 НДС, 4 Срок оплаты, 5 Тип документа." } },
  cn: { name: '关键字 |||| 关键字', fields: { name: '名称', label: '标签', extractionkey: '提取键', description: '描述', valuetype: '值类型', type: '类型', group: '分组', manadatory: '必填', visible: '可见', showtotalsinfooter: '页脚显示合计', choices: '取值' }, choices: { valuetype: valuetypes.cn, type: types.cn }, helpers: { type: "数字表示：0 自定义，1 含税总额（用于重复检查），2 不含税总额，3 增值税，4 到期日，5 单据类型。" } },
};
