import { describe, expect, it } from 'vitest';
import { formatApiDate } from '../../dateRange';
import { monthGrid, monthNames, sameDay, weekdayNames, yearBlock, YEAR_BLOCK } from './calendarGrid';

describe('calendar grid', () => {
  it('covers the month in six weeks starting on Monday', () => {
    const days = monthGrid(2024, 1); // February 2024 starts on a Thursday
    expect(days).toHaveLength(42);
    expect(formatApiDate(days[0])).toBe('2024-01-29');
    expect(days[0].getDay()).toBe(1);
    expect(formatApiDate(days[3])).toBe('2024-02-01');
  });
  it('compares calendar days, not times', () => {
    expect(sameDay(new Date(2024, 1, 3, 8), new Date(2024, 1, 3, 20))).toBe(true);
    expect(sameDay(new Date(2024, 1, 3), null)).toBe(false);
  });
  it('names weekdays and months in the language', () => {
    expect(weekdayNames('en')[0]).toBe('M');
    expect(monthNames('fr', 'long')[0]).toBe('janvier');
  });
  it('offers years in blocks of 10 (spec §9)', () => {
    expect(YEAR_BLOCK).toBe(10);
    expect(yearBlock(2024)).toEqual([2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029]);
    expect(yearBlock(2010)[0]).toBe(2010);
    expect(yearBlock(2019)).toHaveLength(10);
    expect(yearBlock(2019)[9]).toBe(2019);
  });
});
