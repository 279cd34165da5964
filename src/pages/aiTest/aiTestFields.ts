import type { VatLine } from '../../domain/documents/vatBreakdown';
import type { useDocumentFormat } from '../shared/useDocumentFormat';

export type TestedField = { value: unknown; source: string; confidence: number };
type Format = ReturnType<typeof useDocumentFormat>;
type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The label (aitest.field.*) of each field the test answers, in the order shown: the built-in extractor names
 * them in camelCase, the model by the extraction keys it was asked for.
 */
const LABELS: Array<[label: string, keys: string[]]> = [
  ['number', ['invoiceNumber', 'invoice_number']],
  ['type', ['type']],
  ['direction', ['direction']],
  ['supplier', ['supplier']],
  ['date', ['date']],
  ['dueDate', ['dueDate', 'due_date']],
  ['currency', ['currency']],
  ['ht', ['totalHT', 'total_ht']],
  ['vat', ['totalTVA', 'total_tva']],
  ['ttc', ['totalTTC', 'total_ttc']],
  ['vatLines', ['vatLines']],
];
const labelOf = (key: string) => LABELS.find(([, keys]) => keys.includes(key))?.[0];
const rank = (key: string) => {
  const i = LABELS.findIndex(([, keys]) => keys.includes(key));
  return i < 0 ? LABELS.length : i;
};

const raw = (v: unknown) =>
  typeof v === 'object' && v !== null ? ((v as { name?: string }).name ?? JSON.stringify(v)) : String(v);

/** One answered field as the page shows it: a translated label, the value in the reader's locale, its source. */
export interface ShownField {
  key: string;
  label: string;
  value: string;
  source: string;
  confidence: number;
}

/** The answered fields, labelled and formatted like the rest of the app (days, amounts, types); unknown ones raw. */
export function shownFields(fields: Record<string, TestedField> | null | undefined, translate: Translate, fmt: Format) {
  const entries = Object.entries(fields ?? {}).filter(([, f]) => f && f.value !== null && f.value !== undefined);
  const currency = entries.find(([k]) => labelOf(k) === 'currency')?.[1].value;
  const money = (v: unknown) => fmt.money(v, typeof currency === 'string' ? currency : null);
  const value = (label: string | undefined, v: unknown): string => {
    switch (label) {
      case 'date':
      case 'dueDate':
        return typeof v === 'string' ? fmt.day(v) : raw(v);
      case 'ht':
      case 'vat':
      case 'ttc':
        return money(v);
      case 'type':
      case 'direction':
        return translate(`aitest.${label}.${raw(v)}`, { _: raw(v) });
      case 'vatLines':
        return Array.isArray(v)
          ? (v as VatLine[])
              .map((l) =>
                translate('aitest.vatLine', {
                  rate: new Intl.NumberFormat(fmt.locale).format(Number(l.rate)),
                  base: money(l.base),
                  vat: money(l.amount),
                }),
              )
              .join(' · ')
          : raw(v);
      default:
        return raw(v);
    }
  };
  return entries
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([key, f]): ShownField => {
      const label = labelOf(key);
      return {
        key,
        label: label ? translate(`aitest.field.${label}`) : key,
        value: value(label, f.value),
        source: translate(`aitest.source.${f.source}`, { _: f.source }),
        confidence: f.confidence,
      };
    });
}
