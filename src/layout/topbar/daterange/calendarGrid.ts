/** Six weeks of days starting on Monday, covering the given month (month 0-11). */
export function monthGrid(year: number, month: number): Date[] {
  const first = new Date(year, month, 1);
  const offset = (first.getDay() + 6) % 7; // Monday = 0
  return Array.from({ length: 42 }, (_, i) => new Date(year, month, 1 - offset + i));
}

export const sameDay = (a: Date | null | undefined, b: Date | null | undefined) =>
  Boolean(
    a && b && a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate(),
  );

/** Localised short weekday names, Monday first. */
export function weekdayNames(locale: string): string[] {
  const fmt = new Intl.DateTimeFormat(locale, { weekday: 'narrow' });
  return Array.from({ length: 7 }, (_, i) => fmt.format(new Date(2024, 0, 1 + i))); // 1 Jan 2024 is a Monday
}

export function monthNames(locale: string, style: 'long' | 'short' = 'short'): string[] {
  const fmt = new Intl.DateTimeFormat(locale, { month: style });
  return Array.from({ length: 12 }, (_, i) => fmt.format(new Date(2024, i, 1)));
}

/** Spec §9: the date picker's year view shows a block of 10 years (a decade, 2020-2029). */
export const YEAR_BLOCK = 10;

/** The block of YEAR_BLOCK years holding `year`: 2024 -> 2020..2029. */
export function yearBlock(year: number): number[] {
  const first = Math.floor(year / YEAR_BLOCK) * YEAR_BLOCK;
  return Array.from({ length: YEAR_BLOCK }, (_, i) => first + i);
}
