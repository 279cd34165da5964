import { describe, expect, it } from 'vitest';
import { formatAmountInput, formatDay, formatDecimal, formatMoment, formatMoney, formatSize } from './format';

describe('document formatters', () => {
  it('formats money from the exact decimal string', () => {
    expect(formatMoney('1234.5', 'EUR', 'en')).toBe('€1,234.50');
    expect(formatMoney('-20.00', 'EUR', 'en')).toBe('-€20.00');
    expect(formatMoney('90071992547409.99', 'EUR', 'en')).toBe('€90,071,992,547,409.99');
    expect(formatMoney('12.30', 'USD', 'en')).toBe('$12.30');
  });

  it('writes an editable amount with the language decimal mark, exact and without grouping', () => {
    expect(formatAmountInput('118.8', 'fr-FR')).toBe('118,80');
    expect(formatAmountInput('1234567.05', 'de-DE')).toBe('1234567,05');
    expect(formatAmountInput('-40', 'en-GB')).toBe('-40.00');
    expect(formatAmountInput('90071992547409.99', 'ru-RU')).toBe('90071992547409,99');
    expect(formatAmountInput('abc', 'fr-FR')).toBe('');
  });

  it('falls back without currency and leaves non-amounts empty', () => {
    expect(formatMoney('1', 'not a code', 'en')).toBe('1.00');
    expect(formatMoney(null, 'EUR', 'en')).toBe('');
    expect(formatMoney('abc', 'EUR', 'en')).toBe('');
  });

  it('formats calendar days without shifting them by the time zone', () => {
    expect(formatDay('2026-01-02', 'en')).toBe('Jan 2, 2026');
    expect(formatDay('2026-03-31T23:30:00.000Z', 'en')).toBe('Mar 31, 2026');
    expect(formatDay(null, 'en')).toBe('');
    expect(formatMoment('nope', 'en')).toBe('');
  });

  it('formats plain decimals', () => {
    expect(formatDecimal('1234.5', 'en')).toBe('1,234.50');
    expect(formatDecimal('1234.5', 'fr')).toBe('1\u202f234,50');
    expect(formatDecimal('x', 'en')).toBe('');
  });

  it('formats sizes', () => {
    expect(formatSize(512, 'en')).toBe('512 B');
    expect(formatSize(2_500_000, 'en')).toBe('2.5 MB');
  });
});
