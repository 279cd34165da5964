import { describe, expect, it } from 'vitest';
import { expandYear, findDates, inferDayOrder, parseDate } from './dates';

describe('dates', () => {
  it.each([
    ['31/01/2022', '2022-01-31'],
    ['05.03.2013', '2013-03-05'],
    ['8-9-2022', '2022-09-08'],
    ['2020-11-21', '2020-11-21'],
    ['21.05.14', '2014-05-21'],
    ['12 mars 2024', '2024-03-12'],
    ['1er juillet 2015', '2015-07-01'],
    ['02 Juillet 2015', '2015-07-02'],
    ['12. März 2024', '2024-03-12'],
    ['7. Mai 2014', '2014-05-07'],
    ['19 april 2014', '2014-04-19'],
    ['March 12, 2024', '2024-03-12'],
    ['August 3 , 2014', '2014-08-03'],
    ['12-Mar-2024', '2024-03-12'],
    ['3 déc. 2023', '2023-12-03'],
  ])('parses %s', (raw, want) => {
    expect(parseDate(raw)).toBe(want);
  });

  it('rejects impossible dates', () => {
    expect(parseDate('31/02/2024')).toBeNull();
    expect(parseDate('45.13.2024')).toBeNull();
  });

  it('reads month-first dates when the document says so', () => {
    expect(parseDate('04/05/2023', 'MDY')).toBe('2023-04-05');
    expect(parseDate('04/05/2023')).toBe('2023-05-04');
    expect(inferDayOrder('Invoice Date: 03/20/2023 Due: 04/04/2023')).toBe('MDY');
    expect(inferDayOrder('Date : 20/03/2023')).toBe('DMY');
    expect(inferDayOrder('04/04/2023', 'MDY')).toBe('MDY');
  });

  it('expands two-digit years to 20xx unless that is in the future', () => {
    const now = new Date('2026-06-01');
    expect(expandYear(14, now)).toBe(2014);
    expect(expandYear(98, now)).toBe(1998);
  });

  it('finds several dates with their positions, and no dates in amounts', () => {
    const d = findDates('Période de 01/01/2022 au 31/01/2022 - total 12.50 - 1.234,56');
    expect(d.map((x) => x.value)).toEqual(['2022-01-01', '2022-01-31']);
    expect(d[0].ambiguous).toBe(false);
  });
});
