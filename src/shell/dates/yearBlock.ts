/** Spec §9: the date picker's year view shows a block of 10 years (a decade, 2020-2029), 2 per row. */
export const YEAR_BLOCK = 10;
export const YEARS_PER_ROW = 2;

/** The first year of the block of YEAR_BLOCK years holding `year`: 2024 -> 2020. */
export const yearBlockStart = (year: number) => Math.floor(year / YEAR_BLOCK) * YEAR_BLOCK;

/** The block of YEAR_BLOCK years starting at `start`: 2020 -> 2020..2029. */
export const yearBlock = (start: number) => Array.from({ length: YEAR_BLOCK }, (_, i) => start + i);

/** The years a year view offers, both ends included. */
export interface YearRange {
  first: number;
  last: number;
}

const VIEW = '.MuiDateCalendar-viewTransitionContainer';

/**
 * Hides the calendar's own view while the header's year block stands in for it; for the calendar itself or any
 * element holding one (a picker's layout).
 */
export const YEAR_BLOCK_HIDES_VIEW = {
  [`&:has([data-year-block]) ${VIEW}, & .MuiDateCalendar-root:has([data-year-block]) ${VIEW}`]: { display: 'none' },
  // the calendar's fixed height would leave the space of the hidden view empty below the years
  [`&.MuiDateCalendar-root:has([data-year-block]), & .MuiDateCalendar-root:has([data-year-block])`]: { height: 'auto' },
} as const;
