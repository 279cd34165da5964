/**
 * Dates as printed on invoices: dd/mm/yyyy, dd.mm.yyyy, dd-mm-yyyy, yyyy-mm-dd, two-digit years,
 * month names in French, English, German and Dutch ("12 mars 2024", "March 12, 2024", "12. März 2024",
 * "1er juillet 2015", "12-Mar-2024"), Spanish and Italian ("12 de marzo de 2024", "3 aprile 2024"). Output YYYY-MM-DD.
 */
import { LEXICON } from './lexicon';

/** Month names of every language's lexicon (`lexicon/<lang>.ts`). */
const MONTHS = LEXICON.months;
const MONTH_ALT = LEXICON.monthAlternation;

export type DayOrder = 'DMY' | 'MDY';

export interface DateMatch {
  value: string; // YYYY-MM-DD
  index: number;
  end: number;
  text: string;
  /** Numeric day/month that could be read both ways (03/04/2024). */
  ambiguous: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function expandYear(y: number, now = new Date()): number {
  if (y >= 100) return y;
  const current = now.getFullYear();
  const full = 2000 + y;
  return full > current + 1 ? 1900 + y : full;
}

export function makeDate(y: number, m: number, d: number): string | null {
  if (!(y >= 1900 && y <= 2199 && m >= 1 && m <= 12 && d >= 1 && d <= 31)) return null;
  const dt = new Date(Date.UTC(y, m - 1, d));
  if (dt.getUTCMonth() !== m - 1) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

const NUMERIC_YMD = /(?<![\d.,/-])(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?![\d])/g;
const NUMERIC_DMY = /(?<![\d.,/-])(?<!\d:)(\d{1,2})\s?([./-])\s?(\d{1,2})\s?\2\s?(\d{4}|\d{2})(?![\d])(?![.,]\d)/g;
const NAMED_DMY = new RegExp(
  `(?<![\\p{L}\\d])(\\d{1,2})(?:er|st|nd|rd|th|e|º|°)?\\.?[\\s-]*(?:de\\s+)?(${MONTH_ALT})\\.?,?[\\s-]*(?:(?:de|del)\\s+)?(\\d{4}|'?\\d{2})(?![\\d])`,
  'giu',
);
const NAMED_MDY = new RegExp(
  `(?<![\\p{L}])(${MONTH_ALT})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\s*,?\\s*(\\d{4})(?![\\d])`,
  'giu',
);

/** Every date of a string. `order` decides numeric dates like 03/04/2024 (default day first). */
export function findDates(s: string, order: DayOrder = 'DMY', now = new Date()): DateMatch[] {
  const out: DateMatch[] = [];
  const push = (value: string | null, index: number, text: string, ambiguous = false) => {
    if (!value) return;
    if (out.some((o) => index < o.end && index + text.length > o.index)) return;
    out.push({ value, index, end: index + text.length, text, ambiguous });
  };
  let m: RegExpExecArray | null;
  for (const re of [NAMED_DMY, NAMED_MDY]) {
    re.lastIndex = 0;
    while ((m = re.exec(s))) {
      if (re === NAMED_DMY) {
        const mon = MONTHS[m[2].toLowerCase()];
        push(makeDate(expandYear(Number(m[3].replace("'", '')), now), mon, Number(m[1])), m.index, m[0]);
      } else {
        const mon = MONTHS[m[1].toLowerCase()];
        push(makeDate(Number(m[3]), mon, Number(m[2])), m.index, m[0]);
      }
    }
  }
  NUMERIC_YMD.lastIndex = 0;
  while ((m = NUMERIC_YMD.exec(s))) push(makeDate(Number(m[1]), Number(m[3]), Number(m[4])), m.index, m[0]);
  NUMERIC_DMY.lastIndex = 0;
  while ((m = NUMERIC_DMY.exec(s))) {
    const a = Number(m[1]),
      b = Number(m[3]);
    const y = expandYear(Number(m[4]), now);
    const dmy = makeDate(y, b, a);
    const mdy = makeDate(y, a, b);
    const ambiguous = !!dmy && !!mdy && a !== b;
    const v = order === 'MDY' ? (mdy ?? dmy) : (dmy ?? mdy);
    push(v, m.index, m[0], ambiguous);
  }
  return out.sort((x, y) => x.index - y.index);
}

/** Parses one date string, or null. */
export function parseDate(s: string, order: DayOrder = 'DMY', now = new Date()): string | null {
  const d = findDates(s, order, now);
  return d.length ? d[0].value : null;
}

/**
 * The day order of a document's numeric dates: MDY when some slash date can only be month-first
 * (04/20/2023), DMY when some can only be day-first; otherwise the hint (US dollar, English).
 */
export function inferDayOrder(text: string, hint: DayOrder = 'DMY'): DayOrder {
  let dmy = 0,
    mdy = 0;
  const re = /(?<![\d.,/])(\d{1,2})([./-])(\d{1,2})\2(\d{4}|\d{2})(?!\d)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const a = Number(m[1]),
      b = Number(m[3]);
    if (a > 12 && b <= 12) dmy++;
    else if (b > 12 && a <= 12) mdy++;
  }
  if (mdy > dmy) return 'MDY';
  if (dmy > mdy) return 'DMY';
  return hint;
}
