/**
 * The EN 16931 findings in the five languages: each rule id names a kind of check and the business term it is
 * about; the message is the kind's sentence with the term's name and the finding's figures. One home for the
 * server (findings stored as { rule, args }) and the review screen (which shows them in the reader's language).
 */
import type { LocaleCode } from '../locales';
import { MORE_TERMS } from './en16931MessagesTerms';

type Labels = Record<LocaleCode, string>;
const l = (fr: string, en: string, de: string, ru: string, cn: string): Labels => ({ fr, en, de, ru, cn });

export type FindingKind =
  | 'missing'
  | 'sum'
  | 'decimals'
  | 'rate'
  | 'exemption'
  | 'noexemption'
  | 'vatid'
  | 'novatid'
  | 'onlycategory'
  | 'negative'
  | 'code'
  | 'period'
  | 'exclusive'
  | 'prefix'
  | 'card'
  | 'scheme';

/** The sentences, with %{term}, %{expected}, %{actual}, %{line}, %{category}. */
export const KIND_TEXTS: Record<FindingKind, Labels> = {
  missing: l(
    '%{term} est absent%{line}.',
    '%{term} is missing%{line}.',
    '%{term} fehlt%{line}.',
    '%{term} отсутствует%{line}.',
    '缺少%{term}%{line}。',
  ),
  sum: l(
    '%{term} vaut %{actual}, le calcul donne %{expected}.',
    '%{term} is %{actual}, the calculation gives %{expected}.',
    '%{term} ist %{actual}, die Berechnung ergibt %{expected}.',
    '%{term} равно %{actual}, расчёт даёт %{expected}.',
    '%{term} 为 %{actual}，计算结果为 %{expected}。',
  ),
  decimals: l(
    '%{term} a plus de 2 décimales (%{actual}).',
    '%{term} has more than 2 decimals (%{actual}).',
    '%{term} hat mehr als 2 Nachkommastellen (%{actual}).',
    '%{term} содержит более 2 знаков после запятой (%{actual}).',
    '%{term} 超过 2 位小数（%{actual}）。',
  ),
  rate: l(
    'Catégorie de TVA %{category} : le taux %{actual} n’est pas admis%{line}.',
    'VAT category %{category}: the rate %{actual} is not allowed%{line}.',
    'Steuerkategorie %{category}: der Satz %{actual} ist nicht zulässig%{line}.',
    'Категория НДС %{category}: ставка %{actual} недопустима%{line}.',
    '增值税类别 %{category}：税率 %{actual} 不允许%{line}。',
  ),
  exemption: l(
    'Catégorie de TVA %{category} : le motif d’exonération est absent.',
    'VAT category %{category}: the exemption reason is missing.',
    'Steuerkategorie %{category}: der Befreiungsgrund fehlt.',
    'Категория НДС %{category}: не указана причина освобождения.',
    '增值税类别 %{category}：缺少免税原因。',
  ),
  noexemption: l(
    'Catégorie de TVA %{category} : aucun motif d’exonération ne doit figurer.',
    'VAT category %{category}: no exemption reason may be given.',
    'Steuerkategorie %{category}: es darf kein Befreiungsgrund angegeben sein.',
    'Категория НДС %{category}: причина освобождения указываться не должна.',
    '增值税类别 %{category}：不得提供免税原因。',
  ),
  vatid: l(
    'Catégorie de TVA %{category} : %{term} est requis.',
    'VAT category %{category}: %{term} is required.',
    'Steuerkategorie %{category}: %{term} ist erforderlich.',
    'Категория НДС %{category}: требуется %{term}.',
    '增值税类别 %{category}：需要%{term}。',
  ),
  novatid: l(
    'Catégorie de TVA %{category} : aucun numéro de TVA ne doit figurer.',
    'VAT category %{category}: no VAT identifier may be given.',
    'Steuerkategorie %{category}: es darf keine USt-IdNr. angegeben sein.',
    'Категория НДС %{category}: НДС-номера указываться не должны.',
    '增值税类别 %{category}：不得提供增值税号。',
  ),
  onlycategory: l(
    'Catégorie de TVA %{category} : %{term} ne peut être d’une autre catégorie (%{actual})%{line}.',
    'VAT category %{category}: %{term} may not be of another category (%{actual})%{line}.',
    'Steuerkategorie %{category}: %{term} darf keine andere Kategorie haben (%{actual})%{line}.',
    'Категория НДС %{category}: %{term} не может иметь другую категорию (%{actual})%{line}.',
    '增值税类别 %{category}：%{term} 不得为其他类别（%{actual}）%{line}。',
  ),
  negative: l(
    '%{term} ne peut être négatif (%{actual})%{line}.',
    '%{term} cannot be negative (%{actual})%{line}.',
    '%{term} darf nicht negativ sein (%{actual})%{line}.',
    '%{term} не может быть отрицательным (%{actual})%{line}.',
    '%{term} 不能为负数（%{actual}）%{line}。',
  ),
  code: l(
    '%{term} n’a pas une valeur admise (%{actual}).',
    '%{term} has a value that is not allowed (%{actual}).',
    '%{term} hat einen unzulässigen Wert (%{actual}).',
    '%{term} имеет недопустимое значение (%{actual}).',
    '%{term} 的值不允许（%{actual}）。',
  ),
  period: l(
    '%{term} (%{actual}) précède la date de début (%{expected})%{line}.',
    '%{term} (%{actual}) is before the start date (%{expected})%{line}.',
    '%{term} (%{actual}) liegt vor dem Anfangsdatum (%{expected})%{line}.',
    '%{term} (%{actual}) раньше даты начала (%{expected})%{line}.',
    '%{term}（%{actual}）早于开始日期（%{expected}）%{line}。',
  ),
  exclusive: l(
    '%{term} : un seul des deux peut figurer.',
    '%{term}: only one of the two may be given.',
    '%{term}: nur eines von beiden darf angegeben sein.',
    '%{term}: допускается только одно из двух.',
    '%{term}：两者只能提供其一。',
  ),
  prefix: l(
    '%{term} ne commence pas par un code pays (%{actual}).',
    '%{term} does not begin with a country code (%{actual}).',
    '%{term} beginnt nicht mit einem Ländercode (%{actual}).',
    '%{term} не начинается с кода страны (%{actual}).',
    '%{term} 未以国家代码开头（%{actual}）。',
  ),
  card: l(
    '%{term} montre plus que ses 6 premiers et 4 derniers chiffres.',
    '%{term} shows more than its first 6 and last 4 digits.',
    '%{term} zeigt mehr als die ersten 6 und die letzten 4 Ziffern.',
    '%{term} показывает больше, чем первые 6 и последние 4 цифры.',
    '%{term} 显示的位数超过前 6 位和后 4 位。',
  ),
  scheme: l(
    '%{term} n’a pas d’identifiant de schéma%{line}.',
    '%{term} has no scheme identifier%{line}.',
    '%{term} hat keine Schemakennung%{line}.',
    '%{term}: не указан идентификатор схемы%{line}.',
    '%{term} 缺少方案标识符%{line}。',
  ),
};

/** " (line 3)" in each language. */
export const LINE_TEXT: Labels = l(
  ' (ligne %{line})',
  ' (line %{line})',
  ' (Zeile %{line})',
  ' (строка %{line})',
  '（第 %{line} 行）',
);

/** The business terms the rules name (more of them: en16931MessagesTerms.ts). */
const FIRST_TERMS: Record<string, Labels> = {
  'BT-1': l(
    'Le numéro de facture (BT-1)',
    'The invoice number (BT-1)',
    'Die Rechnungsnummer (BT-1)',
    'Номер счёта (BT-1)',
    '发票号码（BT-1）',
  ),
  'BT-2': l(
    'La date de facture (BT-2)',
    'The invoice date (BT-2)',
    'Das Rechnungsdatum (BT-2)',
    'Дата счёта (BT-2)',
    '发票日期（BT-2）',
  ),
  'BT-3': l(
    'Le type de facture (BT-3)',
    'The invoice type code (BT-3)',
    'Der Rechnungstyp (BT-3)',
    'Код типа счёта (BT-3)',
    '发票类型代码（BT-3）',
  ),
  'BT-5': l(
    'La devise (BT-5)',
    'The invoice currency (BT-5)',
    'Die Rechnungswährung (BT-5)',
    'Валюта счёта (BT-5)',
    '发票币种（BT-5）',
  ),
  'BT-23': l(
    'Le cadre de facturation, catégorie d’opération (BT-23)',
    'The business process, category of operation (BT-23)',
    'Der Geschäftsprozess, Art des Umsatzes (BT-23)',
    'Бизнес-процесс, категория операции (BT-23)',
    '业务流程、交易类别（BT-23）',
  ),
  'BT-24': l(
    'L’identifiant de spécification (BT-24)',
    'The specification identifier (BT-24)',
    'Die Spezifikationskennung (BT-24)',
    'Идентификатор спецификации (BT-24)',
    '规范标识符（BT-24）',
  ),
  'BT-27': l(
    'Le nom du vendeur (BT-27)',
    'The seller name (BT-27)',
    'Der Name des Verkäufers (BT-27)',
    'Наименование продавца (BT-27)',
    '卖方名称（BT-27）',
  ),
  'BT-31': l(
    'Le numéro de TVA du vendeur (BT-31, BT-32 ou BT-63)',
    'The seller VAT identifier (BT-31, BT-32 or BT-63)',
    'Die USt-IdNr. des Verkäufers (BT-31, BT-32 oder BT-63)',
    'НДС-номер продавца (BT-31, BT-32 или BT-63)',
    '卖方增值税号（BT-31、BT-32 或 BT-63）',
  ),
  'BT-40': l(
    'Le pays du vendeur (BT-40)',
    'The seller country code (BT-40)',
    'Der Ländercode des Verkäufers (BT-40)',
    'Код страны продавца (BT-40)',
    '卖方国家代码（BT-40）',
  ),
  'BG-5': l(
    'L’adresse du vendeur (BG-5)',
    'The seller postal address (BG-5)',
    'Die Anschrift des Verkäufers (BG-5)',
    'Почтовый адрес продавца (BG-5)',
    '卖方邮政地址（BG-5）',
  ),
  'BT-44': l(
    'Le nom de l’acheteur (BT-44)',
    'The buyer name (BT-44)',
    'Der Name des Käufers (BT-44)',
    'Наименование покупателя (BT-44)',
    '买方名称（BT-44）',
  ),
  'BT-47': l(
    'Le SIREN de l’acheteur (BT-47)',
    'The buyer SIREN (BT-47)',
    'Die SIREN des Käufers (BT-47)',
    'SIREN покупателя (BT-47)',
    '买方 SIREN（BT-47）',
  ),
  'BT-48': l(
    'Le numéro de TVA de l’acheteur (BT-48)',
    'The buyer VAT identifier (BT-48)',
    'Die USt-IdNr. des Käufers (BT-48)',
    'НДС-номер покупателя (BT-48)',
    '买方增值税号（BT-48）',
  ),
  'BT-55': l(
    'Le pays de l’acheteur (BT-55)',
    'The buyer country code (BT-55)',
    'Der Ländercode des Käufers (BT-55)',
    'Код страны покупателя (BT-55)',
    '买方国家代码（BT-55）',
  ),
  'BG-8': l(
    'L’adresse de l’acheteur (BG-8)',
    'The buyer postal address (BG-8)',
    'Die Anschrift des Käufers (BG-8)',
    'Почтовый адрес покупателя (BG-8)',
    '买方邮政地址（BG-8）',
  ),
  'BG-15': l(
    'L’adresse de livraison (BG-15)',
    'The delivery address (BG-15)',
    'Die Lieferanschrift (BG-15)',
    'Адрес доставки (BG-15)',
    '交货地址（BG-15）',
  ),
  'BT-92': l(
    'Le montant de la remise (BT-92)',
    'The allowance amount (BT-92)',
    'Der Betrag des Nachlasses (BT-92)',
    'Сумма скидки (BT-92)',
    '折让金额（BT-92）',
  ),
  'BT-95': l(
    'La catégorie de TVA de la remise (BT-95)',
    'The allowance VAT category (BT-95)',
    'Die Steuerkategorie des Nachlasses (BT-95)',
    'Категория НДС скидки (BT-95)',
    '折让增值税类别（BT-95）',
  ),
  'BT-97': l(
    'Le motif de la remise (BT-97/98)',
    'The allowance reason (BT-97/98)',
    'Der Grund des Nachlasses (BT-97/98)',
    'Причина скидки (BT-97/98)',
    '折让原因（BT-97/98）',
  ),
  'BT-99': l(
    'Le montant des frais (BT-99)',
    'The charge amount (BT-99)',
    'Der Betrag des Zuschlags (BT-99)',
    'Сумма надбавки (BT-99)',
    '费用金额（BT-99）',
  ),
  'BT-102': l(
    'La catégorie de TVA des frais (BT-102)',
    'The charge VAT category (BT-102)',
    'Die Steuerkategorie des Zuschlags (BT-102)',
    'Категория НДС надбавки (BT-102)',
    '费用增值税类别（BT-102）',
  ),
  'BT-104': l(
    'Le motif des frais (BT-104/105)',
    'The charge reason (BT-104/105)',
    'Der Grund des Zuschlags (BT-104/105)',
    'Причина надбавки (BT-104/105)',
    '费用原因（BT-104/105）',
  ),
  'BT-106': l(
    'La somme des montants nets des lignes (BT-106)',
    'The sum of invoice line net amounts (BT-106)',
    'Die Summe der Nettobeträge der Positionen (BT-106)',
    'Сумма нетто по строкам (BT-106)',
    '发票行净额合计（BT-106）',
  ),
  'BT-107': l(
    'La somme des remises (BT-107)',
    'The sum of allowances (BT-107)',
    'Die Summe der Nachlässe (BT-107)',
    'Сумма скидок (BT-107)',
    '折让合计（BT-107）',
  ),
  'BT-108': l(
    'La somme des frais (BT-108)',
    'The sum of charges (BT-108)',
    'Die Summe der Zuschläge (BT-108)',
    'Сумма надбавок (BT-108)',
    '费用合计（BT-108）',
  ),
  'BT-109': l(
    'Le total HT (BT-109)',
    'The total without VAT (BT-109)',
    'Der Gesamtbetrag ohne USt. (BT-109)',
    'Итого без НДС (BT-109)',
    '不含税总额（BT-109）',
  ),
  'BT-110': l(
    'Le total de TVA (BT-110)',
    'The total VAT amount (BT-110)',
    'Der Gesamtbetrag der USt. (BT-110)',
    'Итого НДС (BT-110)',
    '增值税总额（BT-110）',
  ),
  'BT-112': l(
    'Le total TTC (BT-112)',
    'The total with VAT (BT-112)',
    'Der Gesamtbetrag mit USt. (BT-112)',
    'Итого с НДС (BT-112)',
    '含税总额（BT-112）',
  ),
  'BT-113': l(
    'Le montant payé (BT-113)',
    'The paid amount (BT-113)',
    'Der gezahlte Betrag (BT-113)',
    'Оплаченная сумма (BT-113)',
    '已付金额（BT-113）',
  ),
  'BT-114': l(
    'L’arrondi (BT-114)',
    'The rounding amount (BT-114)',
    'Der Rundungsbetrag (BT-114)',
    'Сумма округления (BT-114)',
    '舍入金额（BT-114）',
  ),
  'BT-115': l(
    'Le montant à payer (BT-115)',
    'The amount due for payment (BT-115)',
    'Der fällige Betrag (BT-115)',
    'Сумма к оплате (BT-115)',
    '应付金额（BT-115）',
  ),
  'BT-116': l(
    'La base de TVA (BT-116)',
    'The VAT category taxable amount (BT-116)',
    'Die Bemessungsgrundlage (BT-116)',
    'Налоговая база (BT-116)',
    '增值税计税基数（BT-116）',
  ),
  'BT-117': l(
    'Le montant de TVA de la catégorie (BT-117)',
    'The VAT category tax amount (BT-117)',
    'Der Steuerbetrag der Kategorie (BT-117)',
    'Сумма НДС категории (BT-117)',
    '类别增值税额（BT-117）',
  ),
  'BT-118': l(
    'La catégorie de TVA du récapitulatif (BT-118)',
    'The VAT category code of the breakdown (BT-118)',
    'Die Steuerkategorie der Aufschlüsselung (BT-118)',
    'Категория НДС в разбивке (BT-118)',
    '明细的增值税类别（BT-118）',
  ),
  'BT-119': l(
    'Le taux de TVA du récapitulatif (BT-119)',
    'The VAT category rate (BT-119)',
    'Der Steuersatz der Kategorie (BT-119)',
    'Ставка НДС категории (BT-119)',
    '类别增值税税率（BT-119）',
  ),
  'BG-23': l(
    'Le récapitulatif de TVA (BG-23)',
    'The VAT breakdown (BG-23)',
    'Die Aufschlüsselung der USt. (BG-23)',
    'Разбивка НДС (BG-23)',
    '增值税明细（BG-23）',
  ),
  'BG-25': l(
    'Une ligne de facture (BG-25)',
    'An invoice line (BG-25)',
    'Eine Rechnungsposition (BG-25)',
    'Строка счёта (BG-25)',
    '发票行（BG-25）',
  ),
  'BT-126': l(
    'L’identifiant de ligne (BT-126)',
    'The line identifier (BT-126)',
    'Die Positionsnummer (BT-126)',
    'Идентификатор строки (BT-126)',
    '行标识（BT-126）',
  ),
  'BT-129': l(
    'La quantité facturée (BT-129)',
    'The invoiced quantity (BT-129)',
    'Die Menge (BT-129)',
    'Количество (BT-129)',
    '开票数量（BT-129）',
  ),
  'BT-130': l(
    'L’unité de quantité (BT-130)',
    'The unit of measure (BT-130)',
    'Die Mengeneinheit (BT-130)',
    'Единица измерения (BT-130)',
    '计量单位（BT-130）',
  ),
  'BT-131': l(
    'Le montant net de ligne (BT-131)',
    'The line net amount (BT-131)',
    'Der Nettobetrag der Position (BT-131)',
    'Сумма нетто строки (BT-131)',
    '行净额（BT-131）',
  ),
  'BT-146': l(
    'Le prix net unitaire (BT-146)',
    'The item net price (BT-146)',
    'Der Nettopreis (BT-146)',
    'Цена нетто за единицу (BT-146)',
    '商品净价（BT-146）',
  ),
  'BT-148': l(
    'Le prix brut unitaire (BT-148)',
    'The item gross price (BT-148)',
    'Der Bruttopreis (BT-148)',
    'Цена брутто за единицу (BT-148)',
    '商品毛价（BT-148）',
  ),
  'BT-151': l(
    'La catégorie de TVA de la ligne (BT-151)',
    'The line VAT category (BT-151)',
    'Die Steuerkategorie der Position (BT-151)',
    'Категория НДС строки (BT-151)',
    '行增值税类别（BT-151）',
  ),
  'BT-153': l(
    'Le nom de l’article (BT-153)',
    'The item name (BT-153)',
    'Der Artikelname (BT-153)',
    'Наименование товара (BT-153)',
    '商品名称（BT-153）',
  ),
};

export const TERMS: Record<string, Labels> = { ...FIRST_TERMS, ...MORE_TERMS };

export interface Finding {
  rule: string;
  args?: Record<string, string>;
}

/** How each rule's finding reads: its kind and term (rules.ts on the server declares the same pairs). */
export type RuleText = { kind: FindingKind; term?: string };

const fill = (s: string, args: Record<string, string>) => s.replace(/%\{(\w+)\}/g, (_m, k: string) => args[k] ?? '');

/** A finding as a sentence in `locale`. */
export function findingText(f: Finding & RuleText, locale: LocaleCode): string {
  const args = f.args ?? {};
  const term = f.term ? (TERMS[f.term]?.[locale] ?? f.term) : '';
  const line = args.line ? fill(LINE_TEXT[locale], { line: args.line }) : '';
  const sentence = fill(KIND_TEXTS[f.kind][locale], { ...args, term, line });
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
