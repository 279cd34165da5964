import { describe, expect, it } from 'vitest';
import { convertAmount, exchangeRatesSchema, formatRates, parseRates } from './exchangeRates';

describe('company exchange rates', () => {
  it('reads one rate a line, in any case, with a comma or a point, and writes them back', () => {
    const parsed = parseRates('gbp 1,1650\n\nUSD = 0.92\n');
    expect(parsed).toEqual({ rates: { GBP: '1.165', USD: '0.92' } });
    expect(formatRates({ GBP: '1.165', USD: '0.92' })).toBe('GBP 1.165\nUSD 0.92');
  });

  it('names the first line that is no rate: unknown code, the euro itself, zero, a second rate for one currency', () => {
    expect(parseRates('GBP 1.1\nXXX 2')).toEqual({ error: 'XXX 2' });
    expect(parseRates('EUR 1')).toEqual({ error: 'EUR 1' });
    expect(parseRates('USD 0')).toEqual({ error: 'USD 0' });
    expect(parseRates('USD abc')).toEqual({ error: 'USD abc' });
    expect(parseRates('USD 1\nusd 2')).toEqual({ error: 'usd 2' });
  });

  it('converts exactly to the cent, half away from zero', () => {
    expect(convertAmount('1021.91', '1.165')).toBe('1190.53'); // 1190.525... -> .53
    expect(convertAmount('100.00', '0.92')).toBe('92.00');
    expect(convertAmount('-10.01', '0.5')).toBe('-5.01'); // -5.005 -> -5.01
    expect(convertAmount('0.01', '0.000001')).toBe('0.00');
  });

  it('the stored form refuses what the dialog would refuse', () => {
    expect(exchangeRatesSchema.safeParse({ GBP: '1.165' }).success).toBe(true);
    expect(exchangeRatesSchema.safeParse({ EUR: '1' }).success).toBe(false);
    expect(exchangeRatesSchema.safeParse({ GBP: '-1' }).success).toBe(false);
    expect(exchangeRatesSchema.safeParse({ ABC: '1' }).success).toBe(false);
  });
});
