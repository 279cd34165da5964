import { describe, expect, it } from 'vitest';
import {
  defaultApiDateRange,
  defaultDateRange,
  expandTwoDigitYear,
  formatApiDate,
  formatDisplayDate,
  isSelectable,
  maxSelectableDate,
  MIN_SELECTABLE_DATE,
  parseApiDate,
  parseDisplayDate,
  validateDateRange,
  presetRange,
  keptDateRange,
  keepDateRange,
} from './dateRange';

const today = new Date(2025, 4, 17, 15, 30); // 17 May 2025, afternoon

describe('default range', () => {
  it('runs from the first day of two months ago to the end of the current month', () => {
    const { from, to } = defaultDateRange(today);
    expect(formatApiDate(from)).toBe('2025-03-01');
    expect(formatApiDate(to)).toBe('2025-05-31');
  });
  it('crosses a year boundary', () => {
    expect(defaultApiDateRange(new Date(2025, 0, 10))).toEqual({ fromDate: '2024-11-01', toDate: '2025-01-31' });
    expect(defaultApiDateRange(new Date(2024, 1, 29))).toEqual({ fromDate: '2023-12-01', toDate: '2024-02-29' });
  });
});

describe('selectable days', () => {
  it('starts on 1 January 2010', () => {
    expect(formatApiDate(MIN_SELECTABLE_DATE)).toBe('2010-01-01');
    expect(isSelectable(new Date(2010, 0, 1), today)).toBe(true);
    expect(isSelectable(new Date(2009, 11, 31), today)).toBe(false);
  });
  it('ends on the last day of the current month', () => {
    expect(formatApiDate(maxSelectableDate(today))).toBe('2025-05-31');
    expect(isSelectable(new Date(2025, 4, 31, 23, 59), today)).toBe(true);
    expect(isSelectable(new Date(2025, 5, 1), today)).toBe(false);
  });
});

describe('years', () => {
  it('lets every year from 2010 to now be chosen, as the "since 2010" preset does', () => {
    for (let y = 2010; y <= 2025; y++) expect(isSelectable(new Date(y, 0, 1), today), String(y)).toBe(true);
    expect(presetRange('everything', today).fromDate).toBe('2010-01-01');
  });
});

describe('two-digit years', () => {
  it('expand to 20xx when that is not later than the current year', () => {
    expect(expandTwoDigitYear(24, today)).toBe(2024);
    expect(expandTwoDigitYear(25, today)).toBe(2025);
    expect(expandTwoDigitYear(0, today)).toBe(2000);
  });
  it('expand to 19xx when 20xx would be later than the current year', () => {
    expect(expandTwoDigitYear(26, today)).toBe(1926);
    expect(expandTwoDigitYear(99, today)).toBe(1999);
  });
  it('apply when parsing the display format', () => {
    expect(formatApiDate(parseDisplayDate('05-03-24', today)!)).toBe('2024-03-05');
    expect(formatApiDate(parseDisplayDate('05-03-98', today)!)).toBe('1998-03-05');
    expect(formatApiDate(parseDisplayDate('5-3-2024', today)!)).toBe('2024-03-05');
    expect(parseDisplayDate('31-02-24', today)).toBeNull();
    expect(parseDisplayDate('2024-03-05', today)).toBeNull();
  });
});

describe('formats', () => {
  it("displays the interface language's date with four-digit years", () => {
    expect(formatDisplayDate(new Date(2024, 2, 5), 'fr')).toBe('05/03/2024');
    expect(formatDisplayDate(new Date(2024, 2, 5), 'en')).toBe('03/05/2024');
    expect(formatDisplayDate(new Date(2010, 11, 31), 'de')).toBe('31.12.2010');
    expect(formatDisplayDate(new Date(2010, 11, 31), 'ru')).toBe('31.12.2010');
    expect(formatDisplayDate(new Date(2010, 11, 31), 'zh-CN')).toBe('2010/12/31');
  });
  it('sends yyyy-MM-dd', () => {
    expect(formatApiDate(new Date(2024, 2, 5, 23, 59))).toBe('2024-03-05');
    expect(formatApiDate(parseApiDate('2023-12-01')!)).toBe('2023-12-01');
    expect(parseApiDate('2023-13-01')).toBeNull();
    expect(parseApiDate(undefined)).toBeNull();
  });
});

describe('apply errors', () => {
  it('requires both dates', () => {
    expect(validateDateRange(null, new Date())).toBe('error.selectfromtodate');
    expect(validateDateRange(new Date(), undefined)).toBe('error.selectfromtodate');
    expect(validateDateRange(null, null)).toBe('error.selectfromtodate');
  });
  it('rejects a from date after the to date', () => {
    expect(validateDateRange(new Date(2024, 2, 6), new Date(2024, 2, 5))).toBe('error.fromdatenotaftertodate');
  });
  it('ignores the time of day', () => {
    expect(validateDateRange(new Date(2024, 2, 5, 18), new Date(2024, 2, 5, 9))).toBeNull();
    expect(validateDateRange(new Date(2024, 2, 1), new Date(2024, 2, 5))).toBeNull();
  });
});

describe('preset periods', () => {
  it('name whole months, quarters and years, and everything since 2010', () => {
    expect(presetRange('thisMonth', today)).toEqual({ fromDate: '2025-05-01', toDate: '2025-05-31' });
    expect(presetRange('lastMonth', new Date(2025, 0, 9))).toEqual({ fromDate: '2024-12-01', toDate: '2024-12-31' });
    expect(presetRange('thisQuarter', today)).toEqual({ fromDate: '2025-04-01', toDate: '2025-05-31' });
    expect(presetRange('thisYear', today)).toEqual({ fromDate: '2025-01-01', toDate: '2025-05-31' });
    expect(presetRange('lastYear', today)).toEqual({ fromDate: '2024-01-01', toDate: '2024-12-31' });
    expect(presetRange('everything', today)).toEqual({ fromDate: '2010-01-01', toDate: '2025-05-31' });
  });
});

describe('the range kept in the tab', () => {
  const storage = () => {
    const data = new Map<string, string>();
    return {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => {
        data.set(k, v);
      },
    } as unknown as Storage;
  };
  it('comes back after a reload, and falls back to the default when absent or damaged', () => {
    const s = storage();
    expect(keptDateRange(s, today)).toEqual(defaultApiDateRange(today));
    keepDateRange({ fromDate: '2019-01-01', toDate: '2019-12-31' }, s);
    expect(keptDateRange(s, today)).toEqual({ fromDate: '2019-01-01', toDate: '2019-12-31' });
    keepDateRange({ fromDate: '2019-12-31', toDate: '2019-01-01' }, s);
    expect(keptDateRange(s, today)).toEqual(defaultApiDateRange(today));
    s.setItem('paperdesk.dateRange', '{oops');
    expect(keptDateRange(s, today)).toEqual(defaultApiDateRange(today));
  });
});
