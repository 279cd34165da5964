/**
 * Writes an export table to a file, line by line: CSV in the user's locale (UTF-8 with BOM, so Excel reads
 * the accents), or XLSX through exceljs' streaming writer (real dates and numbers, a bold header and
 * summary lines), so a long export never sits whole in memory.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import ExcelJS from 'exceljs';
import { csvFormat, type ExportLocale } from './locale';
import type { ExportColumn, ExportTable } from './sources';

export interface WriteProgress {
  (linesWritten: number): Promise<void> | void;
}
const PROGRESS_EVERY = 1000;

/** A CSV text cell: quoted when it holds the separator, a quote or a line break; never read as a formula. */
export function csvText(value: string, separator: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return safe.includes(separator) || /["\r\n]/.test(safe) || safe !== safe.trim()
    ? `"${safe.replace(/"/g, '""')}"`
    : safe;
}

function csvLine(columns: ExportColumn[], cells: Array<string | null>, locale: ExportLocale): string {
  const f = csvFormat(locale);
  return cells
    .map((v, i) => {
      if (v === null || v === '') return '';
      const type = columns[i]?.type ?? 'text';
      if (type === 'money') return v.replace('.', f.decimal);
      if (type === 'date') return f.date(v);
      return csvText(v, f.separator);
    })
    .join(f.separator);
}

/** Writes the table as CSV to `file`; answers the number of lines (header excluded). */
export async function writeCsv(
  table: ExportTable,
  locale: ExportLocale,
  file: string,
  progress?: WriteProgress,
): Promise<number> {
  const out = createWriteStream(file, { flags: 'wx' });
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  const f = csvFormat(locale);
  let n = 0;
  try {
    await write(`\ufeff${table.columns.map((c) => csvText(c.label, f.separator)).join(f.separator)}\r\n`);
    for await (const row of table.rows()) {
      await write(`${csvLine(table.columns, row.cells, locale)}\r\n`);
      if (++n % PROGRESS_EVERY === 0) await progress?.(n);
    }
  } finally {
    out.end();
    await once(out, 'close');
  }
  return n;
}

const day = (iso: string) =>
  new Date(Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))));

/** Writes the table as an XLSX workbook of one sheet to `file`; answers the number of lines (header excluded). */
export async function writeXlsx(
  table: ExportTable,
  locale: ExportLocale,
  file: string,
  progress?: WriteProgress,
): Promise<number> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: true, useSharedStrings: false });
  const ws = wb.addWorksheet(table.sheet.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  const dateFormat = csvFormat(locale).excelDate;
  ws.columns = table.columns.map((c, i) => ({
    key: String(i),
    width: c.width ?? 14,
    style: c.type === 'money' ? { numFmt: '#,##0.00' } : c.type === 'date' ? { numFmt: dateFormat } : {},
  }));
  const header = ws.addRow(table.columns.map((c) => c.label));
  header.font = { bold: true };
  header.commit();
  let n = 0;
  for await (const row of table.rows()) {
    const values = row.cells.map((v, i) => {
      if (v === null || v === '') return null;
      const type = table.columns[i]?.type;
      if (type === 'money') return Number(v);
      if (type === 'date') return day(v);
      return v;
    });
    const added = ws.addRow(values);
    if (row.summary) added.font = { bold: true };
    added.commit();
    if (++n % PROGRESS_EVERY === 0) await progress?.(n);
  }
  ws.commit();
  await wb.commit();
  return n;
}

export const MIME = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
} as const;
