/**
 * Pure rules of the top bar's date-range filter (spec §5 "Date range apply", §9).
 * Dates are local calendar days; the API receives yyyy-MM-dd strings.
 */

/** The range held in the session and sent to document lists, as yyyy-MM-dd. */
export interface DateRange {
  fromDate: string;
  toDate: string;
}

export type DateRangeError = 'error.selectfromtodate' | 'error.fromdatenotaftertodate';

/** Earliest selectable day: 1 January 2010. */
export const MIN_SELECTABLE_DATE = new Date(2010, 0, 1);

const pad = (n: number) => String(n).padStart(2, '0');

/** Midnight of the same calendar day (time of day is ignored everywhere). */
export const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());

/** Last day of the current month: the latest selectable day. */
export const maxSelectableDate = (today: Date = new Date()) => new Date(today.getFullYear(), today.getMonth() + 1, 0);

/** First day of two months ago through the end of the current month. */
export function defaultDateRange(today: Date = new Date()): { from: Date; to: Date } {
  return {
    from: new Date(today.getFullYear(), today.getMonth() - 2, 1),
    to: maxSelectableDate(today),
  };
}

export function isSelectable(day: Date, today: Date = new Date()): boolean {
  const d = startOfDay(day).getTime();
  return d >= MIN_SELECTABLE_DATE.getTime() && d <= maxSelectableDate(today).getTime();
}

/**
 * The header's display of a day: the interface language's numeric date with a four-digit year, as its date fields
 * show it (fr 05/03/2024, en 03/05/2024, de 05.03.2024, cn 2024/03/05). `tag`: an Intl locale (intlLocale).
 */
export const formatDisplayDate = (d: Date, tag: string) =>
  new Intl.DateTimeFormat(tag, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(d);

/** Sent format yyyy-MM-dd. */
export const formatApiDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** Parses yyyy-MM-dd as a local day; null when malformed. */
export function parseApiDate(s: string | null | undefined): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s ?? '');
  return m ? validDay(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** Two-digit years expand to 20xx, or to 19xx when 20xx would be later than the current year. */
export function expandTwoDigitYear(yy: number, today: Date = new Date()): number {
  const year = 2000 + yy;
  return year > today.getFullYear() ? 1900 + yy : year;
}

/** Parses the display format dd-mm-yy (or dd-mm-yyyy); null when malformed. */
export function parseDisplayDate(s: string, today: Date = new Date()): Date | null {
  const m = /^(\d{1,2})-(\d{1,2})-(\d{2}|\d{4})$/.exec(s.trim());
  if (!m) return null;
  const year = m[3].length === 2 ? expandTwoDigitYear(Number(m[3]), today) : Number(m[3]);
  return validDay(year, Number(m[2]), Number(m[1]));
}

function validDay(year: number, month: number, day: number): Date | null {
  const d = new Date(year, month - 1, day);
  return d.getFullYear() === year && d.getMonth() === month - 1 && d.getDate() === day ? d : null;
}

/** Both dates required; the from date may not be after the to date (days compared). */
export function validateDateRange(from: Date | null | undefined, to: Date | null | undefined): DateRangeError | null {
  if (!from || !to) return 'error.selectfromtodate';
  if (startOfDay(from).getTime() > startOfDay(to).getTime()) return 'error.fromdatenotaftertodate';
  return null;
}

export const toDateRange = (from: Date, to: Date): DateRange => ({
  fromDate: formatApiDate(from),
  toDate: formatApiDate(to),
});

export function defaultApiDateRange(today: Date = new Date()): DateRange {
  const { from, to } = defaultDateRange(today);
  return toDateRange(from, to);
}

export const DATE_PRESETS = ['thisMonth', 'lastMonth', 'thisQuarter', 'thisYear', 'lastYear', 'everything'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** A preset period, within what the picker allows (1 January 2010 to the end of the current month). */
export function presetRange(preset: DatePreset, today: Date = new Date()): DateRange {
  const y = today.getFullYear();
  const m = today.getMonth();
  const [from, to] = {
    thisMonth: [new Date(y, m, 1), new Date(y, m + 1, 0)],
    lastMonth: [new Date(y, m - 1, 1), new Date(y, m, 0)],
    thisQuarter: [new Date(y, m - (m % 3), 1), maxSelectableDate(today)],
    thisYear: [new Date(y, 0, 1), maxSelectableDate(today)],
    lastYear: [new Date(y - 1, 0, 1), new Date(y - 1, 11, 31)],
    everything: [MIN_SELECTABLE_DATE, maxSelectableDate(today)],
  }[preset];
  return toDateRange(from, to);
}

const KEPT_RANGE = 'paperdesk.dateRange';

/** The range chosen earlier in this browser tab (kept across reloads), if still valid; else the default. */
export function keptDateRange(
  storage: Storage | undefined = globalThis.sessionStorage,
  today: Date = new Date(),
): DateRange {
  try {
    const kept = JSON.parse(storage?.getItem(KEPT_RANGE) ?? 'null') as DateRange | null;
    const from = parseApiDate(kept?.fromDate);
    const to = parseApiDate(kept?.toDate);
    if (from && to && !validateDateRange(from, to) && isSelectable(from, today) && isSelectable(to, today))
      return toDateRange(from, to);
  } catch {
    /* a damaged value: the default */
  }
  return defaultApiDateRange(today);
}

export function keepDateRange(range: DateRange, storage: Storage | undefined = globalThis.sessionStorage): void {
  storage?.setItem(KEPT_RANGE, JSON.stringify(range));
}
