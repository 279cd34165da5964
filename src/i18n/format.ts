import { fromCents, isAmount, toCents } from '../domain/money';

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** A money amount from its exact decimal string (never through a float); '' when it is no amount. */
export function formatMoney(amount: unknown, currency: string | null | undefined, locale: string): string {
  if (!isAmount(amount)) return '';
  const exact = fromCents(toCents(amount)) as Intl.StringNumericLiteral;
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: currency || 'EUR' }).format(exact);
  } catch {
    return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(exact);
  }
}

/**
 * An amount as the user edits it: its exact two decimals with the language's decimal mark and no grouping
 * ("118,80" in French, "118.80" in English); the money rule reads either mark back. '' when it is no amount.
 */
export function formatAmountInput(amount: unknown, locale: string): string {
  if (!isAmount(amount)) return '';
  const mark = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  return fromCents(toCents(amount)).replace('.', mark);
}

/** A calendar day (yyyy-MM-dd, or the day of an ISO timestamp) in the user's language; '' when absent. */
export function formatDay(value: string | null | undefined, locale: string): string {
  const m = value ? DAY.exec(value) : null;
  if (!m) return '';
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** A moment (ISO timestamp) with its time, in the user's time zone. */
export function formatMoment(value: string | null | undefined, locale: string): string {
  if (!value || Number.isNaN(Date.parse(value))) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
}

/** File size in B, kB, MB. */
export function formatSize(bytes: number, locale: string): string {
  const units = ['B', 'kB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: unit ? 1 : 0 }).format(value)} ${units[unit]}`;
}

/** An exact decimal string with 2 decimals in the user's language (no currency); '' when it is no amount. */
export function formatDecimal(amount: unknown, locale: string): string {
  if (!isAmount(amount)) return '';
  const exact = fromCents(toCents(amount)) as Intl.StringNumericLiteral;
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(exact);
}
