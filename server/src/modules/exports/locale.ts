/**
 * How an export reads in the user's language: CSV separator, decimal mark and dates the spreadsheet of that
 * country opens as numbers and dates (French, German, Russian Excel: `;`, decimal comma, dd/mm/yyyy; English
 * and Chinese: `,`, decimal point, yyyy-mm-dd), and the words of headers, summary lines and the e-mail.
 */
import { LOCALE_CODES, type LocaleCode } from '../../../../src/domain/locales';
import { t, type MessageKey, type MessageParams } from '../../i18n/t';

/** An export is written in any language of the app (src/domain/locales.ts). */
export const EXPORT_LOCALES = LOCALE_CODES;
export type ExportLocale = LocaleCode;

export interface CsvFormat {
  separator: string;
  decimal: string;
  date: (isoDay: string) => string;
  excelDate: string;
}

const dmy = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
const COMMA_LOCALES: readonly ExportLocale[] = ['fr', 'de', 'ru'];

export function csvFormat(locale: ExportLocale): CsvFormat {
  return COMMA_LOCALES.includes(locale)
    ? { separator: ';', decimal: ',', date: dmy, excelDate: 'dd/mm/yyyy' }
    : { separator: ',', decimal: '.', date: (d) => d, excelDate: 'yyyy-mm-dd' };
}

/** The name of a zip of documents: documents-2026-10-31.zip, in the user's language. */
export const documentsZipName = (locale: ExportLocale, at = new Date()) =>
  `${t(locale, 'export.file.documents')}-${at.toISOString().slice(0, 10)}.zip`;

/**
 * The name an export is downloaded under: the one it was given at its request, in the user's language
 * (sources.ts exportFileName, documentsZipName); a row recorded before names were stored, a dated zip in the
 * language of the request that asks for it.
 */
export const storedExportName = (row: { fileName: string | null; createdAt: Date }, locale: ExportLocale) =>
  row.fileName ?? documentsZipName(locale, row.createdAt);

/** The words of an export in the user's language: `w('date')` says `t(locale, 'export.date')` (i18n/exports.messages.ts). */
export const exportWords =
  (locale: ExportLocale): ExportWords =>
  (word, params) =>
    t(locale, `export.${word}`, params);
export type ExportWords = (word: ExportWord, params?: MessageParams) => string;
type ExportWord = MessageKey extends infer K ? (K extends `export.${infer W}` ? W : never) : never;

/** A rate as the language writes it: 5.5 -> "5,5" in French. */
export const rateText = (rate: number | string, locale: ExportLocale) =>
  String(rate).replace('.', csvFormat(locale).decimal);
