import { describe, expect, it } from 'vitest';
import { findAmounts, parseAmount, parseNumber } from './amounts';

describe('amounts in French, English and German conventions', () => {
  it.each([
    ['1 234,56', '1234.56'],
    ['1\u202f234,56', '1234.56'],
    ['1,234.56', '1234.56'],
    ['1.234,56', '1234.56'],
    ["1'234.56", '1234.56'],
    ['15.387,08', '15387.08'],
    ['1.000.000,00', '1000000.00'],
    ['-17808,00', '-17808.00'],
    ['0,75', '0.75'],
    ['29.99', '29.99'],
    ['104,9', '104.90'],
    ['1939', '1939.00'],
    ['0.025', '0.03'],
    ['(5.00)', '-5.00'],
    ['12,50-', '-12.50'],
  ])('parses %s', (raw, want) => {
    expect(parseNumber(raw)?.value).toBe(want);
  });

  it('rejects what is not a number', () => {
    for (const raw of ['1.234.56', '12,34,56', 'abc', '1 23,45', '']) expect(parseNumber(raw)).toBeNull();
  });

  it('reads the currency before or after, and the sign', () => {
    expect(parseAmount('€ 399,00')).toMatchObject({ value: '399.00', currency: 'EUR' });
    expect(parseAmount('56,02 €')).toMatchObject({ value: '56.02', currency: 'EUR' });
    expect(parseAmount('$4.11')).toMatchObject({ value: '4.11', currency: 'USD' });
    expect(parseAmount('-$4.11')).toMatchObject({ value: '-4.11', currency: 'USD' });
    expect(parseAmount('1.163,40 EUR')).toMatchObject({ value: '1163.40', currency: 'EUR' });
    expect(parseAmount('GBP 1,021.91')).toMatchObject({ value: '1021.91', currency: 'GBP' });
    expect(parseAmount('Rs 1939')).toMatchObject({ value: '1939.00', currency: 'INR' });
    expect(parseAmount("CHF 1'234.50")).toMatchObject({ value: '1234.50', currency: 'CHF' });
  });

  it('finds the amounts of a line, not rates, dates or codes', () => {
    const a = findAmounts('TVA 20% :            9,34 €   le 12.03.2024   FA-2017-0009   Total -233,47 €');
    expect(a.filter((x) => !x.percent).map((x) => x.value)).toEqual(['9.34', '-233.47']);
    expect(a.find((x) => x.percent)?.value).toBe('20.00');
    expect(
      findAmounts('Tax 15% on $ 112.90            $ 16.94')
        .filter((x) => !x.percent)
        .map((x) => [x.value, x.currency]),
    ).toEqual([
      ['112.90', 'USD'],
      ['16.94', 'USD'],
    ]);
    expect(findAmounts('Total   (1,250.00)').map((x) => x.value)).toEqual(['-1250.00']);
  });
});
