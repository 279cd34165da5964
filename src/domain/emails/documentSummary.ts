/**
 * The summary of the documents a document e-mail carries (PUT /documents/sendemail with includeSummary), in the
 * language the sending company writes its letters in: a table for the HTML part and, built from the same data
 * rather than from that table, readable lines for the plain-text part. Dates and amounts as that language writes
 * them (23/11/2026, 1 234,56 €). Pure and isomorphic: a five-language table beside the rule it serves.
 */
import type { LocaleCode } from '../locales';
import { letterDay, letterMoney } from '../payments/notice';
import { escapeHtml } from './email.model';

/** One summarised document: its number, day (yyyy-MM-dd), supplier and totals (exact decimal strings). */
export interface SummaryDocument {
  number: string;
  date: string | null;
  supplier: string;
  net: string | null;
  vat: string | null;
  gross: string | null;
  currency: string;
}

interface SummaryWords {
  title: string;
  number: string;
  date: string;
  supplier: string;
  net: string;
  vat: string;
  gross: string;
  /** A document as a line of text: {number}, {date}, {supplier}, {net}, {vat}, {gross}. */
  line: string;
  /** The same without a date. */
  undated: string;
}

export const SUMMARY_WORDS: Record<LocaleCode, SummaryWords> = {
  fr: {
    title: 'Documents',
    number: 'N°',
    date: 'Date',
    supplier: 'Fournisseur',
    net: 'HT',
    vat: 'TVA',
    gross: 'TTC',
    line: 'N° {number} du {date}, {supplier} : HT {net}, TVA {vat}, TTC {gross}',
    undated: 'N° {number}, {supplier} : HT {net}, TVA {vat}, TTC {gross}',
  },
  en: {
    title: 'Documents',
    number: 'No.',
    date: 'Date',
    supplier: 'Supplier',
    net: 'Net',
    vat: 'VAT',
    gross: 'Total',
    line: 'No. {number} of {date}, {supplier}: net {net}, VAT {vat}, total {gross}',
    undated: 'No. {number}, {supplier}: net {net}, VAT {vat}, total {gross}',
  },
  de: {
    title: 'Belege',
    number: 'Nr.',
    date: 'Datum',
    supplier: 'Lieferant',
    net: 'Netto',
    vat: 'MwSt.',
    gross: 'Brutto',
    line: 'Nr. {number} vom {date}, {supplier}: netto {net}, MwSt. {vat}, brutto {gross}',
    undated: 'Nr. {number}, {supplier}: netto {net}, MwSt. {vat}, brutto {gross}',
  },
  ru: {
    title: 'Документы',
    number: '№',
    date: 'Дата',
    supplier: 'Поставщик',
    net: 'Без НДС',
    vat: 'НДС',
    gross: 'Итого',
    line: '№ {number} от {date}, {supplier}: без НДС {net}, НДС {vat}, итого {gross}',
    undated: '№ {number}, {supplier}: без НДС {net}, НДС {vat}, итого {gross}',
  },
  cn: {
    title: '单据',
    number: '编号',
    date: '日期',
    supplier: '供应商',
    net: '不含税',
    vat: '增值税',
    gross: '含税',
    line: '编号 {number}（{date}），{supplier}：不含税 {net}，增值税 {vat}，含税 {gross}',
    undated: '编号 {number}，{supplier}：不含税 {net}，增值税 {vat}，含税 {gross}',
  },
};

const NONE = '—';

/** A document's values as the language writes them. */
function written(d: SummaryDocument, locale: LocaleCode) {
  const money = (v: string | null) => (v === null ? NONE : letterMoney(v, locale, d.currency) || NONE);
  return {
    number: d.number.trim() || NONE,
    date: d.date ? letterDay(d.date, locale) : '',
    supplier: d.supplier.trim() || NONE,
    net: money(d.net),
    vat: money(d.vat),
    gross: money(d.gross),
  };
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');

/** The summary as plain text: a title, then one readable line per document. */
export function summaryText(docs: readonly SummaryDocument[], locale: LocaleCode): string {
  const words = SUMMARY_WORDS[locale];
  const lines = docs.map((d) => {
    const v = written(d, locale);
    return `- ${fill(v.date ? words.line : words.undated, v)}`;
  });
  return [`${words.title}${locale === 'fr' ? ' :' : ':'}`, ...lines].join('\n');
}

/** The summary as an HTML table (our own markup, every value escaped). */
export function summaryHtml(docs: readonly SummaryDocument[], locale: LocaleCode): string {
  const words = SUMMARY_WORDS[locale];
  const border = 'padding:4px 8px;border:1px solid #ccc';
  const head = [words.number, words.date, words.supplier, words.net, words.vat, words.gross]
    .map((h) => `<th style="${border};background:#f3f4f6">${escapeHtml(h)}</th>`)
    .join('');
  const cell = (v: string, right = false) =>
    `<td style="${border}${right ? ';text-align:right;white-space:nowrap' : ''}">${escapeHtml(v)}</td>`;
  const rows = docs.map((d) => {
    const v = written(d, locale);
    return `<tr>${cell(v.number)}${cell(v.date)}${cell(v.supplier)}${cell(v.net, true)}${cell(v.vat, true)}${cell(v.gross, true)}</tr>`;
  });
  return `<table style="border-collapse:collapse;font-family:sans-serif;font-size:13px"><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
}
