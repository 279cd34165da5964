import { describe, expect, it } from 'vitest';
import { addMonths, currentPeriodEnd, subscriptionEnd } from './billing';
import { formatDate } from './billingLanguage';

const d = (iso: string) => new Date(iso);

describe('billing dates', () => {
  it('adds calendar months, clamping to the last day of the month', () => {
    expect(addMonths(d('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(d('2028-01-31T10:00:00Z'), 1).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addMonths(d('2026-11-15T00:00:00Z'), 12).toISOString()).toBe('2027-11-15T00:00:00.000Z');
  });
  it('ends after the trial days when the offer has some, else after one month or one year', () => {
    expect(subscriptionEnd(d('2026-11-22T00:00:00Z'), 'MONTHLY', 30).toISOString()).toBe('2026-12-22T00:00:00.000Z');
    expect(subscriptionEnd(d('2026-11-22T00:00:00Z'), 'YEARLY', 0).toISOString()).toBe('2027-11-22T00:00:00.000Z');
    expect(subscriptionEnd(d('2026-11-22T00:00:00Z'), 'MONTHLY', 0).toISOString()).toBe('2026-12-22T00:00:00.000Z');
  });
  it('finds the end of the period in progress', () => {
    expect(currentPeriodEnd(d('2026-01-10T00:00:00Z'), 'MONTHLY', d('2026-03-20T00:00:00Z')).toISOString()).toBe(
      '2026-04-10T00:00:00.000Z',
    );
    expect(currentPeriodEnd(d('2024-06-01T00:00:00Z'), 'YEARLY', d('2026-03-20T00:00:00Z')).toISOString()).toBe(
      '2026-06-01T00:00:00.000Z',
    );
  });
  it('formats dates dd/MM/yyyy', () => {
    expect(formatDate(d('2026-12-22T23:00:00Z'))).toBe('22/12/2026');
  });
});
