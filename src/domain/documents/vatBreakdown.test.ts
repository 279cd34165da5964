import { describe, expect, it } from 'vitest';
import {
  canonicalRate,
  problemParts,
  rateMilli,
  singleRate,
  singleRateLine,
  vatBreakdownProblems,
  vatLinesSchema,
  vatOf,
  type VatLine,
} from './vatBreakdown';

const line = (rate: string, base: string, amount: string): VatLine => ({ rate, base, amount, category: 'S' });

describe('VAT breakdown arithmetic', () => {
  it('reads rates of 0 to 100 with up to 3 decimals, canonically', () => {
    expect(rateMilli('5.5')).toBe(5500n);
    expect(rateMilli('5,50')).toBe(5500n);
    expect(rateMilli(20)).toBe(20000n);
    expect(rateMilli('100')).toBe(100000n);
    expect(rateMilli('100.001')).toBeNull();
    expect(rateMilli('2.1234')).toBeNull();
    expect(rateMilli('-1')).toBeNull();
    expect(canonicalRate('20.000')).toBe('20');
    expect(canonicalRate('5,50')).toBe('5.5');
    expect(canonicalRate('8.875')).toBe('8.875');
  });
  it('computes base x rate rounded half away from zero at two decimals', () => {
    expect(vatOf(10000n, 20000n)).toBe(2000n);
    expect(vatOf(1010n, 5500n)).toBe(56n); // 0.5555 -> 0.56
    expect(vatOf(-1010n, 5500n)).toBe(-56n);
    expect(vatOf(4545n, 5500n)).toBe(250n); // 2.49975 -> 2.50
    expect(vatOf(3n, 2100n)).toBe(0n);
  });
  it('accepts a 20% + 5.5% breakdown that adds up, and a credit note negative', () => {
    const lines = [line('20', '100.00', '20.00'), line('5.5', '200.00', '11.00')];
    expect(vatBreakdownProblems(lines, '300.00', '31.00')).toEqual([]);
    const credit = [line('20', '-100.00', '-20.00'), line('5.5', '-200.00', '-11.00')];
    expect(vatBreakdownProblems(credit, '-300.00', '-31.00')).toEqual([]);
    expect(vatBreakdownProblems([], '300.00', '31.00')).toEqual([]);
  });
  it('names what does not add up: bases, VAT total, a line by its rate, a rate twice', () => {
    const lines = [line('20', '100.00', '20.00'), line('5.5', '200.00', '11.00')];
    expect(vatBreakdownProblems(lines, '301.00', '31.00')).toEqual(['document.error.vatbases']);
    expect(vatBreakdownProblems(lines, '300.00', '31.01')).toEqual(['document.error.vattotal']);
    const wrongLine = [line('20', '100.00', '20.00'), line('5.5', '200.00', '11.02')];
    expect(vatBreakdownProblems(wrongLine, '300.00', '31.02')).toEqual(['document.error.vatline@5.5']);
    const twice = [line('20', '100.00', '20.00'), line('20', '50.00', '10.00')];
    expect(vatBreakdownProblems(twice, '150.00', '30.00')).toEqual(['document.error.vatrate@20']);
  });
  it('accepts a line off by the tolerance (0.01) and no more', () => {
    expect(vatBreakdownProblems([line('5.5', '200.00', '11.01')], '200.00', '11.01')).toEqual([]);
    expect(vatBreakdownProblems([line('5.5', '200.00', '10.99')], '200.00', '10.99')).toEqual([]);
    expect(vatBreakdownProblems([line('5.5', '200.00', '11.02')], '200.00', '11.02')).toEqual([
      'document.error.vatline@5.5',
    ]);
  });
  it('splits a problem into its key and its rate', () => {
    expect(problemParts('document.error.vatline@5.5')).toEqual({
      key: 'document.error.vatline',
      args: { rate: '5.5' },
    });
    expect(problemParts('document.error.ht')).toEqual({ key: 'document.error.ht', args: {} });
  });
  it('derives one line only when the totals fit exactly one standard rate', () => {
    expect(singleRateLine('100.00', '20.00', '120.00')).toEqual({
      rate: '20',
      base: '100.00',
      amount: '20.00',
      category: null,
    });
    expect(singleRateLine('-200', '-11', '-211')).toMatchObject({ rate: '5.5', base: '-200.00', amount: '-11.00' });
    expect(singleRateLine('100.00', '0.00', '100.00')).toMatchObject({ rate: '0' });
    // 20% + 5.5%: blended 6.86 %, no standard rate
    expect(singleRateLine('583.33', '40.00', '623.33')).toBeUndefined();
    // TTC inconsistent
    expect(singleRateLine('100.00', '20.00', '121.00')).toBeUndefined();
    // too small to tell 5% from 5.5% or 6%
    expect(singleRateLine('0.10', '0.01', '0.11')).toBeUndefined();
    expect(singleRateLine(null, '20', '120')).toBeUndefined();
  });
  it('shows a single rate for one line only', () => {
    expect(singleRate([line('20', '1', '0.2')])).toBe('20');
    expect(singleRate([line('20', '1', '0.2'), line('5.5', '1', '0.06')])).toBeNull();
    expect(singleRate([])).toBeNull();
  });
  it('takes lines as the API does and refuses bad ones with a key', () => {
    expect(vatLinesSchema.parse([{ rate: '5,50', base: '1 000,5', amount: 55.03 }])).toEqual([
      { rate: '5.5', base: '1000.50', amount: '55.03', category: null },
    ]);
    const bad = vatLinesSchema.safeParse([{ rate: '101', base: 'x', amount: '1', category: 'Q' }]);
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual(expect.arrayContaining(['error.vatrate', 'error.number']));
  });
});
