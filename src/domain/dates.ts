/**
 * Calendar days as the API exchanges them (`yyyy-MM-dd`): only days that exist, in years 1 to 9999,
 * so that what the forms accept is what a PostgreSQL `date` stores (never 2024-02-30 or year 0).
 */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDay(value: unknown): value is string {
  const m = typeof value === 'string' ? DAY.exec(value) : null;
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return day <= [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
}

/** A date or timestamp text JavaScript reads, within years 1 to 9999. */
export function isReadableDate(value: string): boolean {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return false;
  const year = new Date(time).getUTCFullYear();
  return year >= 1 && year <= 9999;
}

/**
 * The years a document's days may take, the date pickers' own range: a year typed wrong (0201, 20188) is refused
 * like a day that does not exist (2018-02-31), never stored.
 */
export const DAY_YEARS = { first: 1900, last: 2099 } as const;

/** A day that exists (isIsoDay) in DAY_YEARS. */
export function isDocumentDay(value: unknown): value is string {
  if (!isIsoDay(value)) return false;
  const year = Number(value.slice(0, 4));
  return year >= DAY_YEARS.first && year <= DAY_YEARS.last;
}
