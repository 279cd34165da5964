import { describe, expect, it } from 'vitest';
import { fromCents, moneyEquals, multiplyMoney, sumMoney, toCents } from './money';

describe('money', () => {
  it('parses decimal strings to cents without floating point', () => {
    expect(toCents('0.1')).toBe(10n);
    expect(toCents('1234.56')).toBe(123456n);
    expect(toCents('-3,5')).toBe(-350n);
    expect(toCents('2.005')).toBe(201n);
    expect(toCents(19.99)).toBe(1999n);
  });
  it('adds exactly where floats would drift', () => {
    expect(sumMoney(['0.1', '0.2'])).toBe('0.30');
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumMoney(['10', '4.99', '-0.99'])).toBe('14.00');
  });
  it('formats and compares', () => {
    expect(fromCents(-5n)).toBe('-0.05');
    expect(moneyEquals('100', '100.00')).toBe(true);
    expect(multiplyMoney('29.90', 10)).toBe('299.00');
  });
  it('rejects what is not an amount', () => {
    expect(() => toCents('12abc')).toThrow(/not an amount/);
  });
});
